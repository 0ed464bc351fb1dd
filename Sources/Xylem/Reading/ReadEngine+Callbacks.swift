// The C entry points: expat calls these with a pointer to the engine as user data, and they
// forward to the engine's methods with the raw pointers and lengths. The engine lives behind an
// unsafe pointer so that its state is mutated in place, without reference counting or dynamic
// exclusivity checks on every event.

import CExpat

extension ReadEngine {
    /// The text handler, installed only while text matters (see `syncTextHandler`).
    static let textHandler: XML_CharacterDataHandler = { userData, bytes, count in
        userData.unsafelyUnwrapped.assumingMemoryBound(to: ReadEngine.self).pointee
            .characters(bytes.unsafelyUnwrapped, Int(count))
    }

    /// The text handler inside a kept unknown element, where all text goes to the encoder: it
    /// skips the checks `characters` makes for the other modes, three calls deep. (A failure
    /// stops the read without changing handlers, and expat may still report text after it.)
    static let keptTextHandler: XML_CharacterDataHandler = { userData, bytes, count in
        let engine = userData.unsafelyUnwrapped.assumingMemoryBound(to: ReadEngine.self)
        if engine.pointee.mode == .keeping { engine.pointee.keepText(bytes.unsafelyUnwrapped, Int(count)) }
    }

    /// Installs the text handler while text matters (inside a leaf, a capture, a kept or
    /// buffered element, or directly inside an object that reads its own text) and removes it
    /// otherwise, so that expat does not call in for the whitespace between elements and the
    /// text of ignored subtrees: for a typical feed, most text events.
    @inline(__always)
    mutating func syncTextHandler() {
        let wanted: TextRoute
        switch mode {
        case .normal: wanted = topCollectsText ? .general : .none
        case .ignoring, .stopped, .overflowed: wanted = .none
        case .keeping: wanted = .kept
        case .leaf, .raw, .buffering: wanted = .general
        }
        if wanted != textRoute {
            textRoute = wanted
            let handler: XML_CharacterDataHandler? =
                switch wanted {
                case .none: nil
                case .general: Self.textHandler
                case .kept: Self.keptTextHandler
                }
            XML_SetCharacterDataHandler(driver.parser, handler)
        }
    }

    /// The start-tag handler.
    static let startHandler: XML_StartElementHandler = { userData, name, attributes in
        let engine = userData.unsafelyUnwrapped.assumingMemoryBound(to: ReadEngine.self)
        let attributes = attributes.unsafelyUnwrapped
        // Only elements that have attributes pay for the limit check.
        if attributes[0] != nil, engine.pointee.hasTooManyAttributes(attributes) {
            engine.pointee.attributeLimitExceeded(name.unsafelyUnwrapped)
            return
        }
        engine.pointee.resolvedStart(name.unsafelyUnwrapped, attributes)
    }

    /// The end-tag handler.
    static let endHandler: XML_EndElementHandler = { userData, name in
        userData.unsafelyUnwrapped.assumingMemoryBound(to: ReadEngine.self).pointee.resolvedEnd(name.unsafelyUnwrapped)
    }

    /// The start-tag handler of a read that records the prolog and epilog, until the root
    /// element starts: it marks where the prolog ends and hands over to `startHandler`, so that
    /// no later tag pays for it.
    static let rootStartHandler: XML_StartElementHandler = { userData, name, attributes in
        let engine = userData.unsafelyUnwrapped.assumingMemoryBound(to: ReadEngine.self)
        engine.pointee.driver.documentMisc?.rootStarted = true
        XML_SetStartElementHandler(engine.pointee.driver.parser, startHandler)
        startHandler(userData, name, attributes)
    }

    /// Makes the read record the comments and processing instructions outside the root element
    /// (``DocumentMiscRecorder``); called after `install`, before any input.
    static func recordDocumentMisc(_ engine: UnsafeMutablePointer<ReadEngine>) {
        engine.pointee.driver.documentMisc = DocumentMiscRecorder()
        XML_SetStartElementHandler(engine.pointee.driver.parser, rootStartHandler)
    }

