// Conformances and conversions for the Foundation value types: Decimal, URL and ISO 8601 dates.

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

extension XMLConversion where Value == Date {
    /// Reads an ISO 8601 / RFC 3339 timestamp such as `2008-07-17T12:34:56Z`,
    /// `2008-07-17T12:34:56.789-07:00` or a plain date `2008-07-17` (midnight UTC).
    ///
    /// Writes the date in UTC, `2008-07-17T12:34:56Z`, with milliseconds when it has a fraction of
    /// a second (`2008-07-17T12:34:56.789Z`).
    public static var iso8601: XMLConversion<Date> {
        XMLConversion(
            expected: "ISO 8601 date",
            bytes: { text in
                let string = text.trimmed.string
                if let date = ISO8601Parsing.parse(string) { return date }
                throw XMLConversionFailure()
            },
            format: { date in ISO8601Parsing.format(date) })
    }
}

/// The three shapes of ISO 8601 that feeds use, tried in order of frequency.
enum ISO8601Parsing {
    private static let plain = Date.ISO8601FormatStyle(includingFractionalSeconds: false)
    private static let fractional = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    private static let dateOnly = Date.ISO8601FormatStyle().year().month().day()

    static func format(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970
        return seconds == seconds.rounded(.down) ? plain.format(date) : fractional.format(date)
    }

    static func parse(_ string: String) -> Date? {
        if let date = try? plain.parse(string) { return date }
        if let date = try? fractional.parse(string) { return date }
        if string.count == 10, let date = try? dateOnly.parse(string) { return date }
        return nil
    }
}
