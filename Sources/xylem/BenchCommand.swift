// `xylem bench [FILE]`: raw expat, a reader written by hand against expat, Xylem, XylemAtom,
// XMLParser and XMLDocument on the same corpus, then the write race (the benchmark model and
// XylemAtom written from their descriptions, XMLDocument's serializer), each run in its own
// process, reported as Markdown tables with a check that the models and the outputs agree.

import ArgumentParser
import XylemBenchKit

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract:
            "Compare Xylem with raw expat, a hand-written expat reader, XMLParser and XMLDocument on an Atom feed.",
        discussion: """
            Without FILE, a corpus of about 100 MB is generated into a temporary folder first \
            (with --small, a feed of one entry). Each run of each contender is a separate process; \
            the table shows the median time, throughput, peak resident memory and throughput \
            relative to raw expat (configured as Xylem configures it, and in expat's namespace \
            mode), and the command fails if the contenders that build the model disagree on its \
            checksum. The write race then writes the corpus back from models read whole (untimed): \
            the benchmark model and XylemAtom from their descriptions, and Foundation's XMLDocument \
            with xmlData; it reports output MB/s against XMLDocument, and fails unless every output \
            reads back as the entries the readers found. Foundation's contenders are measured by \
            xylem-bench-foundation, which is built beside xylem, so that xylem itself does not load \
            Foundation's XML.
            """)

    @Argument(help: "An Atom feed to read; a generated corpus when omitted.")
    var file: String?

    @Option(help: ArgumentHelp("Runs per contender; the median is reported.", valueName: "N"))
    var runs = 3

    @Flag(help: "Keep the generated corpus instead of deleting it.")
    var keep = false

    @Flag(
        help: ArgumentHelp(
            "Small documents: generate a feed of one entry (about 2.6 KB) and read it 2,000 times in each run, so that what a read costs before its first entry counts."
        ))
    var small = false

    @Option(
        name: .customLong("repeat"),
        help: ArgumentHelp("Times each run reads the file (default 1; 2,000 with --small).", valueName: "N"))
    var repeats: Int?

    /// Which races to run.
    enum Race: String, ExpressibleByArgument, CaseIterable {
        case all, read, write
    }

    @Option(help: ArgumentHelp("The races to run: all, read or write.", valueName: "RACE"))
    var race = Race.all

    func validate() throws {
        guard runs >= 1 else { throw ValidationError("--runs must be 1 or more.") }
        if let repeats, repeats < 1 { throw ValidationError("--repeat must be 1 or more.") }
    }

    func run() throws {
        var corpus: TemporaryCorpus?
        defer { if !keep { corpus?.remove() } }
        let path: String
        let repeats = self.repeats ?? (small ? 2000 : 1)
        if let file {
            path = file
        } else {
            let generator = small ? CorpusGenerator(entries: 1, seed: CorpusGenerator.defaultSeed) : CorpusGenerator()
            StandardError.write("Generating \(generator.entries) entries…\n")
            let made = try TemporaryCorpus(generator)
            StandardError.write("  \(made)\n")
            corpus = made
            path = made.path
        }
        let tool = BenchmarkChild.currentExecutable()
        let foundationProgram = BenchmarkChild.programBesideCurrent("xylem-bench-foundation")
        let foundationKeys = Set((ContenderLabel.foundation + [.foundationDOMWrite]).map(\.key))
        var runner = ContenderRunner(runs: runs) { request in
            foundationKeys.contains(request.key)
                ? [foundationProgram] + request.arguments : [tool, "bench-one"] + request.arguments
        }
        runner.repeats = repeats
        var label =
            file.map { "`\($0)`" }
            ?? "Generated corpus (\(small ? 1 : CorpusGenerator.defaultEntries) \(small ? "entry" : "entries"), seed \(CorpusGenerator.defaultSeed))"
        if repeats > 1 {
            label +=
                ", \(ContenderRunner.fileSize(path)) bytes, read \(repeats) times in each run (times, MB/s and entries are for all the reads of a run)"
        }
        let hasFoundation = BenchmarkChild.isExecutable(foundationProgram)
        let missing = "not measured: \(foundationProgram) is missing (building xylem builds it)"
        var problems: [String] = []
        var expected: WriteReport.Expected?
        if race != .write {
            let foundation = hasFoundation ? ContenderLabel.foundation : []
            var rows = runner.run(BenchmarkContender.standard.map(\.label) + foundation, on: path)
            for contender in ContenderLabel.foundation where !foundation.contains(contender) {
                rows.append(Self.unmeasured(contender, fileBytes: rows.first?.fileBytes ?? 0, because: missing))
            }
            let report = BenchmarkReport(file: label, rows: rows)
            print(report.document(runs: runs))
            problems += report.problems()
            expected = rows.first { $0.key == BenchmarkContender.xylem.key }.flatMap { row in
                row.summary.flatMap { summary in
                    summary.checksum.map { .init(entries: summary.entries, checksum: $0, source: row.name) }
                }
            }
        }
        if race != .read {
            if race == .all { print("") }
            let writers = BenchmarkContender.standardWrites.map(\.label) + (hasFoundation ? [.foundationDOMWrite] : [])
            var rows = runner.run(writers, on: path)
            if !hasFoundation {
                rows.append(
                    Self.unmeasured(.foundationDOMWrite, fileBytes: rows.first?.fileBytes ?? 0, because: missing))
            }
            let report = WriteReport(
                file: label, rows: rows,
                references: [.init(key: ContenderLabel.foundationDOMWrite.key, heading: "vs XMLDocument")],
                expected: expected)
            print(report.document(runs: runs))
            problems += report.problems()
        }
        if keep, let corpus { StandardError.write("Kept \(corpus.path)\n") }
        guard problems.isEmpty else {
            StandardError.write("xylem: the contenders disagree:\n" + problems.map { "  \($0)\n" }.joined())
            throw ExitCode.failure
        }
    }

    /// The row of a contender that could not be run here.
    private static func unmeasured(_ contender: ContenderLabel, fileBytes: Int, because reason: String) -> BenchmarkRow
    {
        var row = BenchmarkRow(name: contender.name, key: contender.key, fileBytes: fileBytes, failure: reason)
        row.failureIsExpected = true
        return row
    }
}
