// `xylem generate`: writes the deterministic GData-style Atom benchmark corpus to a file or stdout.

import ArgumentParser
import XylemBenchKit

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write the benchmark corpus, a GData-style Atom feed.",
        discussion: """
            The same entries and seed always give the same bytes. The default of \
            \(CorpusGenerator.defaultEntries) entries makes about 100 MB \
            (\(CorpusGenerator.entriesPerMegabyte) entries per MB).
            """)

    @Option(help: ArgumentHelp("How many entries to write.", valueName: "N"))
    var entries = CorpusGenerator.defaultEntries

    @Option(help: ArgumentHelp("The seed of the pseudo-random content.", valueName: "S"))
    var seed = CorpusGenerator.defaultSeed

    @Option(
        name: .shortAndLong, help: ArgumentHelp("The file to write; standard output when omitted.", valueName: "FILE"))
    var output: String?

    func validate() throws {
        guard entries >= 0 else { throw ValidationError("--entries must be 0 or more.") }
    }

    func run() throws {
        let generator = CorpusGenerator(entries: entries, seed: seed)
        do {
            if let output { try generator.write(toFile: output) } else { try generator.write(to: 1) }
        } catch {
            StandardError.write("xylem: \(error)\n")
            throw ExitCode.failure
        }
    }
}
