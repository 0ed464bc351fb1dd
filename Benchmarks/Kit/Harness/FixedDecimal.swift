// Numbers with a fixed count of decimals, as tables and progress lines print them. This stands in
// for `String(format: "%.2f", …)`, which is in Foundation's full module: linking that loads ICU
// into every command of the tool.

extension Double {
    /// The value rounded to `digits` decimals (0 to 9, ties to even), with a point whatever the
    /// locale; "—" when the value is not finite.
    ///
    /// ```swift
    /// (2.0 / 3).fixed(2)  // "0.67"
    /// ```
    public func fixed(_ digits: Int) -> String {
        guard isFinite else { return "—" }
        let digits = Swift.min(Swift.max(digits, 0), 9)
        var unit: UInt64 = 1
        for _ in 0..<digits { unit *= 10 }
        let scaled = (magnitude * Double(unit)).rounded(.toNearestOrEven)
        // Beyond 2^53 a Double has no fractional digits left to show.
        guard scaled < 9.0e15 else { return "\(self)" }
        let whole = UInt64(scaled)
        var text = String(whole / unit)
        if digits > 0 {
            let fraction = String(whole % unit)
            text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
        }
        return sign == .minus && whole != 0 ? "-" + text : text
    }
}
