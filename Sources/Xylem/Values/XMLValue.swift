// The protocol for scalar types read from text and written back as text, and its conformances
// for the standard types.

/// A type that can be read from the text of an element or an attribute, and written back as text.
///
/// Xylem provides conformances for `String`, every fixed-width integer, `Double`, `Float`, `Bool`,
/// `Decimal` and `URL`, and for `Optional` of any of these. A `RawRepresentable` type whose raw
/// value conforms gets a conformance by declaring it:
///
/// ```swift
/// enum Genre: String, XMLValue { case fiction, poetry }
/// ```
///
/// Scalars other than `String` ignore leading and trailing whitespace. `Bool` follows one rule:
/// empty text is `true` (the element is present), `true`, `yes` and `1` are `true`, `false`, `no`
/// and `0` are `false`, ignoring case; anything else is a conversion error. An `Optional` of a
/// type that rejects empty text (a number, say) reads empty text as `nil`.
///
/// Writing uses ``xmlText``, which reads back as the same value. Numbers are written as XML Schema
/// writes them: `Double` and `Float` in the shortest form that reads back to the same bits, with
/// `INF`, `-INF` and `NaN`; `Bool` as `true` or `false`.
public protocol XMLValue {
    /// Reads a value from decoded text, or returns nil when the text does not represent one.
    init?(xmlText: XMLText)

    /// The value as text, such that ``init(xmlText:)`` reads it back as the same value.
    var xmlText: String { get }
}

extension String: XMLValue {
    /// Reads the text exactly as it appears after entity decoding.
    @inlinable
    public init?(xmlText: XMLText) { self = xmlText.string }

    /// The string itself.
    @inlinable
    public var xmlText: String { self }
}

extension Bool: XMLValue {
    /// Reads `true`/`yes`/`1`/empty as true and `false`/`no`/`0` as false, ignoring case and
    /// surrounding whitespace.
    @inlinable
    public init?(xmlText: XMLText) {
        let text = xmlText.trimmed
        if text.isEmpty || text.equalsIgnoringASCIICase("true") || text.equalsIgnoringASCIICase("yes")
            || text.equalsIgnoringASCIICase("1")
        {
            self = true
        } else if text.equalsIgnoringASCIICase("false") || text.equalsIgnoringASCIICase("no")
            || text.equalsIgnoringASCIICase("0")
        {
            self = false
        } else {
            return nil
        }
    }

    /// `true` or `false`.
    @inlinable
    public var xmlText: String { self ? "true" : "false" }
}

extension Double: XMLValue {
    /// Reads a decimal or scientific number, or `INF`, `-INF`, `NaN` as XML Schema writes them.
    @inlinable
    public init?(xmlText: XMLText) {
        if let value = fastDecimalDouble(xmlText.trimmed.bytes) {
            self = value
            return
        }
        guard let value = parseFloatingPoint(xmlText, as: Double.self) else { return nil }
        self = value
    }

    /// The shortest decimal form that reads back to the same bits, as XML Schema writes it.
    @inlinable
    public var xmlText: String { schemaText(of: self) }
}

extension Float: XMLValue {
    /// Reads a decimal or scientific number, or `INF`, `-INF`, `NaN` as XML Schema writes them.
    @inlinable
    public init?(xmlText: XMLText) {
        guard let value = parseFloatingPoint(xmlText, as: Float.self) else { return nil }
        self = value
    }

    /// The shortest decimal form that reads back to the same bits, as XML Schema writes it.
    @inlinable
    public var xmlText: String { schemaText(of: self) }
}

extension Optional: XMLValue where Wrapped: XMLValue {
    /// Reads the wrapped value; blank text that the wrapped type rejects reads as `nil`.
    @inlinable
    public init?(xmlText: XMLText) {
        if let value = Wrapped(xmlText: xmlText) {
            self = .some(value)
        } else if xmlText.trimmed.isEmpty {
            self = .none
        } else {
            return nil
        }
    }

    /// The wrapped value's text; empty for `nil` (mappings write nothing for `nil`).
    @inlinable
    public var xmlText: String { self?.xmlText ?? "" }
}

/// An optional value seen without its wrapped type, so that a mapping declared for any value type
/// `V` (from generic code, where `V` may be an optional) writes nothing for `nil`, as the mappings
/// of optional properties do, rather than an empty element or attribute that would read back as an
/// empty `String` or `XMLString`.
@usableFromInline
protocol OptionalXMLValue {
    /// The wrapped value's text, nil for `nil`.
    var xmlTextIfPresent: String? { get }
}

extension Optional: OptionalXMLValue where Wrapped: XMLValue {
    @usableFromInline
    var xmlTextIfPresent: String? { self?.xmlText }
}

