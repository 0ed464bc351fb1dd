// The reader's side of byte-range reads: the records of one range of a document, read by a parser
// primed with the document's context, and the check at the range's end that makes the ranges of a
// plan add up to a read of the whole document.
//
// Why the union of the ranges is exact: range 0 is read from the document's first byte, so its
// parse is the document's. A range whose parse is the document's ends only where that parse
// stands between records, with the same ancestors open as at its start, exactly at the cut that
// begins the next range; the next range's parser, primed with those ancestors, then begins where
// the document's parse stood, and its parse is the document's too. A cut that lies inside a
// comment, a CDATA section, a processing instruction, an attribute value or a record fails the
// check of the range before it, which throws rather than let the next range's records count.

import CExpat

extension XMLReader {
    /// What the read of one byte range did.
    public struct RangeSummary: Sendable {
        /// The bytes read as the range's own: from the cut at or after the requested start to
        /// the cut at or after the requested end (where the next range's reader begins).
        public var bytes: Range<Int>
        /// How many records were handed to the consumer.
        public var recordCount: Int
        /// The offset of the first record's start tag, when there was a record.
        public var firstRecordStart: Int?
        /// The offset just after the last record's end tag, when there was a record.
        public var lastRecordEnd: Int?
        /// Whether the consumer stopped the read.
        public var stoppedEarly: Bool
        /// The warnings of the read (see ``StreamSummary/warnings``).
        public var warnings: [XMLReadError]
    }

    /// The most bytes past a requested bound that a range's reader looks through for the cut
    /// where the range begins or ends, by default (see ``readRecords(_:at:in:of:context:maxRecordLength:_:)``).
    public static let defaultMaxRecordLength = 64 * 1024 * 1024

    /// Reads the records at `path` that begin in the byte range `range` of `input`, a file or
    /// bytes in memory, handing each to `handler` with the offset of its start tag.
    ///
    /// The range is snapped to cuts: a record belongs to the range when its start tag lies
    /// between the first cut at or after `range.lowerBound` and the first cut at or after
    /// `range.upperBound` (a cut is a place between two records, found in the bytes and checked
    /// by parsing around it; every reader finds the same one). The ranges of a plan
    /// (``planRanges(of:context:targetSize:)``), or any ranges that tile the document, give
    /// every record exactly once, in document order: each reader parses on past its range's end
    /// to that cut and checks that its parse stands between records there, so that a cut inside
    /// a comment, a CDATA section, a processing instruction or an attribute value makes the
    /// range before it fail with ``XMLRangeError`` instead of letting records be lost or made up.
    ///
    /// Errors in the document are reported with the document's line, column and byte offset;
    /// their element paths count siblings from the range's start.
    @discardableResult
    public func readRecords<Record: XMLReadable>(
        _ type: Record.Type, at path: XMLRecordPath, in range: Range<Int>, of input: XMLInput,
        context: XMLRangeContext, maxRecordLength: Int = defaultMaxRecordLength,
        _ handler: (Record, _ offset: Int) throws -> XMLStreamControl
    ) throws -> RangeSummary {
        try withoutActuallyEscaping(handler) { handler in
            try withRangeSource(input) { source in
                try readRange(
                    .single(type), at: path, in: range, of: source, context: context,
                    maxRecordLength: maxRecordLength, handler)
            }
        }
    }

    /// Reads the records at `path` that begin in the byte range `range` of `input`, each of the
    /// type its kind chooses among `kinds` (see ``readRecords(_:at:in:of:context:maxRecordLength:_:)``
    /// for the records of one type).
    @discardableResult
    public func readRecords<Record>(
        _ kinds: XMLKinds<Record>, at path: XMLRecordPath, in range: Range<Int>, of input: XMLInput,
        context: XMLRangeContext, maxRecordLength: Int = defaultMaxRecordLength,
        _ handler: (Record, _ offset: Int) throws -> XMLStreamControl
    ) throws -> RangeSummary {
        try withoutActuallyEscaping(handler) { handler in
            try withRangeSource(input) { source in
                try readRange(
                    .kinds(kinds), at: path, in: range, of: source, context: context,
                    maxRecordLength: maxRecordLength, handler)
            }
        }
    }

    func readRange<Record>(
        _ reading: RecordReading<Record>, at path: XMLRecordPath, in requested: Range<Int>, of source: SliceSource,
        context: XMLRangeContext, maxRecordLength: Int, _ handler: @escaping (Record, Int) throws -> XMLStreamControl
    ) throws -> RangeSummary {
        try reading.validate()
        try checkRangeOptions()
        try checkContext(context, for: source)
        let segments = path.segments
        guard path.path == context.recordPath, segments.count - 1 == context.ancestorDepth, let name = segments.last
        else {
            throw XMLRangeError(
                "the range context was made for the records at '\(context.recordPath)', not '\(path.path)'")
        }
        let cuts = RangeCuts(source: source, context: context, recordName: name, options: options)
        func cut(_ offset: Int) throws -> Int {
            guard let cut = try cuts.cut(for: offset, limit: offset + maxRecordLength) else {
                throw XMLRangeError(
                    range: requested, byteOffset: offset,
                    "no place between records within \(maxRecordLength) bytes after byte \(offset)")
            }
            return cut
        }
        let start = try cut(requested.lowerBound)
        let end = max(start, try cut(requested.upperBound))
        let sink = RangeRecordSink(extract: reading.extract, handler: handler)
        var summary = RangeSummary(
            bytes: start..<end, recordCount: 0, firstRecordStart: nil, lastRecordEnd: nil, stoppedEarly: false,
            warnings: [])
        guard start < end else { return summary }
        let read = try RangeParse(
            reader: self, reading: reading, path: path, start: start, context: context, sink: sink)
        try read.feed(start..<end, of: source, requested: requested)
        summary.recordCount = sink.count
        summary.firstRecordStart = sink.firstStart
        summary.lastRecordEnd = sink.lastEnd
        summary.stoppedEarly = read.session.isStopped
        summary.warnings = read.session.warnings
        return summary
    }
}

/// Hands each record of a range to the consumer with its document offset.
final class RangeRecordSink<Record>: RecordSink {
    private let extract: (AnyObjectBuilder) -> Record
    private let handler: (Record, Int) throws -> XMLStreamControl
    /// Where the parser's offsets are in the document (the document offset of its byte 0).
    var base = 0
    var watch: SliceWatch?
    var driver: ExpatDriver?
    private(set) var firstStart: Int?
    private(set) var lastEnd: Int?

    init(extract: @escaping (AnyObjectBuilder) -> Record, handler: @escaping (Record, Int) throws -> XMLStreamControl) {
        self.extract = extract
        self.handler = handler
    }

    override func accept(_ builder: AnyObjectBuilder, in container: AnyObjectBuilder) throws -> Bool {
        let start = base + (watch?.recordStart ?? -base)
        if firstStart == nil { firstStart = start }
        if let parser = driver?.parser {
            lastEnd = base + Int(XML_GetCurrentByteIndex(parser)) + Int(XML_GetCurrentByteCount(parser))
        }
        return try handler(extract(builder), start) == .continue
    }
}
