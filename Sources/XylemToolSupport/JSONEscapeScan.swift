// Finding the next byte a JSON string must escape, eight bytes at a time: record text is mostly
// runs that need no escape, and testing it byte by byte was the largest single cost of writing a
// JSON line.

/// Where the next byte that JSON escapes (quote, backslash, or a control character below 0x20)
/// is in UTF-8 text.
package enum JSONEscapeScan {
    /// The index of the first byte at or after `start` in `text` that must be escaped, or
    /// `text.count` when there is none.
    ///
    /// Whole 8-byte words are tested at once with the usual zero-byte test (`(w - 0x01…) & ~w &
    /// 0x80…` is nonzero exactly when some byte of `w` is zero), applied to `w ^ 0x22…`, to
    /// `w ^ 0x5C…` and, for bytes below 0x20, to `w - 0x20…`; a word that may hold one is looked
    /// at byte by byte. Bytes of 0x80 and above (non-ASCII UTF-8) never match: `~w` clears their
    /// high bit.
    package static func firstEscaped(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let count = text.count
        var index = start
        if let base = text.baseAddress {
            while count - index >= 8 {
                // Within the buffer: `index + 8 <= count`, checked by the loop condition.
                assert(index >= 0 && index + 8 <= count)
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if !mayNeedEscape(word) {
                    index += 8
                    continue
                }
                for offset in index..<index + 8 where needsEscape(text[offset]) { return offset }
                index += 8
            }
        }
        while index < count {
            if needsEscape(text[index]) { return index }
            index += 1
        }
        return count
    }

    /// Whether `byte` is escaped in a JSON string.
    @inline(__always)
    static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C
    }

    /// Whether some byte of `word` may need an escape; false only when none does.
    @inline(__always)
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let hasQuote = (quote &- ones) & ~quote
        let hasBackslash = (backslash &- ones) & ~backslash
        let hasControl = (word &- ones &* 0x20) & ~word
        return (hasQuote | hasBackslash | hasControl) & highs != 0
    }
}
