// Where the writer's bytes go: the protocol every destination (memory, file, closure) adopts.

/// A destination for the bytes of an ``XMLWriter``.
///
/// The writer collects its output in a 64 KiB buffer and hands it to the sink in large blocks
/// (``XMLWriter/bufferSize``), so a sink need not buffer again. Xylem provides
/// ``XMLMemorySink`` (bytes, `Data` or `String` in memory), ``XMLFileSink`` (a file path or a file
/// descriptor) and ``XMLClosureSink`` (any code); adopt the protocol for other destinations.
///
/// ```swift
/// struct CountingSink: XMLByteSink {
///     var count = 0
///     mutating func write(_ bytes: UnsafeRawBufferPointer) throws { count += bytes.count }
/// }
/// ```
public protocol XMLByteSink {
    /// Takes the next bytes of the document. The buffer is valid only during the call.
    ///
    /// Throwing stops the writer: the error reaches the caller as an ``XMLWriteError`` of kind
    /// ``XMLWriteError/Kind-swift.enum/io`` (unchanged if it already is an `XMLWriteError`).
    mutating func write(_ bytes: UnsafeRawBufferPointer) throws
}
