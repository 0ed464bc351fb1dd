// A SQLite database of feeds and their items in a fixed schema, the one `xylem import` and
// `xylem sync` write: opened, migrated, and read with any SQLite tool.

import GRDB

/// A database of feeds, their items, enclosures, authors and categories, in ordinary SQLite tables.
///
/// ```swift
/// let database = try FeedDatabase(path: "feeds.sqlite")
/// let result = try database.importFeed(.file("podcast.xml"), url: "/data/podcast.xml",
///                                      source: .file("/data/podcast.xml"))
/// print(result.import.counts.inserted)
/// ```
///
/// The schema (see <doc:SyncingFeeds>):
/// - `feeds`: `id`, `url` (unique: the feed's URL or the file's path), `format`, `title`, `link`,
///   `updated`.
/// - `items`: `id`, `feed_id`, `key` (unique within the feed: the id or guid, else the link,
///   else `digest:` and a hash of the title, date and summary), `guid`, `title`, `link`,
///   `published`, `updated`, `summary`, `content`.
/// - `enclosures`: `id`, `item_id`, `url`, `length`, `type`.
/// - `authors` (`id`, `name`, `email`, `uri`) and `categories` (`id`, `term`), each value once,
///   linked to items by `item_authors` and `item_categories` (`item_id`, `author_id` or
///   `category_id`, `position`).
/// - `feed_http`: `feed_id`, `etag`, `last_modified`, `checked`: the validators `FeedSync` sends.
///
/// Dates are text in UTC, `YYYY-MM-DD HH:MM:SS.SSS`, which SQLite's date functions read.
public struct FeedDatabase: Sendable {
    /// The database.
    public let writer: any DatabaseWriter

    /// Opens (creating it if needed) the database file at `path` in write-ahead-log mode, and
    /// migrates it to the current schema. A lock held by another connection (a reader of the
    /// same file while it is being created) is waited for, up to 10 seconds.
    public init(path: String) throws {
        var configuration = Configuration()
        // Switching a new file to WAL needs it unlocked: without a timeout, a process that
        // happened to be reading it made the open fail at once with "database is locked".
        configuration.busyMode = .timeout(10)
        configuration.prepareDatabase { db in
            // Durable against a killed process in WAL mode; only a power cut can lose the last
            // transactions, never consistency.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        try self.init(DatabasePool(path: path, configuration: configuration))
    }

    /// Migrates `writer` to the current schema and uses it.
    public init(_ writer: any DatabaseWriter) throws {
        try FeedSchema.migrator.migrate(writer)
        self.writer = writer
    }

    /// The migrations that create and update the schema, for a database you open yourself.
    public static var migrator: DatabaseMigrator { FeedSchema.migrator }
}
