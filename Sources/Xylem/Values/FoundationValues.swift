// Conformances for the Foundation value types Decimal and URL (dates: see Dates/).

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Decimal: XMLValue {
    /// Reads a decimal number written with a `.` separator, ignoring surrounding whitespace.
    public init?(xmlText: XMLText) {
        let text = xmlText.trimmed
        guard !text.isEmpty else { return nil }
        var bytes = text.bytes
        // Decimal(string:) accepts a numeric prefix ("12abc" → 12, "1.2.3" → 1.2, "-" → 0);
        // insist on one whole number.
        guard isDecimalNumber(bytes) else { return nil }
        if bytes.first == UInt8(ascii: "+") { bytes = UnsafeBufferPointer(rebasing: bytes.dropFirst()) }
        guard let value = Decimal(string: String(decoding: bytes, as: UTF8.self)) else { return nil }
        self = value
    }

    /// The number with a `.` separator, whatever the locale.
    public var xmlText: String { description }
}

/// Whether `bytes` is exactly `[+-]digits[.digits][(e|E)[+-]digits]` with at least one mantissa digit.
private func isDecimalNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    func digits() -> Int {
        let start = index
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
        return index - start
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
    var mantissaDigits = digits()
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
        index += 1
        mantissaDigits += digits()
    }
    guard mantissaDigits > 0 else { return false }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
        index += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard digits() > 0 else { return false }
    }
    return index == bytes.count
}

extension URL: XMLValue {
    /// Reads a URL reference, ignoring surrounding whitespace; relative references are kept as written.
    public init?(xmlText: XMLText) {
        let text = xmlText.trimmed
        guard !text.isEmpty, let url = URL(string: text.string) else { return nil }
        self = url
    }

    /// The URL reference as written (relative references stay relative).
    public var xmlText: String { relativeString }
}
