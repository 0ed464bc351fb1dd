// The report of a write race: a Markdown table of writers on one corpus with their output
// throughput against reference writers, and the check that every output reads back, through the
// benchmark model, as the entries the readers found in the corpus.

/// A table of write contenders measured on one corpus.
public struct WriteReport: Sendable {
    /// A writer the others are compared with: its key and the heading of its column.
    public struct Reference: Sendable {
        /// The row's key.
        public var key: String
        /// The column's heading, such as `vs XMLDocument`.
        public var heading: String

        /// Creates a reference.
        public init(key: String, heading: String) {
            self.key = key
            self.heading = heading
        }
    }

    /// What the corpus reads as through the benchmark model, from a reader's verification run.
    public struct Expected: Sendable {
        /// The entries.
        public var entries: Int
        /// The checksum's ``BenchmarkChecksum/hex``.
        public var checksum: String
        /// Who read it, for messages.
        public var source: String

        /// Creates an expectation.
        public init(entries: Int, checksum: String, source: String) {
            self.entries = entries
            self.checksum = checksum
            self.source = source
        }
    }

    /// The corpus's path or description, for the heading (Markdown).
    public var file: String
    /// The writers' rows.
    public var rows: [BenchmarkRow]
    /// The writers the others are compared with, one column each when measured.
    public var references: [Reference]
    /// What every output must read back as; without it, outputs must agree with each other.
    public var expected: Expected?

    /// Creates a report.
    public init(file: String, rows: [BenchmarkRow], references: [Reference], expected: Expected? = nil) {
        self.file = file
        self.rows = rows
        self.references = references
        self.expected = expected
    }

    /// The throughput of a row's output in MB/s at its median time, and its output's size.
    private func throughput(_ row: BenchmarkRow) -> (megabytesPerSecond: Double, outputBytes: Int)? {
        guard let summary = row.summary, let bytes = row.measurements.first?.write?.outputBytes else { return nil }
        return (summary.seconds > 0 ? Double(bytes) / 1e6 / summary.seconds : 0, bytes)
    }

    /// The table in Markdown: median time of the write, output size, output MB/s, peak RSS of the
    /// process and what the write added to it, throughput relative to each reference, the
    /// untimed setup, entries and the checksum of the output read back.
    public func markdown() -> String {
        let columns = references.compactMap { reference in
            rows.first(where: { $0.key == reference.key }).flatMap(throughput).map {
                (heading: reference.heading, megabytesPerSecond: $0.megabytesPerSecond)
            }
        }
        var lines = [
            "\(file): writing it back",
            "",
            "| Writer | Median time | Output | MB/s | Peak RSS | Added by the write | "
                + columns.map { "\($0.heading) | " }.joined() + "Setup (untimed) | Entries | Read back |",
            "| --- | ---: | ---: | ---: | ---: | ---: | " + String(repeating: "---: | ", count: columns.count)
                + "---: | ---: | --- |",
        ]
        for row in rows {
            guard let summary = row.summary, let (rate, bytes) = throughput(row) else {
                let dashes = String(repeating: "— | ", count: 7 + columns.count)
                lines.append("| \(row.name) | " + dashes + "\(BenchmarkReport.cell(row.failure ?? "no result")) |")
                continue
            }
            let ratios = columns.map { (rate / $0.megabytesPerSecond).fixed(2) + "× | " }.joined()
            let added = row.measurements.compactMap { $0.write?.addedResidentBytes }.max()
            let setup = Median.of(row.measurements.map { $0.write?.setupSeconds ?? 0 })
            let readBack = summary.checksum.map { "`\($0)`" } ?? "not verified"
            lines.append(
                "| \(row.name) | \(summary.seconds.fixed(3)) s | \(megabytes(bytes)) | \(rate.fixed(1)) | "
                    + "\(megabytes(summary.peakResidentBytes)) | \(added.map(megabytes) ?? "—") | \(ratios)"
                    + "\(setup.fixed(2)) s | \(summary.entries) | \(readBack) |")
        }
        return lines.joined(separator: "\n")
    }

    private func megabytes(_ bytes: Int) -> String {
        let value = Double(bytes) / 1e6
        return (value < 10 ? value.fixed(1) : value.fixed(0)) + " MB"
    }

