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
public final class XMLPushParser<Record> {
    private let session: ParseSession
    private let sink: BufferingRecordSink<Record>

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
    public func feed<Bytes: Collection<UInt8>>(_ bytes: Bytes) throws -> [Record] {
        try ensureOpen()
        let parse = { (buffer: UnsafeRawBufferPointer) in try self.session.parse(buffer, isFinal: false) }
        if try bytes.withContiguousStorageIfAvailable({ try parse(UnsafeRawBufferPointer($0)) }) == nil {
            try Array(bytes).withUnsafeBytes(parse)
        }
        return sink.drain()
    }

    /// Ends the document and returns the records completed by its last bytes. Throws if the
    /// document is incomplete.
    public func finish() throws -> [Record] {
        try ensureOpen()
        try session.parse(UnsafeRawBufferPointer(start: nil, count: 0), isFinal: true)
        return sink.drain()
    }

    /// How many bytes have been fed so far.
    public var bytesRead: Int { session.bytesRead }

    /// Conversion warnings collected in lenient mode.
    public var warnings: [XMLReadError] { session.warnings }

    private func ensureOpen() throws {
        if session.isFinished {
            throw XMLReadError(kind: .io("the push parser was already finished"))
        }
    }
}
