// The validators `FeedSync` keeps in the database, offered to the fetcher as a cache without
// bodies: its requests become conditional, and a 304 is reported rather than answered.

import XylemHTTP

/// The `ETag` and `Last-Modified` of each feed URL, loaded from `feed_http` before a sync. New
/// validators are not stored here: the sync writes them with the import they belong to, so that
/// a feed whose import failed is fetched whole next time.
struct ValidatorCache: HTTPCache {
    let validators: [String: HTTPCacheEntry.Metadata]

    func entry(for url: String) async throws -> HTTPCacheEntry? {
        validators[url].map { HTTPCacheEntry(metadata: $0, body: nil) }
    }

    func writer(for url: String, metadata: HTTPCacheEntry.Metadata) async throws -> (any HTTPCacheWriter)? { nil }

    func update(_ metadata: HTTPCacheEntry.Metadata, for url: String) async throws {}

    func removeEntry(for url: String) async throws {}
}