    /// The table, what was timed, and each writer's throughput against the references paired
    /// round by round.
    public func document(runs: Int) -> String {
        let problems = problems()
        let check =
            problems.isEmpty
            ? "Every output read back as the same entries and checksum"
                + (expected.map { " as \($0.source) reads from the corpus." } ?? ".")
            : "**MISMATCH:** " + problems.joined(separator: "; ") + "."
        let document =
            markdown() + "\n\n"
            + "Each writer holds the corpus read whole (the untimed setup: a Xylem read into the model, or "
            + "`XMLDocument(contentsOf:)`), then the write alone is timed, compact, with an XML declaration, to "
            + "a sink that counts the bytes (`xmlData` makes the whole document in memory). MB/s is of output, "
            + "MB = 10⁶ bytes; peak RSS is the whole process's VmHWM, setup included; the write's own share "
            + "is how far the resident set rose above its level when the write began. Median of \(runs) "
            + "run\(runs == 1 ? "" : "s") per writer, each in its own process; an untimed run per writer "
            + "wrote to a file, read back through the benchmark model. " + check
        return ([document] + references.compactMap(pairedParagraph)).joined(separator: "\n\n")
    }

    /// Each writer's output throughput against the reference's, paired round by round.
    public func pairedRatios(against key: String) -> [(row: BenchmarkRow, ratio: PairedRatio)] {
        guard let reference = rows.first(where: { $0.key == key }), reference.failure == nil,
            let referenceBytes = throughput(reference)?.outputBytes, referenceBytes > 0
        else { return [] }
        return rows.compactMap { row in
            guard row.key != key, row.failure == nil, let bytes = throughput(row)?.outputBytes else { return nil }
            // Throughputs of outputs of different sizes: the reference's time scaled to this output.
            let scale = Double(bytes) / Double(referenceBytes)
            return PairedRatio(
                floorSeconds: reference.measurements.map { $0.seconds * scale },
                contenderSeconds: row.measurements.map(\.seconds)
            ).map { (row, $0) }
        }
    }

    private func pairedParagraph(_ reference: Reference) -> String? {
        let paired = pairedRatios(against: reference.key)
        guard let rounds = paired.first?.ratio.rounds, rounds >= 2,
            let name = rows.first(where: { $0.key == reference.key })?.name
        else { return nil }
        let items = paired.map { row, ratio in
            "\(row.name) \(ratio.median.fixed(2))×"
                + (ratio.rounds >= 5 ? " (\(ratio.low.fixed(2))–\(ratio.high.fixed(2)))" : "")
        }
        let interval = rounds >= 5 ? " with a 95 % bootstrap interval" : ""
        return "Output throughput against \(name), paired by round, the median of \(rounds) rounds\(interval): "
            + items.joined(separator: "; ") + "."
    }

    /// The failures and disagreements: every row must succeed unless its failure is expected,
    /// its runs must write the same entries and bytes, and its output must read back as
    /// ``expected`` (or, without it, as the first verified output).
    public func problems() -> [String] {
        var problems: [String] = []
        for row in rows where row.summary == nil && !row.failureIsExpected {
            problems.append("\(row.name) failed: \(row.failure ?? "no result")")
        }
        let summaries = rows.compactMap { row in row.summary.map { (row, $0) } }
        for (row, summary) in summaries {
            let sizes = Set(row.measurements.compactMap { $0.write?.outputBytes })
            if !summary.runsAgree || sizes.count > 1 {
                problems.append("\(row.name): its runs disagree on the entries or bytes written")
            }
        }
        let verified = summaries.compactMap { row, summary in
            summary.checksum.map { (row: row, entries: summary.entries, checksum: $0) }
        }
        guard
            let reference = expected.map({ (source: $0.source, entries: $0.entries, checksum: $0.checksum) })
                ?? verified.first.map({ (source: $0.row.name, entries: $0.entries, checksum: $0.checksum) })
        else { return problems }
        for written in verified where written.entries != reference.entries || written.checksum != reference.checksum {
            problems.append(
                "the output of \(written.row.name) reads back as \(written.entries) entries, checksum "
                    + "\(written.checksum); \(reference.source): \(reference.entries), \(reference.checksum)")
        }
        return problems
    }
}
