// A borrowed view of decoded text (an element's content or an attribute's value), so that
// numbers and booleans are parsed straight from expat's bytes without building a String. The type
// is non-escapable: the compiler keeps every value inside the call it was lent to, so no code can
// hold on to the reader's buffer after the reader has reused or freed it.

/// The text of an element or attribute, as UTF-8 bytes after entity decoding.
///
/// An `XMLText` borrows the reader's buffer, and the compiler enforces it: the type is
/// non-escapable (`~Escapable`), so a value cannot be stored, returned or captured by an escaping
/// closure; it lives only during the call it is passed to. Read what you need (``string``,
/// ``storedString``, ``withUTF8(_:)``) inside that call.
///
/// ```swift
/// struct Celsius: XMLValue {
///     var degrees: Double
///     init?(xmlText: XMLText) {
///         guard let value = Double(xmlText: xmlText) else { return nil }
///         degrees = value
///     }
/// }
/// ```
public struct XMLText: ~Escapable {
    @usableFromInline let bytes: UnsafeBufferPointer<UInt8>
    /// Where ``storedString`` copies the bytes: the read's pool, which outlives every call an
    /// `XMLText` is passed to (nil outside a read).
    @usableFromInline let pool: Unmanaged<TextPool>?

    /// Wraps bytes that stay valid for as long as the calls the value is lent to: the engine
    /// makes one only around its own buffers and expat's, and only to pass it to a setter.
    // `immortal` states no dependence the compiler could check on a raw buffer; what keeps the
    // value from outliving the bytes is that it is never stored, returned or captured here, and
    // that every receiver gets it as a non-escapable parameter.
    @usableFromInline
    @_lifetime(immortal)
    init(_ bytes: UnsafeBufferPointer<UInt8>, pool: Unmanaged<TextPool>? = nil) {
        self.bytes = bytes
        self.pool = pool
    }

    /// Lends `string`'s UTF-8 bytes as an `XMLText` to `body`: for testing an ``XMLValue``
    /// conformance or an ``XMLConversion`` outside a read.
    ///
    /// ```swift
    /// let celsius = XMLText.lending(" 21.5 ") { Celsius(xmlText: $0) }
    /// ```
    public static func lending<Result>(_ string: String, _ body: (XMLText) throws -> Result) rethrows -> Result {
        var string = string
        return try string.withUTF8 { bytes in try body(XMLText(bytes)) }
    }

    /// The text as an ``XMLString``, copied into the read's shared storage.
    @inlinable public var storedString: XMLString {
        guard let pool else { return XMLString(copying: bytes) }
        return pool._withUnsafeGuaranteedRef { $0.store(bytes) }
    }

    /// The text as a `String`.
    @inlinable public var string: String { String(decoding: bytes, as: UTF8.self) }

    /// The number of UTF-8 bytes.
    @inlinable public var count: Int { bytes.count }

    /// Whether the text has no bytes at all.
    @inlinable public var isEmpty: Bool { bytes.isEmpty }

    /// The text without leading and trailing XML whitespace (space, tab, CR, LF).
    @inlinable public var trimmed: XMLText {
        @_lifetime(copy self)
        get {
            var start = 0
            var end = bytes.count
            while start < end, isXMLWhitespace(bytes[start]) { start += 1 }
            while end > start, isXMLWhitespace(bytes[end - 1]) { end -= 1 }
            return XMLText(UnsafeBufferPointer(rebasing: bytes[start..<end]), pool: pool)
        }
    }

    /// Calls `body` with the UTF-8 bytes; the pointer must not escape the closure.
    @inlinable public func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(bytes)
    }

    /// Whether the text equals `other`, ignoring ASCII case.
    @inlinable public func equalsIgnoringASCIICase(_ other: StaticString) -> Bool {
        guard other.utf8CodeUnitCount == bytes.count else { return false }
        let pattern = UnsafeBufferPointer(start: other.utf8Start, count: other.utf8CodeUnitCount)
        for index in 0..<bytes.count where lowercasedASCII(bytes[index]) != lowercasedASCII(pattern[index]) {
            return false
        }
        return true
    }
}

@inlinable
func isXMLWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
}

@inlinable
func lowercasedASCII(_ byte: UInt8) -> UInt8 {
    (byte >= 0x41 && byte <= 0x5A) ? byte | 0x20 : byte
}
