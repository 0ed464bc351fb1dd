// Record streaming: the callback, the async sequence, and the push parser deliver the records at
// a path one by one, stop early when asked, release records as they go, and report progress.

import Foundation
import Synchronization
import Testing
import Xylem

private let atom = "http://www.w3.org/2005/Atom"

private let entryPath = XMLRecordPath("feed/entry", namespaces: ["": atom])

@Suite struct RecordStreamingTests {
    @Test func callbackReceivesEveryRecordInOrder() throws {
        var seen: [IndexedEntry] = []
        let summary = try XMLReader().readRecords(
            IndexedEntry.self, at: entryPath, from: .string(indexedFeedXML(entries: 50))
        ) {
            seen.append($0)
            return .continue
        }
        #expect(seen == expectedIndexedEntries(50))
        #expect(summary.recordCount == 50)
        #expect(!summary.stoppedEarly)
    }

    @Test func callbackCanStopTheReadEarly() throws {
        var seen = 0
        // The document is broken after the third entry: stopping before it must avoid the error.
        let xml = indexedFeedXML(entries: 3).replacingOccurrences(of: "</feed>", with: "<entry><id>") + "<<<"
        let summary = try XMLReader().readRecords(IndexedEntry.self, at: entryPath, from: .string(xml)) { _ in
            seen += 1
            return seen == 2 ? .stop : .continue
        }
        #expect(seen == 2)
        #expect(summary.recordCount == 2)
        #expect(summary.stoppedEarly)
    }

