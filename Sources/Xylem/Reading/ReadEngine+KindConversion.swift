// Converting the object of an element read live as its default kind into the chosen kind's: the
// value moves to a builder of the chosen type, which takes over the element's frame, with the
// chosen plan's table and its sibling counters carried over by name. Frames still open above it
// (when a kept event ended the live read inside a child) are pointed at the new builder and the
// chosen plan's tables and actions too, so that the replayed events finish them as the chosen
// type would have. A kind whose plan extends the default's (the same tables, more extension
// declarations) converts in place instead: the default's builder keeps the value and takes the
// kind's plan, and the frames open above it keep their tables, which the two plans share.

extension ReadEngine {
    /// Makes the object of the frame at `position`, read live as the default kind, the value of
    /// choice `index` of `selector`.
    mutating func convertLive(frame position: Int, to index: Int, of selector: Unmanaged<KindSelector>) {
        let (chosenAction, conversion) = selector._withUnsafeGuaranteedRef {
            ($0.action(at: index), $0.conversion(at: index))
        }
        guard let conversion else {
            preconditionFailure("live reads are only made for selectors whose category choices convert")
        }
        if conversion._withUnsafeGuaranteedRef({ $0.move == nil }) {
            return convertInPlace(frame: position, to: chosenAction, kindIndex: index)
        }
        let frame = frames[position]
        let old = frame.target
        let builder = takeBuilder(for: chosenAction)
        conversion._withUnsafeGuaranteedRef { conversion in
            old._withUnsafeGuaranteedRef { from in
                builder._withUnsafeGuaranteedRef { into in conversion.move.unsafelyUnwrapped(from, into) }
            }
        }
        let table = builder._withUnsafeGuaranteedRef { $0.unmanagedPlan.elements }
        replaceFrame(at: position, table: table, target: builder, action: chosenAction)
        retarget(above: position, from: old, to: builder)
        // The frame's reference to the default's builder goes as when an object is finished.
        if let action = frame.action { retire(old, of: action) } else { old.release() }
    }

    /// Converts the object of the frame at `position` for a kind whose plan extends the default's
    /// (same tables, more extension declarations): its builder keeps the value and takes the
    /// kind's plan, and the frame takes the kind's action, so that the object is delivered (and
    /// its builder kept for reuse) as the kind's. The kind's spare builder, if it has one,
    /// becomes the default's in exchange: without it, the next element read as the default
    /// would make a new builder.
    private mutating func convertInPlace(frame position: Int, to chosenAction: Unmanaged<ObjectAction>, kindIndex: Int)
    {
        let frame = frames[position]
        let builder = frame.target
        let (defaultPlan, chosenPlan) = builder._withUnsafeGuaranteedRef { builder in
            (builder.plan, chosenAction._withUnsafeGuaranteedRef { $0.plan() })
        }
        builder._withUnsafeGuaranteedRef { builder in
            builder.adopt(chosenPlan)
            // Records find the kind's transform by this index (see `XMLKinds.extractor()`).
            builder.kindIndex = kindIndex
        }
        if let defaultAction = frame.action,
            let spare = spares.take(chosenAction._withUnsafeGuaranteedRef { $0.id })
        {
            spare._withUnsafeGuaranteedRef { spare in
                spare.adopt(defaultPlan)
                spare.kindIndex = -1
            }
            spares.put(retained: spare, for: defaultAction._withUnsafeGuaranteedRef { $0.id })
        }
        // Frames open above it (after a replay) keep their tables and actions: the two plans
        // share them, so there is nothing to point elsewhere.
        replaceFrame(
            at: position, table: Unmanaged.passUnretained(chosenPlan.elements), target: builder, action: chosenAction)
    }

    /// Gives the frame at `position` a new table, target and action (the frame's reference to
    /// its old target is the caller's to give up), with its sibling counters moved to the new
    /// table's keys.
    private mutating func replaceFrame(
        at position: Int, table: Unmanaged<ElementTable>, target: Unmanaged<AnyObjectBuilder>,
        action: Unmanaged<ObjectAction>?
    ) {
        let frame = frames[position]
        let oldTable = frame.table
        frames[position] = Frame(
            table: table, target: target, action: action, isRecord: frame.isRecord, ownTextStart: frame.ownTextStart,
            nameStart: frame.nameStart, nameLength: frame.nameLength, index: frame.index,
            keyCountStart: frame.keyCountStart,
            siblingStart: frame.siblingStart)
        if !oldTable.isSame(as: table) { moveCounts(of: position, from: oldTable.names, to: table.names) }
    }