    /// Points every expat handler at the engine in place.
    static func install(_ engine: UnsafeMutablePointer<ReadEngine>) {
        let parser = engine.pointee.driver.parser
        engine.pointee.driver.setUserData(UnsafeMutableRawPointer(engine))
        // An external entity's parser interned its attribute names in its own pool, which is freed
        // with it: their addresses may come back holding other names.
        // (The engine outlives the closure: `deallocateBuffers` removes it.)
        engine.pointee.driver.entityParserFreed = {
            engine.pointee.attributeMemo.clear()
            engine.pointee.namespaces.pointee.forgetNameAddresses()
        }
        XML_SetElementHandler(parser, startHandler, endHandler)
        XML_SetCharacterDataHandler(parser, textHandler)
        engine.pointee.driver.entityTextHandler = textHandler
        // Outside the root element (depth 0), comments and instructions are also recorded when
        // the read asks for the prolog and epilog (see `recordDocumentMisc`).
        XML_SetCommentHandler(parser) { userData, data in
            let engine = userData.unsafelyUnwrapped.assumingMemoryBound(to: ReadEngine.self)
            if engine.pointee.depth == 0 { engine.pointee.driver.recordComment(data.unsafelyUnwrapped) }
            engine.pointee.comment(data.unsafelyUnwrapped)
        }
        XML_SetProcessingInstructionHandler(parser) { userData, target, data in
            let engine = userData.unsafelyUnwrapped.assumingMemoryBound(to: ReadEngine.self)
            if let log = engine.pointee.driver.repairLog, RepairLog.isMarker(target.unsafelyUnwrapped) {
                return engine.pointee.reportRepairs(from: log, marker: data)
            }
            if engine.pointee.depth == 0 {
                engine.pointee.driver.recordProcessingInstruction(target.unsafelyUnwrapped, data)
            }
            engine.pointee.processingInstruction(target.unsafelyUnwrapped, data)
        }
        // The document type declaration is watched by the driver (length, entity chains).
        XML_SetDoctypeDeclHandler(
            parser,
            { userData, name, _, _, _ in
                userData.unsafelyUnwrapped.assumingMemoryBound(to: ReadEngine.self).pointee.driver.doctypeStarted(
                    name: name)
            },
            { userData in
                userData.unsafelyUnwrapped.assumingMemoryBound(to: ReadEngine.self).pointee.driver.doctypeEnded()
            })
        XML_SetEntityDeclHandler(parser) { userData, name, isParameter, value, length, _, _, _, notation in
            userData.unsafelyUnwrapped.assumingMemoryBound(to: ReadEngine.self).pointee.driver
                .entityDeclared(name, isParameter: isParameter != 0, value: value, length: length, notation: notation)
        }
        // Names that expat's namespace mode refuses in declarations and skipped references (see
        // ExpatDriver+Declarations).
        XML_SetNotationDeclHandler(parser) { userData, name, _, _, _ in
            userData.unsafelyUnwrapped.assumingMemoryBound(to: ReadEngine.self).pointee.driver.notationDeclared(name)
        }
        XML_SetElementDeclHandler(parser) { userData, name, model in
            userData.unsafelyUnwrapped.assumingMemoryBound(to: ReadEngine.self).pointee.driver.elementDeclared(
                name, model)
        }
        XML_SetAttlistDeclHandler(parser) { userData, element, attribute, type, _, _ in
            userData.unsafelyUnwrapped.assumingMemoryBound(to: ReadEngine.self).pointee.driver
                .attributeDeclared(element: element, attribute: attribute, type: type)
        }
        XML_SetSkippedEntityHandler(parser) { userData, name, _ in
            userData.unsafelyUnwrapped.assumingMemoryBound(to: ReadEngine.self).pointee.driver.entitySkipped(name)
        }
    }
}