    @Test func errorThrownByTheConsumerIsRethrownUnchanged() throws {
        struct Enough: Error, Equatable {}
        #expect(throws: Enough()) {
            try XMLReader().readRecords(IndexedEntry.self, at: entryPath, from: .string(indexedFeedXML(entries: 5))) {
                _ in
                throw Enough()
            }
        }
    }

    @Test func pathIsMatchedByNamespaceAndWildcard() throws {
        var ids: [String] = []
        try XMLReader().readRecords(
            IndexedEntry.self, at: XMLRecordPath("*/a:entry", namespaces: ["a": atom]),
            from: .string(indexedFeedXML(entries: 4))
        ) {
            ids.append($0.id)
            return .continue
        }
        #expect(ids == ["urn:e:0", "urn:e:1", "urn:e:2", "urn:e:3"])

        // An unprefixed path without namespaces does not match Atom's namespaced elements: the read
        // says so instead of reading no records.
        let error = try #require(throws: XMLReadError.self) {
            try XMLReader().readRecords(IndexedEntry.self, at: "feed/entry", from: .string(indexedFeedXML(entries: 4)))
            { _ in
                .continue
            }
        }
        #expect(error.kind == .recordPathNotFound(path: "feed/entry", matched: ""))
    }

    @Test func malformedInputAfterSomeRecordsReportsPosition() throws {
        var seen = 0
        let xml = "<feed xmlns=\"\(atom)\"><entry><id>a</id></entry>\n<entry><id>b</i></entry></feed>"
        let error = try #require(throws: XMLReadError.self) {
            try XMLReader().readRecords(IndexedEntry.self, at: entryPath, from: .string(xml)) { _ in
                seen += 1
                return .continue
            }
        }
        #expect(seen == 1)
        #expect(error.line == 2)
        #expect(error.path == "feed/entry[2]/id")
        if case .malformed = error.kind {} else { Issue.record("expected a malformed error, got \(error.kind)") }
    }

    @Test func asyncSequenceYieldsRecordsAndSupportsEarlyBreak() async throws {
        var all: [IndexedEntry] = []
        for try await entry in XMLReader().records(
            IndexedEntry.self, at: entryPath, from: .string(indexedFeedXML(entries: 40)))
        {
            all.append(entry)
        }
        #expect(all == expectedIndexedEntries(40))

        var firstThree: [String] = []
        for try await entry in XMLReader().records(
            IndexedEntry.self, at: entryPath, from: .string(indexedFeedXML(entries: 40)))
        {
            firstThree.append(entry.id)
            if firstThree.count == 3 { break }
        }
        #expect(firstThree == ["urn:e:0", "urn:e:1", "urn:e:2"])
    }

    @Test func asyncSequenceReadsFromAnAsyncSequenceOfChunks() async throws {
        let bytes = Array(indexedFeedXML(entries: 25).utf8)
        let chunks = AsyncStream<[UInt8]> { continuation in
            var offset = 0
            while offset < bytes.count {
                let end = min(bytes.count, offset + 7)
                continuation.yield(Array(bytes[offset..<end]))
                offset = end
            }
            continuation.finish()
        }
        var all: [IndexedEntry] = []
        for try await entry in XMLReader().records(IndexedEntry.self, at: entryPath, from: chunks) {
            all.append(entry)
        }
        #expect(all == expectedIndexedEntries(25))
    }

    @Test func wholeReadFromAnAsyncSequenceOfChunks() async throws {
        struct Feed: XMLReadable {
            var entries: [IndexedEntry] = []
            static let xmlDescription = XMLDescription(Feed.init, namespaces: ["": atom]) {
                XMLChildren("entry", \.entries)
            }
        }
        let bytes = Array(indexedFeedXML(entries: 10).utf8)
        let chunks = AsyncStream<ArraySlice<UInt8>> { continuation in
            for start in stride(from: 0, to: bytes.count, by: 100) {
                continuation.yield(bytes[start..<min(bytes.count, start + 100)])
            }
            continuation.finish()
        }
        let feed = try await XMLReader().read(Feed.self, from: chunks)
        #expect(feed.entries == expectedIndexedEntries(10))
    }

    @Test func cancellationStopsTheAsyncIteration() async throws {
        // An endless source, fed by a task of the test's own: only cancellation can end the
        // iteration. The feeder stops when the stream is finished, and the test waits for it, so
        // nothing the test started runs after it.
        let (endless, continuation) = AsyncStream.makeStream(of: [UInt8].self, bufferingPolicy: .bufferingOldest(64))
        continuation.yield(Array("<feed xmlns=\"\(atom)\">".utf8))
        let entry = Array("<entry><id>x</id><title>t</title><rank>1</rank></entry>".utf8)
        let feeder = Task {
            while !Task.isCancelled {
                if case .terminated = continuation.yield(entry) { return }
                await Task.yield()
            }
        }
        let task = Task {
            var count = 0
            for try await _ in XMLReader().records(IndexedEntry.self, at: entryPath, from: endless) {
                count += 1
                if count == 10 { withUnsafeCurrentTask { $0?.cancel() } }
            }
            return count
        }
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        continuation.finish()
        await feeder.value
    }

    @Test func iterationStaysOnTheIteratingActorsExecutor() async throws {
        // Read on another executor and handed back, every record cost the actor two jobs on its
        // executor; read where the loop runs, the whole iteration takes a handful.
        let consumer = CountingConsumer()
        let fromInput = try await consumer.count(
            XMLReader().records(
                IndexedEntry.self, at: entryPath, from: .string(indexedFeedXML(entries: 20_000))))
        #expect(fromInput == 20_000)
        #expect(consumer.jobs < 100, "\(consumer.jobs) jobs for 20,000 records")

        let bytes = Array(indexedFeedXML(entries: 2_000).utf8)
        let chunks = AsyncStream<[UInt8]> { continuation in
            for start in stride(from: 0, to: bytes.count, by: 4_096) {
                continuation.yield(Array(bytes[start..<min(bytes.count, start + 4_096)]))
            }
            continuation.finish()
        }
        let before = consumer.jobs
        let fromChunks = try await consumer.count(XMLReader().records(IndexedEntry.self, at: entryPath, from: chunks))
        #expect(fromChunks == 2_000)
        #expect(consumer.jobs - before < 100, "\(consumer.jobs - before) jobs for 2,000 records")
    }

    @Test func nextWithoutIsolationStillReadsEveryRecord() async throws {
        var iterator = XMLReader().records(IndexedEntry.self, at: entryPath, from: .string(indexedFeedXML(entries: 40)))
            .makeAsyncIterator()
        var all: [IndexedEntry] = []
        while let entry = try await iterator.next() { all.append(entry) }
        #expect(all == expectedIndexedEntries(40))
        #expect(try await iterator.next() == nil)
    }

    @Test func cancellationStopsTheCallbackRead() async throws {
        let xml = indexedFeedXML(entries: 20_000)
        let task = Task {
            try XMLReader().readRecords(IndexedEntry.self, at: entryPath, from: .string(xml)) { _ in
                withUnsafeCurrentTask { $0?.cancel() }
                return .continue
            }
        }
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
    }

    @Test(arguments: [1, 2, 3, 7, 64, 1000, 1 << 20])
    func pushParserGivesTheSameRecordsForAnyChunkSize(chunkSize: Int) throws {
        let bytes = Array(indexedFeedXML(entries: 30).utf8)
        let parser = try XMLPushParser(IndexedEntry.self, at: entryPath)
        var records: [IndexedEntry] = []
        var offset = 0
        while offset < bytes.count {
            let end = min(bytes.count, offset + chunkSize)
            records += try parser.feed(bytes[offset..<end])
            offset = end
        }
        records += try parser.finish()
        #expect(records == expectedIndexedEntries(30))
        #expect(parser.bytesRead == bytes.count)
    }

    @Test func pushParserHandsOutRecordsAsTheirEndTagsArrive() throws {
        let parser = try XMLPushParser(IndexedEntry.self, at: entryPath)
        #expect(try parser.feed(Array("<feed xmlns=\"\(atom)\"><entry><id>a</id>".utf8)).isEmpty)
        #expect(try parser.feed(Array("</entry><entry><id>b".utf8)).map(\.id) == ["a"])
        #expect(try parser.feed(Array("</id></entry>".utf8)).map(\.id) == ["b"])
        #expect(try parser.feed(Array("</feed>".utf8)).isEmpty)
        #expect(try parser.finish().isEmpty)
        #expect(throws: XMLReadError.self, "a finished parser takes no more input") { try parser.feed([0x20]) }
    }

    @Test func pushParserReportsAnIncompleteDocument() throws {
        let parser = try XMLPushParser(IndexedEntry.self, at: entryPath)
        _ = try parser.feed(Array("<feed xmlns=\"\(atom)\"><entry><id>a</id></entry>".utf8))
        #expect(throws: XMLReadError.self) { try parser.finish() }
    }

    @Test func progressIsMonotonicAndReachesTheTotal() throws {
        let data = Data(indexedFeedXML(entries: 5_000).utf8)
        var reports: [XMLProgress] = []
        try XMLReader().readRecords(
            IndexedEntry.self, at: entryPath, from: .data(data), progress: { reports.append($0) }
        ) { _ in .continue }
        #expect(reports.count > 1, "a document over one block reports progress more than once")
        #expect(zip(reports, reports.dropFirst()).allSatisfy { $0.bytesRead <= $1.bytesRead })
        #expect(reports.last?.bytesRead == data.count)
        #expect(reports.allSatisfy { $0.totalBytes == data.count })
        #expect(reports.last?.fractionCompleted == 1)
    }

    @Test func progressOfTheAsyncSequenceReachesTheTotalOfAFile() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "xylem-progress-\(UUID().uuidString).xml")
        try Data(indexedFeedXML(entries: 4_000).utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let size = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
        var last = XMLProgress(bytesRead: 0, totalBytes: nil)
        var count = 0
        for try await _ in XMLReader().records(
            IndexedEntry.self, at: entryPath, from: .url(url),
            progress: { progress in
                #expect(progress.bytesRead >= last.bytesRead)
                last = progress
            })
        {
            count += 1
        }
        #expect(count == 4_000)
        #expect(last.bytesRead == size)
        #expect(last.totalBytes == size)
    }
}

