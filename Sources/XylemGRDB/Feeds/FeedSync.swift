// Refreshing a list of feeds into a `FeedDatabase`: every feed fetched through XylemHTTP with the
// validators stored for it, many at once within the fetcher's per-host limit, read (and repaired)
// by the feed reader, and imported as its fetch ends.

import GRDB
import XylemFeeds
import XylemHTTP

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Fetches feeds and imports them into a ``FeedDatabase``, sending each feed's stored `ETag` and
/// `Last-Modified` so that an unchanged feed costs a 304 and nothing else.
///
/// ```swift
/// let sync = FeedSync(database: try FeedDatabase(path: "feeds.sqlite"))
/// let summary = await sync.run(["https://example.com/feed.xml"]) { outcome in
///     print(outcome.url, outcome.status)
/// }
/// ```
public struct FeedSync: Sendable {
    /// What became of one feed.
    public enum Status: Sendable {
        /// Fetched, read and imported, with what the import did.
        case imported(ImportCounts, warnings: Int)
        /// The server answered 304 Not Modified to the stored validators.
        case notModified
        /// The fetch or the read failed, and the feed's rows are as they were; or the import
        /// failed, and the batches it committed stay, to be resumed by the next sync.
        case failed(any Error)
    }

    /// One feed's outcome.
    public struct Outcome: Sendable {
        /// The URL, as listed.
        public var url: String
        /// What became of it.
        public var status: Status
    }

    /// The totals of a sync.
    public struct Summary: Sendable, Equatable {
        /// Feeds imported.
        public var imported = 0
        /// Feeds not modified.
        public var notModified = 0
        /// Feeds that failed.
        public var failed = 0
        /// The items of the imported feeds.
        public var counts = ImportCounts()
    }

    /// The database.
    public let database: FeedDatabase
    /// The fetcher's configuration; its cache and not-modified policy are replaced by the
    /// validators stored in the database.
    public var configuration: HTTPFetcher.Configuration
    /// The feed reader; by default one that repairs broken documents.
    public var reader: FeedReader
    /// The most feeds fetched and read at once (the per-host limit is the configuration's).
    public var maxConcurrentFeeds: Int

    /// A sync into `database`.
    public init(
        database: FeedDatabase, configuration: HTTPFetcher.Configuration = HTTPFetcher.Configuration(),
        reader: FeedReader = FeedReader(), maxConcurrentFeeds: Int = 16
    ) {
        self.database = database
        self.configuration = configuration
        self.reader = reader
        self.maxConcurrentFeeds = maxConcurrentFeeds
    }

    /// Fetches and imports every feed of `urls` (duplicates once), handing each outcome to
    /// `report` as it ends, and returns the totals. One feed's failure does not stop the others.
    public func run(_ urls: [String], report: (Outcome) -> Void = { _ in }) async throws -> Summary {
        var seen = Set<String>()
        let unique = urls.filter { seen.insert($0).inserted }
        var configuration = configuration
        configuration.cache = ValidatorCache(validators: try await storedValidators(for: unique))
        configuration.notModified = .report
        let fetcher = HTTPFetcher(configuration: configuration)
        var summary = Summary()
        do {
            for await outcome in fetcher.feeds(from: unique, reader: reader, maxConcurrentReads: maxConcurrentFeeds) {
                let status = await settle(outcome)
                switch status {
                case .imported(let counts, _):
                    summary.imported += 1
                    summary.counts.add(counts)
                case .notModified: summary.notModified += 1
                case .failed: summary.failed += 1
                }
                report(Outcome(url: outcome.url, status: status))
            }
        }
        try await fetcher.shutdown()
        try Task.checkCancellation()
        return summary
    }

    /// Imports a fetched feed, or records that it was not modified.
    private func settle(_ outcome: HTTPFeedOutcome) async -> Status {
        do {
            let page = try outcome.result.get()
            let now = StoredDate.text(Date())
            guard let feed = page.feed, !page.isNotModified else {
                try await database.writer.write { db in
                    try db.execute(
                        sql: """
                            UPDATE feed_http SET checked = ?
                            WHERE feed_id = (SELECT id FROM feeds WHERE url = ?)
                            """, arguments: [now, outcome.url])
                }
                return .notModified
            }
            let validator = page.page.etag ?? page.page.lastModified
            let url = outcome.url
            let result = try await database.importFeed(feed, url: url, source: .url(url, validator: validator))
            try await database.storeValidators(
                feedID: result.feedID, etag: page.page.etag, lastModified: page.page.lastModified)
            return .imported(result.result.counts, warnings: page.summary?.warnings.count ?? 0)
        } catch {
            return .failed(error)
        }
    }

    /// The validators stored for `urls`.
    private func storedValidators(for urls: [String]) async throws -> [String: HTTPCacheEntry.Metadata] {
        let wanted = Set(urls)
        return try await database.writer.read { db in
            var validators: [String: HTTPCacheEntry.Metadata] = [:]
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT feeds.url, feed_http.etag, feed_http.last_modified
                    FROM feeds JOIN feed_http ON feed_http.feed_id = feeds.id
                    """)
            for row in rows {
                let url: String = row[0]
                guard wanted.contains(url) else { continue }
                let metadata = HTTPCacheEntry.Metadata(etag: row[1], lastModified: row[2])
                if metadata.hasValidators { validators[url] = metadata }
            }
            return validators
        }
    }
}
