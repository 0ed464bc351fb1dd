// The report of a benchmark: a Markdown table of rows against the raw-expat floor (and against
// expat in namespace mode, when that row was measured), and the check that every contender
// building the model produced the same entries.

/// A table of rows measured on one file.
public struct BenchmarkReport: Sendable {
    /// The file's path or description, for the heading (Markdown).
    public var file: String
    /// The rows, the raw-expat floor among them.
    public var rows: [BenchmarkRow]
    /// The key of the floor row.
    public var floorKey = BenchmarkContender.rawExpat.key
    /// The key of the second reference: expat in namespace mode, where a reader that leaves
    /// namespaces to expat starts (its column is shown only when the row was measured).
    public var namespaceFloorKey = BenchmarkContender.rawExpatNamespaces.key

    /// Creates a report.
    public init(file: String, rows: [BenchmarkRow]) {
        self.file = file
        self.rows = rows
    }

    /// A row the others are measured against: its key, the table column's heading, and how the
    /// paired sentence names its runs.
    private struct Reference {
        let key: String
        let heading: String
        let runs: String
    }

    /// The floor, then expat in namespace mode.
    private var references: [Reference] {
        [
            Reference(key: floorKey, heading: "vs raw expat", runs: "the raw-expat run"),
            Reference(
                key: namespaceFloorKey, heading: "vs namespace mode", runs: "the raw-expat run in namespace mode"),
        ]
    }

    /// The table in Markdown: median time, MB/s, peak RSS, throughput relative to the floor (and
    /// to expat in namespace mode, when measured), entries and checksum for each contender.
    public func markdown() -> String {
        let bytes = rows.first?.fileBytes ?? 0
        // A reference whose row did not run (or failed) has no column.
        let floors = references.compactMap { reference in
            rows.first(where: { $0.key == reference.key })?.summary.map {
                (heading: reference.heading, megabytesPerSecond: $0.megabytesPerSecond)
            }
        }
        var lines = [
            "\(file): \((Double(bytes) / 1e6).fixed(1)) MB",
            "",
            "| Contender | Median time | MB/s | Peak RSS | " + floors.map { "\($0.heading) | " }.joined()
                + "Entries | Checksum |",
            "| --- | ---: | ---: | ---: | " + String(repeating: "---: | ", count: floors.count) + "---: | --- |",
        ]
        for row in rows {
            guard let summary = row.summary else {
                let dashes = String(repeating: "— | ", count: 4 + floors.count)
                lines.append("| \(row.name) | " + dashes + "\(Self.cell(row.failure ?? "no result")) |")
                continue
            }
            let ratios = floors.map { (summary.megabytesPerSecond / $0.megabytesPerSecond).fixed(2) + "× | " }.joined()
            let checksum = summary.checksum.map { "`\($0)`" } ?? "n/a (count only)"
            lines.append(
                "| \(row.name) | \(summary.seconds.fixed(3)) s | \(summary.megabytesPerSecond.fixed(1)) "
                    + "| \((Double(summary.peakResidentBytes) / 1e6).fixed(0)) MB | \(ratios)\(summary.entries) | \(checksum) |"
            )
        }
        return lines.joined(separator: "\n")
    }

    /// The table followed by the machine, the number of runs and the result of the model check.
    public func document(runs: Int) -> String {
        let problems = problems()
        let check =
            problems.isEmpty
            ? "Every contender that builds the model produced the same entries and checksum."
            : "**MISMATCH:** " + problems.joined(separator: "; ") + "."
        let document =
            markdown() + "\n\n" + BenchmarkMachine.summary()
            + " Median of \(runs) run\(runs == 1 ? "" : "s") per contender, "
            + "each in its own process; MB = 10⁶ bytes; peak RSS is the whole process's VmHWM. " + check
        return ([document] + references.compactMap(pairedParagraph)).joined(separator: "\n\n")
    }

    /// Each contender's throughput against the floor (or the reference row `key`) paired round by
    /// round (see `PairedRatio`).
    public func pairedRatios(against key: String? = nil) -> [(row: BenchmarkRow, ratio: PairedRatio)] {
        let referenceKey = key ?? floorKey
        guard let reference = rows.first(where: { $0.key == referenceKey }), reference.failure == nil else { return [] }
        let referenceSeconds = reference.measurements.map(\.seconds)
        return rows.compactMap { row in
            guard row.key != referenceKey, row.failure == nil,
                let ratio = PairedRatio(
                    floorSeconds: referenceSeconds, contenderSeconds: row.measurements.map(\.seconds))
            else { return nil }
            return (row, ratio)
        }
    }

    /// The paired ratios against a reference as a sentence, with their intervals from five rounds
    /// on (fewer rounds give an interval that says nothing); nil with fewer than two rounds or
    /// without the reference's row.
    private func pairedParagraph(_ reference: Reference) -> String? {
        let paired = pairedRatios(against: reference.key)
        guard let rounds = paired.first?.ratio.rounds, rounds >= 2 else { return nil }
        let items = paired.map { row, ratio in
            "\(row.name) \(ratio.median.fixed(3))×"
                + (ratio.rounds >= 5 ? " (\(ratio.low.fixed(3))–\(ratio.high.fixed(3)))" : "")
        }
        let interval = rounds >= 5 ? " with a 95 % bootstrap interval" : ""
        return
            "Paired by round (each run against \(reference.runs) of its own round, which the machine's speed changing "
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
                problems.append(
                    "\(row.name) checksum \(checksum) differs from \(reference.name) \(expected.checksum ?? "")")
            }
        }
        return problems
    }

    /// `text` on one line, with `|` escaped and at most 160 characters, for a table cell.
    static func cell(_ text: String) -> String {
        let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ").replacing("|", with: "\\|")
        return flat.count > 160 ? String(flat.prefix(159)) + "…" : flat
    }
}
