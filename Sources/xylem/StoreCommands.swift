// `xylem import` and `xylem sync` run the program `xylem-store`, built beside `xylem`: SQLite's
// Swift layer loads Foundation, which the reading commands must not pay for at start-up. The
// commands here exist for `xylem --help`; the arguments are handed over before they are parsed.

import ArgumentParser
import XylemBenchKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

enum StorePrograms {
    /// The subcommands `xylem-store` runs.
    static let commands: Set<String> = ["import", "sync"]

    /// Replaces this process with `xylem-store` and the same arguments when the first one names
    /// one of its commands; returns otherwise. A failure to start it exits with a message.
    static func handOverIfAsked(_ arguments: [String] = CommandLine.arguments) {
        guard arguments.count > 1, commands.contains(arguments[1]) else { return }
        let program = BenchmarkChild.programBesideCurrent("xylem-store")
        var argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments.dropFirst()).map { strdup($0) }
        argv.append(nil)
        execv(program, argv)
        let reason = String(cString: strerror(errno))
        StandardError.write("xylem: cannot run \(program), which runs `xylem \(arguments[1])`: \(reason)\n")
        exit(1)
    }
}

/// `xylem import`, listed in the help; run by `xylem-store`.
struct ImportForwardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: "Import an RSS, RDF, Atom or JSON feed into a SQLite database.")

    @Argument(parsing: .allUnrecognized) var arguments: [String] = []

    func run() throws { StorePrograms.handOverIfAsked(["xylem", "import"] + arguments) }
}

/// `xylem sync`, listed in the help; run by `xylem-store`.
struct SyncForwardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Fetch every feed of a subscription list and import it into a SQLite database.")

    @Argument(parsing: .allUnrecognized) var arguments: [String] = []

    func run() throws { StorePrograms.handOverIfAsked(["xylem", "sync"] + arguments) }
}
