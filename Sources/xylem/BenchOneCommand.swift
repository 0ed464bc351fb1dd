// `xylem bench-one CONTENDER FILE` (hidden): one measured run in a fresh process, started by
// `xylem bench`, printing one JSON line with time, entries, checksum and peak memory.

import ArgumentParser
import XylemBenchKit

struct BenchOneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-one",
        abstract: "Measure one contender once and print the result as JSON (used by `bench`).",
        shouldDisplay: false)

    @Argument(help: "raw-expat, xylem, xmlparser or xmldocument.")
    var contender: String

    @Argument(help: "The corpus file.")
    var file: String

    func run() throws {
        let status = BenchmarkChild.runChild(key: contender, path: file, contenders: BenchmarkContender.standard)
        if status != 0 { throw ExitCode(status) }
    }
}
