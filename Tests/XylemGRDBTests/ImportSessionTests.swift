// Batched, resumable imports of a document: the position stored with each batch, an interrupted
// import resumed to the database a clean import makes, and a new version started over.

import GRDB
import Synchronization
import Testing
import Xylem
import XylemGRDB

/// What a test throws to interrupt an import.
struct Interruption: Error {}

@Suite("Import sessions")
struct ImportSessionTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    static let feed = Feed(url: "https://example.com/feed.xml", title: "Catalog")

    /// Imports `catalog(count)` under its feed, throwing `Interruption` before handing the record
    /// at `interruptedAt` when it is set.
    static func importCatalog(
        _ count: Int, into database: any DatabaseWriter, source: ImportSource, batchSize: Int = 3,
        interruptedAt: Int? = nil, progress: (@Sendable (ImportProgress) -> Void)? = nil
    ) throws -> ImportResult {
        try ImportSession.run(
            database, source: source, options: ImportOptions(batchSize: batchSize), progress: progress
        ) { session in
            let feedID = try #require(try session.writer.save(feed, as: Feed.store).id)
            let parent = StoreParent(column: "feed_id", id: feedID)
            var handed = 0
            try XMLReader().readRecords(Episode.self, at: "catalog/episode", from: .string(catalog(count))) { episode in
                if handed == interruptedAt { throw Interruption() }
                handed += 1
                try session.record { try $0.save(episode, as: Episode.store, parent: parent).outcome }
                return .continue
            }
        }
    }

    /// The stored position of a source, read through a connection of its own.
    static func storedPosition(_ path: String, source: String) throws -> (records: Int, complete: Bool)? {
        let reader = try DatabaseQueue(path: path)
        return try reader.read { db in
            try Row.fetchOne(
                db, sql: "SELECT records, complete FROM xylem_imports WHERE source = ?", arguments: [source]
            )
            .map { ($0["records"], $0["complete"]) }
        }
    }

    @Test(arguments: [false, true])
    func thePositionIsCommittedWithEachBatch(pool: Bool) throws {
        let path = "\(directory.path)/test.sqlite"
        let database: any DatabaseWriter = pool ? try directory.pool() : try directory.queue()
        let source = ImportSource(name: "catalog", version: "1")
        let seen = Mutex<[String]>([])
        let result = try Self.importCatalog(10, into: database, source: source) { progress in
            let stored = try? Self.storedPosition(path, source: "catalog")
            seen.withLock { $0.append("\(progress.records) stored \(stored.map { "\($0.records)" } ?? "none")") }
        }
        #expect(seen.withLock { $0 } == ["3 stored 3", "6 stored 6", "9 stored 9", "10 stored 10"])
        #expect(result == ImportResult(counts: ImportCounts(inserted: 10), records: 10, resumedAfter: 0))
        let final = try Self.storedPosition(path, source: "catalog")
        #expect(final?.records == 10 && final?.complete == true)
    }

    @Test func countsOfSeveralImportsAddUpFieldByField() {
        var total = ImportCounts(inserted: 1, updated: 2, deleted: 3, unchanged: 4)
        total.add(ImportCounts(inserted: 10, updated: 20, deleted: 30, unchanged: 40))
        total.add(.inserted)
        #expect(total == ImportCounts(inserted: 12, updated: 22, deleted: 33, unchanged: 44))
    }

    @Test func aSecondImportCountsUnchangedRecordsAndChanges() throws {
        let queue = try directory.queue()
        _ = try Self.importCatalog(10, into: queue, source: ImportSource(name: "catalog", version: "1"))
        let again = try Self.importCatalog(10, into: queue, source: ImportSource(name: "catalog", version: "1"))
        #expect(again.counts == ImportCounts(unchanged: 10))
        #expect(again.resumedAfter == 0)

        let revised = try ImportSession.run(queue, source: ImportSource(name: "catalog", version: "2")) { session in
            let parent = StoreParent(
                column: "feed_id", id: try #require(try session.writer.rowID(key: [Self.feed.url], as: Feed.store)))
            try XMLReader().readRecords(
                Episode.self, at: "catalog/episode", from: .string(catalog(11, retitled: [2], deleted: [4]))
            ) { episode in
                try session.record { try $0.save(episode, as: Episode.store, parent: parent).outcome }
                return .continue
            }
        }
        #expect(revised.counts == ImportCounts(inserted: 1, updated: 1, deleted: 1, unchanged: 8))
    }

    @Test func anInterruptedImportResumesToTheDatabaseOfACleanImport() throws {
        let clean = try directory.queue("clean.sqlite")
        let cleanResult = try Self.importCatalog(10, into: clean, source: ImportSource(name: "catalog", version: "1"))

        let resumed = try directory.queue("resumed.sqlite")
        let source = ImportSource(name: "catalog", version: "1")
        #expect(throws: Interruption.self) {
            _ = try Self.importCatalog(10, into: resumed, source: source, interruptedAt: 7)
        }
        // Records 7 and 8 were in the open batch: rolled back, the position at 6.
        #expect(try count("episodes", in: resumed) == 6)
        let position = try Self.storedPosition("\(directory.path)/resumed.sqlite", source: "catalog")
        #expect(position?.records == 6 && position?.complete == false)

        let result = try Self.importCatalog(10, into: resumed, source: source)
        #expect(result.resumedAfter == 6)
        #expect(result.records == 10)
        #expect(result.counts == cleanResult.counts)
        #expect(try allRows(resumed) == allRows(clean))
    }

    @Test func aCancelledTaskEndsTheImportAtItsLastBatch() async throws {
        let queue = try directory.queue()
        let episodes = try catalogEpisodes(10)
        let task = Task {
            try ImportSession.run(
                queue, source: ImportSource(name: "catalog", version: "1"), options: ImportOptions(batchSize: 3)
            ) { session in
                for (index, episode) in episodes.enumerated() {
                    if index == 7 { withUnsafeCurrentTask { $0?.cancel() } }
                    try session.record { try $0.save(episode, as: Episode.store).outcome }
                }
            }
        }
        let outcome = await task.result
        #expect(throws: CancellationError.self) { try outcome.get() }
        #expect(try count("episodes", in: queue) == 6)
    }

    @Test func anotherVersionStartsOver() throws {
        let queue = try directory.queue()
        #expect(throws: Interruption.self) {
            _ = try Self.importCatalog(
                10, into: queue, source: ImportSource(name: "catalog", version: "1"), interruptedAt: 7)
        }
        let result = try Self.importCatalog(10, into: queue, source: ImportSource(name: "catalog", version: "2"))
        #expect(result.resumedAfter == 0)
        #expect(result.counts == ImportCounts(inserted: 4, unchanged: 6))
    }

    @Test func aSourceWithoutVersionStartsOver() throws {
        let queue = try directory.queue()
        let source = ImportSource.url("https://example.com/feed.xml", validator: nil)
        #expect(throws: Interruption.self) {
            _ = try Self.importCatalog(10, into: queue, source: source, interruptedAt: 4)
        }
        let result = try Self.importCatalog(10, into: queue, source: source)
        #expect(result.resumedAfter == 0)
        #expect(result.counts == ImportCounts(inserted: 7, unchanged: 3))
    }

    @Test func aCompleteImportStartsOver() throws {
        let queue = try directory.queue()
        let source = ImportSource(name: "catalog", version: "1")
        _ = try Self.importCatalog(10, into: queue, source: source)
        let result = try Self.importCatalog(10, into: queue, source: source)
        #expect(result == ImportResult(counts: ImportCounts(unchanged: 10), records: 10, resumedAfter: 0))
    }

    @Test func withoutResumingNoPositionIsStored() throws {
        let queue = try directory.queue()
        let result = try ImportSession.run(
            queue, source: ImportSource(name: "catalog", version: "1"), options: ImportOptions(resumes: false)
        ) { session in
            for episode in try catalogEpisodes(4) {
                try session.record { try $0.save(episode, as: Episode.store).outcome }
            }
        }
        #expect(result.counts == ImportCounts(inserted: 4))
        let table = try queue.read { try $0.tableExists("xylem_imports") }
        #expect(!table)
    }

    @Test func aFileSourceIsItsPathSizeAndTime() throws {
        let path = "\(directory.path)/feed.xml"
        try catalog(2).write(toFile: path, atomically: false, encoding: .utf8)
        let source = try ImportSource.file(path)
        #expect(source.name.hasSuffix("/feed.xml") && source.name.hasPrefix("/"))
        #expect(try ImportSource.file(path) == source)
        try catalog(3).write(toFile: path, atomically: false, encoding: .utf8)
        #expect(try ImportSource.file(path).version != source.version)
        let error = #expect(throws: XMLReadError.self) { try ImportSource.file("\(directory.path)/missing.xml") }
        #expect(error?.description.contains("missing.xml") == true)
    }

    @Test func importRecordsReadsADocumentUnderAParent() throws {
        let queue = try directory.queue()
        let feedID = try queue.write { try #require(try StoreWriter($0).save(Self.feed, as: Feed.store).id) }
        let result = try queue.importRecords(
            Episode.self, at: "catalog/episode", from: .string(catalog(5)), into: Episode.store,
            parent: StoreParent(column: "feed_id", id: feedID), source: ImportSource(name: "catalog", version: "1"),
            options: ImportOptions(batchSize: 2))
        #expect(result == ImportResult(counts: ImportCounts(inserted: 5), records: 5, resumedAfter: 0))
        let rows = try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT feed_id, guid, title, duration FROM episodes ORDER BY id").map {
                "\($0["feed_id"] as Int64) \($0["guid"] as String) \($0["title"] as String) \($0["duration"] as Int)"
            }
        }
        #expect(rows.first == "\(feedID) e0 Episode 0 60")
        #expect(rows.count == 5)
        #expect(try count("people", in: queue) == 4)
        #expect(try count("episode_people", in: queue) == 8)
    }
}
