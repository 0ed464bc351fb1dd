// A response body as the readers take it: an async sequence of byte chunks, pulled one at a time
// so that the network's backpressure reaches the socket. A network body can be iterated once.

/// The body of an ``HTTPFetchResponse``: chunks of bytes, decoded from the transfer's gzip or
/// deflate, in order.
///
/// ```swift
/// for try await chunk in response.body {
///     consume(chunk)
/// }
/// ```
///
/// Iterating throws ``HTTPFetchError`` when the connection fails or the body ends before its
/// declared length, and `CancellationError` when the task is cancelled.
public struct HTTPBody: AsyncSequence, Sendable {
    /// A chunk of the body.
    public typealias Element = [UInt8]

    private let makeSource: @Sendable () -> Source

    /// A body of the chunks that `next` returns, until it returns nil.
    init(_ makeSource: @escaping @Sendable () -> Source) {
        self.makeSource = makeSource
    }

    /// A body of `bytes`, held in memory.
    public init(bytes: [UInt8]) {
        self.init { Source(chunks: bytes.isEmpty ? [] : [bytes]) }
    }

    /// A body of the chunks of any async sequence of bytes, such as a test's.
    public init<Chunks: AsyncSequence & Sendable>(chunks: Chunks) where Chunks.Element == [UInt8] {
        self.init {
            let iterator = UncheckedBox(chunks.makeAsyncIterator())
            return Source { try await iterator.value.next() }
        }
    }

    /// An empty body.
    public static let empty = HTTPBody(bytes: [])

    /// Starts reading the body.
    public func makeAsyncIterator() -> Iterator { Iterator(source: makeSource()) }

    /// Reads the body through a chunk at a time.
    public struct Iterator: AsyncIteratorProtocol {
        let source: Source

        /// The next chunk, or nil at the end of the body.
        public mutating func next() async throws -> [UInt8]? {
            try await source.next()
        }
    }

    /// Reads the whole body, up to `limit` bytes: the bytes, and whether more followed.
    public func collect(upTo limit: Int) async throws -> (bytes: [UInt8], truncated: Bool) {
        var bytes: [UInt8] = []
        for try await chunk in self {
            let room = limit - bytes.count
            if chunk.count > room {
                bytes += chunk.prefix(room)
                return (bytes, true)
            }
            bytes += chunk
        }
        return (bytes, false)
    }

    /// Where the chunks come from: a reference, so that an iterator is cheap to copy and all its
    /// copies pull from the one source.
    final class Source: @unchecked Sendable {
        // Unchecked: an iterator is used by one task at a time, as AsyncIteratorProtocol asks.
        private let pull: () async throws -> [UInt8]?

        init(_ pull: @escaping () async throws -> [UInt8]?) {
            self.pull = pull
        }

        convenience init(chunks: [[UInt8]]) {
            var remaining = chunks[...]
            self.init { remaining.popFirst() }
        }

        func next() async throws -> [UInt8]? { try await pull() }
    }
}

/// A value moved across a `@Sendable` boundary that is used by one task at a time only.
final class UncheckedBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
