// A feed file is parsed on a thread of its own while its items are written on the caller's: the
// database must be exactly what a read on the caller's thread gives, and a failure on either side
// must stop the other and reach the caller with the committed batches kept.

import Foundation
import GRDB
import Synchronization
import Testing
import XylemFeeds
import XylemGRDB

@Suite struct FeedReadAheadTests {
    /// More items than several hand-over chunks hold, with authors, categories and enclosures.
    static func items(_ count: Int) -> [(
        guid: String, title: String, author: String, categories: [String], enclosure: String?
    )] {
        (1...count).map { index in
            (
                guid: "g\(index)", title: "Item \(index)", author: ["Ann", "Bob", "Cy"][index % 3],
                categories: index % 4 == 0 ? ["even", "four"] : ["odd"],
                enclosure: index % 5 == 0 ? nil : "https://e.com/\(index).mp3"
            )
        }
    }

    @Test func aFileReadOnItsOwnThreadGivesTheDatabaseOfAReadOnTheCallersThread() throws {
        let folder = try TemporaryDirectory()
        let xml = FeedFixtures.rss(items: Self.items(1_500))
        let path = try folder.write(xml, to: "feed.xml")
        let options = ImportOptions(batchSize: 7)

        let threaded = try FeedDatabase(path: folder.path + "/threaded.sqlite")
        let fromFile = try threaded.importFeed(.file(path), url: "feed", source: .file(path), options: options)
        // A sequence of chunks is read on the caller's thread.
        let inline = try FeedDatabase(path: folder.path + "/inline.sqlite")
        let fromChunks = try inline.importFeed(
            .chunks([Array(xml.utf8)]), url: "feed", source: ImportSource(name: "feed", version: "1"),
            options: options)

        #expect(fromFile.result.counts == ImportCounts(inserted: 1_500))
        #expect(fromChunks.result.counts == fromFile.result.counts)
        #expect(try DatabaseDump.dump(threaded.writer) == DatabaseDump.dump(inline.writer))
        let keys = try threaded.writer.read { db in
            try String.fetchAll(db, sql: "SELECT key FROM items ORDER BY id")
        }
        #expect(keys == (1...1_500).map { "g\($0)" })
    }

    @Test func aReadErrorReachesTheCallerWithTheCommittedBatchesKept() throws {
        let folder = try TemporaryDirectory()
        var xml = FeedFixtures.rss(items: Self.items(1_000))
        // Cut the document inside the 701st item: a strict read fails there.
        let cut = try #require(xml.range(of: "<guid>g701</guid>"))
        xml = String(xml[..<cut.upperBound])
        let path = try folder.write(xml, to: "feed.xml")
        let database = try FeedDatabase(path: folder.path + "/feeds.sqlite")
        var strict = FeedReader()
        strict.options.malformedInput = .fail

        #expect(throws: (any Error).self) {
            try database.importFeed(
                .file(path), url: "feed", source: .file(path), reader: strict, options: ImportOptions(batchSize: 100))
        }
        // 700 items were read; the batches of 100 up to the 700th were committed.
        let kept = try DatabaseDump.count(database.writer, "items")
        #expect(kept == 700)
    }

    @Test func aWriteErrorStopsTheReadAndReachesTheCaller() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write(FeedFixtures.rss(items: Self.items(3_000)), to: "feed.xml")
        let database = try FeedDatabase(path: folder.path + "/feeds.sqlite")
        try database.writer.write { db in
            try db.execute(
                sql: """
                    CREATE TRIGGER refuse BEFORE INSERT ON items WHEN NEW.key = 'g450'
                    BEGIN SELECT RAISE(ABORT, 'item g450 refused'); END
                    """)
        }

        let error = #expect(throws: DatabaseError.self) {
            try database.importFeed(
                .file(path), url: "feed", source: .file(path), options: ImportOptions(batchSize: 100))
        }
        #expect(error?.message == "item g450 refused")
        #expect(try DatabaseDump.count(database.writer, "items") == 400)
    }

    @Test func observersOfTheItemsTableSeeTheImport() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write(FeedFixtures.rss(items: Self.items(300)), to: "feed.xml")
        let database = try FeedDatabase(path: folder.path + "/feeds.sqlite")
        let changes = ChangeCounter()
        let observation = DatabaseRegionObservation(tracking: Table("items"), Table("item_authors"))
        let cancellable = observation.start(in: database.writer) { _ in
        } onChange: { _ in
            changes.add()
        }
        defer { cancellable.cancel() }

        _ = try database.importFeed(
            .file(path), url: "feed", source: .file(path), options: ImportOptions(batchSize: 100))
        // Three batches changed the items; the final commit of the feed's own row did not.
        #expect(changes.count == 3)
        _ = try database.importFeed(
            .file(path), url: "feed", source: .file(path), options: ImportOptions(batchSize: 100))
        // The second import wrote nothing into the tracked tables.
        #expect(changes.count == 3)
    }
}

/// Counts the changes an observation reports, from whichever thread it reports them.
private final class ChangeCounter: Sendable {
    private let value = Mutex(0)

    func add() { value.withLock { $0 += 1 } }
    var count: Int { value.withLock { $0 } }
}
