// The `xylem` command: a root that only dispatches to its subcommands (the database commands to
// the program `xylem-store`, before their arguments are parsed).

import ArgumentParser

@main
struct Xylem: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "xylem",
        abstract: "Tools for streaming XML with Xylem.",
        version: ToolVersion.line,
        subcommands: [
            StatsCommand.self, GenerateCommand.self, BenchCommand.self, BenchOneCommand.self, AtomCommand.self,
            RoundtripCommand.self, FeedCommand.self, SplitCommand.self, RecordsCommand.self, ImportForwardCommand.self,
            SyncForwardCommand.self,
        ])

    static func main() {
        StorePrograms.handOverIfAsked()
        main(nil)
    }
}