    /// Rewrites the counters of the frame at `position` for another table: each name's count goes
    /// to the same name's key. (A name the new table does not know could only have been read
    /// live if the chosen type broke its promise to map what the default maps; its count is lost.)
    private mutating func moveCounts(of position: Int, from old: NameTableView, to new: NameTableView) {
        let start = frames[position].keyCountStart
        let tail = Array(keyCounts.elements(from: start + old.keyCount))
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: max(1, new.keyCount)) { counts in
            counts.initialize(repeating: 0)
            if !old.isEmpty {
                for index in 0...old.mask {
                    let slot = old.slots[index]
                    guard slot.value >= 0 else { continue }
                    let count = keyCounts[start + Int(slot.keyIndex)]
                    guard count > 0,
                        let target = new.lookupSlot(
                            hash: slot.hash, key: old.keyBytes + Int(slot.offset), length: Int(slot.length))
                    else { continue }
                    counts[Int(target.keyIndex)] = count
                }
            }
            keyCounts.truncate(to: start)
            keyCounts.append(UnsafeBufferPointer(start: counts.baseAddress, count: new.keyCount))
        }
        tail.withUnsafeBufferPointer { keyCounts.append($0) }
        let shift = new.keyCount - old.keyCount
        guard shift != 0 else { return }
        for above in (position + 1)..<frames.count {
            let frame = frames[above]
            frames[above] = Frame(
                table: frame.table, target: frame.target, action: frame.action, isRecord: frame.isRecord,
                ownTextStart: frame.ownTextStart, nameStart: frame.nameStart, nameLength: frame.nameLength,
                index: frame.index,
                keyCountStart: frame.keyCountStart + shift, siblingStart: frame.siblingStart)
        }
    }

    /// Points the frames open above a converted object at the chosen type: wrappers and skipped
    /// elements (whose target is the object) at its builder and its plan's tables, and the
    /// objects directly inside at the chosen plan's actions, which deliver into the new builder.
    /// Frames further up belong to those objects' own plans, which both types share.
    private mutating func retarget(
        above position: Int, from old: Unmanaged<AnyObjectBuilder>, to builder: Unmanaged<AnyObjectBuilder>
    ) {
        var above = position + 1
        while above < frames.count, mode != .stopped {
            let frame = frames[above]
            let parentTable = frames[above - 1].table
            let action = lookUp(frameName: above, in: parentTable)
            if frame.target.toOpaque() == old.toOpaque() {
                let table: Unmanaged<ElementTable>
                switch action.kind {
                case .skip: table = parentTable
                case .group: table = action.group
                default: return chosenTypeDiffers(above)
                }
                replaceFrame(at: above, table: table, target: builder.retain(), action: nil)
                old.release()
                above += 1
                continue
            }
            guard action.kind == .object || action.kind == .record,
                action.object._withUnsafeGuaranteedRef({ $0.plan().modelType })
                    == frame.target._withUnsafeGuaranteedRef({ $0.unmanagedPlan.modelType })
            else { return chosenTypeDiffers(above) }
            replaceFrame(at: above, table: frame.table, target: frame.target, action: action.object)
            return
        }
    }

    /// The action of the element of frame `position` in `table`.
    private func lookUp(frameName position: Int, in table: Unmanaged<ElementTable>) -> RawAction {
        let frame = frames[position]
        var name = Array(UnsafeBufferPointer(start: pathNames.base + frame.nameStart, count: frame.nameLength))
        name.append(0)
        return name.withUnsafeBufferPointer { bytes in
            bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                table.action(for: ExpatName($0))
            }
        }
    }

    /// The chosen type reads an element open inside the converted object otherwise than the
    /// default did, against what its registration promised.
    private mutating func chosenTypeDiffers(_ position: Int) {
        fail(
            positioned(
                .invalidDescription(
                    "kinds: a kind converted from the default type does not read an element the default maps in the same way"
                )))
    }
}
