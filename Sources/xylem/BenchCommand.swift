// `xylem bench [FILE]`: raw expat, a reader written by hand against expat, Xylem, XylemAtom,
// XMLParser and XMLDocument on the same corpus, each run in its own process, reported as a
// Markdown table with a check that the models agree.

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
            checksum. Foundation's readers are measured by xylem-bench-foundation, which is built \
            beside xylem, so that xylem itself does not load Foundation's XML.
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
        let foundationKeys = Set(ContenderLabel.foundation.map(\.key))
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
        let foundation = BenchmarkChild.isExecutable(foundationProgram) ? ContenderLabel.foundation : []
        var rows = runner.run(BenchmarkContender.standard.map(\.label) + foundation, on: path)
        for contender in ContenderLabel.foundation where !foundation.contains(contender) {
            var row = BenchmarkRow(
                name: contender.name, key: contender.key, fileBytes: rows.first?.fileBytes ?? 0,
                failure: "not measured: \(foundationProgram) is missing (building xylem builds it)")
            row.failureIsExpected = true
            rows.append(row)
        }
        let report = BenchmarkReport(file: label, rows: rows)
        if keep, let corpus { StandardError.write("Kept \(corpus.path)\n") }
        print(report.document(runs: runs))
        let problems = report.problems()
        guard problems.isEmpty else {
            StandardError.write("xylem: the contenders disagree:\n" + problems.map { "  \($0)\n" }.joined())
            throw ExitCode.failure
        }
    }
}
