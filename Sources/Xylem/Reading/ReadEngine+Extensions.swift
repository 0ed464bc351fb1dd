// Child elements that the top object's description does not map: declared extensions, looked up
// from the innermost open object outwards, or unknown content kept as a node tree for writing
// back, or passed over.

extension ReadEngine {
    /// Handles a child element that the top frame's table does not map: passed over, unless
    /// the top object stores extensions.
    @inline(__always)
    mutating func unmapped(
        _ cName: UnsafePointer<CChar>, name: ExpatName, index: Int32,
        attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>, declaredHere: Int
    ) {
        if liveDepth >= 0 {
            // Inside an element read live as its default kind, the chosen type might read this one.
            endKeptRun()
            return taintLive(cName, name: name, index: index, attributes: attributes, declaredHere: declaredHere)
        }
        let frame = frames[frames.count - 1]
        // Extensions and unknowns belong to objects, not to the wrappers or skipped elements
        // inside them, whose structure a kept node could not restore.
        if frame.target._withUnsafeGuaranteedRef({ $0.unmanagedPlan.storesExtensions }),
            frame.action != nil || isFlattened(frames.count - 1)
        {
            // Inside a flattened element, whose children are the object's own, the object's declared
            // extensions are found too; unknown content is not kept, as it could not be put back.
            extensionOrUnknown(
                cName, name: name, index: index, attributes: attributes, declaredHere: declaredHere,
                keeping: frame.action != nil)
        } else {
            endKeptRun()
            enterMode(.ignoring, name: name, index: index)
        }
    }

    /// Whether the frame at `position` is a flattened element's: it reads into its parent frame's
    /// object with its parent's table, down to the object's own frame.
    private func isFlattened(_ position: Int) -> Bool {
        var position = position
        while position > 0, frames[position].action == nil {
            let below = frames[position - 1]
            guard frames[position].table.isSame(as: below.table),
                frames[position].target.toOpaque() == below.target.toOpaque()
            else { return false }
            position -= 1
        }
        return position > 0
    }

    /// An unmapped child of an object that stores extensions: a declared extension element, or
    /// unknown content to keep or pass over.
    @inline(never)
    private mutating func extensionOrUnknown(
        _ cName: UnsafePointer<CChar>, name: ExpatName, index: Int32,
        attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>, declaredHere: Int, keeping: Bool
    ) {
        let top = frames.count - 1
        let frame = frames[top]
        let plan = frame.target._withUnsafeGuaranteedRef { $0.unmanagedPlan }
        let type = plan.modelType
        var position = top
        var previous: UnsafeMutableRawPointer?
        while position > 0 {
            let target = frames[position].target
            if target.toOpaque() != previous {
                previous = target.toOpaque()
                let declared = target._withUnsafeGuaranteedRef { $0.unmanagedPlan }._withUnsafeGuaranteedRef {
                    declaredExtension(name, of: type, in: $0)
                }
                if let action = declared {
                    endKeptRun()
                    begin(
                        action, cName: cName, name: name, index: index, attributes: attributes,
                        declaredHere: declaredHere)
                    return
                }
            }
            position -= 1
        }
        if keeping && plan.keepsUnknown && keepsUnknown {
            // A sibling of the kept elements waiting in the encoder joins them.
            if kept.runFrame != top {
                endKeptRun()
                kept.encoder.reset()
            }
            enterMode(.keeping, name: name, index: index)
            kept.textOffset = frame.ownTextStart >= 0 ? text.count - frame.ownTextStart : -1
            kept.byteCount = 0
            keepStart(cName, attributes, declaredHere: declaredHere, nameLength: name.fullLength)
        } else {
            endKeptRun()
            enterMode(.ignoring, name: name, index: index)
        }
    }

    /// The action of an extension element `plan` declares for objects of `type`, if it declares it.
    @inline(__always)
    private func declaredExtension(_ name: ExpatName, of type: ObjectIdentifier, in plan: ObjectPlan) -> RawAction? {
        for declared in plan.extensionTables where declared.type == type {
            let action = declared.table.action(for: name)
            if action.kind != .unmapped { return action }
        }
        return nil
    }

