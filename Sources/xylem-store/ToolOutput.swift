// What the database commands print: JSON objects one per line on standard output (made with the
// tools' `JSONLineObject`), and warnings and errors on standard error, each as one line.

import XylemGRDB
import XylemToolSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

enum ToolOutput {
    /// Prints a line on standard output at once (a sync's lines are read as they come).
    static func line(_ text: String) {
        write(1, text + "\n")
    }

    /// Prints `xylem: ` and `text`, on one line, on standard error.
    static func error(_ text: String) {
        let line = "xylem: " + text.split(whereSeparator: \.isNewline).joined(separator: " ") + "\n"
        write(2, line)
    }

    /// Writes all of `text` to the file descriptor.
    private static func write(_ descriptor: Int32, _ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }

    /// An error as one line.
    static func describe(_ error: any Error) -> String {
        String(describing: error).split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}

#if canImport(Darwin)
private let systemWrite = Darwin.write
#elseif canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Musl)
private let systemWrite = Musl.write
#endif

extension JSONLineObject {
    /// An import's counts as the members `inserted`, `updated`, `deleted` and `unchanged`, the
    /// same in every line the database commands print.
    mutating func add(_ counts: ImportCounts) {
        add("inserted", counts.inserted)
        add("updated", counts.updated)
        add("deleted", counts.deleted)
        add("unchanged", counts.unchanged)
    }
}
