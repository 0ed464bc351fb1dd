// The destination for any code: each block of the writer's output is handed to a closure.

/// A sink that passes each block of output to a closure: a socket, a compressor, a hash.
///
/// ```swift
/// var writer = XMLWriter(to: XMLClosureSink { bytes in try socket.send(bytes) })
/// ```
public struct XMLClosureSink: XMLByteSink {
    private let body: (UnsafeRawBufferPointer) throws -> Void

    /// Creates a sink that calls `body` with each block of bytes; the buffer is valid only during
    /// the call. An error `body` throws stops the writer.
    public init(_ body: @escaping (UnsafeRawBufferPointer) throws -> Void) {
        self.body = body
    }

    /// Passes `bytes` to the closure.
    public mutating func write(_ bytes: UnsafeRawBufferPointer) throws {
        try body(bytes)
    }
}
