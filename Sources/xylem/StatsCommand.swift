// `xylem stats [FILE]`: streams a document once through XMLStatistics and reports what it holds
// and how fast it was read.

import ArgumentParser
import Xylem

struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Count the elements, attributes, names and namespaces of an XML document.",
        discussion: """
            The document is streamed, never loaded whole. A progress bar is shown on standard \
            error when it is a terminal and the file is larger than 50 MB.
            """)

    /// Inputs above this size get a progress bar: smaller ones finish before it would help.
    static let progressThreshold = 50_000_000

    @Argument(help: "The XML file to read; standard input when omitted or '-'.")
    var file: String?

    @Option(help: ArgumentHelp("How many of the most frequent element names to list.", valueName: "N"))
    var top = 20

    @Flag(help: "Print one JSON object instead of a table.")
    var json = false

    @Option(
        help: ArgumentHelp(
            "Threads that count; by default one per core for files of 8 MiB and more, one otherwise.",
            valueName: "N"))
    var jobs: Int?

    func validate() throws {
        guard top >= 0 else { throw ValidationError("--top must be 0 or more.") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more.") }
    }

    func run() throws {
        let path = file ?? "-"
        let input: XMLInput = path == "-" ? .fileDescriptor(0) : .file(path)
        let showsProgress = StandardError.isTerminal
        var bar: ProgressBar?
        let clock = ContinuousClock()
        let start = clock.now
        let statistics: XMLStatistics
        do {
            var options = XMLReader.Options()
            options.parallelism = jobs.map { XMLReader.Parallelism(workers: $0) } ?? .automatic
            statistics = try XMLStatistics.collect(from: input, options: options) { read, total in
                guard showsProgress, let total, total > Self.progressThreshold else {
                    return
                }
                if bar == nil { bar = ProgressBar(total: total, start: start) }
                bar?.update(read)
            }
        } catch {
            bar?.clear()
            // The error's own one-line description, not ArgumentParser's report of it.
            StandardError.write("xylem: \(error)\n")
            throw ExitCode.failure
        }
        let elapsed = clock.now - start
        bar?.clear()
        let report = StatsReport(
            file: path == "-" ? nil : path, statistics: statistics, elapsed: elapsed, top: top)
        print(json ? try report.json() : report.table())
    }
}