/// Whether the value type `V` of a mapping is an `Optional` (whose `nil` writes nothing), decided
/// once per mapping.
///
/// Read from the type's metadata kind (`MetadataKind.Optional`, 0x202 in Swift's stable ABI; a
/// class's metadata starts with a pointer instead, never that value) rather than with
/// `V.self is any OptionalXMLValue.Type`: a dynamic cast scans every protocol conformance in the
/// process the first time it meets a type, about 85 K instructions per value type while a model's
/// descriptions are built, which a one-entry read pays in full. Debug builds check that both agree.
@inlinable
func isOptionalValueType<V: XMLValue>(_ type: V.Type) -> Bool {
    let isOptional = unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee == 0x202
    assert(isOptional == (type is any OptionalXMLValue.Type), "an optional's metadata kind is not 0x202")
    return isOptional
}

/// The text a mapping writes for `value`: its text, or nil (nothing written) for a `nil` optional.
/// `isOptional` is ``isOptionalValueType(_:)`` of `V`, decided once per mapping, so that a
/// non-optional type pays one branch per value rather than a cast.
@inlinable
func writtenText<V: XMLValue>(_ value: V, isOptional: Bool) -> WriteText? {
    isOptional ? (value as! any OptionalXMLValue).xmlTextIfPresent.map { .string($0) } : WriteText(value)
}

extension XMLValue where Self: RawRepresentable, RawValue: XMLValue {
    /// Reads the raw value, then the case (or value) it stands for. Text that matches no raw value
    /// as written is tried again without surrounding whitespace, so that a `String`-backed enum
    /// ignores it like every other non-`String` scalar.
    @inlinable
    public init?(xmlText: XMLText) {
        if let raw = RawValue(xmlText: xmlText), let value = Self(rawValue: raw) {
            self = value
            return
        }
        let trimmed = xmlText.trimmed
        guard trimmed.count != xmlText.count, let raw = RawValue(xmlText: trimmed), let value = Self(rawValue: raw)
        else { return nil }
        self = value
    }

    /// The raw value's text.
    @inlinable
    public var xmlText: String { rawValue.xmlText }
}

extension XMLValue where Self: FixedWidthInteger {
    /// The number in decimal digits.
    @inlinable
    public var xmlText: String { String(self) }
}

/// A floating-point number as XML Schema writes it: Swift's shortest round-trip form, which is a
/// valid `xs:double` for finite numbers, and `INF`, `-INF` and `NaN` for the rest.
@inlinable
func schemaText<F: BinaryFloatingPoint & CustomStringConvertible>(of value: F) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value < 0 ? "-INF" : "INF" }
    return value.description
}

/// Parses a floating-point number from trimmed bytes. Short numbers fit Swift's small-string
/// storage, so building the intermediate `String` does not allocate.
@inlinable
func parseFloatingPoint<F: LosslessStringConvertible & BinaryFloatingPoint>(_ text: XMLText, as: F.Type) -> F? {
    let trimmed = text.trimmed
    // Swift's parser also takes hexadecimal numbers, "inf", "infinity" and "nan" in any case,
    // which are not numbers in XML.
    guard isSchemaFloatingPoint(trimmed.bytes) else { return nil }
    // Swift's parser takes "INF", "-INF" and "NaN" as XML Schema writes them, but not a leading
    // '+', which XML Schema allows.
    var bytes = trimmed.bytes
    if bytes.first == UInt8(ascii: "+") {
        bytes = UnsafeBufferPointer(rebasing: bytes.dropFirst())
    }
    guard let value = F(String(decoding: bytes, as: UTF8.self)) else { return nil }
    // A finite number too large for the type would become infinity: reject it instead.
    if value.isInfinite, !bytes.contains(where: { $0 == UInt8(ascii: "i") || $0 == UInt8(ascii: "I") }) {
        return nil
    }
    return value
}

/// Whether `bytes` is a floating-point number as XML Schema writes one (`xs:double`, `xs:float`):
/// an optional sign, digits with at most one '.' and at least one digit, an optional exponent
/// (`e` or `E`, an optional sign, digits); or `INF`, `+INF`, `-INF` or `NaN`.
@usableFromInline
func isSchemaFloatingPoint(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    let count = bytes.count
    let signed = index < count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"))
    if signed { index += 1 }
    let rest = UnsafeBufferPointer(rebasing: bytes[index...])
    if rest.elementsEqual("INF".utf8) { return true }
    if rest.elementsEqual("NaN".utf8) { return !signed }
    func digits() -> Int {
        let start = index
        while index < count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
        return index - start
    }
    var mantissaDigits = digits()
    if index < count, bytes[index] == UInt8(ascii: ".") {
        index += 1
        mantissaDigits += digits()
    }
    guard mantissaDigits > 0 else { return false }
    if index < count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
        index += 1
        if index < count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard digits() > 0 else { return false }
    }
    return index == count
}
