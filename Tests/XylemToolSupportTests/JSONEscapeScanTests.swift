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

    /// A deterministic pseudo-random generator, so that a failure can be replayed.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D1_049E_B9EB_A033
            return z ^ (z >> 31)
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

    @Test("random texts give the byte-by-byte answer from every start")
    func randomTexts() {
        var random = SplitMix(state: 0x5EED)
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...48, using: &random)
            // Mostly bytes that need no escape, so that long clean runs occur.
            let text = (0..<length).map { _ in
                Int.random(in: 0..<4, using: &random) == 0
                    ? Self.alphabet.randomElement(using: &random)! : UInt8.random(in: 0x23...0x5B, using: &random)
            }
            text.withUnsafeBufferPointer { buffer in
                for start in 0...length {
                    #expect(JSONEscapeScan.firstEscaped(in: buffer, from: start) == Self.reference(text, from: start))
                }
            }
        }
    }

    @Test("long strings are written as JSONLineObject writes them")
    func longStrings() {
        var random = SplitMix(state: 42)
        for _ in 0..<200 {
            let scalars = (0..<Int.random(in: 0...60, using: &random)).map { _ in
                Int.random(in: 0..<5, using: &random) == 0
                    ? Character(Unicode.Scalar(Self.alphabet.randomElement(using: &random)! & 0x7F))
                    : ["a", "é", "東", "🌳", " "].randomElement(using: &random)!
            }
            let text = String(scalars)
            var writer = JSONWriter()
            writer.string(text)
            #expect(String(decoding: writer.bytes, as: UTF8.self) == JSONLineObject.quoted(text))
        }
    }
}
