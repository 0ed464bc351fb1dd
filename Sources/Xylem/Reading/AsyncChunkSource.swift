// Adapts any AsyncSequence of byte chunks to the pull loop: one awaited chunk per step, pulled
// on the caller's executor (the record iterator's caller, see XMLRecordSequence).

/// Pulls chunks from an async sequence of byte collections.
struct AsyncChunkSource {
    private let nextChunk: nonisolated(nonsending) () async throws -> [UInt8]?

    init<Chunks: AsyncSequence>(_ chunks: Chunks) where Chunks.Element: Collection<UInt8> {
        var iterator: Chunks.AsyncIterator? = nil
        nextChunk = { () async throws -> [UInt8]? in
            if iterator == nil { iterator = chunks.makeAsyncIterator() }
            return try await iterator?.next(isolation: #isolation).map { Array($0) }
        }
    }

    /// Parses the next chunk into `session`, on the caller's executor; returns false once the
    /// final chunk was parsed.
    nonisolated(nonsending) func step(_ session: ParseSession) async throws -> Bool {
        if let chunk = try await nextChunk() {
            try chunk.withUnsafeBytes { try session.parse($0, isFinal: false) }
            return true
        }
        try session.parse(UnsafeRawBufferPointer(start: nil, count: 0), isFinal: true)
        return false
    }
}
