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
        // Byte by byte: every byte to escape is ASCII, and the others are copied as they are.
        var bytes: [UInt8] = [0x22]
        bytes.reserveCapacity(text.utf8.count + 2)
        for byte in text.utf8 {
            switch byte {
            case 0x22: bytes += [0x5C, 0x22]
            case 0x5C: bytes += [0x5C, 0x5C]
            case 0x0A: bytes += [0x5C, UInt8(ascii: "n")]
            case 0x0D: bytes += [0x5C, UInt8(ascii: "r")]
            case 0x09: bytes += [0x5C, UInt8(ascii: "t")]
            case 0x08: bytes += [0x5C, UInt8(ascii: "b")]
            case 0x0C: bytes += [0x5C, UInt8(ascii: "f")]
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes += [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            default: bytes.append(byte)
            }
        }
        bytes.append(0x22)
        return String(decoding: bytes, as: UTF8.self)
    }
}
