// The parallel read's oracle is the read on one thread: for random documents (well-formed and
// damaged, flat and wrapped, see SlicedDocumentGenerator), read from memory and from files, with
// slices from one byte to hundreds, several workers and windows, the records handed over, their
// order, the container handed with each, the warnings and the error (kind, line, column, byte
// offset, path) must be the same. Bounded: a fixed set of seeds per run.

import Foundation
import Testing

@testable import Xylem

/// An error or warning as a test compares it.
private struct Problem: Equatable, CustomStringConvertible {
    let kind: XMLReadError.Kind
    let line: Int
    let column: Int
    let offset: Int
    let path: String

    init(_ error: any Error) {
        let read = error as? XMLReadError
        kind = read?.kind ?? .userCode("\(error)")
        line = read?.line ?? -1
        column = read?.column ?? -1
        offset = read?.byteOffset ?? -1
        path = read?.path ?? ""
    }

    var description: String { "\(kind) at \(line):\(column) @\(offset) \(path)" }
}

/// What a record read handed over and how it ended.
private struct RecordsOutcome: Equatable, CustomStringConvertible {
    var records: [SlicedItem] = []
    var count = 0
    var stoppedEarly = false
    var warnings: [Problem] = []
    var failure: Problem?

    var description: String {
        "\(records.count) records (summary \(count)), stopped \(stoppedEarly), \(warnings.count) warnings, "
            + (failure.map { "failed: \($0)" } ?? "no failure")
    }
}

/// What a container read handed over (each record with the container as read so far) and how
/// it ended.
private struct ContainerOutcome: Equatable, CustomStringConvertible {
    var pairs: [(item: SlicedItem, root: SlicedRoot)] = []
    var root: SlicedRoot?
    var count = 0
    var prolog: [XMLMiscItem] = []
    var epilog: [XMLMiscItem] = []
    /// The prolog as the callback had it, and how many records had been handed over before.
    var prologSeen: [XMLMiscItem]?
    var recordsBeforeProlog = -1
    var failure: Problem?

    static func == (a: ContainerOutcome, b: ContainerOutcome) -> Bool {
        a.pairs.count == b.pairs.count && zip(a.pairs, b.pairs).allSatisfy { $0.item == $1.item && $0.root == $1.root }
            && a.root == b.root && a.count == b.count && a.failure == b.failure && a.prolog == b.prolog
            && a.epilog == b.epilog && a.prologSeen == b.prologSeen && a.recordsBeforeProlog == b.recordsBeforeProlog
    }

    var description: String {
        "\(pairs.count) records (summary \(count)), root \(root.map { "\($0.notes.count) notes" } ?? "none"), "
            + (failure.map { "failed: \($0)" } ?? "no failure")
    }
}

/// Reads with a parallelism and collects what the read did.
private final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var all: [ParallelReadReport] = []

    func add(_ report: ParallelReadReport) { lock.withLock { all.append(report) } }
    var slicesFromWorkers: Int { lock.withLock { all.reduce(0) { $0 + $1.slicesFromWorkers } } }
    var slicesReadInOrder: Int { lock.withLock { all.reduce(0) { $0 + $1.slicesReadInOrder } } }
    var readsAgain: Int { lock.withLock { all.filter(\.readAgain).count } }
    var parallelReads: Int { lock.withLock { all.filter { $0.workers > 0 }.count } }
}

private func records(
    _ document: SlicedDocument, _ input: XMLInput, options: XMLReader.Options, stopAfter: Int? = nil,
    reports: Reports? = nil
) -> RecordsOutcome {
    var outcome = RecordsOutcome()
    let handler: (SlicedItem) throws -> XMLStreamControl = { item in
        outcome.records.append(item)
        return outcome.records.count == stopAfter ? .stop : .continue
    }
    do {
        let reader = XMLReader(options: options)
        let summary =
            if let reports {
                try reader.readRecords(
                    SlicedItem.self, at: document.path, from: input, report: { reports.add($0) }, handler)
            } else {
                try reader.readRecords(SlicedItem.self, at: document.path, from: input, handler)
            }
        outcome.count = summary.recordCount
        outcome.stoppedEarly = summary.stoppedEarly
        outcome.warnings = summary.warnings.map { Problem($0) }
    } catch {
        outcome.failure = Problem(error)
    }
    return outcome
}

