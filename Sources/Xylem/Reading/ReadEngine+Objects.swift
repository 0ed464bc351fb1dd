// Objects: a frame is pushed when a mapped object's start tag opens (its builder taken from the
// spares or made), its attributes set, and when it closes, its own text set, its completion hooks
// run, and the value handed to its parent or to the record sink, after which the builder waits
// for the next object of its action. Every reference here is unmanaged (see PlanReferences.swift).

extension ReadEngine {
    /// Pushes a frame for a new object and sets its attributes.
    @inline(never)
    mutating func beginObject(
        _ objectAction: Unmanaged<ObjectAction>, isRecord: Bool, name: ExpatName, index: Int32,
        attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>, declaredHere: Int
    ) {
        let builder = takeBuilder(for: objectAction)
        let plan = builder._withUnsafeGuaranteedRef { $0.unmanagedPlan }
        pushFrame(
            table: plan.elements, target: builder, action: objectAction, isRecord: isRecord,
            collectsText: plan.ownText != nil, name: name, index: index)
        if plan.hasProblems { return failDescription(of: builder) }
        let keeps = plan.keepsUnknown && keepsUnknown
        if keeps && declaredHere > 0 { keepNamespaceDeclarations(of: builder, declaredHere: declaredHere) }
        if attributes[0] != nil {
            // An object that keeps unknown content keeps the attributes its description does not
            // map (found while the mapped ones are set; most start tags have none).
            let unmapped = plan.attributeNames.isEmpty ? 1 : applyAttributes(attributes, to: builder)
            if unmapped > 0, keeps, mode != .stopped { keepUnknownAttributes(of: builder, attributes: attributes) }
        }
    }

    /// Empties the attribute memo when the resolver has freed expanded names since it was last
    /// used: their addresses may now hold other names. Called before the memo is read.
    @inline(__always)
    mutating func syncAttributeMemo() {
        let generation = namespaces.pointee.attributeNamesGeneration
        if generation != attributeMemoGeneration {
            attributeMemo.clear()
            attributeMemoGeneration = generation
        }
    }

    /// The slot of an attribute name in a plan's attribute table (-1: not mapped), found through
    /// the attribute memo when `memo` (the name is expat's, not a replayed tag's) and remembered
    /// there. The memo must be in sync (`syncAttributeMemo`).
    @inline(__always)
    func attributeSlot(_ cName: UnsafePointer<CChar>, in plan: UInt64, names: NameTableView, memo: Bool)
        -> Int32
    {
        if memo, let remembered = attributeMemo.slot(cName, in: plan) { return remembered }
        let slot = names.lookup(ExpatName(attribute: cName)) ?? -1
        if memo { attributeMemo.remember(slot, for: cName, in: plan) }
        return slot
    }

    /// A builder for the next object of `action`: the spare its last object left, or a new one
    /// for its first object (the frame that takes it owns the reference).
    @inline(__always)
    mutating func takeBuilder(for action: Unmanaged<ObjectAction>) -> Unmanaged<AnyObjectBuilder> {
        if let spare = spares.take(action._withUnsafeGuaranteedRef { $0.id }) {
            spare._withUnsafeGuaranteedRef {
                $0.holdsEmptyValue = false
                $0.requiredSeen = 0
            }
            return spare
        }
        return Self.makeBuilder(action)
    }

    /// Gives up a frame's reference to the builder of a finished object of `action`: to the
    /// spares when it holds an empty value, ready for the next object, otherwise released.
    @inline(__always)
    mutating func retire(_ builder: Unmanaged<AnyObjectBuilder>, of action: Unmanaged<ObjectAction>) {
        if builder._withUnsafeGuaranteedRef({ $0.holdsEmptyValue }) {
            spares.put(retained: builder, for: action._withUnsafeGuaranteedRef { $0.id })
        } else {
            builder.release()
        }
    }

    /// A builder for the first object of an action (later ones reuse it).
    @inline(never)
    private static func makeBuilder(_ action: Unmanaged<ObjectAction>) -> Unmanaged<AnyObjectBuilder> {
        Unmanaged.passRetained(action._withUnsafeGuaranteedRef { $0.make() })
    }

    /// An object whose description has problems (a declared extension's, checked when first
    /// met; see PlanGraph): the read fails at its element.
    @inline(never)
    private mutating func failDescription(of builder: Unmanaged<AnyObjectBuilder>) {
        if let problem = builder._withUnsafeGuaranteedRef({ $0.plan.validationError }) {
            fail(positioned(problem.kind, underlying: problem.underlying))
        }
    }

    /// Sets the mapped attributes among `attributes` on `builder`'s object; returns how many
    /// attributes the description does not map.
    @discardableResult
    mutating func applyAttributes(
        _ attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>, to builder: Unmanaged<AnyObjectBuilder>
    ) -> Int {
        let plan = builder._withUnsafeGuaranteedRef { $0.unmanagedPlan }
        return applyAttributes(
            attributes, names: plan.attributeNames, identity: plan.id, to: builder
        ) { plan.attributeSetter(at: $0) }
    }

    /// Sets the attributes of an element that lines share by path (`image/@href`) on the object
    /// of the frame it opens in.
    @inline(never)
    mutating func applyGroupAttributes(
        _ attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>, table: Unmanaged<ElementTable>,
        to builder: Unmanaged<AnyObjectBuilder>
    ) {
        applyAttributes(attributes, names: table.attributeNames, identity: table.id, to: builder) {
            table.attributeSetter(at: $0)
        }
    }

