// `compare`: Xylem against other Swift XML readers and writers. Measures every reader on the file
// in child processes, and when the file is too large for the contenders limited to 10,000,000
// bytes, all of them again on a generated corpus below that limit; then the writers on the file
// XMLCoder can take (the smaller one).

import BenchKit
import Foundation

@main
enum Compare {
    static func main() {
        do {
            switch try CompareCommand.parse(Array(CommandLine.arguments.dropFirst())) {
            case .help:
                print(CompareCommand.usage)
            case .runOne(let request):
                exit(
                    BenchmarkChild.runChild(
                        key: request.key, path: request.path,
                        contenders: BenchmarkContender.all + BenchmarkContender.allWrites,
                        consumer: request.consumer, repeats: request.repeats))
            case .compare(let file, let runs, let keep):
                exit(try compare(file: file, runs: runs, keep: keep) ? 0 : 1)
            }
        } catch {
            FileHandle.standardError.write(Data("compare: \(error)\n".utf8))
            exit(2)
        }
    }

    /// Prints the tables; returns false when the contenders disagree.
    static func compare(file: String?, runs: Int, keep: Bool) throws -> Bool {
        var corpora: [TemporaryCorpus] = []
        defer {
            for corpus in corpora {
                if keep { log("Kept \(corpus.path)") } else { corpus.remove() }
            }
        }
        let path: String
        if let file {
            path = file
        } else {
            log("Generating \(CorpusGenerator.defaultEntries) entries…")
            let corpus = try TemporaryCorpus(CorpusGenerator())
            log("  \(corpus)")
            corpora.append(corpus)
            path = corpus.path
        }
        let program = BenchmarkChild.currentExecutable()
        let runner = ContenderRunner(runs: runs) { request in [program, "run-one"] + request.arguments }
        let bytes = ContenderRunner.fileSize(path)
        log("Measuring on \(path)…")
        let rows = runner.run(BenchmarkContender.all.map(\.label), on: path).map { row in
            var row = row
            if row.failure != nil, let limit = BenchmarkContender.all.first(where: { $0.key == row.key })?.byteLimit,
                bytes > limit
            {
                row.failure =
                    "failed, as XMLParser(data:) does on Linux over \(limit) bytes (see the next table): \(row.failure!)"
                row.failureIsExpected = true
            }
            return row
        }
        let label = file.map { "`\($0)`" } ?? "Generated corpus (\(CorpusGenerator.defaultEntries) entries, seed 1)"
        var reports = [BenchmarkReport(file: label, rows: rows)]

        if let limit = BenchmarkContender.all.compactMap(\.byteLimit).min(), bytes > limit {
            let entries = CorpusGenerator.entries(forMegabytes: Double(limit) * 0.95 / 1e6)
            log("Generating \(entries) entries for the contenders limited to \(limit) bytes…")
            let small = try TemporaryCorpus(CorpusGenerator(entries: entries), name: "feed-small.xml")
            log("  \(small)")
            corpora.append(small)
            log("Measuring on \(small.path)…")
            reports.append(
                BenchmarkReport(
                    file: "Generated corpus (\(entries) entries, seed 1)",
                    rows: runner.run(BenchmarkContender.all.map(\.label), on: small.path)))
        }

        // The writers on the corpus every reader took, checked against what Xylem read from it.
        let writeCorpus = reports.count > 1 ? corpora[corpora.count - 1].path : path
        let writeLabel = reports[reports.count - 1].file
        log("Measuring the writers on \(writeCorpus)…")
        let expected = reports[reports.count - 1].rows.first { $0.key == BenchmarkContender.xylem.key }.flatMap { row in
            row.summary.flatMap { summary in
                summary.checksum.map { WriteReport.Expected(entries: summary.entries, checksum: $0, source: row.name) }
            }
        }
        let writes = WriteReport(
            file: writeLabel, rows: runner.run(BenchmarkContender.allWrites.map(\.label), on: writeCorpus),
            references: [
                .init(key: ContenderLabel.xmlCoderWrite.key, heading: "vs XMLCoder"),
                .init(key: ContenderLabel.foundationDOMWrite.key, heading: "vs XMLDocument"),
            ],
            expected: expected)

        let problems = reports.flatMap { $0.problems() } + writes.problems()
        print(reports.map { $0.markdown() }.joined(separator: "\n\n"))
        print("")
        print(writes.document(runs: runs))
        print("")
        print(
            BenchmarkMachine.summary()
                + " Median of \(runs) run\(runs == 1 ? "" : "s") per contender, each in its own process; "
                + "MB = 10⁶ bytes; peak RSS is the whole process's VmHWM.")
        print(
            problems.isEmpty
                ? "Every contender that builds the model produced the same entries and checksum as Xylem."
                : "**MISMATCH:** " + problems.joined(separator: "; ") + ".")
        return problems.isEmpty
    }

    static func log(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
