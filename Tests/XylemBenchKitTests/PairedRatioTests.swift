// The benchmark's paired ratios: what the report states about a contender near a target (0.8× the
// floor) must come from rounds paired as they were measured, and must not change from one report
// of the same times to the next.

import Testing

@testable import XylemBenchKit

@Suite("Paired ratios against the floor")
struct PairedRatioTests {
    /// A row of a 100 MB file read in `seconds`, one run per round, ten entries each.
    private func row(_ contender: BenchmarkContender, _ seconds: [Double]) -> BenchmarkRow {
        var row = BenchmarkRow(name: contender.name, key: contender.key, fileBytes: 100_000_000)
        row.measurements = seconds.map {
            BenchmarkMeasurement(
                contender: contender.key, seconds: $0, entries: 10, checksum: nil, peakResidentBytes: 1 << 20)
        }
        return row
    }

    @Test("A contender twice as slow as the floor in every round is at 0.5×, with no spread")
    func constantRatio() throws {
        let ratio = try #require(PairedRatio(floorSeconds: [0.4, 0.41, 0.39], contenderSeconds: [0.8, 0.82, 0.78]))
        #expect(abs(ratio.median - 0.5) < 1e-12)
        #expect(abs(ratio.low - 0.5) < 1e-12 && abs(ratio.high - 0.5) < 1e-12)
        #expect(ratio.rounds == 3)
    }

    @Test("Each round's ratio comes from its own times: rounds at different machine speeds do not widen the figure")
    func pairingCancelsDrift() throws {
        // The machine runs at full speed in rounds 1, 3 and 5 and at half speed in rounds 2 and 4;
        // the contender takes 1.25× the floor's time in every round.
        let floor = [1.0, 2.0, 1.0, 2.0, 1.0]
        let contender = floor.map { $0 * 1.25 }
        let ratio = try #require(PairedRatio(floorSeconds: floor, contenderSeconds: contender))
        #expect(abs(ratio.median - 0.8) < 1e-12)
        #expect(abs(ratio.low - 0.8) < 1e-12 && abs(ratio.high - 0.8) < 1e-12)
    }

    @Test("The interval holds the median, lies within the rounds' ratios, and is the same every time")
    func intervalIsDeterministicAndBounded() throws {
        var generator = SplitMix64(seed: 7)
        let floor = (0..<41).map { _ in 0.39 + Double(generator.below(200)) / 10_000 }
        let contender = floor.map { $0 / (0.78 + Double(generator.below(400)) / 10_000) }
        let ratios = zip(floor, contender).map { $0 / $1 }
        let first = try #require(PairedRatio(floorSeconds: floor, contenderSeconds: contender))
        let second = try #require(PairedRatio(floorSeconds: floor, contenderSeconds: contender))
        #expect(first == second)
        #expect(first.low <= first.median && first.median <= first.high)
        #expect(first.low >= ratios.min()! && first.high <= ratios.max()!)
        #expect(first.low < first.high)
        #expect(abs(first.median - Median.of(ratios)) < 1e-12)
    }

    @Test("Only complete pairs of positive times count; none at all gives no ratio")
    func incompletePairs() throws {
        let ratio = try #require(PairedRatio(floorSeconds: [1, 1, 1, 1], contenderSeconds: [2, 0, 2]))
        #expect(ratio.rounds == 2)
        #expect(PairedRatio(floorSeconds: [], contenderSeconds: [1]) == nil)
        #expect(PairedRatio(floorSeconds: [1], contenderSeconds: [0]) == nil)
    }

    @Test("The report states each contender's paired ratio, with its interval from five rounds on")
    func reportParagraph() {
        let floor = [0.40, 0.41, 0.40, 0.39, 0.40]
        let report = BenchmarkReport(
            file: "feed", rows: [row(.rawExpat, floor), row(.xylem, floor.map { $0 / 0.8 })])
        let document = report.document(runs: 5)
        #expect(document.contains("Paired by round"))
        #expect(document.contains("Xylem readRecords 0.800× (0.800–0.800)"))
        let short = BenchmarkReport(file: "feed", rows: [row(.rawExpat, [0.4, 0.4]), row(.xylem, [0.5, 0.5])])
        #expect(short.document(runs: 2).contains("Xylem readRecords 0.800×."))
        let single = BenchmarkReport(file: "feed", rows: [row(.rawExpat, [0.4]), row(.xylem, [0.5])])
        #expect(!single.document(runs: 1).contains("Paired by round"))
        #expect(!single.markdown().contains("vs namespace mode"))
    }

    @Test("With expat's namespace mode measured, the report gives each contender's ratio to both floors")
    func namespaceModeReference() throws {
        let floor = [0.40, 0.41, 0.40, 0.39, 0.40]
        let report = BenchmarkReport(
            file: "feed",
            rows: [
                row(.rawExpat, floor), row(.rawExpatNamespaces, floor.map { $0 * 1.04 }),
                row(.xylem, floor.map { $0 / 0.8 }),
            ])
        let table = report.markdown()
        #expect(table.contains("| vs raw expat | vs namespace mode |"))
        // 100 MB in 0.5 s against 0.4 s and 0.416 s.
        #expect(table.contains("| Xylem readRecords | 0.500 s | 200.0 | 1 MB | 0.80× | 0.83× | 10 |"))
        let document = report.document(runs: 5)
        #expect(document.contains("against the raw-expat run of its own round"))
        #expect(document.contains("against the raw-expat run in namespace mode of its own round"))
        #expect(document.contains("Xylem readRecords 0.832× (0.832–0.832)"))
        // Without the plain floor's row, the namespace-mode column is the only one, and named so.
        let withoutPlain = BenchmarkReport(
            file: "feed", rows: [row(.rawExpatNamespaces, floor), row(.xylem, floor.map { $0 / 0.8 })])
        #expect(withoutPlain.markdown().contains("| Peak RSS | vs namespace mode | Entries |"))
        #expect(!withoutPlain.markdown().contains("vs raw expat"))
        let againstNamespaces = report.pairedRatios(against: BenchmarkContender.rawExpatNamespaces.key)
        #expect(againstNamespaces.map(\.row.key) == ["raw-expat", "xylem"])
        let xylem = try #require(againstNamespaces.last)
        #expect(abs(xylem.ratio.median - 0.832) < 1e-9)
    }
}
