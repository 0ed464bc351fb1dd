// Integer conformances: digits are parsed from the bytes with overflow checks, no String made.

/// Parses an optionally signed decimal integer, surrounded by optional whitespace.
@inlinable
func parseInteger<T: FixedWidthInteger>(_ text: XMLText, as: T.Type) -> T? {
    let bytes = text.trimmed.bytes
    var index = 0
    var negative = false
    if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
        negative = first == UInt8(ascii: "-")
        index = 1
    }
    guard index < bytes.count else { return nil }
    var value: T = 0
    while index < bytes.count {
        let digit = bytes[index] &- UInt8(ascii: "0")
        guard digit < 10 else { return nil }
        let (shifted, overflowA) = value.multipliedReportingOverflow(by: 10)
        // Accumulate negatively for negative numbers so that T.min is reachable.
        let (next, overflowB) =
            negative
            ? shifted.subtractingReportingOverflow(T(digit))
            : shifted.addingReportingOverflow(T(digit))
        guard !overflowA, !overflowB else { return nil }
        value = next
        index += 1
    }
    return value
}

extension Int: XMLValue {
    /// Reads an optionally signed decimal integer.
    @inlinable public init?(xmlText: XMLText) {
        guard let v = parseInteger(xmlText, as: Int.self) else { return nil }; self = v
    }
}
extension Int8: XMLValue {
    /// Reads an optionally signed decimal integer.
    @inlinable public init?(xmlText: XMLText) {
        guard let v = parseInteger(xmlText, as: Int8.self) else { return nil }; self = v
    }
}
extension Int16: XMLValue {
    /// Reads an optionally signed decimal integer.
    @inlinable public init?(xmlText: XMLText) {
        guard let v = parseInteger(xmlText, as: Int16.self) else { return nil }; self = v
    }
}
extension Int32: XMLValue {
    /// Reads an optionally signed decimal integer.
    @inlinable public init?(xmlText: XMLText) {
        guard let v = parseInteger(xmlText, as: Int32.self) else { return nil }; self = v
    }
}
extension Int64: XMLValue {
    /// Reads an optionally signed decimal integer.
    @inlinable public init?(xmlText: XMLText) {
        guard let v = parseInteger(xmlText, as: Int64.self) else { return nil }; self = v
    }
}
extension Int128: XMLValue {
    /// Reads an optionally signed decimal integer.
    @inlinable public init?(xmlText: XMLText) {
        guard let v = parseInteger(xmlText, as: Int128.self) else { return nil }; self = v
    }
}
extension UInt: XMLValue {
    /// Reads an unsigned decimal integer (a `-0` is accepted as zero).
    @inlinable public init?(xmlText: XMLText) {
        guard let v = parseInteger(xmlText, as: UInt.self) else { return nil }; self = v
    }
}
extension UInt8: XMLValue {
    /// Reads an unsigned decimal integer (a `-0` is accepted as zero).
    @inlinable public init?(xmlText: XMLText) {
        guard let v = parseInteger(xmlText, as: UInt8.self) else { return nil }; self = v
    }
}
extension UInt16: XMLValue {
    /// Reads an unsigned decimal integer (a `-0` is accepted as zero).
    @inlinable public init?(xmlText: XMLText) {
        guard let v = parseInteger(xmlText, as: UInt16.self) else { return nil }; self = v
    }
}
extension UInt32: XMLValue {
    /// Reads an unsigned decimal integer (a `-0` is accepted as zero).
    @inlinable public init?(xmlText: XMLText) {
        guard let v = parseInteger(xmlText, as: UInt32.self) else { return nil }; self = v
    }
}
extension UInt64: XMLValue {
    /// Reads an unsigned decimal integer (a `-0` is accepted as zero).
    @inlinable public init?(xmlText: XMLText) {
        guard let v = parseInteger(xmlText, as: UInt64.self) else { return nil }; self = v
    }
}
extension UInt128: XMLValue {
    /// Reads an unsigned decimal integer (a `-0` is accepted as zero).
    @inlinable public init?(xmlText: XMLText) {
        guard let v = parseInteger(xmlText, as: UInt128.self) else { return nil }; self = v
    }
}
