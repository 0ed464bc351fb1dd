// The writer of a directory cache: the body goes to a temporary file as it arrives, and commit
// puts it and its metadata in place in an order that never shows a reader a half-written entry.

import Synchronization

/// Writes one response's body to a temporary file of a ``DirectoryHTTPCache``.
final class DirectoryCacheWriter: HTTPCacheWriter {
    private enum State {
        /// Writing to the open temporary file; `bytes` so far.
        case writing(descriptor: Int32, bytes: Int)
        /// A write failed; the temporary file is gone and `commit()` reports the failure.
        case failed(HTTPFetchError)
        /// Committed or discarded.
        case finished
    }

    private let cache: DirectoryHTTPCache
    private let url: String
    private let metadata: HTTPCacheEntry.Metadata
    private let names: CacheFileNames
    /// The token shared by this writer's files: temporary names that no other writer uses, and
    /// the body's name once committed.
    private let token: String
    private let temporaryBody: String
    private let state: Mutex<State>

    init(cache: DirectoryHTTPCache, url: String, metadata: HTTPCacheEntry.Metadata) throws {
        self.cache = cache
        self.url = url
        self.metadata = metadata
        names = CacheFileNames(url: url)
        token = CacheFileNames.newToken()
        temporaryBody = cache.path(names.temporaryBody(token: token))
        let descriptor = try CacheFiles.createNewFile(temporaryBody, url: url)
        state = Mutex(.writing(descriptor: descriptor, bytes: 0))
    }

    deinit {
        // Dropped without commit or discard: leave no temporary file behind.
        if case .writing(let descriptor, _) = state.withLock({ $0 }) {
            CacheFiles.closeDescriptor(descriptor)
            CacheFiles.removeFileIfPresent(temporaryBody)
        }
    }

    func write(_ chunk: [UInt8]) async throws {
        try state.withLock { state throws(HTTPFetchError) in
            switch state {
            case .writing(let descriptor, let bytes):
                do throws(HTTPFetchError) {
                    try CacheFiles.writeAll(descriptor, chunk, path: temporaryBody, url: url)
                    state = .writing(descriptor: descriptor, bytes: bytes + chunk.count)
                } catch {
                    CacheFiles.closeDescriptor(descriptor)
                    CacheFiles.removeFileIfPresent(temporaryBody)
                    state = .failed(error)
                    throw error
                }
            case .failed:
                // Already reported; the read goes on without the cache.
                return
            case .finished:
                throw HTTPFetchError(
                    .cache(reason: "a body was written after its entry was committed or discarded"), url: url)
            }
        }
    }

    func commit() async throws {
        let taken = state.withLock { state in
            defer { state = .finished }
            return state
        }
        switch taken {
        case .writing(let descriptor, let bytes):
            try commit(descriptor, bytes: bytes)
        case .failed(let error):
            throw error
        case .finished:
            throw HTTPFetchError(.cache(reason: "an entry was committed after it was committed or discarded"), url: url)
        }
    }

    func discard() async {
        let taken = state.withLock { state in
            defer { state = .finished }
            return state
        }
        if case .writing(let descriptor, _) = taken {
            CacheFiles.closeDescriptor(descriptor)
            CacheFiles.removeFileIfPresent(temporaryBody)
        }
    }

    /// Body to disk and renamed to its own new name, which no metadata names yet; metadata to a
    /// temporary file and to disk; then, holding the lock, the metadata renamed over the old one
    /// and the old entry's body removed. A crash before the metadata's rename leaves the old entry
    /// whole; after it, the new one.
    private func commit(_ descriptor: Int32, bytes: Int) throws {
        let body = cache.path(names.body(token: token))
        let temporaryMetadata = cache.path(names.temporaryMetadata(token: token))
        var leftovers = [temporaryBody]
        defer { for path in leftovers { CacheFiles.removeFileIfPresent(path) } }
        do {
            defer { CacheFiles.closeDescriptor(descriptor) }
            try CacheFiles.flushToDisk(descriptor, path: temporaryBody, url: url)
        }
        let record = DirectoryCacheRecord(
            url: url, metadata: metadata, bodyFile: names.body(token: token), bodyBytes: bytes)
        leftovers.append(temporaryMetadata)
        try CacheFiles.writeNewFile(temporaryMetadata, bytes: record.encoded(), url: url)
        try CacheFiles.renameFile(temporaryBody, to: body, url: url)
        leftovers.append(body)
        try cache.withCommitLock(url: url) {
            // The old entry's body, whichever URL it was for: this URL's entry replaces it.
            let previous = try cache.readRecord(names, url: url)
            try CacheFiles.renameFile(temporaryMetadata, to: cache.path(names.metadata), url: url)
            leftovers = []
            // The new entry is in place: the old body goes even if the flush below fails.
            if let previous, previous.bodyFile != record.bodyFile {
                CacheFiles.removeFileIfPresent(cache.path(previous.bodyFile))
            }
            try CacheFiles.syncDirectory(cache.directory, url: url)
        }
    }
}
