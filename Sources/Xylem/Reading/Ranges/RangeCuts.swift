// Where byte ranges are cut. A cut is a candidate from RecordCutFinder (a '>' that only white space
// separates from a start tag named like the records) that two bare parses vouch for: one from an
// earlier candidate (or from where the records begin) must reach it between records, and one from
// it must read on without an error or text at the records' parent's level. The same offset
// always gives the same cut, so a range's reader finds the cut that begins the next range
// exactly where that range's reader begins. Checks that a bounded parse cannot make (a comment
// longer than the window, holding whole records) are made by the reader of the range before,
// whose parse must stand between records at the cut (see XMLReader+RangeRecords.swift).

struct RangeCuts {
    let source: SliceSource
    let context: XMLRangeContext
    let finder: RecordCutFinder
    let probe: RangeCutProbe

    /// Bytes a check parses on each side of a candidate.
    static let window = 64 * 1024

    init(source: SliceSource, context: XMLRangeContext, recordName: String, options: XMLReader.Options) {
        self.source = source
        self.context = context
        finder = RecordCutFinder(recordName: recordName)
        probe = RangeCutProbe(ancestorDepth: context.ancestorDepth, options: options)
    }

    /// The cut for a range bound at `offset`: 0 for 0, where the records begin for an offset in
    /// the document's head, the document's size for an offset at or past its end or when no
    /// candidate follows, else the first candidate at or after `offset` that passes the checks.
    /// Nil when candidates follow but none before `limit` passes.
    func cut(for offset: Int, limit: Int) throws -> Int? {
        if offset <= 0 { return 0 }
        if offset <= context.recordsStart { return context.recordsStart }
        if offset >= source.size { return source.size }
        var from = offset
        let searchEnd = min(source.size, max(limit, offset + 1))
        while let candidate = try finder.firstCut(in: source, atOrAfter: from, below: searchEnd) {
            if try passes(candidate) { return candidate }
            from = candidate + 1
        }
        guard searchEnd < source.size else { return source.size }
        // No candidate at all up to the end is the document's tail: the records end before it.
        return try finder.firstCut(in: source, atOrAfter: searchEnd, below: source.size) == nil ? source.size : nil
    }

    /// Whether the two bare parses vouch for `candidate`.
    func passes(_ candidate: Int) throws -> Bool {
        let back = max(context.recordsStart, candidate - Self.window)
        let from =
            back == context.recordsStart ? back : try finder.firstCut(in: source, atOrAfter: back, below: candidate)
        if let from, from < candidate {
            let behind = probe.probe(priming: context.priming, from..<candidate, of: source)
            guard behind.atBoundary, !behind.sawParentText, !behind.leftAncestors else { return false }
        }
        let ahead = probe.probe(
            priming: context.priming, candidate..<min(source.size, candidate + Self.window), of: source)
        return ahead.parsed && !ahead.sawParentText
    }
}