private func container(_ input: XMLInput, options: XMLReader.Options) -> ContainerOutcome {
    var outcome = ContainerOutcome()
    do {
        let (root, summary) = try XMLReader(options: options).readContainer(
            SlicedRoot.self, streaming: "item", as: SlicedItem.self, namespaces: ["": slicedNamespace], from: input,
            prolog: { items in
                outcome.prologSeen = items
                outcome.recordsBeforeProlog = outcome.pairs.count
            }
        ) { item, root in
            outcome.pairs.append((item, root))
            return .continue
        }
        outcome.root = root
        outcome.count = summary.recordCount
        outcome.prolog = summary.prolog
        outcome.epilog = summary.epilog
    } catch {
        outcome.failure = Problem(error)
    }
    return outcome
}

private func sequence(_ document: SlicedDocument, _ input: XMLInput, options: XMLReader.Options) async
    -> RecordsOutcome
{
    var outcome = RecordsOutcome()
    do {
        for try await item in XMLReader(options: options).records(SlicedItem.self, at: document.path, from: input) {
            outcome.records.append(item)
        }
        outcome.count = outcome.records.count
    } catch {
        outcome.failure = Problem(error)
    }
    return outcome
}

private func options(
    workers: Int, sliceSize: Int, inFlight: Int? = nil, base: XMLReader.Options = XMLReader.Options()
) -> XMLReader.Options {
    var options = base
    options.parallelism = XMLReader.Parallelism(workers: workers, sliceSize: sliceSize, slicesInFlight: inFlight)
    return options
}

/// The ways a document is cut in each test: workers, slice size, window.
private let cuttings: [(workers: Int, sliceSize: Int, inFlight: Int?)] = [
    (2, 1, nil), (2, 13, 1), (3, 64, 2), (2, 300, nil), (4, 29, 3),
]

extension CoreReaderTests {
    @Suite("Parallel reads: differential")
    struct ParallelDifferentialTests {
        @Test("parallel record reads of well-formed documents match a read on one thread", arguments: 0..<60)
        func parallelWellFormed(seed: Int) {
            var generator = SlicedDocumentGenerator(seed: UInt64(seed))
            let document = generator.document(shape: seed % 3 == 0 ? .wrapped : .flat)
            let expected = records(document, .bytes(document.bytes), options: XMLReader.Options())
            for cutting in cuttings {
                let reports = Reports()
                let parallel = records(
                    document, .bytes(document.bytes),
                    options: options(
                        workers: cutting.workers, sliceSize: cutting.sliceSize, inFlight: cutting.inFlight),
                    reports: reports)
                #expect(parallel == expected, "seed \(seed), \(cutting)")
                // Only a failure makes a parallel read read its input again: a good cut taken for
                // a bad one would make the read in order after it fail.
                #expect(reports.readsAgain == 0, "seed \(seed), \(cutting)")
            }
        }

        @Test("parallel record reads of damaged documents fail as a read on one thread", arguments: 0..<80)
        func parallelDamaged(seed: Int) {
            var generator = SlicedDocumentGenerator(seed: UInt64(seed) &+ 10_000)
            let document = generator.document(shape: seed % 2 == 0 ? .wrapped : .flat)
            let damaged = SlicedDocument(bytes: generator.damage(document.bytes), shape: document.shape)
            let expected = records(damaged, .bytes(damaged.bytes), options: XMLReader.Options())
            for cutting in cuttings {
                let parallel = records(
                    damaged, .bytes(damaged.bytes),
                    options: options(workers: cutting.workers, sliceSize: cutting.sliceSize, inFlight: cutting.inFlight)
                )
                #expect(parallel == expected, "seed \(seed), \(cutting)")
            }
        }

        @Test("parallel lenient reads keep the warnings of a read on one thread", arguments: 0..<30)
        func parallelLenient(seed: Int) {
            var generator = SlicedDocumentGenerator(seed: UInt64(seed) &+ 20_000)
            let document = generator.document(shape: .flat)
            let damaged = SlicedDocument(bytes: generator.damage(document.bytes), shape: document.shape)
            var lenient = XMLReader.Options()
            lenient.conversionFailures = .skip
            let expected = records(damaged, .bytes(damaged.bytes), options: lenient)
            for cutting in cuttings.prefix(3) {
                let parallel = records(
                    damaged, .bytes(damaged.bytes),
                    options: options(workers: cutting.workers, sliceSize: cutting.sliceSize, base: lenient))
                #expect(parallel == expected, "seed \(seed), \(cutting)")
            }
        }

        @Test("parallel reads under small limits fail as a read on one thread", arguments: 0..<30)
        func parallelLimits(seed: Int) {
            var generator = SlicedDocumentGenerator(seed: UInt64(seed) &+ 30_000)
            let document = generator.document(shape: seed % 2 == 0 ? .wrapped : .flat)
            var limited = XMLReader.Options()
            limited.maxTextLength = 20
            limited.maxDepth = 4
            limited.maxAttributes = 3
            let expected = records(document, .bytes(document.bytes), options: limited)
            for cutting in cuttings.prefix(3) {
                let parallel = records(
                    document, .bytes(document.bytes),
                    options: options(workers: cutting.workers, sliceSize: cutting.sliceSize, base: limited))
                #expect(parallel == expected, "seed \(seed), \(cutting)")
            }
        }

