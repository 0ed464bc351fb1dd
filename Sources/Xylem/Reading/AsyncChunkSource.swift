// Adapts any AsyncSequence of byte chunks to the pull loop: one awaited chunk per step.

/// Pulls chunks from an async sequence of byte collections.
struct AsyncChunkSource {
    private let nextChunk: () async throws -> [UInt8]?

    init<Chunks: AsyncSequence>(_ chunks: Chunks) where Chunks.Element: Collection<UInt8> {
        var iterator: Chunks.AsyncIterator? = nil
        nextChunk = {
            if iterator == nil { iterator = chunks.makeAsyncIterator() }
            return try await iterator?.next().map { Array($0) }
        }
    }

    /// Parses the next chunk into `session`; returns false once the final chunk was parsed.
    func step(_ session: ParseSession) async throws -> Bool {
        if let chunk = try await nextChunk() {
            try chunk.withUnsafeBytes { try session.parse($0, isFinal: false) }
            return true
        }
        try session.parse(UnsafeRawBufferPointer(start: nil, count: 0), isFinal: true)
        return false
    }
}
