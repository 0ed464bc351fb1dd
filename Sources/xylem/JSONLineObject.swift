// A JSON object whose keys come out in the order they were added, for `xylem atom`: the output is
// a stable interface for scripts and for reading by eye, and Foundation's serializers either sort
// keys or order them by hash.

/// One JSON object, built key by key; absent values (nil, empty arrays) leave their key out.
struct AtomJSONObject {
    /// `"key":value` pairs, each value already encoded.
    private var members: [String] = []

    init() {}

    /// Whether no key has been added.
    var isEmpty: Bool { members.isEmpty }

    mutating func add(_ key: String, _ value: String?) {
        guard let value else { return }
        append(key, AtomJSONObject.quoted(value))
    }

    mutating func add(_ key: String, _ value: Int?) {
        guard let value else { return }
        append(key, String(value))
    }

    mutating func add(_ key: String, _ values: [String]) {
        guard !values.isEmpty else { return }
        append(key, "[" + values.map(AtomJSONObject.quoted).joined(separator: ",") + "]")
    }

    mutating func add(_ key: String, _ objects: [AtomJSONObject]) {
        guard !objects.isEmpty else { return }
        append(key, "[" + objects.map(\.encoded).joined(separator: ",") + "]")
    }

    mutating func add(_ key: String, _ object: AtomJSONObject?) {
        guard let object else { return }
        append(key, object.encoded)
    }

    /// The object on one line.
    var encoded: String { "{" + members.joined(separator: ",") + "}" }

    private mutating func append(_ key: String, _ encodedValue: String) {
        members.append(AtomJSONObject.quoted(key) + ":" + encodedValue)
    }

    /// `text` as a JSON string. Only what RFC 8259 requires is escaped (quote, backslash, control
    /// characters); everything else stays as UTF-8, so that non-ASCII text remains readable.
    static func quoted(_ text: String) -> String {
        var result = "\""
        result.unicodeScalars.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        result += "\""
        return result
    }
}
