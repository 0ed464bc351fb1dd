// The read engine as a parallel read sees it: the handlers that feed a SliceWatch, and the state
// at a cut, read from the engine's frames and counters, which tells whether the parse stands
// between records with the same elements around them as where it began.

import CExpat

/// Where a parse stands at a cut between records, as far as a parallel read compares it.
struct SliceBoundary: Equatable {
    /// Open frames: the read's holder and one per ancestor of the records.
    let frameCount: Int
    /// The children the ancestors have had so far, counted by name (the frames below the top):
    /// they change only when an ancestor ends and another begins.
    let ancestorCounts: [Int32]
    let ancestorSiblings: [UInt64]
    /// How many children the records' parent has had, of any name (records among them).
    let parentChildren: Int
    /// Collected text (a container's own text would grow here).
    let textCount: Int
    /// Records handed to the sink, and warnings, so far.
    let records: Int
    let warnings: Int

    /// Whether the same ancestors are open as at `other`: the next slice is then read in the
    /// context its parser was primed with.
    func hasSameAncestors(as other: SliceBoundary) -> Bool {
        frameCount == other.frameCount && ancestorCounts == other.ancestorCounts
            && ancestorSiblings == other.ancestorSiblings
    }

    /// Whether everything at the records' level since `other` was a record, and nothing else
    /// touched the records' parent: for a container read, whose parent is the container.
    func addsOnlyRecords(since other: SliceBoundary) -> Bool {
        parentChildren - other.parentChildren == records - other.records && textCount == other.textCount
    }
}

extension ReadEngine {
    /// Makes the engine's parser feed `watch`: CDATA sections, and with
    /// ``SliceWatch/keepsAncestorTags``, the start tags at the ancestors' depths.
    static func watchSlices(_ engine: UnsafeMutablePointer<ReadEngine>, with watch: SliceWatch) {
        let parser = engine.pointee.driver.parser
        engine.pointee.driver.sliceWatch = watch
        XML_SetCdataSectionHandler(
            parser,
            { userData in
                userData.unsafelyUnwrapped.assumingMemoryBound(to: ReadEngine.self).pointee.driver.sliceWatch?
                    .openCDATASections += 1
            },
            { userData in
                userData.unsafelyUnwrapped.assumingMemoryBound(to: ReadEngine.self).pointee.driver.sliceWatch?
                    .openCDATASections -= 1
            })
        if watch.tracksRecordStarts {
            XML_SetStartElementHandler(parser, recordTrackingStartHandler)
        } else if watch.keepsAncestorTags {
            XML_SetStartElementHandler(parser, ancestorWatchingStartHandler)
        }
    }

    /// The start-tag handler of a byte-range read: notes where each element at the records'
    /// depth begins, then goes on as the handler it stands in for.
    private static let recordTrackingStartHandler: XML_StartElementHandler = { userData, name, attributes in
        let engine = userData.unsafelyUnwrapped.assumingMemoryBound(to: ReadEngine.self)
        if let watch = engine.pointee.driver.sliceWatch {
            if engine.pointee.depth == watch.ancestorDepth {
                watch.recordStart = Int(XML_GetCurrentByteIndex(engine.pointee.driver.parser))
            }
            if watch.keepsAncestorTags {
                ancestorWatchingStartHandler(userData, name, attributes)
                return
            }
        }
        startHandler(userData, name, attributes)
    }

    /// The start-tag handler of a parse that keeps the ancestors' start tags: only tags at
    /// their depths pay for more than one comparison.
    private static let ancestorWatchingStartHandler: XML_StartElementHandler = { userData, name, attributes in
        let engine = userData.unsafelyUnwrapped.assumingMemoryBound(to: ReadEngine.self)
        let depth = engine.pointee.depth
        if let watch = engine.pointee.driver.sliceWatch, depth < watch.ancestorDepth {
            let event = engine.pointee.driver.currentEvent()
            watch.ancestorStarts(atDepth: depth, bytes: event.bytes, offset: event.offset)
            // This handler replaces `rootStartHandler` in a read that records the prolog.
            if depth == 0 { engine.pointee.driver.documentMisc?.rootStarted = true }
        }
        startHandler(userData, name, attributes)
    }

    /// The state at a cut, when the parse stands between two tokens at the records' level (every
    /// ancestor open, nothing else), outside CDATA, with nothing failed or being read; nil
    /// otherwise. Kept unknown elements still waiting to be stored in their object (a run that
    /// the next mapped element ends) make it nil too: records handed over from a worker would
    /// otherwise come with a container that lacks them.
    func sliceBoundary() -> SliceBoundary? {
        guard failure == nil, mode == .normal, live == nil, kept.runFrame < 0, let watch = driver.sliceWatch,
            watch.openCDATASections == 0, depth == watch.ancestorDepth, driver.isBetweenTokens
        else { return nil }
        let top = frames[frames.count - 1]
        var ancestorCounts: [Int32] = []
        for index in 0..<top.keyCountStart { ancestorCounts.append(keyCounts[index]) }
        var ancestorSiblings: [UInt64] = []
        for index in 0..<top.siblingStart {
            ancestorSiblings.append(siblings[index].hash)
            ancestorSiblings.append(UInt64(siblings[index].count))
        }
        var parentChildren = 0
        for index in top.keyCountStart..<keyCounts.count { parentChildren += Int(keyCounts[index]) }
        for index in top.siblingStart..<siblings.count { parentChildren += Int(siblings[index].count) }
        return SliceBoundary(
            frameCount: frames.count, ancestorCounts: ancestorCounts, ancestorSiblings: ancestorSiblings,
            parentChildren: parentChildren, textCount: text.count,
            records: sinkReference?.takeUnretainedValue().count ?? 0,
            warnings: warnings.count)
    }
}
