// `xylem generate`: writes a deterministic benchmark corpus to a file or stdout: the GData-style
// Atom feed, or with `--format rss` a podcast RSS feed.

import ArgumentParser
import XylemBenchKit

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write a benchmark corpus: a GData-style Atom feed, or a podcast RSS feed.",
        discussion: """
            The same count and seed always give the same bytes. The default Atom feed of \
            \(CorpusGenerator.defaultEntries) entries makes about 100 MB \
            (\(CorpusGenerator.entriesPerMegabyte) entries per MB); the default podcast feed of \
            \(PodcastCorpusGenerator.defaultItems) items too (\(PodcastCorpusGenerator.itemsPerMegabyte) items \
            per MB), with iTunes, Podcasting 2.0 and Media RSS elements, RFC 822 dates and CDATA \
            show notes.
            """)

    /// The corpora the command writes.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case atom, rss
    }

    @Option(help: "The corpus to write: atom or rss.")
    var format = Format.atom

    @Option(help: ArgumentHelp("How many entries or items to write.", valueName: "N"))
    var entries: Int?

    @Option(help: ArgumentHelp("The seed of the pseudo-random content.", valueName: "S"))
    var seed = CorpusGenerator.defaultSeed

    @Option(
        name: .shortAndLong, help: ArgumentHelp("The file to write; standard output when omitted.", valueName: "FILE"))
    var output: String?

    func validate() throws {
        if let entries, entries < 0 { throw ValidationError("--entries must be 0 or more.") }
    }

    func run() throws {
        do {
            switch format {
            case .atom:
                let generator = CorpusGenerator(entries: entries ?? CorpusGenerator.defaultEntries, seed: seed)
                if let output { try generator.write(toFile: output) } else { try generator.write(to: 1) }
            case .rss:
                let generator = PodcastCorpusGenerator(
                    items: entries ?? PodcastCorpusGenerator.defaultItems, seed: seed)
                if let output { try generator.write(toFile: output) } else { try generator.write(to: 1) }
            }
        } catch {
            StandardError.write("xylem: \(error)\n")
            throw ExitCode.failure
        }
    }
}
