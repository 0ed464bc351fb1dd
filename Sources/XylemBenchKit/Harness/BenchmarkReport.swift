// The report of a benchmark: a Markdown table of rows against the raw-expat floor, and the check
// that every contender building the model produced the same entries.

import Foundation

/// A table of rows measured on one file.
public struct BenchmarkReport: Sendable {
    /// The file's path or description, for the heading (Markdown).
    public var file: String
    /// The rows, the raw-expat floor among them.
    public var rows: [BenchmarkRow]
    /// The key of the floor row.
    public var floorKey = BenchmarkContender.rawExpat.key

    /// Creates a report.
    public init(file: String, rows: [BenchmarkRow]) {
        self.file = file
        self.rows = rows
    }

    /// The table in Markdown: median time, MB/s, peak RSS, throughput relative to the floor,
    /// entries and checksum for each contender.
    public func markdown() -> String {
        let bytes = rows.first?.fileBytes ?? 0
        let floor = rows.first(where: { $0.key == floorKey })?.summary?.megabytesPerSecond
        var lines = [
            "\(file): \(format(Double(bytes) / 1e6, 1)) MB",
            "",
            "| Contender | Median time | MB/s | Peak RSS | vs raw expat | Entries | Checksum |",
            "| --- | ---: | ---: | ---: | ---: | ---: | --- |",
        ]
        for row in rows {
            guard let summary = row.summary else {
                lines.append("| \(row.name) | — | — | — | — | — | \(cell(row.failure ?? "no result")) |")
                continue
            }
            let ratio = floor.map { format(summary.megabytesPerSecond / $0, 2) + "×" } ?? "—"
            let checksum = summary.checksum.map { "`\($0)`" } ?? "n/a (count only)"
            lines.append(
                "| \(row.name) | \(format(summary.seconds, 3)) s | \(format(summary.megabytesPerSecond, 1)) "
                    + "| \(format(Double(summary.peakResidentBytes) / 1e6, 0)) MB | \(ratio) | \(summary.entries) | \(checksum) |")
        }
        return lines.joined(separator: "\n")
    }

    /// The table followed by the machine, the number of runs and the result of the model check.
    public func document(runs: Int) -> String {
        let problems = problems()
        let check = problems.isEmpty
            ? "Every contender that builds the model produced the same entries and checksum."
            : "**MISMATCH:** " + problems.joined(separator: "; ") + "."
        let document = markdown() + "\n\n" + BenchmarkMachine.summary() + " Median of \(runs) run\(runs == 1 ? "" : "s") per contender, "
            + "each in its own process; MB = 10⁶ bytes; peak RSS is the whole process's VmHWM. " + check
        guard let paired = pairedParagraph() else { return document }
        return document + "\n\n" + paired
    }

    /// Each contender's throughput against the floor paired round by round (see `PairedRatio`).
    public func pairedRatios() -> [(row: BenchmarkRow, ratio: PairedRatio)] {
        guard let floor = rows.first(where: { $0.key == floorKey }), floor.failure == nil else { return [] }
        let floorSeconds = floor.measurements.map(\.seconds)
        return rows.compactMap { row in
            guard row.key != floorKey, row.failure == nil,
                let ratio = PairedRatio(floorSeconds: floorSeconds, contenderSeconds: row.measurements.map(\.seconds))
            else { return nil }
            return (row, ratio)
        }
    }

    /// The paired ratios as a sentence, with their intervals from five rounds on (fewer rounds
    /// give an interval that says nothing); nil with fewer than two rounds.
    func pairedParagraph() -> String? {
        let paired = pairedRatios()
        guard let rounds = paired.first?.ratio.rounds, rounds >= 2 else { return nil }
        let items = paired.map { row, ratio in
            "\(row.name) \(format(ratio.median, 3))×" + (ratio.rounds >= 5 ? " (\(format(ratio.low, 3))–\(format(ratio.high, 3)))" : "")
        }
        let interval = rounds >= 5 ? " with a 95 % bootstrap interval" : ""
        return "Paired by round (each run against the raw-expat run of its own round, which the machine's speed changing "
            + "between rounds moves less than the ratio of medians above), the median of \(rounds) rounds\(interval): "
            + items.joined(separator: "; ") + "."
    }

    /// The failures and disagreements between rows: every row must succeed unless its failure is
    /// expected, every row that reports a checksum must report the same entries and checksum as
    /// the first such row, every run of a row the same as its first, and the floor must count the
    /// same entries. Empty when all is well.
    public func problems() -> [String] {
        var problems: [String] = []
        for row in rows where row.summary == nil && !row.failureIsExpected {
            problems.append("\(row.name) failed: \(row.failure ?? "no result")")
        }
        let summaries = rows.compactMap { row in row.summary.map { (row, $0) } }
        for (row, summary) in summaries where !summary.runsAgree {
            problems.append("\(row.name): its runs disagree on the number of entries")
        }
        guard let (reference, expected) = summaries.first(where: { $0.1.checksum != nil }) else { return problems }
        for (row, summary) in summaries where row.key != reference.key {
            if summary.entries != expected.entries {
                problems.append("\(row.name) read \(summary.entries) entries, \(reference.name) \(expected.entries)")
            } else if let checksum = summary.checksum, checksum != expected.checksum {
                problems.append("\(row.name) checksum \(checksum) differs from \(reference.name) \(expected.checksum ?? "")")
            }
        }
        return problems
    }

    private func cell(_ text: String) -> String {
        let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ").replacingOccurrences(of: "|", with: "\\|")
        return flat.count > 160 ? String(flat.prefix(159)) + "…" : flat
    }
}

/// `value` with `digits` decimals, independent of the locale.
func format(_ value: Double, _ digits: Int) -> String {
    value.isFinite ? String(format: "%.\(digits)f", value) : "—"
}
