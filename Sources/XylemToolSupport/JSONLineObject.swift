// A JSON object whose keys come out in the order they were added, for every command of the tools
// that prints JSON Lines: the output is a stable interface for scripts and for reading by eye, and
// Foundation's serializers either sort keys or order them by hash.

/// One JSON object, built key by key; absent values (nil, empty arrays) leave their key out.
package struct JSONLineObject {
    /// The keys and their values, each value already encoded.
    package private(set) var members: [(key: String, value: String)] = []

    package init() {}

    /// Whether no key has been added.
    package var isEmpty: Bool { members.isEmpty }

    package mutating func add(_ key: String, _ value: String?) {
        guard let value else { return }
        append(key, JSONLineObject.quoted(value))
    }

    package mutating func add(_ key: String, _ value: Int?) {
        guard let value else { return }
        append(key, String(value))
    }

    package mutating func add(_ key: String, _ values: [String]) {
        guard !values.isEmpty else { return }
        append(key, "[" + values.map(JSONLineObject.quoted).joined(separator: ",") + "]")
    }

    package mutating func add(_ key: String, _ objects: [JSONLineObject]) {
        guard !objects.isEmpty else { return }
        append(key, "[" + objects.map(\.encoded).joined(separator: ",") + "]")
    }

    package mutating func add(_ key: String, _ object: JSONLineObject?) {
        guard let object else { return }
        append(key, object.encoded)
    }

    package mutating func add(_ key: String, _ value: Bool?) {
        guard let value else { return }
        append(key, value ? "true" : "false")
    }

    /// A number as JSON writes it: whole numbers without a fraction.
    package mutating func add(_ key: String, _ value: Double?) {
        guard let value, value.isFinite else { return }
        append(key, value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value))
    }

    package mutating func add(_ key: String, _ paths: [[String]]) {
        guard !paths.isEmpty else { return }
        append(
            key,
            "[" + paths.map { "[" + $0.map(JSONLineObject.quoted).joined(separator: ",") + "]" }.joined(separator: ",")
                + "]")
    }

    /// Adds a value already encoded.
    package mutating func add(_ key: String, encoded value: String) {
        append(key, value)
    }

    /// The object on one line.
    package var encoded: String {
        "{" + members.map { JSONLineObject.quoted($0.key) + ":" + $0.value }.joined(separator: ",") + "}"
    }

    private mutating func append(_ key: String, _ encodedValue: String) {
        members.append((key, encodedValue))
    }

    /// `text` as a JSON string. Only what RFC 8259 requires is escaped (quote, backslash, control
    /// characters); everything else stays as UTF-8, so that non-ASCII text remains readable.
    package static func quoted(_ text: String) -> String {
        var writer = JSONWriter()
        writer.string(text)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
