// The reference's reading of scalar text, written from the documented rules (XMLValue's and the
// README's), not from the engine's code: plain string handling, no byte tricks.

import Foundation
import Xylem

enum ReferenceScalars {
    /// XML's whitespace characters, the only ones that values ignore around them.
    static let whitespace: Set<Character> = [" ", "\t", "\n", "\r", "\r\n"]

    static func trimmed(_ text: String) -> String {
        var characters = Substring(text)
        while let first = characters.first, whitespace.contains(first) { characters.removeFirst() }
        while let last = characters.last, whitespace.contains(last) { characters.removeLast() }
        return String(characters)
    }

    /// The value `text` reads as for `spec`, or nil when it is not one (a conversion error).
    static func read(_ text: String, as spec: ScalarSpec) -> Any? {
        if let value = readWrapped(text, spec.type) { return value }
        // An optional reads blank text that the wrapped type rejects as nil.
        if spec.isOptional, trimmed(text).isEmpty { return Optional<Int>.none as Any }
        return nil
    }

    /// The name a conversion error gives the expected type.
    static func expectedName(_ type: ScalarType) -> String {
        switch type {
        case .string: "String"
        case .xmlString: "XMLString"
        case .int: "Int"
        case .int8: "Int8"
        case .int16: "Int16"
        case .int32: "Int32"
        case .int64: "Int64"
        case .uint8: "UInt8"
        case .uint16: "UInt16"
        case .uint32: "UInt32"
        case .uint64: "UInt64"
        case .double: "Double"
        case .bool: "Bool"
        case .decimal: "Decimal"
        case .color: "FuzzColor"
        }
    }

    private static func readWrapped(_ text: String, _ type: ScalarType) -> Any? {
        switch type {
        case .string: return text
        case .xmlString: return XMLString(text)
        case .int: return integer(text, Int.self)
        case .int8: return integer(text, Int8.self)
        case .int16: return integer(text, Int16.self)
        case .int32: return integer(text, Int32.self)
        case .int64: return integer(text, Int64.self)
        case .uint8: return integer(text, UInt8.self)
        case .uint16: return integer(text, UInt16.self)
        case .uint32: return integer(text, UInt32.self)
        case .uint64: return integer(text, UInt64.self)
        case .double: return double(text)
        case .bool: return bool(text)
        case .decimal: return decimal(text)
        case .color: return color(text)
        }
    }

    /// An optional sign and decimal digits, within the type's range (`-0` is zero for unsigned types).
    private static func integer<T: FixedWidthInteger>(_ text: String, _ type: T.Type) -> T? {
        var body = trimmed(text)
        var negative = false
        if body.hasPrefix("+") || body.hasPrefix("-") {
            negative = body.hasPrefix("-")
            body.removeFirst()
        }
        guard !body.isEmpty, body.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        // The magnitude, exactly, as a decimal number of any length.
        let digits = body.drop { $0 == "0" }
        guard digits.count <= 39, let magnitude = UInt128(digits.isEmpty ? "0" : String(digits)) else { return nil }
        if negative {
            guard magnitude <= UInt128(T.min.magnitude) else { return nil }
            return magnitude == 0 ? T.zero : T(exactly: -Int128(magnitude))
        }
        return T(exactly: magnitude)
    }

    /// XML Schema's double: `[+-]` digits with at most one point, an optional exponent, or
    /// `INF`, `+INF`, `-INF`, `NaN`; too large a number is rejected rather than made infinite.
    private static func double(_ text: String) -> Double? {
        let body = trimmed(text)
        switch body {
        case "INF", "+INF": return .infinity
        case "-INF": return -.infinity
        case "NaN": return .nan
        default: break
        }
        guard isDecimalNumber(body) else { return nil }
        guard let value = Double(body.hasPrefix("+") ? String(body.dropFirst()) : body), value.isFinite else {
            return nil
        }
        return value
    }

    private static func decimal(_ text: String) -> Decimal? {
        let body = trimmed(text)
        guard isDecimalNumber(body) else { return nil }
        return Decimal(string: body.hasPrefix("+") ? String(body.dropFirst()) : body)
    }

    /// `[+-]digits[.digits][(e|E)[+-]digits]` with at least one digit before the exponent.
    private static func isDecimalNumber(_ text: String) -> Bool {
        let pattern = #/[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?/#
        return text.wholeMatch(of: pattern) != nil
    }

    private static func bool(_ text: String) -> Bool? {
        switch trimmed(text).lowercased() {
        case "", "true", "yes", "1": true
        case "false", "no", "0": false
        default: nil
        }
    }

    /// A raw value as written, or else as trimmed.
    private static func color(_ text: String) -> FuzzColor? {
        FuzzColor(rawValue: text) ?? FuzzColor(rawValue: trimmed(text))
    }
}
