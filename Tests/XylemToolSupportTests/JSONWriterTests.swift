// The JSON the tools print per record: escaping, numbers, nesting and left-out members, and that
// the writer and `JSONLineObject` write the same text.

import Testing
import XylemToolSupport

@Suite("JSONWriter")
struct JSONWriterTests {
    /// The text `body` writes.
    static func text(_ body: (inout JSONWriter) -> Void) -> String {
        var writer = JSONWriter()
        body(&writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    @Test(
        "strings escape quote, backslash and control characters only",
        arguments: [
            ("plain", #""plain""#),
            ("a\"b", #""a\"b""#),
            ("a\\b", #""a\\b""#),
            ("l1\nl2\r\t", #""l1\nl2\r\t""#),
            ("\u{08}\u{0C}", #""\b\f""#),
            ("\u{00}\u{01}\u{1F}", #""\u0000\u0001\u001f""#),
            ("\u{7F}", "\"\u{7F}\""),
            ("été 東京 🌳", "\"été 東京 🌳\""),
            ("", #""""#),
        ])
    func escaping(input: String, expected: String) {
        #expect(Self.text { $0.string(input) } == expected)
        #expect(JSONLineObject.quoted(input) == expected)
    }

    @Test(
        "integers are written in full",
        arguments: [0, 7, -7, 10, 1_234_567_890, Int.max, Int.min])
    func integers(value: Int) {
        #expect(Self.text { $0.integer(value) } == String(value))
    }

    @Test("nested objects and arrays, absent members left out")
    func nesting() {
        let text = Self.text { writer in
            writer.object { object in
                object.member("id", "x")
                object.member("missing", nil as String?)
                object.member("none", [String]())
                object.member("tags", ["a", "b"])
                object.member("links", objects: [1, 2]) { link, number in
                    link.member("n", number)
                    link.member("even", number % 2 == 0 ? true : nil)
                }
                object.member("empty", objects: [Int]()) { _, _ in }
                object.member("gone", nonEmptyObject: { _ in })
                object.member("kept", nonEmptyObject: { $0.member("d", 1.5) })
                object.member("count", -3)
            }
            writer.endLine()
            writer.object { _ in }
        }
        #expect(
            text == #"{"id":"x","tags":["a","b"],"links":[{"n":1},{"n":2,"even":true}],"kept":{"d":1.5},"count":-3}"#
                + "\n{}")
    }

    @Test("the writer and JSONLineObject write the same object")
    func sameAsLineObject() {
        var line = JSONLineObject()
        line.add("title", "Q\"1\"\n")
        line.add("count", -12)
        line.add("done", false)
        line.add("tags", ["x", "ü"])
        let text = Self.text { writer in
            writer.object { object in
                object.member("title", "Q\"1\"\n")
                object.member("count", -12)
                object.member("done", false)
                object.member("tags", ["x", "ü"])
            }
        }
        #expect(text == line.encoded)
    }

    @Test("a record's line can lead with its offset")
    func offsetFirst() {
        let text = Self.text { writer in
            writer.object { object in
                object.member("_offset", 1024)
                object.member("object", "entry")
            }
            writer.endLine()
            writer.object { object in
                object.member("_offset", 0)
                object.member("_error", "line 3: \"x\" is not closed")
            }
        }
        #expect(
            text == #"{"_offset":1024,"object":"entry"}"# + "\n"
                + #"{"_offset":0,"_error":"line 3: \"x\" is not closed"}"#)
    }
}
