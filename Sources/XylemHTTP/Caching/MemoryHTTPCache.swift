// The default cache: validators and bodies in memory, bounded in bytes, the least recently used
// entries dropped first. A body larger than the per-entry limit keeps only its validators.

import Synchronization

/// A cache in memory, for the life of the fetcher.
public final class MemoryHTTPCache: HTTPCache {
    /// The most body bytes kept for one URL: 8 MB by default. A larger body, or one larger than
    /// ``maxTotalBytes``, is not kept, but its validators are.
    public let maxEntryBytes: Int
    /// The most body bytes kept in all: 64 MB by default.
    public let maxTotalBytes: Int

    private struct Stored {
        var metadata: HTTPCacheEntry.Metadata
        var body: [UInt8]?
        var lastUse: Int
    }

    private struct State {
        var entries: [String: Stored] = [:]
        var totalBytes = 0
        var clock = 0
    }

    private let state = Mutex(State())

    /// A cache with the given limits.
    public init(maxEntryBytes: Int = 8 << 20, maxTotalBytes: Int = 64 << 20) {
        self.maxEntryBytes = maxEntryBytes
        self.maxTotalBytes = maxTotalBytes
    }

    public func entry(for url: String) async throws -> HTTPCacheEntry? {
        state.withLock { state in
            state.clock += 1
            guard var stored = state.entries[url] else { return nil }
            stored.lastUse = state.clock
            state.entries[url] = stored
            return HTTPCacheEntry(metadata: stored.metadata, body: stored.body.map { .bytes($0) })
        }
    }

    public func writer(for url: String, metadata: HTTPCacheEntry.Metadata) async throws -> (any HTTPCacheWriter)? {
        Writer(cache: self, url: url, metadata: metadata)
    }

    public func update(_ metadata: HTTPCacheEntry.Metadata, for url: String) async throws {
        state.withLock { state in
            state.entries[url]?.metadata = metadata
        }
    }

    public func removeEntry(for url: String) async throws {
        state.withLock { state in
            if let removed = state.entries.removeValue(forKey: url) { state.totalBytes -= removed.body?.count ?? 0 }
        }
    }

    /// The most bytes one body may have to be kept: a body larger than the whole cache would
    /// only push out every other body and then itself.
    fileprivate var keptBodyLimit: Int { min(maxEntryBytes, maxTotalBytes) }

    fileprivate func store(_ url: String, _ metadata: HTTPCacheEntry.Metadata, _ body: [UInt8]?) {
        state.withLock { state in
            state.clock += 1
            if let old = state.entries.removeValue(forKey: url) { state.totalBytes -= old.body?.count ?? 0 }
            // Neither a body nor validators: nothing a later request could use.
            guard body != nil || metadata.hasValidators else { return }
            state.entries[url] = Stored(metadata: metadata, body: body, lastUse: state.clock)
            state.totalBytes += body?.count ?? 0
            while state.totalBytes > maxTotalBytes,
                let oldest = state.entries.lazy.filter({ $0.value.body != nil }).min(by: {
                    $0.value.lastUse < $1.value.lastUse
                })
            {
                state.totalBytes -= oldest.value.body?.count ?? 0
                state.entries[oldest.key]?.body = nil
            }
        }
    }

    private final class Writer: HTTPCacheWriter {
        private struct Progress {
            /// The body so far; nil once it is past the limit.
            var body: [UInt8]? = []
            /// Committed or discarded: later calls change nothing.
            var finished = false
        }

        private let cache: MemoryHTTPCache
        private let url: String
        private let metadata: HTTPCacheEntry.Metadata
        private let progress = Mutex(Progress())

        init(cache: MemoryHTTPCache, url: String, metadata: HTTPCacheEntry.Metadata) {
            self.cache = cache
            self.url = url
            self.metadata = metadata
        }

        func write(_ chunk: [UInt8]) async throws {
            let limit = cache.keptBodyLimit
            progress.withLock { progress in
                guard !progress.finished, let count = progress.body?.count else { return }
                if count + chunk.count <= limit {
                    // Appended in place: a copy of the array here would copy the whole body per chunk.
                    progress.body?.append(contentsOf: chunk)
                } else {
                    progress.body = nil
                }
            }
        }

        func commit() async throws {
            let body = progress.withLock { progress -> [UInt8]?? in
                guard !progress.finished else { return .none }
                progress.finished = true
                defer { progress.body = nil }
                return .some(progress.body)
            }
            guard case .some(let kept) = body else { return }
            cache.store(url, metadata, kept)
        }

        func discard() async {
            progress.withLock { progress in
                progress.finished = true
                progress.body = nil
            }
        }
    }
}
