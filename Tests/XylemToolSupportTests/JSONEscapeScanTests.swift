// The word-at-a-time search for bytes a JSON string escapes must find exactly what a byte-by-byte
// search finds, wherever the byte falls in a word and whatever surrounds it (non-ASCII UTF-8,
// DEL, the neighbours of the escaped values).

import Testing
import XylemToolSupport

@Suite("JSON escape scan")
struct JSONEscapeScanTests {
    /// The bytes the texts are made of: each escaped value, its neighbours, and non-ASCII bytes.
    static let alphabet: [UInt8] = [
        0x00, 0x01, 0x09, 0x0A, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x41, 0x5B, 0x5C, 0x5D, 0x7F, 0x80, 0xA2, 0xC3,
        0xDC, 0xE2, 0xFF,
    ]

    /// The first escaped byte at or after `start`, found byte by byte.
    static func reference(_ text: [UInt8], from start: Int) -> Int {
        text[start...].firstIndex { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C } ?? text.count
    }

    /// Numbers from a fixed seed (a linear congruential sequence), so that a failure replays.
    struct Sequence {
        var state: UInt64
        mutating func below(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test("one escaped byte is found at every position of a text longer than a word")
    func everyPosition() {
        for length in [1, 7, 8, 9, 15, 16, 17, 40] {
            for position in 0..<length {
                for escaped: UInt8 in [0x00, 0x1F, 0x22, 0x5C] {
                    var text = [UInt8](repeating: 0xC3, count: length)
                    text[position] = escaped
                    text.withUnsafeBufferPointer { buffer in
                        #expect(JSONEscapeScan.firstEscaped(in: buffer, from: 0) == position)
                        #expect(JSONEscapeScan.firstEscaped(in: buffer, from: position + 1) == length)
                    }
                }
            }
        }
    }

    @Test("texts from a fixed seed give the byte-by-byte answer from every start")
    func randomTexts() {
        var numbers = Sequence(state: 0x5EED)
        for _ in 0..<2_000 {
            let length = numbers.below(49)
            // Mostly bytes that need no escape, so that long clean runs occur.
            let text = (0..<length).map { _ in
                numbers.below(4) == 0
                    ? Self.alphabet[numbers.below(Self.alphabet.count)] : UInt8(0x23 + numbers.below(0x39))
            }
            text.withUnsafeBufferPointer { buffer in
                for start in 0...length {
                    #expect(JSONEscapeScan.firstEscaped(in: buffer, from: start) == Self.reference(text, from: start))
                }
            }
        }
    }

    /// `text` as a JSON string, escaped character by character as RFC 8259 asks (the short
    /// escapes where JSON has them), to hold the writer's runs against.
    static func referenceQuoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            case "\u{08}": quoted += "\\b"
            case "\u{0C}": quoted += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }

    @Test("long strings are written as a character-by-character escape writes them")
    func longStrings() {
        var numbers = Sequence(state: 42)
        let letters: [Character] = ["a", "é", "東", "🌳", " "]
        for _ in 0..<200 {
            let scalars = (0..<numbers.below(61)).map { _ in
                numbers.below(5) == 0
                    ? Character(Unicode.Scalar(Self.alphabet[numbers.below(Self.alphabet.count)] & 0x7F))
                    : letters[numbers.below(letters.count)]
            }
            let text = String(scalars)
            var writer = JSONWriter()
            writer.string(text)
            #expect(String(decoding: writer.bytes, as: UTF8.self) == Self.referenceQuoted(text))
        }
    }
}