        @Test("parallel container reads hand each record with the container read so far", arguments: 0..<40)
        func parallelContainer(seed: Int) {
            var generator = SlicedDocumentGenerator(seed: UInt64(seed) &+ 40_000)
            let document = generator.document(shape: .flat)
            let bytes = seed % 3 == 2 ? generator.damage(document.bytes) : document.bytes
            let expected = container(.bytes(bytes), options: XMLReader.Options())
            for cutting in cuttings {
                let parallel = container(
                    .bytes(bytes),
                    options: options(workers: cutting.workers, sliceSize: cutting.sliceSize, inFlight: cutting.inFlight)
                )
                #expect(parallel == expected, "seed \(seed), \(cutting)")
            }
        }

        @Test("a parallel read the consumer stops hands over the records a read on one thread does", arguments: 0..<20)
        func parallelStop(seed: Int) {
            var generator = SlicedDocumentGenerator(seed: UInt64(seed) &+ 50_000)
            let document = generator.document(shape: seed % 2 == 0 ? .wrapped : .flat)
            let stopAfter = Int.random(in: 1...12, using: &generator.random)
            let expected = records(document, .bytes(document.bytes), options: XMLReader.Options(), stopAfter: stopAfter)
            for cutting in cuttings.prefix(3) {
                var parallel = records(
                    document, .bytes(document.bytes),
                    options: options(workers: cutting.workers, sliceSize: cutting.sliceSize), stopAfter: stopAfter)
                #expect(parallel.records == expected.records, "seed \(seed), \(cutting)")
                #expect(parallel.stoppedEarly == expected.stoppedEarly, "seed \(seed), \(cutting)")
                parallel.stoppedEarly = expected.stoppedEarly
            }
        }

        @Test("parallel reads of files and async sequences match a read on one thread", arguments: 0..<16)
        func parallelFilesAndSequences(seed: Int) async throws {
            var generator = SlicedDocumentGenerator(seed: UInt64(seed) &+ 60_000)
            let document = generator.document(shape: seed % 2 == 0 ? .wrapped : .flat)
            let bytes = seed % 4 == 3 ? generator.damage(document.bytes) : document.bytes
            let sliced = SlicedDocument(bytes: bytes, shape: document.shape)
            let file = try XylemTempFile(contents: Data(bytes))
            defer { file.remove() }
            let expected = records(sliced, .bytes(bytes), options: XMLReader.Options())
            let sequentialSequence = await sequence(sliced, .bytes(bytes), options: XMLReader.Options())
            for cutting in cuttings.prefix(3) {
                let parallelOptions = options(workers: cutting.workers, sliceSize: cutting.sliceSize)
                #expect(records(sliced, .file(file.path), options: parallelOptions) == expected, "seed \(seed)")
                // A sequence hands over the records parsed before an error in blocks, and drops
                // those of the block where it fails, however it reads: the records it hands
                // over are the first ones of the document, and the error is the same.
                for input in [XMLInput.bytes(bytes), .file(file.path)] {
                    let parallel = await sequence(sliced, input, options: parallelOptions)
                    #expect(parallel.failure == sequentialSequence.failure, "seed \(seed), \(cutting)")
                    #expect(expected.records.starts(with: parallel.records), "seed \(seed), \(cutting)")
                    if parallel.failure == nil {
                        #expect(parallel.records == expected.records, "seed \(seed), \(cutting)")
                    }
                }
            }
        }

        @Test("the differential runs cut documents between records and read bad cuts again")
        func parallelCoverage() {
            // Runs after nothing in particular: each check reads a fresh batch of documents.
            let reports = Reports()
            for seed in 0..<30 {
                var generator = SlicedDocumentGenerator(seed: UInt64(seed) &+ 70_000)
                let document = generator.document(shape: seed % 2 == 0 ? .wrapped : .flat)
                let damaged = seed % 3 == 0 ? generator.damage(document.bytes) : document.bytes
                _ = records(
                    SlicedDocument(bytes: damaged, shape: document.shape), .bytes(damaged),
                    options: options(workers: 2, sliceSize: 16), reports: reports)
            }
            #expect(reports.parallelReads > 10)
            #expect(reports.slicesFromWorkers > 20)
            #expect(reports.slicesReadInOrder > 10)
            #expect(reports.readsAgain > 0)
        }
    }
}