/// A record type that counts its live instances, to prove records are released as they go.
private final class TrackedEntry: XMLReadable {
    static let live = Atomic<Int>(0)
    var id = ""

    init() { Self.live.add(1, ordering: .relaxed) }
    deinit { Self.live.subtract(1, ordering: .relaxed) }

    static let xmlDescription = XMLDescription(TrackedEntry.init, namespaces: ["": atom]) {
        XMLChildText("id", \.id)
    }
}

@Suite(.serialized) struct RecordReleaseTests {
    @Test func recordsHandedOutAreReleasedAsTheReadGoesOn() throws {
        var maximumLive = 0
        var count = 0
        try XMLReader().readRecords(TrackedEntry.self, at: entryPath, from: .string(indexedFeedXML(entries: 2_000))) {
            _ in
            count += 1
            maximumLive = max(maximumLive, TrackedEntry.live.load(ordering: .relaxed))
            return .continue
        }
        #expect(count == 2_000)
        #expect(maximumLive <= 2, "only the record being handed over may be alive, found \(maximumLive)")
        #expect(TrackedEntry.live.load(ordering: .relaxed) == 0)
    }

    @Test func asyncSequenceKeepsOnlyAChunksWorthOfRecords() async throws {
        var maximumLive = 0
        for try await _ in XMLReader().records(
            TrackedEntry.self, at: entryPath, from: .string(indexedFeedXML(entries: 20_000)))
        {
            maximumLive = max(maximumLive, TrackedEntry.live.load(ordering: .relaxed))
        }
        // One 256 KiB block holds about 2,700 of these entries; 20,000 entries must not all be kept.
        #expect(maximumLive < 4_000, "records pile up: \(maximumLive) alive at once")
        #expect(TrackedEntry.live.load(ordering: .relaxed) == 0)
    }
}

/// An executor that runs an actor's jobs on a dispatch queue and counts them.
private final class CountingExecutor: SerialExecutor, Sendable {
    let queue = DispatchQueue(label: "xylem.tests.counting-executor")
    let enqueued = Atomic<Int>(0)

    func enqueue(_ job: consuming ExecutorJob) {
        enqueued.add(1, ordering: .relaxed)
        let job = UnownedJob(job)
        let executor = asUnownedSerialExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }
}

/// An actor on a ``CountingExecutor`` that iterates record sequences.
private actor CountingConsumer {
    private let executor = CountingExecutor()

    nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    /// How many jobs the actor's executor has run so far.
    nonisolated var jobs: Int { executor.enqueued.load(ordering: .relaxed) }

    func count(_ records: XMLRecordSequence<IndexedEntry>) async throws -> Int {
        var count = 0
        for try await _ in records { count += 1 }
        return count
    }
}
