// The repairs a filter made and the read engine has not reported yet. The filter runs ahead of
// expat (a chunk at a time) and cannot know the element path; it writes a marker, a processing
// instruction with a reserved target, where each repair was made, and the engine reports the
// repairs the marker covers when expat reaches it, with the path it is at.

/// One repair, where the input had it.
struct RepairEntry {
    let id: Int
    /// The expat error code a strict read would have stopped with.
    let code: Int
    var reason: String
    /// How many mends of this kind on this line the entry stands for.
    var count = 1
    let line: Int
    /// 1-based, in characters.
    let column: Int
    let byteOffset: Int
}

/// The repairs made and not yet reported, in order, shared by a filter and its engine.
final class RepairLog {
    /// The processing-instruction target of a marker. A document's own instruction of that name
    /// is removed by the filter (as a repair), so that no document can forge one.
    static let markerTarget = "xylem-repair"
    static let markerTargetBytes = Array(markerTarget.utf8)

    private(set) var pending: [RepairEntry] = []
    /// Every repair made, merged ones counted once.
    private(set) var total = 0
    /// The first repair, as the error a strict read would have thrown there.
    private(set) var first: RepairEntry?

    /// Records a repair and returns its id, or merges it into the last pending one when it is of
    /// the same kind on the same line (a latin-1 word in a UTF-8 feed is one repair, not five).
    func add(code: Int, reason: String, mergeKey: String?, line: Int, column: Int, byteOffset: Int) -> Int {
        if let mergeKey, var last = pending.last, last.line == line, last.code == code, lastMergeKey == mergeKey {
            last.count += 1
            pending[pending.count - 1] = last
            return last.id
        }
        total += 1
        let entry = RepairEntry(
            id: total, code: code, reason: reason, line: line, column: column, byteOffset: byteOffset)
        if first == nil { first = entry }
        pending.append(entry)
        lastMergeKey = mergeKey
        return entry.id
    }

    private var lastMergeKey: String?

    /// Removes and returns the pending repairs up to and including `id`.
    func take(upTo id: Int) -> ArraySlice<RepairEntry> {
        var end = 0
        while end < pending.count, pending[end].id <= id { end += 1 }
        let taken = pending[..<end]
        pending.removeFirst(end)
        if pending.isEmpty { lastMergeKey = nil }
        return taken
    }
}

extension RepairEntry {
    /// The warning a read reports for this repair, at `path`.
    func warning(path: String) -> XMLReadError {
        let shown = count > 1 ? "\(reason) (\(count) times on this line)" : reason
        return XMLReadError(
            kind: .repaired(code: code, reason: shown), line: line, column: column, byteOffset: byteOffset,
            path: path)
    }

    /// The error a strict read would have thrown for this repair.
    var strictError: XMLReadError {
        XMLReadError(kind: .malformed(code: code, reason: reason), line: line, column: column, byteOffset: byteOffset)
    }
}
