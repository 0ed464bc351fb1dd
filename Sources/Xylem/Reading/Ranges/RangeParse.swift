// One range's parse: a session that reads the document from its first byte (range 0) or a parser
// primed with the range context, fed the range's bytes, then checked at the range's end.

import CExpat

/// The parse of one byte range.
final class RangeParse<Record> {
    let session: ParseSession
    private let watch: SliceWatch
    private let context: XMLRangeContext
    /// Where the parse stood when the range began (nil for range 0, read from the first byte).
    private let startBoundary: SliceBoundary?
    /// The document offset of the parser's byte 0.
    private let base: Int

    init(
        reader: XMLReader, reading: RecordReading<Record>, path: XMLRecordPath, start: Int, context: XMLRangeContext,
        sink: RangeRecordSink<Record>
    ) throws {
        self.context = context
        if start == 0 {
            session = try reader.makeRecordSession(reading, at: path, sink: sink)
            watch = SliceWatch(ancestorDepth: context.ancestorDepth, keepsAncestorTags: true, tracksRecordStarts: true)
            ReadEngine.watchSlices(session.engine, with: watch)
            startBoundary = nil
            base = 0
        } else {
            let primedSession = try ParseSession(
                options: reader.options, rootTable: path.rootTable(recordAction: reading.action),
                holder: ObjectBuilder<Void>(plan: .holder, value: ()), sink: sink)
            let primedWatch = SliceWatch(
                ancestorDepth: context.ancestorDepth, keepsAncestorTags: false, tracksRecordStarts: true)
            ReadEngine.watchSlices(primedSession.engine, with: primedWatch)
            // Primed inside the document, the parse has not seen the root's children before it.
            primedSession.engine.pointee.seesEveryRootChild = false
            let primed = context.priming.withUnsafeBytes { primedSession.driver.parse($0, isFinal: false) }
            guard primed, let boundary = primedSession.engine.pointee.sliceBoundary() else {
                throw XMLRangeError(
                    byteOffset: start, "the range context does not leave a parser between records: it is damaged")
            }
            session = primedSession
            watch = primedWatch
            startBoundary = boundary
            base = start - context.priming.count
        }
        sink.base = base
        sink.watch = watch
        sink.driver = session.driver
    }

    /// Parses `bytes`, the range snapped to its cuts, and checks that the parse ends between
    /// records at its end (unless the range ends the document). `requested` names the range in
    /// errors.
    func feed(_ bytes: Range<Int>, of source: SliceSource, requested: Range<Int>) throws {
        let toEnd = bytes.upperBound == source.size
        do {
            let fed = try source.feed(bytes, to: session.driver, toEnd: toEnd)
            if !fed { try session.resolveStop() }
            if toEnd, !session.isStopped, startBoundary == nil { try session.checkRecordPath() }
        } catch var error as XMLReadError {
            if error.byteOffset >= 0 {
                error.byteOffset += base
                (error.line, error.column) = try Self.place(of: error.byteOffset, in: source)
            }
            throw error
        }
        guard !toEnd, !session.isStopped else { return }
        guard let boundary = session.engine.pointee.sliceBoundary(), !watch.heldLongToken else {
            throw XMLRangeError(
                range: requested, byteOffset: bytes.upperBound,
                "the parse does not stand between records at byte \(bytes.upperBound), where the next range begins: "
                    + "the cut lies inside a comment, CDATA section, processing instruction, attribute value or "
                    + "record; read these ranges with other bounds")
        }
        let sameAncestors: Bool
        if let startBoundary {
            sameAncestors = boundary.hasSameAncestors(as: startBoundary)
        } else {
            let primedTags = Array(context.priming[context.prologLength...])
            sameAncestors = watch.knownAncestorTags.map { Array($0.joined()) } == primedTags
        }
        guard sameAncestors else {
            throw XMLRangeError(
                range: requested, byteOffset: bytes.upperBound,
                "the records' ancestors at byte \(bytes.upperBound) are not the ones the range context was made "
                    + "with: a document whose records change parents is read whole")
        }
    }

    /// The 1-based line and column (in characters) of document offset `offset`.
    static func place(of offset: Int, in source: SliceSource) throws -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var position = 0
        let block = 256 * 1024
        while position < min(offset, source.size) {
            let end = min(offset, source.size, position + block)
            try source.withBytes(position..<end) { bytes in
                for byte in bytes {
                    if byte == 0x0A {
                        line += 1
                        column = 1
                    } else if byte & 0xC0 != 0x80 {
                        column += 1
                    }
                }
            }
            position = end
        }
        return (line, column)
    }
}
