// What the database commands print: JSON objects one per line on standard output, and warnings
// and errors on standard error, each as one line.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One JSON object, its members in the order they are added.
struct JSONLine {
    private var members: [String] = []

    mutating func add(_ key: String, _ value: String?) {
        guard let value else { return }
        members.append(Self.quoted(key) + ":" + Self.quoted(value))
    }

    mutating func add(_ key: String, _ value: Int) {
        members.append(Self.quoted(key) + ":" + String(value))
    }

    var text: String { "{" + members.joined(separator: ",") + "}" }

    /// `text` as a JSON string, with the characters JSON requires escaped.
    static func quoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}

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
