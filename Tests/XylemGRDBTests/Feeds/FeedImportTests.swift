// Feeds imported into the fixed schema: a second import of the same document changes nothing, a
// newer copy updates what changed in place, tombstones and gd:deleted entries delete, and shared
// authors and categories are stored once.

import Foundation
import GRDB
import Testing
import XylemFeeds
import XylemGRDB

@Suite struct FeedImportTests {
    static let three = [
        (
            guid: "g1", title: "One", author: "Ann", categories: ["news", "tech"],
            enclosure: "https://e.com/1.mp3" as String?
        ),
        (guid: "g2", title: "Two", author: "Bob", categories: ["news"], enclosure: "https://e.com/2.mp3"),
        (guid: "g3", title: "Three", author: "Ann", categories: [], enclosure: nil),
    ]

    func importFile(_ path: String, into database: FeedDatabase, batchSize: Int = 2) throws -> FeedImportResult {
        try database.importFeed(
            .file(path), url: path, source: .file(path), options: ImportOptions(batchSize: batchSize))
    }

    @Test func aSecondImportOfTheSameDocumentChangesNothing() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write(FeedFixtures.rss(items: Self.three), to: "feed.xml")
        let database = try FeedDatabase(path: folder.path + "/feeds.sqlite")
        let first = try importFile(path, into: database)
        #expect(first.result.counts == ImportCounts(inserted: 3))
        let before = try DatabaseDump.dump(database.writer)
        let second = try importFile(path, into: database)
        #expect(second.result.counts == ImportCounts(unchanged: 3))
        #expect(try DatabaseDump.dump(database.writer) == before)
        #expect(try DatabaseDump.count(database.writer, "items") == 3)
        #expect(try DatabaseDump.count(database.writer, "enclosures") == 2)
        // Ann wrote two items: one row, two links.
        #expect(try DatabaseDump.count(database.writer, "authors") == 2)
        #expect(try DatabaseDump.count(database.writer, "item_authors") == 3)
        #expect(try DatabaseDump.count(database.writer, "categories") == 2)
        #expect(try DatabaseDump.count(database.writer, "item_categories") == 3)
    }

    @Test func aFeedReadWholeImportsAsItsFileDoesWithoutBlockingTheTask() async throws {
        let folder = try TemporaryDirectory()
        let xml = FeedFixtures.rss(items: Self.three)
        let path = try folder.write(xml, to: "feed.xml")
        let fromFile = try FeedDatabase(path: folder.path + "/file.sqlite")
        _ = try fromFile.importFeed(.file(path), url: "feed", source: .file(path))
        let whole = try FeedReader().read(.string(xml))
        let fromFeed = try FeedDatabase(path: folder.path + "/whole.sqlite")
        let result = try await fromFeed.importFeed(whole, url: "feed", source: ImportSource(name: "feed", version: "1"))
        #expect(result.result.counts == ImportCounts(inserted: 3))
        #expect(try DatabaseDump.dump(fromFeed.writer) == DatabaseDump.dump(fromFile.writer))
        let again = try await fromFeed.importFeed(whole, url: "feed", source: ImportSource(name: "feed", version: "2"))
        #expect(again.result.counts == ImportCounts(unchanged: 3))
        #expect(again.feedID == result.feedID)
    }

    @Test func aNewerCopyUpdatesChangedItemsInPlaceAndAddsNewOnes() throws {
        let folder = try TemporaryDirectory()
        let database = try FeedDatabase(path: folder.path + "/feeds.sqlite")
        let path = try folder.write(FeedFixtures.rss(items: Self.three), to: "feed.xml")
        _ = try importFile(path, into: database)
        let idOfTwo = try database.writer.read { db in
            try Int64.fetchOne(db, sql: "SELECT id FROM items WHERE key = 'g2'")
        }
        var newer = Self.three
        newer[1].title = "Two, corrected"
        newer[1].enclosure = "https://e.com/2b.mp3"
        newer.append((guid: "g4", title: "Four", author: "Cy", categories: ["tech"], enclosure: nil))
        try FileManager.default.removeItem(atPath: path)
        let newerPath = try folder.write(FeedFixtures.rss(items: newer), to: "feed.xml")
        let result = try importFile(newerPath, into: database)
        #expect(result.result.counts == ImportCounts(inserted: 1, updated: 1, unchanged: 2))
        let row = try database.writer.read { db in
            try Row.fetchOne(db, sql: "SELECT id, title FROM items WHERE key = 'g2'")
        }
        #expect(row?["id"] == idOfTwo)
        #expect(row?["title"] == "Two, corrected")
        let enclosures = try database.writer.read { db in
            try String.fetchAll(db, sql: "SELECT url FROM enclosures WHERE item_id = ?", arguments: [idOfTwo])
        }
        #expect(enclosures == ["https://e.com/2b.mp3"])
        #expect(try DatabaseDump.count(database.writer, "items") == 4)
    }

    @Test func tombstonesDeleteTheirItemsWithTheirRows() throws {
        let folder = try TemporaryDirectory()
        let database = try FeedDatabase(path: folder.path + "/feeds.sqlite")
        let entries = [
            (id: "urn:1", title: "One", updated: "2024-01-01T00:00:00Z"),
            (id: "urn:2", title: "Two", updated: "2024-01-02T00:00:00Z"),
            (id: "urn:3", title: "Three", updated: "2024-01-03T00:00:00Z"),
        ]
        let first = try folder.write(FeedFixtures.atom(entries: entries), to: "v1.xml")
        _ = try database.importFeed(.file(first), url: "https://example.com/atom", source: .file(first))
        // urn:2 is deleted after its last update; urn:3's tombstone is older than its update.
        let second = try folder.write(
            FeedFixtures.atom(
                entries: [entries[0], entries[2]],
                tombstones: [
                    (ref: "urn:2", when: "2024-02-01T00:00:00Z"), (ref: "urn:3", when: "2024-01-02T00:00:00Z"),
                    (ref: "urn:never", when: "2024-02-01T00:00:00Z"),
                ]), to: "v2.xml")
        let result = try database.importFeed(.file(second), url: "https://example.com/atom", source: .file(second))
        #expect(result.result.counts == ImportCounts(deleted: 1, unchanged: 3))
        let keys = try database.writer.read { db in try String.fetchAll(db, sql: "SELECT key FROM items ORDER BY id") }
        #expect(keys == ["urn:1", "urn:3"])
        #expect(try DatabaseDump.count(database.writer, "item_authors") == 2)
        #expect(try DatabaseDump.count(database.writer, "item_categories") == 2)
    }

    @Test func anEntryMarkedGDataDeletedDeletesItsItem() throws {
        let folder = try TemporaryDirectory()
        let database = try FeedDatabase(path: folder.path + "/feeds.sqlite")
        let entries = [
            (id: "urn:1", title: "One", updated: "2024-01-01T00:00:00Z"),
            (id: "urn:2", title: "Two", updated: "2024-01-02T00:00:00Z"),
        ]
        let first = try folder.write(FeedFixtures.atom(entries: entries), to: "v1.xml")
        _ = try database.importFeed(.file(first), url: "u", source: .file(first))
        let update = """
            <feed xmlns="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005">
            <title>Atom</title><id>urn:feed</id><updated>2024-03-01T00:00:00Z</updated>
            <entry><id>urn:2</id><title>Two</title><updated>2024-03-01T00:00:00Z</updated><gd:deleted/></entry>
            </feed>
            """
        let second = try folder.write(update, to: "v2.xml")
        let result = try database.importFeed(.file(second), url: "u", source: .file(second))
        #expect(result.result.counts == ImportCounts(deleted: 1))
        #expect(try DatabaseDump.count(database.writer, "items") == 1)
        #expect(try DatabaseDump.count(database.writer, "item_authors") == 1)
    }

    @Test func twoFeedsShareTheirAuthorsAndCategories() throws {
        let folder = try TemporaryDirectory()
        let database = try FeedDatabase(path: folder.path + "/feeds.sqlite")
        let a = try folder.write(FeedFixtures.rss(title: "A", items: Self.three), to: "a.xml")
        let b = try folder.write(
            FeedFixtures.rss(
                title: "B",
                items: [(guid: "g1", title: "Other one", author: "Ann", categories: ["news"], enclosure: nil)]),
            to: "b.xml")
        _ = try importFile(a, into: database)
        let result = try importFile(b, into: database)
        // The same guid in another feed is another item.
        #expect(result.result.counts == ImportCounts(inserted: 1))
        #expect(try DatabaseDump.count(database.writer, "feeds") == 2)
        #expect(try DatabaseDump.count(database.writer, "items") == 4)
        #expect(try DatabaseDump.count(database.writer, "authors", where: "name = 'Ann'") == 1)
        #expect(try DatabaseDump.count(database.writer, "categories", where: "term = 'news'") == 1)
        let feedsOfAnn = try database.writer.read { db in
            try Int.fetchOne(
                db,
                sql: """
                    SELECT count(DISTINCT items.feed_id) FROM item_authors
                    JOIN items ON items.id = item_authors.item_id
                    JOIN authors ON authors.id = item_authors.author_id WHERE authors.name = 'Ann'
                    """)
        }
        #expect(feedsOfAnn == 2)
    }

    @Test func datesAreStoredAsUTCText() throws {
        let folder = try TemporaryDirectory()
        let database = try FeedDatabase(path: folder.path + "/feeds.sqlite")
        let path = try folder.write(FeedFixtures.rss(items: Array(Self.three.prefix(1))), to: "feed.xml")
        _ = try importFile(path, into: database)
        let published = try database.writer.read { db in try String.fetchOne(db, sql: "SELECT published FROM items") }
        #expect(published == "2003-06-10 04:00:00.000")
        let julian = try database.writer.read { db in
            try Double.fetchOne(db, sql: "SELECT julianday(published) - julianday('2003-06-10 04:00:00') FROM items")
        }
        #expect(julian == 0)
    }
}
