// The model's numbers and flags as the contenders written by hand read them from text, the way
// Xylem's conversions do: whitespace around the value is ignored.

/// Reads the benchmark model's scalar values from text.
public enum BenchmarkValue {
    /// The integer in `text`, surrounding whitespace aside; 0 when there is none.
    public static func integer(_ text: String) -> Int {
        Int(trimmed(text)) ?? 0
    }

    /// `true`, `yes`, `1` and empty text are true, as in Xylem; anything else false.
    public static func boolean(_ text: String) -> Bool {
        switch trimmed(text).lowercased() {
        case "", "true", "yes", "1": return true
        default: return false
        }
    }

    private static func trimmed(_ text: String) -> Substring {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
            let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return text[first...last]
    }
}
