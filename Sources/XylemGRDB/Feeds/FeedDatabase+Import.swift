// Importing one feed document into a `FeedDatabase`: its items streamed into the `items` table in
// batches as they are read, then its tombstones applied, all in one resumable import.

import GRDB
import Synchronization
import Xylem
import XylemFeeds

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What importing one feed did.
public struct FeedImportResult: Sendable {
    /// The feed's row id in `feeds`.
    public var feedID: Int64
    /// The feed's format.
    public var format: FeedFormat
    /// The counts of items inserted, updated, deleted and unchanged, and where a resumed import
    /// started.
    public var result: ImportResult
    /// Values the reader dropped or repaired.
    public var warnings: [XMLReadError]
}

extension FeedDatabase {
    /// Imports a feed document (RSS, RDF, Atom, Atom 0.3 or JSON Feed), streaming its items into
    /// the database in batches as they are read.
    ///
    /// A file or bytes in memory are parsed on a thread of their own while the items are written
    /// on the caller's, so that reading and writing take a core each; the hand-over is bounded
    /// (a few hundred items) and keeps the document's order.
    ///
    /// Items are uniqued by their key within the feed: an item already stored is updated in place
    /// (its changed columns only) and keeps its id; an entry marked `gd:deleted`, and an
    /// `at:deleted-entry` tombstone, delete the stored item (unless the item was updated after
    /// the tombstone's date). Items the document no longer lists are kept: a feed is a window
    /// onto its items.
    ///
    /// - Parameters:
    ///   - input: The document.
    ///   - url: The feed's URL, or the file's path: the row of `feeds` it is stored under.
    ///   - source: The document's identity, under which an interrupted import resumes.
    ///   - reader: The feed reader; by default one that repairs broken documents.
    ///   - options: Batch size and resumption.
    ///   - progress: Called after each committed batch.
    public func importFeed(
        _ input: FeedInput, url: String, source: ImportSource, reader: FeedReader = FeedReader(),
        options: ImportOptions = ImportOptions(), progress: (@Sendable (ImportProgress) -> Void)? = nil
    ) throws -> FeedImportResult {
        var feedID: Int64?
        var summary: FeedReader.Summary?
        let result = try ImportSession.run(writer, source: source, options: options, progress: progress) { session in
            let save = { (item: FeedItem, feedSoFar: Feed) in
                let id = try feedID ?? Self.saveFeed(feedSoFar, url: url, session.writer)
                feedID = id
                try session.record { writer in
                    try writer.save(item, as: Self.itemStore, parent: StoreParent(column: "feed_id", id: id)).outcome
                }
            }
            let feed: Feed
            if let ahead = FeedReadAhead.start(input, reader: reader) {
                defer { ahead.stop() }
                var end: (Feed, FeedReader.Summary)?
                while let chunk = try ahead.next() {
                    switch chunk {
                    case .items(let items, let feedSoFar):
                        for item in items { try save(item.item(), feedSoFar) }
                        ahead.recycle(items)
                    case .end(let feed, let read):
                        end = (feed, read)
                    }
                }
                guard let end else { preconditionFailure("a read that ended without an error handed its feed") }
                (feed, summary) = end
            } else {
                (feed, summary) = try reader.stream(input) { item, soFar in
                    try save(item, soFar.feed)
                    return .continue
                }
            }
            let id = try Self.saveFeed(feed, url: url, session.writer)
            feedID = id
            try Self.applyTombstones(feed.tombstones, feedID: id, session)
        }
        guard let feedID, let summary else { preconditionFailure("an import that returned read its feed") }
        return FeedImportResult(feedID: feedID, format: summary.format, result: result, warnings: summary.warnings)
    }

    /// Imports a feed already read whole (with its items), such as one fetched over HTTP.
    public func importFeed(
        _ feed: Feed, url: String, source: ImportSource, options: ImportOptions = ImportOptions()
    ) throws -> FeedImportResult {
        var feedID: Int64?
        let result = try ImportSession.run(writer, source: source, options: options) { session in
            feedID = try Self.importItems(of: feed, url: url, session)
        }
        guard let feedID else { preconditionFailure("an import that returned saved its feed") }
        return FeedImportResult(feedID: feedID, format: feed.format, result: result, warnings: [])
    }

    /// Imports a feed already read whole as ``importFeed(_:url:source:options:)`` does, waiting
    /// for the database's writer without blocking the calling task's thread.
    public func importFeed(
        _ feed: Feed, url: String, source: ImportSource, options: ImportOptions = ImportOptions()
    ) async throws -> FeedImportResult {
        let feedID = FeedIDBox()
        let result = try await ImportSession.run(writer, source: source, options: options) { session in
            feedID.value = try Self.importItems(of: feed, url: url, session)
        }
        guard let id = feedID.value else { preconditionFailure("an import that returned saved its feed") }
        return FeedImportResult(feedID: id, format: feed.format, result: result, warnings: [])
    }

    /// Saves the feed's row, its items as records and its tombstones; returns the feed's id.
    private static func importItems(of feed: Feed, url: String, _ session: ImportSession) throws -> Int64 {
        var own = feed
        own.items = []
        let id = try saveFeed(own, url: url, session.writer)
        for item in feed.items {
            try session.record { writer in
                try writer.save(item, as: itemStore, parent: StoreParent(column: "feed_id", id: id)).outcome
            }
        }
        try applyTombstones(feed.tombstones, feedID: id, session)
        return id
    }

    /// Saves the feed's own row (idempotent: a resumed import saves it again) and returns its id.
    static func saveFeed(_ feed: Feed, url: String, _ writer: StoreWriter) throws -> Int64 {
        let saved = try writer.save(FeedRow(feed, url: url), as: feedStore)
        guard let id = saved.id else { preconditionFailure("a saved feed row has an id") }
        return id
    }

    /// Deletes the items the tombstones name, each one record of the import (so that a resumed
    /// import counts them once), keeping an item updated after its tombstone's date.
    static func applyTombstones(_ tombstones: [FeedTombstone], feedID: Int64, _ session: ImportSession) throws {
        let parent = StoreParent(column: "feed_id", id: feedID)
        for tombstone in tombstones {
            try session.record { writer in
                guard let id = try writer.rowID(key: [tombstone.ref], as: itemStore, parent: parent) else {
                    return .notFound
                }
                if let when = tombstone.when,
                    let updated = try String.fetchOne(
                        writer.db, sql: "SELECT updated FROM items WHERE id = ?", arguments: [id]),
                    updated > StoredDate.text(when)
                {
                    return .unchanged
                }
                return try writer.delete(key: [tombstone.ref], as: itemStore, parent: parent)
            }
        }
    }
}

/// The feed's id, set by an import's body on the database's queue and read once it has returned.
private final class FeedIDBox: Sendable {
    private let stored = Mutex<Int64?>(nil)

    var value: Int64? {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }
}
