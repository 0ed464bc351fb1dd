// `xylem import` as a user runs it: its last line, a second run that changes nothing, and an import
// killed with SIGKILL half-way and run again, which ends with the database a clean import makes.

import Foundation
import GRDB
import Testing
import XylemGRDB

@Suite(.serialized) struct ImportCommandTests {
    @Test func theLastLineCountsWhatTheImportDid() throws {
        let folder = try TemporaryDirectory()
        let feed = try folder.write(FeedFixtures.rss(items: FeedImportTests.three), to: "feed.xml")
        let db = folder.path + "/feeds.sqlite"
        let first = try StoreToolRunner.run(["import", feed, "--db", db])
        #expect(first.status == 0, "\(first.err)")
        #expect(first.lines.last == #"{"inserted":3,"updated":0,"deleted":0,"unchanged":0}"#)
        let second = try StoreToolRunner.run(["import", feed, "--db", db])
        #expect(second.lines.last == #"{"inserted":0,"updated":0,"deleted":0,"unchanged":3}"#)
        let tables = try DatabaseQueue(path: db).read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        }
        for table in DatabaseDump.tables + ["feed_http"] { #expect(tables.contains(table)) }
    }

    @Test func aMissingFileFailsWithItsName() throws {
        let folder = try TemporaryDirectory()
        let outcome = try StoreToolRunner.run([
            "import", folder.path + "/absent.xml", "--db", folder.path + "/f.sqlite",
        ])
        #expect(outcome.status != 0)
        #expect(outcome.err.contains("absent.xml"))
    }

    @Test func anImportKilledHalfWayResumesToTheDatabaseOfACleanImport() throws {
        let folder = try TemporaryDirectory()
        let feed = folder.path + "/podcast.xml"
        let generated = try StoreToolRunner.run(["generate", "--format", "rss", "--entries", "12000", "-o", feed])
        try #require(generated.status == 0, "\(generated.err)")
        let killed = folder.path + "/killed.sqlite"
        let errors = folder.path + "/killed.err"
        let process = try StoreToolRunner.start(
            ["import", feed, "--db", killed, "--batch-size", "10"], errorTo: errors)
        // Killed once some batches are committed, and well before the last.
        var committed = 0
        while process.isRunning, committed < 50 {
            usleep(2000)
            committed = (try? Self.position(killed)) ?? 0
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try #require(
            process.terminationReason == .uncaughtSignal,
            "the import ended before it could be killed: \((try? StoreToolRunner.text(of: URL(fileURLWithPath: errors))) ?? "")"
        )
        let atKill = try Self.position(killed)
        #expect(atKill > 0 && atKill % 10 == 0)
        let resumed = try StoreToolRunner.run(["import", feed, "--db", killed, "--batch-size", "10"])
        #expect(resumed.status == 0, "\(resumed.err)")
        #expect(resumed.err.contains("resumed after"))
        let clean = folder.path + "/clean.sqlite"
        let fresh = try StoreToolRunner.run(["import", feed, "--db", clean])
        #expect(fresh.status == 0, "\(fresh.err)")
        // Counts continue from the killed run's: the resumed run reports what a clean one does.
        #expect(resumed.lines.last == fresh.lines.last)
        #expect(fresh.lines.last == #"{"inserted":12000,"updated":0,"deleted":0,"unchanged":0}"#)
        let killedDump = try DatabaseDump.dump(try DatabaseQueue(path: killed))
        let cleanDump = try DatabaseDump.dump(try DatabaseQueue(path: clean))
        #expect(killedDump == cleanDump)
        #expect(cleanDump["items"]?.count == 12000)
    }

    /// The records committed so far by the import in the database at `path`.
    static func position(_ path: String) throws -> Int {
        guard FileManager.default.fileExists(atPath: path) else { return 0 }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(1)
        return try DatabaseQueue(path: path, configuration: configuration).read { db in
            guard try db.tableExists("xylem_imports") else { return 0 }
            return try Int.fetchOne(db, sql: "SELECT max(records) FROM xylem_imports") ?? 0
        }
    }
}