    /// Sets the attributes among `attributes` that `names` maps (memoized under `identity`, a
    /// plan's or a table's) with the setters `setter` gives by slot; returns how many it does not map.
    @inline(__always)
    @discardableResult
    private mutating func applyAttributes(
        _ attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>, names: NameTableView, identity: UInt64,
        to builder: Unmanaged<AnyObjectBuilder>, setter: (Int32) -> UnsafeMutableRawPointer
    ) -> Int {
        // A replayed start tag's names are in the replay buffer, whose addresses are reused.
        let fromExpat = replayPosition == nil
        if fromExpat { syncAttributeMemo() }
        var unmapped = 0
        var position = 0
        while let cName = attributes[position], let cValue = attributes[position + 1] {
            position += 2
            let slot = attributeSlot(cName, in: identity, names: names, memo: fromExpat)
            if slot < 0 {
                unmapped += 1
                continue
            }
            let setter = setter(slot)
            let valueBytes = UnsafeRawPointer(cValue).assumingMemoryBound(to: UInt8.self)
            let value = XMLText(
                UnsafeBufferPointer(start: valueBytes, count: cStringLength(cValue)),
                pool: Unmanaged.passUnretained(textPool))
            if let error = Self.apply(setter, to: builder, value) {
                conversionFailed(
                    error, setter: Unmanaged.fromOpaque(setter), text: value.string,
                    attribute: ExpatName(attribute: cName))
                if mode == .stopped { return unmapped }
            }
        }
        return unmapped
    }

    /// Closes the top frame: an object is finished and handed on, a transparent frame just goes.
    mutating func popFrame() {
        if frames.count == 2 { rootCloses() }
        let frame = frames.removeLast()
        if let action = frame.action {
            let builder = frame.target
            let plan = builder._withUnsafeGuaranteedRef { $0.unmanagedPlan }
            if frame.ownTextStart >= 0, let setter = plan.ownText {
                if let failure = Self.applyCollectedText(
                    setter, to: builder, text: text, from: frame.ownTextStart, pool: textPool)
                {
                    frames.append(frame)  // so that the error's path names the element
                    conversionFailed(
                        failure.error, setter: Unmanaged.fromOpaque(setter), text: failure.text, attribute: nil)
                    if mode == .stopped { return }
                    frames.removeLast()
                }
                text.truncate(to: frame.ownTextStart)
            }
            if plan.requiredMask != 0, !hasRequiredValues(frame, mask: plan.requiredMask) { return }
            if plan.hasCompletions, !runCompletions(of: frame) { return }
            let parent = frames[frames.count - 1].target
            if !frame.isRecord {
                action._withUnsafeGuaranteedRef { action in
                    parent._withUnsafeGuaranteedRef { parent in
                        builder._withUnsafeGuaranteedRef { child in action.deliver(parent, child) }
                        parent.requiredSeen |= action.requiredBit
                    }
                }
            } else if sinkReference != nil {
                hand(builder, in: parent)
            }
            retire(builder, of: action)
        } else {
            frame.target.release()
        }
        if siblings.count > frame.siblingStart {
            siblingNames.truncate(to: Int(siblings[frame.siblingStart].keyStart))
            if siblings.count - frame.siblingStart > SiblingIndex.scanLimit {
                siblingIndex.drop(from: frame.siblingStart)
            }
            siblings.truncate(to: frame.siblingStart)
        }
        keyCounts.truncate(to: frame.keyCountStart)
        pathNames.truncate(to: frame.nameStart)
        topCollectsText = frames[frames.count - 1].ownTextStart >= 0
        syncTextHandler()
    }

    /// Whether the frame's object has a value from every required line; when not, the read fails
    /// at its end tag, with the frame back on the stack so that the error's path names the element.
    @inline(never)
    private mutating func hasRequiredValues(_ frame: Frame, mask: UInt64) -> Bool {
        let builder = frame.targetObject
        guard builder.requiredSeen & mask != mask else { return true }
        let missing = builder.plan.required.missing(in: builder.requiredSeen)
        frames.append(frame)
        fail(positioned(.missingRequired("\(missing.joined(separator: ", ")) in \(builder.plan.typeName)")))
        return false
    }

    /// Runs the completion hooks of the frame's object; false when one threw (the read then
    /// fails, with the frame back on the stack so that the error's path names the element).
    @inline(never)
    private mutating func runCompletions(of frame: Frame) -> Bool {
        let builder = frame.targetObject
        for hook in builder.plan.completions {
            do {
                try hook(builder)
            } catch {
                frames.append(frame)
                fail(positioned(.userCode("the completion hook of \(builder.plan.typeName)"), underlying: error))
                return false
            }
        }
        return true
    }

    /// Hands a finished record to the sink; stops the read when the consumer asks or throws.
    @inline(never)
    private mutating func hand(_ record: Unmanaged<AnyObjectBuilder>, in container: Unmanaged<AnyObjectBuilder>) {
        guard let sink = sinkReference else { return }
        do {
            let keepReading = try sink._withUnsafeGuaranteedRef { sink in
                sink.count += 1
                // Handed over by an earlier attempt of a repairing read.
                if sink.count <= recordsToSkip { return true }
                return try record._withUnsafeGuaranteedRef { record in
                    try container._withUnsafeGuaranteedRef { container in try sink.accept(record, in: container) }
                }
            }
            if !keepReading { stopForConsumer() }
        } catch {
            consumerError = error
            stopForConsumer()
        }
    }
}
