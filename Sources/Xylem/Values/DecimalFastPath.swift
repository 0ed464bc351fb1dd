// Plain decimal numbers ("4.5", "-12", "2.75e3") are by far the most common doubles in XML. They
// are read here exactly, without the C library's strtod: for up to 19 significant digits and a
// decimal exponent within ±22, the mantissa and the power of ten are both exact doubles, so one
// multiplication or division gives the correctly rounded result (Clinger's fast path). Anything
// else falls back to the standard parser. strtod's code is large and cold: calling it once per
// record cost more in instruction-cache misses than in instructions.

/// Powers of ten that doubles represent exactly.
@usableFromInline
let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
]

/// Reads `[+-]digits[.digits][(e|E)[+-]digits]` exactly when it fits the fast path; nil means
/// "not this form or not exact": the caller falls back to the full parser.
@inlinable
func fastDecimalDouble(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    var index = 0
    let count = bytes.count
    var negative = false
    if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
        negative = bytes[index] == UInt8(ascii: "-")
        index += 1
    }
    var mantissa: UInt64 = 0
    var digits = 0
    var exponent = 0
    // Reads a run of digits into the mantissa (leading zeros skipped, 19 significant digits at
    // most); digits after the point lower the exponent. Returns how many digits it read, or nil
    // when there are too many for the result to be exact.
    func digitRun(afterPoint: Bool) -> Int? {
        let start = index
        while index < count, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10 {
            if digits > 0 || digit != 0 {
                guard digits < 19 else { return nil }
                mantissa = mantissa &* 10 &+ UInt64(digit)
                digits += 1
            }
            if afterPoint { exponent -= 1 }
            index += 1
        }
        return index - start
    }
    guard let integerDigits = digitRun(afterPoint: false), integerDigits > 0 else { return nil }
    if index < count, bytes[index] == UInt8(ascii: ".") {
        index += 1
        guard let fractionDigits = digitRun(afterPoint: true), fractionDigits > 0 else { return nil }
    }
    if index < count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
        index += 1
        var exponentNegative = false
        if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            exponentNegative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        let exponentStart = index
        var written = 0
        while index < count, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10 {
            guard written < 1000 else { return nil }
            written = written * 10 + Int(digit)
            index += 1
        }
        guard index > exponentStart else { return nil }
        exponent += exponentNegative ? -written : written
    }
    guard index == count, mantissa <= 1 << 53 else { return nil }
    var value = Double(mantissa)
    if mantissa != 0 {
        guard exponent >= -22, exponent <= 22 else { return nil }
        value = exponent < 0 ? value / exactPowersOfTen[-exponent] : value * exactPowersOfTen[exponent]
    }
    return negative ? -value : value
}
