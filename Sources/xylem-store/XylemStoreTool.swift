// `xylem-store`: the database commands of the `xylem` tool (`xylem import`, `xylem sync`), a
// program of their own because SQLite's Swift layer loads Foundation, which `xylem` itself does
// not; `xylem` runs this program in its place for those two commands.

import ArgumentParser

@main
struct XylemStoreTool: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "xylem",
        abstract: "Import feeds into SQLite.",
        subcommands: [ImportCommand.self, SyncCommand.self])
}
