// `xylem bench-one CONTENDER FILE [--checksum]` (hidden): one measured run in a fresh process,
// started by `xylem bench`, printing one JSON line with time, entries, checksum and peak memory.

import ArgumentParser
import XylemBenchKit

struct BenchOneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-one",
        abstract: "Measure one contender once and print the result as JSON (used by `bench`).",
        shouldDisplay: false)

    @Argument(
        help: """
            raw-expat, raw-expat-ns, expat-by-hand, xylem, xylem-atom, xylem-atom-ignore, \
            xylem-2-workers, xylem-atom-2-workers, xylem-atom-4-workers, write-xylem, write-xylem-atom, \
            xylem-rss-items or xylem-feed (xylem-bench-foundation measures xmlparser, xmldocument, \
            write-xmldocument and podcast-xmlparser).
            """)
    var contender: String

    @Argument(help: "The corpus file.")
    var file: String

    @Flag(
        help: ArgumentHelp(
            "Fold every entry into the checksum (the verification run) instead of counting it; a writer writes to a file and reads it back."
        ))
    var checksum = false

    @Option(
        name: .customLong("repeat"),
        help: ArgumentHelp("Read the file this many times, one read after another.", valueName: "N"))
    var repeats = 1

    func run() throws {
        let status = BenchmarkChild.runChild(
            key: contender, path: file,
            contenders: BenchmarkContender.standard + BenchmarkContender.standardWrites
                + BenchmarkContender.podcast,
            consumer: checksum ? .checksum : .count,
            repeats: repeats)
        if status != 0 { throw ExitCode(status) }
    }
}
