// The command line of `compare`, parsed by hand to keep the package free of extra dependencies.

import BenchKit

/// What `compare` was asked to do.
enum CompareCommand {
    /// Compare the contenders on a file (or a generated corpus when nil).
    case compare(file: String?, runs: Int, keep: Bool)
    /// Measure one contender once in this process and print the JSON line (used by `compare`).
    case runOne(BenchmarkChild.Request)
    /// Print the usage.
    case help

    static let usage = """
        usage: compare [FILE] [--runs N] [--keep]

        Reads FILE (or a generated ~100 MB GData-style Atom feed) with raw expat, Xylem, Foundation's
        XMLParser and XMLDocument, XMLCoder and SWXMLHash, each run in its own process, and prints a
        Markdown table of median time, MB/s, peak RSS and throughput relative to raw expat. XMLCoder and
        SWXMLHash parse through XMLParser(data:), which on Linux rejects inputs over 10,000,000 bytes, so
        on larger files they fail, and all of them are measured again on a generated 9.5 MB corpus.
        Then the writers (Xylem from descriptions, XMLDocument's xmlData, XMLCoder's XMLEncoder) write
        that corpus back from models read whole, and their outputs are read back and checked.

          --runs N   runs per contender, the median is reported (default 3)
          --keep     keep the generated corpora
        """

    /// Parses the arguments after the program name.
    static func parse(_ arguments: [String]) throws -> CompareCommand {
        if arguments.first == "run-one" {
            do {
                return .runOne(try BenchmarkChild.Request(arguments: Array(arguments.dropFirst())))
            } catch {
                throw CompareUsageError("run-one: \(error)")
            }
        }
        var file: String?
        var runs = 3
        var keep = false
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "-h", "--help": return .help
            case "--keep": keep = true
            case "--runs":
                guard let value = rest.popFirst(), let number = Int(value), number >= 1 else {
                    throw CompareUsageError("--runs takes a number of 1 or more")
                }
                runs = number
            default:
                guard !argument.hasPrefix("-"), file == nil else {
                    throw CompareUsageError("unexpected argument '\(argument)'")
                }
                file = argument
            }
        }
        return .compare(file: file, runs: runs, keep: keep)
    }
}

/// A mistake on the command line.
struct CompareUsageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
