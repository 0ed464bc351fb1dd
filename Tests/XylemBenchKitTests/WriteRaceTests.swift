// The write race: every writer's output must read back as the entries the readers find in the
// corpus, and the report must flag an output that does not, and compare throughputs of outputs.

import Foundation
import Testing

@testable import XylemBenchKit
@testable import xylem_bench_foundation

@Suite("Write race")
struct WriteRaceTests {
    @Test("every writer's output reads back as the entries Xylem reads from the corpus")
    func writersAgree() throws {
        let corpus = try TemporaryCorpus(CorpusGenerator(entries: 120, seed: 13))
        defer { corpus.remove() }
        let expected = try BenchmarkContender.xylem.run(corpus.path, .checksum)
        for writer in BenchmarkContender.standardWrites + BenchmarkContender.foundationWrites {
            let verified = try writer.run(corpus.path, .checksum)
            #expect(verified.entries == 120, "\(writer.name)")
            #expect(verified.checksum == expected.checksum, "\(writer.name)")
            let timed = try writer.run(corpus.path, .count)
            #expect(timed.entries == 120, "\(writer.name)")
            #expect(timed.checksum == nil, "\(writer.name)")
            let bytes = try #require(timed.write?.outputBytes, "\(writer.name)")
            #expect(bytes > 50_000 && bytes == verified.write?.outputBytes, "\(writer.name)")
        }
    }

    /// A writer's row: one run per round, `bytes` written in each, read back as `checksum`.
    private func row(_ key: String, seconds: [Double], bytes: Int, checksum: String) -> BenchmarkRow {
        var row = BenchmarkRow(name: key, key: key, fileBytes: 1_000_000)
        let write = BenchmarkWrite(
            seconds: 0, outputBytes: bytes, setupSeconds: 0.5, setupPeakResidentBytes: 1 << 20,
            addedResidentBytes: 1 << 16)
        row.measurements = seconds.map {
            var measurement = BenchmarkMeasurement(
                contender: key, seconds: $0, entries: 10, checksum: nil, peakResidentBytes: 1 << 21)
            measurement.write = write
            return measurement
        }
        row.verification = BenchmarkMeasurement(
            contender: key, seconds: 1, entries: 10, checksum: checksum, peakResidentBytes: 1 << 21)
        return row
    }

    @Test("throughput is of output, so a writer of half the bytes in half the time is as fast")
    func outputThroughput() throws {
        let report = WriteReport(
            file: "feed",
            rows: [
                row("reference", seconds: [2, 2, 2], bytes: 100_000_000, checksum: "a"),
                row("half", seconds: [1, 1, 1], bytes: 50_000_000, checksum: "a"),
                row("fast", seconds: [0.5, 0.5, 0.5], bytes: 100_000_000, checksum: "a"),
            ],
            references: [.init(key: "reference", heading: "vs reference")],
            expected: .init(entries: 10, checksum: "a", source: "the reader"))
        let table = report.markdown()
        #expect(table.contains("| half | 1.000 s | 50 MB | 50.0 | 2.1 MB | 0.1 MB | 1.00× |"))
        #expect(table.contains("| fast | 0.500 s | 100 MB | 200.0 | 2.1 MB | 0.1 MB | 4.00× |"))
        let paired = report.pairedRatios(against: "reference")
        #expect(paired.map(\.row.key) == ["half", "fast"])
        #expect(paired.map { $0.ratio.median } == [1, 4])
        #expect(report.problems().isEmpty)
    }

    @Test("an output that reads back differently, and a failed writer, are problems")
    func problems() throws {
        var failed = BenchmarkRow(name: "broken", key: "broken", fileBytes: 1, failure: "no output")
        let report = WriteReport(
            file: "feed",
            rows: [
                row("good", seconds: [1], bytes: 10, checksum: "a"),
                row("wrong", seconds: [1], bytes: 10, checksum: "b"), failed,
            ],
            references: [], expected: .init(entries: 10, checksum: "a", source: "the reader"))
        let problems = report.problems()
        #expect(problems.count == 2)
        #expect(problems.contains { $0.contains("broken failed") })
        #expect(problems.contains { $0.contains("the output of wrong reads back as 10 entries, checksum b") })
        failed.failureIsExpected = true
        #expect(WriteReport(file: "feed", rows: [failed], references: []).problems().isEmpty)
    }
}