    /// Keeps the namespace declarations of an object's start tag, for writing it back.
    @inline(never)
    mutating func keepNamespaceDeclarations(of builder: Unmanaged<AnyObjectBuilder>, declaredHere: Int) {
        let declarations = bindings.suffix(declaredHere).map { XMLNamespaceDeclaration(prefix: $0.prefix, uri: $0.uri) }
        builder._withUnsafeGuaranteedRef { builder in
            modifyExtensions(of: builder) { $0.namespaceDeclarations += declarations }
        }
    }

    /// Keeps the attributes of an object's start tag that its description does not map.
    @inline(never)
    mutating func keepUnknownAttributes(
        of builder: Unmanaged<AnyObjectBuilder>, attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>
    ) {
        let plan = builder._withUnsafeGuaranteedRef { $0.unmanagedPlan }
        var unknown: [XMLAttributeNode] = []
        var position = 0
        while let cName = attributes[position], let cValue = attributes[position + 1] {
            position += 2
            let name = ExpatName(attribute: cName)
            if plan.attributeNames.lookup(name) == nil {
                unknown.append(XMLAttributeNode(name: kept.names.name(name), value: String(cString: cValue)))
            }
        }
        builder._withUnsafeGuaranteedRef { builder in modifyExtensions(of: builder) { $0.unknownAttributes += unknown }
        }
    }

    // MARK: Keeping an unknown subtree

    /// Keeps a start tag (`nameLength`: the name's length when it was measured already).
    mutating func keepStart(
        _ cName: UnsafePointer<CChar>, _ attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>, declaredHere: Int,
        nameLength: Int? = nil
    ) {
        let nameLength = nameLength ?? cStringLength(cName)
        kept.encoder.start(Self.bytes(cName, nameLength))
        kept.byteCount += nameLength + 16
        var position = 0
        while let attributeName = attributes[position], let value = attributes[position + 1] {
            position += 2
            let name = Self.bytes(attributeName, cStringLength(attributeName))
            let value = Self.bytes(value, cStringLength(value))
            kept.encoder.attribute(name, value)
            kept.byteCount += name.count + value.count
        }
        if declaredHere > 0 {
            for binding in bindings.suffix(declaredHere) {
                kept.encoder.namespace(prefix: binding.prefix, uri: binding.uri)
            }
        }
        checkKeptSize()
    }

    mutating func keepText(_ bytes: UnsafePointer<CChar>, _ count: Int) {
        kept.byteCount += count
        kept.encoder.text(Self.bytes(bytes, count))
        checkKeptSize()
    }

    mutating func keepComment(_ data: UnsafePointer<CChar>) {
        let count = cStringLength(data)
        kept.byteCount += count
        kept.encoder.comment(Self.bytes(data, count))
        checkKeptSize()
    }

    mutating func keepEnd() {
        modeElement.depth -= 1
        kept.encoder.end()
        guard modeElement.depth == 0 else { return }
        kept.runFrame = frames.count - 1
        // An object that reads its own text notes where each kept element was in it: those are
        // stored one by one.
        if kept.textOffset >= 0 { flushKeptRun() }
        leaveMode()
    }

    /// Stores the kept elements waiting in the encoder, if any (see `kept.runFrame`): called
    /// before anything other than another kept sibling happens, while their object is still at
    /// the top of the stack.
    @inline(__always)
    mutating func endKeptRun() {
        if kept.runFrame >= 0 { flushKeptRun() }
    }

    /// Stores the kept elements waiting in the encoder in their object.
    @inline(never)
    private mutating func flushKeptRun() {
        let frame = kept.runFrame
        kept.runFrame = -1
        // The string is moved through an optional the closure empties (a captured value would be
        // retained for the closure and again for the call).
        var encoded: XMLString? = textPool.store(kept.encoder.bytes.elements(from: 0))
        kept.encoder.reset()
        let offset = kept.textOffset
        frames[frame].target._withUnsafeGuaranteedRef { target in
            modifyExtensions(of: target) { $0.appendKeptElement(encoded.take()!, textOffset: offset) }
        }
    }

    private static func bytes(_ pointer: UnsafePointer<CChar>, _ count: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: count)
    }

    private mutating func checkKeptSize() {
        if kept.byteCount > options.maxUnknownBytes {
            kept.encoder.reset()
            fail(limitError(.unknownContent(options.maxUnknownBytes)))
        }
    }
}
