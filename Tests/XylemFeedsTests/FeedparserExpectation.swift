// The `Expect:` lines of feedparser's test feeds, read as far as they state a field's value:
// clauses `lhs == literal` and `lhs is True/False/None`, joined by `and`, with Python literals
// (strings, integers, booleans, None, tuples of integers). Other clauses are passed over.

/// A Python value as feedparser's expectations write them.
enum PythonValue: Equatable {
    case string(String)
    case integer(Int)
    case boolean(Bool)
    case null
    case tuple([Int])
}

/// One clause: a field of feedparser's result and the value it must have.
struct FeedparserClause: Equatable {
    /// The field, with attribute access written as subscripts: `entries[0]['title']`.
    var field: String
    var value: PythonValue
}

enum FeedparserExpectation {
    /// The `Expect:` line of a test feed's leading comment.
    static func line(in text: String) -> String? {
        guard let range = text.range(of: "Expect:") else { return nil }
        let rest = text[range.upperBound...]
        let end = rest.firstIndex(of: "\n") ?? rest.endIndex
        return String(rest[..<end]).trimmed
    }

    /// The clauses of an expectation that state a field's value.
    static func clauses(of expectation: String) -> [FeedparserClause] {
        splitTopLevel(expectation, on: " and ").compactMap(clause)
    }

    private static func clause(_ text: String) -> FeedparserClause? {
        var text = text.trimmed
        if text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
        for (separator, literal) in [(" == ", true), (" is ", false)] {
            let parts = splitTopLevel(text, on: separator)
            guard parts.count == 2 else { continue }
            let field = normalized(parts[0].trimmed)
            guard let value = literal ? parse(parts[1]) : keyword(parts[1]) else { return nil }
            return FeedparserClause(field: field, value: value)
        }
        return nil
    }

    private static func keyword(_ text: String) -> PythonValue? {
        switch text.trimmed {
        case "True": .boolean(true)
        case "False": .boolean(false)
        case "None": .null
        default: nil
        }
    }

    /// `entries[0].tags[0].term` as `entries[0]['tags'][0]['term']`.
    private static func normalized(_ field: String) -> String {
        var result = ""
        var index = field.startIndex
        while index < field.endIndex {
            if field[index] == "." {
                let start = field.index(after: index)
                let end = field[start...].firstIndex { $0 == "." || $0 == "[" } ?? field.endIndex
                result += "['\(field[start..<end])']"
                index = end
            } else {
                result.append(field[index])
                index = field.index(after: index)
            }
        }
        return result
    }

    /// A Python literal: a string, an integer, `True`, `False`, `None` or a tuple of integers.
    static func parse(_ text: String) -> PythonValue? {
        let text = text.trimmed
        if let value = keyword(text) { return value }
        if let number = Int(text) { return .integer(number) }
        if text.hasPrefix("("), text.hasSuffix(")") {
            let numbers = text.dropFirst().dropLast().split(separator: ",").map {
                Int($0.trimmed)
            }
            guard !numbers.contains(nil) else { return nil }
            return .tuple(numbers.map { $0! })
        }
        return string(text)
    }

    /// A Python string literal with an optional `u` prefix, in any quotes, with its escapes.
    private static func string(_ literal: String) -> PythonValue? {
        var body = Substring(literal)
        if body.hasPrefix("u") || body.hasPrefix("b") { body = body.dropFirst() }
        guard body.hasPrefix("r") == false else { return nil }
        for quote in ["\"\"\"", "'''", "\"", "'"] where body.hasPrefix(quote) && body.hasSuffix(quote) {
            guard body.count >= 2 * quote.count else { return nil }
            return unescaped(String(body.dropFirst(quote.count).dropLast(quote.count))).map(PythonValue.string)
        }
        return nil
    }

    private static func unescaped(_ text: String) -> String? {
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            guard let escaped = scalars.next() else { return nil }
            switch escaped {
            case "n": result += "\n"
            case "t": result += "\t"
            case "r": result += "\r"
            case "\\", "'", "\"": result.unicodeScalars.append(escaped)
            case "x", "u", "U":
                let count = escaped == "x" ? 2 : escaped == "u" ? 4 : 8
                var hex = ""
                for _ in 0..<count { if let digit = scalars.next() { hex.unicodeScalars.append(digit) } }
                guard let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else { return nil }
                result.unicodeScalars.append(decoded)
            default: return nil
            }
        }
        return result
    }

    /// `text` split on `separator` where it is outside quotes and brackets.
    private static func splitTopLevel(_ text: String, on separator: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var quote: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if let open = quote {
                current.append(character)
                if character == "\\" {
                    index = text.index(after: index)
                    if index < text.endIndex { current.append(text[index]) }
                } else if character == open {
                    quote = nil
                }
            } else if character == "'" || character == "\"" {
                quote = character
                current.append(character)
            } else if "([{".contains(character) {
                depth += 1
                current.append(character)
            } else if ")]}".contains(character) {
                depth -= 1
                current.append(character)
            } else if depth == 0, text[index...].hasPrefix(separator) {
                parts.append(current)
                current = ""
                index = text.index(index, offsetBy: separator.count)
                continue
            } else {
                current.append(character)
            }
            index = text.index(after: index)
        }
        parts.append(current)
        return parts
    }
}

extension StringProtocol {
    /// The text without spaces, tabs and carriage returns around it.
    var trimmed: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
