// `--range START-END --context FILE`, shared by the commands that read one byte range of a
// document: the range, and the context `xylem split` wrote, read from its JSON.

import ArgumentParser
import Xylem
import XylemToolSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

struct RangeOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Read only the records that begin in this byte range of the file (from `xylem split`); each line then starts with \"_offset\".",
            valueName: "START-END"))
    var range: String?

    @Option(
        help: ArgumentHelp(
            "The JSON `xylem split` printed for the file (or its \"context\" object alone); needed with --range.",
            valueName: "FILE"))
    var context: String?

    @Option(
        help: ArgumentHelp(
            "With --range, print only these keys of each record (comma-separated), after \"_offset\".",
            valueName: "KEYS"))
    var fields: String?

    func validate() throws {
        if fields != nil, range == nil { throw ValidationError("--fields goes with --range.") }
        if range != nil, context == nil { throw ValidationError("--range needs --context (from `xylem split`).") }
        if range == nil, context != nil { throw ValidationError("--context goes with --range.") }
        if let range, Self.parse(range) == nil {
            throw ValidationError("--range takes START-END, byte offsets with START <= END: got '\(range)'.")
        }
    }

    /// The keys asked for with `--fields`; nil for every key.
    var keys: Set<String>? {
        fields.map { Set($0.split(separator: ",").map { String($0.trimmingPrefix(" ")) }) }
    }

    /// `object` as printed: with `_offset` first, then its members (those of `keys` only, when
    /// given).
    func line(_ object: JSONLineObject, offset: Int) -> JSONLineObject {
        var line = JSONLineObject()
        line.add("_offset", offset)
        let keys = self.keys
        for member in object.members where keys?.contains(member.key) ?? true {
            line.add(member.key, encoded: member.value)
        }
        return line
    }

    /// The bytes asked for, when a range was given.
    var bytes: Range<Int>? { range.flatMap(Self.parse) }

    static func parse(_ text: String) -> Range<Int>? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let start = Int(parts[0]), let end = Int(parts[1]), start >= 0, start <= end else {
            return nil
        }
        return start..<end
    }

    /// The context from the file named by `--context`.
    func loadContext() throws -> XMLRangeContext {
        guard let context else { throw ValidationError("--range needs --context (from `xylem split`).") }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: context))
        } catch {
            throw RangeCommandError("cannot read the range context \(context): \(error)")
        }
        if let plan = try? JSONDecoder().decode(SplitPlan.self, from: data) { return plan.context }
        do {
            return try JSONDecoder().decode(XMLRangeContext.self, from: data)
        } catch {
            throw RangeCommandError("\(context) holds no range context from `xylem split`: \(error)")
        }
    }
}

/// How a command that prints one line per record ends: the record count with `--count`; after a
/// failure, a line with "_error" (for a range), the message on standard error and a failure status.
struct RecordLinePrinter {
    let file: String
    let countOnly: Bool
    /// The range read, when one is: its failures are lines too.
    let range: Range<Int>?
    let output = AtomLineOutput.standardOutput()
    private(set) var count = 0

    init(file: String, countOnly: Bool, range: Range<Int>?) {
        self.file = file
        self.countOnly = countOnly
        self.range = range
    }

    /// Counts a record and prints its line (made only when lines are printed).
    mutating func record(_ line: @autoclosure () -> JSONLineObject) throws {
        count += 1
        if !countOnly { try output.writeLine(line().encoded) }
    }

    /// Counts a record and has `write` write its line straight into the output.
    mutating func record(writing write: (inout JSONWriter) -> Void) throws {
        count += 1
        if !countOnly { try output.writeLine(write) }
    }

    /// Runs `read`, which hands records to `record`, and ends the output as the command's contract says.
    mutating func run(_ read: (inout RecordLinePrinter) throws -> Void) throws {
        do {
            try read(&self)
        } catch {
            if let range, !countOnly { try output.writeLine(RangeErrorLine.make(error, range: range).encoded) }
            try output.flush()
            StandardError.write("xylem: \(file): \(AtomCommand.oneLine(error))\n")
            throw ExitCode.failure
        }
        if countOnly { try output.writeLine(String(count)) }
        try output.flush()
    }
}

/// What `xylem split` prints, as far as a reader of one range needs it.
struct SplitPlan: Decodable {
    let context: XMLRangeContext
}

struct RangeCommandError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// The line of a record that could not be read: where, and why.
enum RangeErrorLine {
    static func make(_ error: any Error, range: Range<Int>) -> JSONLineObject {
        var object = JSONLineObject()
        let offset: Int
        switch error {
        case let error as XMLReadError: offset = error.byteOffset >= 0 ? error.byteOffset : range.lowerBound
        case let error as XMLRangeError: offset = error.byteOffset >= 0 ? error.byteOffset : range.lowerBound
        default: offset = range.lowerBound
        }
        object.add("_offset", offset)
        object.add("_error", AtomCommand.oneLine(error))
        return object
    }
}
