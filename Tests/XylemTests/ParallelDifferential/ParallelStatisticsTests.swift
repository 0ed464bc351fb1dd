// A statistics pass on several threads counts what a pass on one thread counts, and fails as it
// fails, for random documents (SlicedDocumentGenerator) cut many ways, from memory and files.

import Foundation
import Testing

@testable import Xylem

/// A pass's result, comparable.
private enum StatisticsOutcome: Equatable {
    case statistics(XMLStatistics)
    case failure(XMLReadError.Kind, line: Int, column: Int, offset: Int, path: String)
    case other(String)

    init(_ input: XMLInput, options: XMLReader.Options, report: ((ParallelReadReport) -> Void)? = nil) {
        do {
            if let report {
                self = .statistics(try XMLStatistics.collect(from: input, options: options, report: report))
            } else {
                self = .statistics(try XMLStatistics.collect(from: input, options: options))
            }
        } catch let error as XMLReadError {
            self = .failure(
                error.kind, line: error.line, column: error.column, offset: error.byteOffset, path: error.path)
        } catch {
            self = .other("\(error)")
        }
    }
}

private func parallelOptions(workers: Int, sliceSize: Int, inFlight: Int? = nil) -> XMLReader.Options {
    var options = XMLReader.Options()
    options.parallelism = XMLReader.Parallelism(workers: workers, sliceSize: sliceSize, slicesInFlight: inFlight)
    return options
}

extension CoreReaderTests {
    @Suite("Parallel statistics: differential")
    struct ParallelStatisticsTests {
        @Test("parallel statistics passes count and fail as a pass on one thread", arguments: 0..<60)
        func parallelStatistics(seed: Int) throws {
            var generator = SlicedDocumentGenerator(seed: UInt64(seed) &+ 80_000)
            let document = generator.document(shape: seed % 3 == 0 ? .wrapped : .flat)
            let bytes = seed % 4 == 3 ? generator.damage(document.bytes) : document.bytes
            let expected = StatisticsOutcome(.bytes(bytes), options: XMLReader.Options())
            for (workers, sliceSize, inFlight) in [(2, 1, nil), (2, 37, 2), (3, 200, nil)] as [(Int, Int, Int?)] {
                let options = parallelOptions(workers: workers, sliceSize: sliceSize, inFlight: inFlight)
                #expect(StatisticsOutcome(.bytes(bytes), options: options) == expected, "seed \(seed), \(sliceSize)")
            }
            if seed % 5 == 0 {
                let file = try XylemTempFile(contents: Data(bytes))
                defer { file.remove() }
                #expect(
                    StatisticsOutcome(.file(file.path), options: parallelOptions(workers: 2, sliceSize: 50)) == expected
                )
            }
        }

        @Test("parallel statistics passes count slices on workers and read bad cuts again")
        func parallelStatisticsCoverage() {
            var workerSlices = 0
            var inOrderSlices = 0
            var passes = 0
            for seed in 0..<30 {
                var generator = SlicedDocumentGenerator(seed: UInt64(seed) &+ 90_000)
                let document = generator.document(shape: .flat)
                _ = StatisticsOutcome(.bytes(document.bytes), options: parallelOptions(workers: 2, sliceSize: 16)) {
                    passes += $0.workers > 0 ? 1 : 0
                    workerSlices += $0.slicesFromWorkers
                    inOrderSlices += $0.slicesReadInOrder
                }
            }
            #expect(passes > 10)
            #expect(workerSlices > 20)
            #expect(inOrderSlices > 10)
        }
    }
}
