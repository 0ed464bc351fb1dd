// Every way in reads with repairs: pushed chunks, async record sequences, and parallel reads,
// which stay parallel on well-formed input and hand each record once on damaged input.

import Testing

@testable import Xylem

extension CoreReaderTests {
    @Suite("Repairing reads through every entry point")
    struct RepairEntryPointTests {
        static let damaged = RepairDocuments.channel(items: 12, damaged: [4: "a & b", 9: "<b>x"])

        @Test("the push parser repairs as the bytes arrive")
        func pushParser() throws {
            var options = XMLReader.Options()
            options.malformedInput = .repair
            let parser = try XMLPushParser(RepairItem.self, at: "channel/item", options: options)
            var items: [RepairItem] = []
            for piece in Array(Self.damaged.utf8).chunked(into: 29) { items += try parser.feed(piece) }
            items += try parser.finish()
            #expect(items.map(\.id) == (1...12).map(String.init))
            #expect(items[3].title == "a & b")
            #expect(parser.warnings.map(\.path) == ["channel/item[4]/title", "channel/item[9]/title"])
        }

        @Test("an async record sequence repairs, from bytes and from async chunks")
        func asyncSequence() async throws {
            let reader = RepairDocuments.reader()
            var fromInput: [String] = []
            for try await item in reader.records(RepairItem.self, at: "channel/item", from: .string(Self.damaged)) {
                fromInput.append(item.id)
            }
            var fromChunks: [String] = []
            let chunks = AsyncChunks(Array(Self.damaged.utf8).chunked(into: 50))
            for try await item in reader.records(RepairItem.self, at: "channel/item", from: chunks) {
                fromChunks.append(item.id)
            }
            #expect(fromInput == (1...12).map(String.init))
            #expect(fromChunks == fromInput)
        }

        @Test("a repairing read stays parallel on a well-formed document")
        func parallelOnCleanInput() throws {
            var options = XMLReader.Options()
            options.malformedInput = .repair
            options.parallelism = XMLReader.Parallelism(workers: 2, sliceSize: 8 * 1024, slicesInFlight: 4)
            let document = RepairDocuments.channel(items: 2_000)
            var workers = 0
            var count = 0
            try XMLReader(options: options).readRecords(
                RepairItem.self, at: "channel/item", from: .string(document), report: { workers = $0.workers }
            ) { _ in
                count += 1
                return .continue
            }
            #expect(workers == 2)
            #expect(count == 2_000)
        }
    }
}

/// Byte chunks as an async sequence.
struct AsyncChunks: AsyncSequence, Sendable {
    typealias Element = [UInt8]
    let chunks: [[UInt8]]
    init(_ chunks: [[UInt8]]) { self.chunks = chunks }

    struct AsyncIterator: AsyncIteratorProtocol {
        var rest: ArraySlice<[UInt8]>
        mutating func next() async -> [UInt8]? { rest.popFirst() }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(rest: chunks[...]) }
}
