// The default cache: validators and bodies in memory, bounded in bytes, the least recently used
// entries dropped first. A body larger than the per-entry limit keeps only its validators.

import Synchronization

/// A cache in memory, for the life of the fetcher.
public final class MemoryHTTPCache: HTTPCache {
    /// The most body bytes kept for one URL: 8 MB by default. A larger body is not kept, but its
    /// validators are.
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

    fileprivate func store(_ url: String, _ metadata: HTTPCacheEntry.Metadata, _ body: [UInt8]?) {
        state.withLock { state in
            state.clock += 1
            if let old = state.entries.removeValue(forKey: url) { state.totalBytes -= old.body?.count ?? 0 }
            state.entries[url] = Stored(metadata: metadata, body: body, lastUse: state.clock)
            state.totalBytes += body?.count ?? 0
            while state.totalBytes > maxTotalBytes,
                let oldest = state.entries.filter({ $0.value.body != nil }).min(by: {
                    $0.value.lastUse < $1.value.lastUse
                })
            {
                state.totalBytes -= oldest.value.body?.count ?? 0
                state.entries[oldest.key]?.body = nil
            }
        }
    }

    private final class Writer: HTTPCacheWriter {
        private let cache: MemoryHTTPCache
        private let url: String
        private let metadata: HTTPCacheEntry.Metadata
        private let body = Mutex<[UInt8]?>([])

        init(cache: MemoryHTTPCache, url: String, metadata: HTTPCacheEntry.Metadata) {
            self.cache = cache
            self.url = url
            self.metadata = metadata
        }

        func write(_ chunk: [UInt8]) async throws {
            let limit = cache.maxEntryBytes
            body.withLock { body in
                guard let count = body?.count else { return }
                if count + chunk.count <= limit {
                    body?.append(contentsOf: chunk)
                } else {
                    body = nil
                }
            }
        }

        func commit() async throws {
            cache.store(url, metadata, body.withLock { $0 })
        }

        func discard() async {}
    }
}
