// Big5 as the WHATWG Encoding Standard decodes it, which is how browsers read Big5 feeds: by the
// standard's own index (WHATWGBig5Index.swift), which includes the Hong Kong supplement, with four
// pointers that stand for a letter and a combining mark. Glibc's BIG5-HKSCS refuses pairs the
// standard maps (0xA1 0xFE, the fullwidth solidus, among them) and reads a few others as other
// characters, so the `whatwg` label policy reads Big5's labels with this decoder instead.

/// Decodes Big5 to UTF-8 by the rules of the WHATWG Encoding Standard's Big5 decoder, in fatal
/// mode: a byte sequence the standard decodes to an error stops the conversion there.
final class WHATWGBig5Decoder: UTF8Conversion {
    /// The encoding name the `whatwg` label policy gives Big5's labels. A document cannot declare
    /// it (an encoding name has no spaces or parentheses), so no other policy reaches this decoder;
    /// messages show it: "invalid Big5 (WHATWG): bytes 0x81 0x20".
    static let name = "Big5 (WHATWG)"

    func convert(
        _ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer
    ) -> (consumed: Int, produced: Int, stop: Iconv.Stop) {
        WHATWGBig5Index.codePoints.withUnsafeBufferPointer { codePoints in
            var read = 0
            var written = 0
            while read < input.count {
                let lead = input[read]
                if lead < 0x80 {
                    guard written < output.count else { return (read, written, .outputFull) }
                    output[written] = lead
                    read += 1
                    written += 1
                    continue
                }
                guard lead >= 0x81, lead <= 0xFE else { return (read, written, .invalid) }
                guard read + 1 < input.count else { return (read, written, .incomplete) }
                guard let (first, second) = Self.decode(lead: lead, trail: input[read + 1], codePoints) else {
                    // The standard gives a trail byte that is ASCII back to the stream; in fatal
                    // mode the error at the lead byte ends the conversion all the same.
                    return (read, written, .invalid)
                }
                let needed = Self.utf8Length(first) + (second == 0 ? 0 : Self.utf8Length(second))
                guard output.count - written >= needed else { return (read, written, .outputFull) }
                written += Self.writeUTF8(first, to: output, at: written)
                if second != 0 { written += Self.writeUTF8(second, to: output, at: written) }
                read += 2
            }
            return (read, written, .complete)
        }
    }

    /// Big5 has no shift states: nothing to finish.
    func finish(into output: UnsafeMutableRawBufferPointer) -> Int? { 0 }

    /// Big5 has no shift states, and a conversion keeps no partial character between calls.
    func reset() {}

    /// The code points of a lead and a trail byte (the second 0 when there is one), or nil when
    /// the standard decodes them to an error.
    private static func decode(
        lead: UInt8, trail: UInt8, _ codePoints: UnsafeBufferPointer<UInt32>
    ) -> (UInt32, UInt32)? {
        let offset: Int
        switch trail {
        case 0x40...0x7E: offset = 0x40
        case 0xA1...0xFE: offset = 0x62
        default: return nil
        }
        let pointer = (Int(lead) - 0x81) * 157 + (Int(trail) - offset)
        switch pointer {
        case 1133: return (0x00CA, 0x0304)
        case 1135: return (0x00CA, 0x030C)
        case 1164: return (0x00EA, 0x0304)
        case 1166: return (0x00EA, 0x030C)
        default: break
        }
        guard pointer >= WHATWGBig5Index.firstPointer else { return nil }
        let codePoint = codePoints[pointer - WHATWGBig5Index.firstPointer]
        return codePoint == 0 ? nil : (codePoint, 0)
    }

    private static func utf8Length(_ codePoint: UInt32) -> Int {
        codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4
    }

    /// Writes `codePoint` (never ASCII, never a surrogate) as UTF-8; returns its length.
    private static func writeUTF8(_ codePoint: UInt32, to output: UnsafeMutableRawBufferPointer, at index: Int) -> Int {
        switch codePoint {
        case ..<0x800:
            output[index] = UInt8(0xC0 | codePoint >> 6)
            output[index + 1] = UInt8(0x80 | codePoint & 0x3F)
            return 2
        case ..<0x10000:
            output[index] = UInt8(0xE0 | codePoint >> 12)
            output[index + 1] = UInt8(0x80 | codePoint >> 6 & 0x3F)
            output[index + 2] = UInt8(0x80 | codePoint & 0x3F)
            return 3
        default:
            output[index] = UInt8(0xF0 | codePoint >> 18)
            output[index + 1] = UInt8(0x80 | codePoint >> 12 & 0x3F)
            output[index + 2] = UInt8(0x80 | codePoint >> 6 & 0x3F)
            output[index + 3] = UInt8(0x80 | codePoint & 0x3F)
            return 4
        }
    }

    /// How many Big5 bytes the UTF-8 text `utf8`, made by this decoder, came from: one per ASCII
    /// character, two per other character, except U+0304 and U+030C, which the index maps alone
    /// nowhere: they come only after Ê or ê, from the two bytes that made both.
    static func sourceLength(of utf8: UnsafeRawBufferPointer) -> Int {
        var length = 0
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if byte < 0x80 {
                length += 1
            } else if byte & 0xC0 != 0x80 {
                let combining =
                    byte == 0xCC && index + 1 < utf8.count && (utf8[index + 1] == 0x84 || utf8[index + 1] == 0x8C)
                if !combining { length += 2 }
            }
            index += 1
        }
        return length
    }
}
