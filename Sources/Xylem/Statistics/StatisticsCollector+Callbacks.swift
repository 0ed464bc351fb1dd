// The C entry points of a statistics pass: expat calls these with a pointer to the collector as
// user data, and they forward to its methods with the raw pointers and lengths. The collector
// lives behind an unsafe pointer so that its state is mutated in place, without reference
// counting or dynamic exclusivity checks on every event (the same scheme as ReadEngine).

import CExpat

extension StatisticsCollector {
    /// Runs `body` with `collector` allocated in place and wired to its driver's callbacks.
    static func withCollector<Result>(
        _ collector: consuming StatisticsCollector, _ body: (UnsafeMutablePointer<StatisticsCollector>) throws -> Result
    ) rethrows -> Result {
        let pointer = UnsafeMutablePointer<StatisticsCollector>.allocate(capacity: 1)
        pointer.initialize(to: collector)
        defer {
            pointer.pointee.namespaces.deinitialize(count: 1)
            pointer.pointee.namespaces.deallocate()
            pointer.pointee.driver.entityParserFreed = nil
            pointer.deinitialize(count: 1)
            pointer.deallocate()
        }
        install(pointer)
        return try body(pointer)
    }

    private static func install(_ collector: UnsafeMutablePointer<StatisticsCollector>) {
        let parser = collector.pointee.driver.parser
        collector.pointee.driver.setUserData(UnsafeMutableRawPointer(collector))
        XML_SetElementHandler(
            parser,
            { userData, name, attributes in
                userData.unsafelyUnwrapped.assumingMemoryBound(to: StatisticsCollector.self).pointee
                    .resolvedStart(name.unsafelyUnwrapped, attributes.unsafelyUnwrapped)
            },
            { userData, _ in
                userData.unsafelyUnwrapped.assumingMemoryBound(to: StatisticsCollector.self).pointee.resolvedEnd()
            })
        XML_SetCharacterDataHandler(parser) { userData, _, count in
            userData.unsafelyUnwrapped.assumingMemoryBound(to: StatisticsCollector.self).pointee.characters(Int(count))
        }
        // An external entity's parser interned attribute names in its own pool, freed with it.
        collector.pointee.driver.entityParserFreed = { [namespaces = collector.pointee.namespaces] in
            namespaces.pointee.forgetNameAddresses()
        }
        XML_SetProcessingInstructionHandler(parser) { userData, target, _ in
            userData.unsafelyUnwrapped.assumingMemoryBound(to: StatisticsCollector.self).pointee
                .processingInstruction(target.unsafelyUnwrapped)
        }
        // The document type declaration is watched by the driver (length, entity chains).
        XML_SetDoctypeDeclHandler(
            parser,
            { userData, name, _, _, _ in
                userData.unsafelyUnwrapped.assumingMemoryBound(to: StatisticsCollector.self).pointee.driver
                    .doctypeStarted(name: name)
            },
            { userData in
                userData.unsafelyUnwrapped.assumingMemoryBound(to: StatisticsCollector.self).pointee.driver
                    .doctypeEnded()
            })
        XML_SetEntityDeclHandler(parser) { userData, name, isParameter, value, length, _, _, _, notation in
            userData.unsafelyUnwrapped.assumingMemoryBound(to: StatisticsCollector.self).pointee.driver
                .entityDeclared(name, isParameter: isParameter != 0, value: value, length: length, notation: notation)
        }
        // Names that expat's namespace mode refuses in declarations and skipped references (see
        // ExpatDriver+Declarations).
        XML_SetNotationDeclHandler(parser) { userData, name, _, _, _ in
            userData.unsafelyUnwrapped.assumingMemoryBound(to: StatisticsCollector.self).pointee.driver
                .notationDeclared(name)
        }
        XML_SetElementDeclHandler(parser) { userData, name, model in
            userData.unsafelyUnwrapped.assumingMemoryBound(to: StatisticsCollector.self).pointee.driver.elementDeclared(
                name, model)
        }
        XML_SetAttlistDeclHandler(parser) { userData, element, attribute, type, _, _ in
            userData.unsafelyUnwrapped.assumingMemoryBound(to: StatisticsCollector.self).pointee.driver
                .attributeDeclared(element: element, attribute: attribute, type: type)
        }
        XML_SetSkippedEntityHandler(parser) { userData, name, _ in
            userData.unsafelyUnwrapped.assumingMemoryBound(to: StatisticsCollector.self).pointee.driver.entitySkipped(
                name)
        }
    }
}
