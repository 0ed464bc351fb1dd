// What one read produced, in neutral form, and how two of them are compared: the same value and
// records, or the same error (kind, position and path; malformed XML by kind only, since expat
// and the reference's parser word and place their complaints differently).

import Xylem

/// An error in neutral form.
struct ErrorReport: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case malformed
        case conversion(expected: String, text: String)
        case unexpectedForm(expected: String, text: String)
        case userCode(String)
        case limit(String)
        case invalidDescription(String)
        case io(String)
        case unsupportedEncoding(String)
        case unexpectedRoot(expected: String, found: String)
        case missingRequired(String)
        case recordPathNotFound(path: String, matched: String)
        case repaired(code: Int, reason: String)
        /// A root that matched nothing, by type: the explanation is the engine's guess, checked by
        /// the expectation tests.
        case nothingMatched(type: String)
        /// An error that is not an XMLReadError, described.
        case foreign(String)
    }

    var kind: Kind
    var line = 0
    var column = 0
    var byteOffset = -1
    var path = ""
    /// The description of the underlying error, if any.
    var underlying: String?

    init(kind: Kind, line: Int = 0, column: Int = 0, byteOffset: Int = -1, path: String = "", underlying: String? = nil)
    {
        self.kind = kind
        self.line = line
        self.column = column
        self.byteOffset = byteOffset
        self.path = path
        self.underlying = underlying
    }

    init(_ error: any Error) {
        guard let error = error as? XMLReadError else {
            self.init(kind: .foreign(String(describing: error)))
            return
        }
        let kind: Kind
        switch error.kind {
        case .malformed: kind = .malformed
        case .conversion(let expected, let text): kind = .conversion(expected: expected, text: text)
        case .unexpectedForm(let expected, let text): kind = .unexpectedForm(expected: expected, text: text)
        case .userCode(let what): kind = .userCode(what)
        case .limit(let limit): kind = .limit("\(limit)")
        case .invalidDescription(let message): kind = .invalidDescription(message)
        case .io(let message): kind = .io(message)
        case .unsupportedEncoding(let name): kind = .unsupportedEncoding(name)
        case .unexpectedRoot(let expected, let found): kind = .unexpectedRoot(expected: expected, found: found)
        case .missingRequired(let what): kind = .missingRequired(what)
        case .recordPathNotFound(let path, let matched): kind = .recordPathNotFound(path: path, matched: matched)
        case .repaired(let code, let reason): kind = .repaired(code: code, reason: reason)
        case .nothingMatched(let type, _): kind = .nothingMatched(type: type)
        }
        self.init(
            kind: kind, line: error.line, column: error.column, byteOffset: error.byteOffset, path: error.path,
            underlying: error.underlying.map { String(describing: $0) })
    }

    var description: String {
        "\(kind) at line \(line), column \(column), byte \(byteOffset), path '\(path)'"
            + (underlying.map { " (underlying: \($0))" } ?? "")
    }

    /// Whether `actual` is this expected error: malformed XML by kind and path (expat and the
    /// reference's parser word and place their complaints differently), everything else whole.
    /// A record path not found is reported at the end of the input, by kind alone.
    func admits(_ actual: ErrorReport) -> Bool {
        if kind == .malformed { return actual.kind == .malformed && actual.path == path }
        if case .recordPathNotFound = kind { return actual.kind == kind }
        return self == actual
    }
}

/// What a read produced.
struct ReadOutcome: Sendable, CustomStringConvertible {
    /// The value of a whole read or the container of a container read (nil when it failed).
    var value: NeutralValue?
    /// Streamed records in order (for container reads, each paired with the container handed
    /// with it).
    var records: [NeutralValue] = []
    var error: ErrorReport?
    var warnings: [ErrorReport] = []

    var description: String {
        var lines: [String] = []
        if let value { lines.append("value: \(value)") }
        if !records.isEmpty {
            lines.append("records (\(records.count)):")
            lines += records.map { "  \($0)" }
        }
        if let error { lines.append("error: \(error)") }
        if !warnings.isEmpty { lines.append("warnings: \(warnings)") }
        return lines.isEmpty ? "nothing" : lines.joined(separator: "\n")
    }

    /// The first difference between this expected outcome and `actual`, or nil when they agree.
    func difference(from actual: ReadOutcome) -> String? {
        switch (error, actual.error) {
        case (nil, let error?): return "expected no error, got \(error)"
        case (let error?, nil): return "expected the error \(error), the read succeeded"
        case (let expected?, let got?):
            if !expected.admits(got) { return "expected the error \(expected), got \(got)" }
        case (nil, nil): break
        }
        if error == nil, value != actual.value {
            return "values differ:\n  expected \(value.map(\.description) ?? "none")\n  got      "
                + (actual.value.map(\.description) ?? "none")
                + (value.flatMap { expected in actual.value.map { Self.firstDifference(expected, $0) } }
                    .map { "\n  first difference: \($0)" } ?? "")
        }
        if records != actual.records {
            let shared = zip(records, actual.records).prefix { $0 == $1 }.count
            var message = "records differ (expected \(records.count), got \(actual.records.count)); first at #\(shared)"
            if shared < records.count, shared < actual.records.count {
                message += ":\n  expected \(records[shared])\n  got      \(actual.records[shared])"
                message += "\n  first difference: \(Self.firstDifference(records[shared], actual.records[shared]))"
            }
            return message
        }
        if warnings != actual.warnings {
            return "warnings differ:\n  expected \(warnings)\n  got      \(actual.warnings)"
        }
        return nil
    }

    /// Where two neutral values first differ, as a path of field and item numbers.
    static func firstDifference(_ expected: NeutralValue, _ actual: NeutralValue, at path: String = "") -> String {
        switch (expected, actual) {
        case (.object(let model, let fields), .object(let otherModel, let otherFields))
        where model == otherModel && fields.count == otherFields.count:
            for (index, pair) in zip(fields, otherFields).enumerated() where pair.0 != pair.1 {
                return firstDifference(pair.0, pair.1, at: "\(path).field\(index)")
            }
        case (.list(let items), .list(let otherItems)) where items.count == otherItems.count:
            for (index, pair) in zip(items, otherItems).enumerated() where pair.0 != pair.1 {
                return firstDifference(pair.0, pair.1, at: "\(path)[\(index)]")
            }
        default: break
        }
        return "\(path.isEmpty ? "top" : path): expected \(expected), got \(actual)"
    }
}
