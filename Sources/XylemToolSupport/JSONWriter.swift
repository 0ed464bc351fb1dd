// JSON written straight into one reusable byte buffer, for the lines the tools print per record:
// building each value as a `String` and joining them cost the commands more than reading did.
// The output is the same as `JSONLineObject`'s: keys in the order written, absent values leave
// their key out, and only what RFC 8259 requires is escaped.

/// JSON text appended to a byte buffer, member by member.
///
/// Separators are placed from the last byte written: a value or key that follows `{`, `[`, `:`,
/// a line end or nothing is written as is, any other gets a comma first.
///
/// ```swift
/// var writer = JSONWriter()
/// writer.object { $0.member("id", "a\"b"); $0.member("count", 3) }
/// writer.endLine()  // {"id":"a\"b","count":3}\n
/// ```
package struct JSONWriter {
    /// The text written so far, as UTF-8.
    package private(set) var bytes: [UInt8] = []

    package init() {}

    /// Forgets the text written, keeping the buffer's capacity.
    package mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// Ends a line.
    package mutating func endLine() {
        bytes.append(0x0A)
    }

    /// Appends bytes already encoded, such as a line made elsewhere.
    package mutating func append(encoded text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// An object whose members `body` writes.
    package mutating func object(_ body: (inout JSONWriter) -> Void) {
        separate()
        bytes.append(0x7B)
        body(&self)
        bytes.append(0x7D)
    }

    /// An object for each element of `elements`, in an array.
    package mutating func array<Elements: Collection>(
        _ elements: Elements, _ body: (inout JSONWriter, Elements.Element) -> Void
    ) {
        separate()
        bytes.append(0x5B)
        for element in elements { object { body(&$0, element) } }
        bytes.append(0x5D)
    }

    /// A key, then `:`; the value follows.
    ///
    /// The key is copied without looking for bytes to escape: keys written this way are the
    /// tools' own literals, which need none (checked in debug builds).
    package mutating func key(_ key: StaticString) {
        separate()
        bytes.append(0x22)
        key.withUTF8Buffer { key in
            assert(JSONEscapeScan.firstEscaped(in: key, from: 0) == key.count, "a key literal that needs escaping")
            bytes.append(contentsOf: key)
        }
        bytes.append(0x22)
        bytes.append(0x3A)
    }

    /// A key, then `:`; the value follows.
    package mutating func key(_ key: String) {
        separate()
        var key = key
        key.withUTF8 { appendQuoted($0) }
        bytes.append(0x3A)
    }

    /// A string value.
    package mutating func string(_ text: String) {
        separate()
        var text = text
        text.withUTF8 { appendQuoted($0) }
    }

    /// A whole number, written without going through `String`.
    package mutating func integer(_ value: Int) {
        separate()
        if value < 0 { bytes.append(0x2D) }
        var magnitude = value.magnitude
        let start = bytes.count
        repeat {
            bytes.append(0x30 &+ UInt8(truncatingIfNeeded: magnitude % 10))
            magnitude /= 10
        } while magnitude != 0
        bytes[start...].reverse()
    }

    /// `true` or `false`.
    package mutating func bool(_ value: Bool) {
        separate()
        bytes.append(contentsOf: value ? Self.trueBytes : Self.falseBytes)
    }

    /// A number as `JSONLineObject` writes it: whole numbers without a fraction.
    package mutating func number(_ value: Double) {
        if value == value.rounded() && abs(value) < 1e15 {
            integer(Int(value))
        } else {
            separate()
            bytes.append(contentsOf: String(value).utf8)
        }
    }

    private static let trueBytes: [UInt8] = Array("true".utf8)
    private static let falseBytes: [UInt8] = Array("false".utf8)

    /// A comma, unless the last byte opens an object, array, member or line.
    @inline(__always)
    private mutating func separate() {
        guard let last = bytes.last else { return }
        switch last {
        case 0x7B, 0x5B, 0x3A, 0x0A: return
        default: bytes.append(0x2C)
        }
    }

    /// `text` quoted, with quote, backslash and control characters escaped and everything else
    /// copied in runs as it is (non-ASCII text stays UTF-8).
    private mutating func appendQuoted(_ text: UnsafeBufferPointer<UInt8>) {
        bytes.append(0x22)
        var runStart = 0
        var index = JSONEscapeScan.firstEscaped(in: text, from: 0)
        while index < text.count {
            if runStart < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index])) }
            appendEscape(text[index])
            runStart = index + 1
            index = JSONEscapeScan.firstEscaped(in: text, from: runStart)
        }
        if runStart < text.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart...])) }
        bytes.append(0x22)
    }

    private mutating func appendEscape(_ byte: UInt8) {
        let letter: UInt8
        switch byte {
        case 0x22: letter = 0x22
        case 0x5C: letter = 0x5C
        case 0x0A: letter = UInt8(ascii: "n")
        case 0x0D: letter = UInt8(ascii: "r")
        case 0x09: letter = UInt8(ascii: "t")
        case 0x08: letter = UInt8(ascii: "b")
        case 0x0C: letter = UInt8(ascii: "f")
        default:
            let hex: StaticString = "0123456789abcdef"
            hex.withUTF8Buffer { digits in
                bytes.append(contentsOf: [
                    0x5C, UInt8(ascii: "u"), 0x30, 0x30, digits[Int(byte >> 4)], digits[Int(byte & 0x0F)],
                ])
            }
            return
        }
        bytes.append(0x5C)
        bytes.append(letter)
    }
}

extension JSONWriter {
    /// A string member; nil leaves the key out.
    package mutating func member(_ key: StaticString, _ value: String?) {
        guard let value else { return }
        self.key(key)
        string(value)
    }

    /// A whole-number member; nil leaves the key out.
    package mutating func member(_ key: StaticString, _ value: Int?) {
        guard let value else { return }
        self.key(key)
        integer(value)
    }

    /// A boolean member; nil leaves the key out.
    package mutating func member(_ key: StaticString, _ value: Bool?) {
        guard let value else { return }
        self.key(key)
        bool(value)
    }

    /// An array of strings; an empty one leaves the key out.
    package mutating func member(_ key: StaticString, _ values: [String]) {
        guard !values.isEmpty else { return }
        self.key(key)
        separate()
        bytes.append(0x5B)
        for value in values { string(value) }
        bytes.append(0x5D)
    }

    /// An array of objects, one per element; an empty collection leaves the key out.
    package mutating func member<Elements: Collection>(
        _ key: StaticString, objects elements: Elements, _ body: (inout JSONWriter, Elements.Element) -> Void
    ) {
        guard !elements.isEmpty else { return }
        self.key(key)
        array(elements, body)
    }
}

extension JSONWriter {
    /// A number member as `JSONLineObject` writes it; nil or not finite leaves the key out.
    package mutating func member(_ key: StaticString, _ value: Double?) {
        guard let value, value.isFinite else { return }
        self.key(key)
        number(value)
    }

    /// An object member whose members `body` writes; when it writes none, the key is left out.
    package mutating func member(_ key: StaticString, nonEmptyObject body: (inout JSONWriter) -> Void) {
        let mark = bytes.count
        self.key(key)
        object(body)
        if bytes[bytes.count - 2] == 0x7B { bytes.removeSubrange(mark...) }
    }
}
