// Importing records from async sequences: an XMLRecordSequence read as it comes, and a cancelled
// import that leaves its committed batches and position for the next run to resume from.

import GRDB
import Synchronization
import Testing
import Xylem
import XylemGRDB

/// Hands out episodes, and cancels the task iterating it when asked for the one at `cancelAt`.
struct CancellingEpisodes: AsyncSequence, Sendable {
    typealias Element = Episode
    let episodes: [Episode]
    let cancelAt: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        let episodes: [Episode]
        let cancelAt: Int
        var index = 0

        mutating func next() async -> Episode? {
            if index == cancelAt { withUnsafeCurrentTask { $0?.cancel() } }
            guard index < episodes.count else { return nil }
            defer { index += 1 }
            return episodes[index]
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(episodes: episodes, cancelAt: cancelAt)
    }
}

@Suite("Async imports")
struct AsyncImportTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    @Test func importsAnXMLRecordSequence() async throws {
        let pool = try directory.pool()
        let records = XMLReader().records(Episode.self, at: "catalog/episode", from: .string(catalog(7)))
        let result = try await pool.importRecords(
            records, into: Episode.store, source: ImportSource(name: "catalog", version: "1"),
            options: ImportOptions(batchSize: 3))
        #expect(result == ImportResult(counts: ImportCounts(inserted: 7), records: 7, resumedAfter: 0))
        let titles = try await pool.read { try String.fetchAll($0, sql: "SELECT title FROM episodes ORDER BY id") }
        #expect(titles == (0..<7).map { "Episode \($0)" })
        let complete = try await pool.read { try Bool.fetchOne($0, sql: "SELECT complete FROM xylem_imports") }
        #expect(complete == true)
    }

    @Test func cancellationKeepsTheCommittedBatchesAndAResumeFinishes() async throws {
        let episodes = try catalogEpisodes(10)
        let clean = try directory.queue("clean.sqlite")
        let cleanResult = try await clean.importRecords(
            CancellingEpisodes(episodes: episodes, cancelAt: -1), into: Episode.store,
            source: ImportSource(name: "catalog", version: "1"), options: ImportOptions(batchSize: 3))

        let queue = try directory.queue("resumed.sqlite")
        let source = ImportSource(name: "catalog", version: "1")
        let cancelled = Task {
            try await queue.importRecords(
                CancellingEpisodes(episodes: episodes, cancelAt: 7), into: Episode.store, source: source,
                options: ImportOptions(batchSize: 3))
        }
        let outcome = await cancelled.result
        #expect(throws: CancellationError.self) { try outcome.get() }
        #expect(try count("episodes", in: queue) == 6)
        let position = try await queue.read { db in
            try Row.fetchOne(db, sql: "SELECT records, complete FROM xylem_imports").map {
                "\($0["records"] as Int) \($0["complete"] as Bool)"
            }
        }
        #expect(position == "6 false")

        let progress = Mutex<[Int]>([])
        let resumed = try await queue.importRecords(
            CancellingEpisodes(episodes: episodes, cancelAt: -1), into: Episode.store, source: source,
            options: ImportOptions(batchSize: 3),
            progress: { report in progress.withLock { $0.append(report.records) } })
        #expect(resumed.resumedAfter == 6)
        #expect(resumed.counts == cleanResult.counts)
        #expect(progress.withLock { $0 } == [9, 10])
        #expect(try allRows(queue) == allRows(clean))
    }
}
