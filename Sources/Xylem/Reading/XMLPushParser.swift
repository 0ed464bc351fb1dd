// A parser the caller feeds: byte chunks go in as they arrive (a network body, a socket), and the
// records completed by each chunk come out.

/// Reads records from bytes that the caller pushes in, for input that arrives piece by piece.
///
/// ```swift
/// let parser = try XMLPushParser(Entry.self, at: "feed/entry")
/// for await chunk in body {
///     for entry in try parser.feed(chunk) { handle(entry) }
/// }
/// for entry in try parser.finish() { handle(entry) }
/// ```
///
/// Chunk boundaries may fall anywhere, inside a tag or a multi-byte character: any split gives the
/// same records. A parser is used from one task at a time.
///
/// When a chunk completes records and then meets an error, ``feed(_:)`` returns those records and
/// the error is thrown by the next call to ``feed(_:)`` or ``finish()``: every record a
/// sequential read would hand out before the error is handed out, whatever the chunking.
public final class XMLPushParser<Record> {
    private let session: ParseSession
    private let sink: BufferingRecordSink<Record>
    /// An error met after records that were still to be returned; thrown by the next call.
    private var pendingError: (any Error)?

    /// Creates a parser for the records of `type` at `path`.
    public init(_ type: Record.Type, at path: XMLRecordPath, options: XMLReader.Options = XMLReader.Options()) throws
    where Record: XMLReadable {
        let reading = RecordReading.single(type)
        sink = BufferingRecordSink(extract: reading.extract)
        session = try XMLReader(options: options).makeRecordSession(reading, at: path, sink: sink)
    }

    /// Creates a parser for records at `path` of the types their kinds choose among `kinds`.
    public init(_ kinds: XMLKinds<Record>, at path: XMLRecordPath, options: XMLReader.Options = XMLReader.Options())
        throws
    {
        let reading = RecordReading.kinds(kinds)
        sink = BufferingRecordSink(extract: reading.extract)
        session = try XMLReader(options: options).makeRecordSession(reading, at: path, sink: sink)
    }

    /// Parses the next chunk and returns the records it completed, in document order.
    ///
    /// If the chunk completed records before an error, they are returned and the error is thrown
    /// by the next call.
    public func feed<Bytes: Collection<UInt8>>(_ bytes: Bytes) throws -> [Record] {
        try ensureOpen()
        let parse = { (buffer: UnsafeRawBufferPointer) in try self.session.parse(buffer, isFinal: false) }
        return try drainOrThrow {
            if try bytes.withContiguousStorageIfAvailable({ try parse(UnsafeRawBufferPointer($0)) }) == nil {
                try Array(bytes).withUnsafeBytes(parse)
            }
        }
    }

    /// Ends the document and returns the records completed by its last bytes. Throws if the
    /// document is incomplete, or the error a previous ``feed(_:)`` met after its records.
    public func finish() throws -> [Record] {
        try ensureOpen()
        return try drainOrThrow {
            try session.parse(UnsafeRawBufferPointer(start: nil, count: 0), isFinal: true)
        }
    }

    /// Runs `parse` and returns the records it completed; an error is thrown now if no record
    /// came before it, or kept for the next call if some did.
    private func drainOrThrow(_ parse: () throws -> Void) throws -> [Record] {
        do {
            try parse()
        } catch {
            let records = sink.drain()
            if records.isEmpty { throw error }
            pendingError = error
            return records
        }
        return sink.drain()
    }

    /// How many bytes have been fed so far.
    public var bytesRead: Int { session.bytesRead }

    /// Conversion warnings collected in lenient mode.
    public var warnings: [XMLReadError] { session.warnings }

    private func ensureOpen() throws {
        if let error = pendingError {
            pendingError = nil
            throw error
        }
        if session.isFinished {
            throw XMLReadError(kind: .io("the push parser was already finished"))
        }
    }
}
