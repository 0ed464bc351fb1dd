// Malformed input explained in plain words: each case has expat's code, a reason that says what
// is wrong (not just "invalid token"), the position and the element path, on one line.

import Testing
import Xylem

private struct Page: XMLReadable {
    var title = ""
    static let xmlDescription = XMLDescription(Page.init) {
        XMLChildText("title", \.title)
    }
}

/// A malformed document and the exact error it must give.
struct XylemReasonCase: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: [UInt8]
    let code: Int
    let reason: String
    let line: Int
    let column: Int
    let path: String
    var testDescription: String { name }

    init(_ name: String, _ xml: String, code: Int, reason: String, line: Int = 1, column: Int, path: String) {
        self.init(name, Array(xml.utf8), code: code, reason: reason, line: line, column: column, path: path)
    }

    init(_ name: String, _ bytes: [UInt8], code: Int, reason: String, line: Int = 1, column: Int, path: String) {
        self.name = name
        self.bytes = bytes
        self.code = code
        self.reason = reason
        self.line = line
        self.column = column
        self.path = path
    }
}

extension CoreReaderTests {
    @Suite("Malformed input in plain words")
    struct MalformedReasonTests {
        static let cases: [XylemReasonCase] = [
            XylemReasonCase(
                "empty input", "", code: 3, reason: "no root element: the input is empty or holds only a prolog",
                column: 1, path: ""),
            XylemReasonCase(
                "only a declaration", "<?xml version=\"1.0\"?>\n", code: 3,
                reason: "no root element: the input is empty or holds only a prolog", line: 2, column: 1, path: ""),
            XylemReasonCase(
                "truncated between tags", "<page><title>t</title>", code: 3,
                reason: "the input ends before the end tag of <page> (truncated document)", column: 23, path: "page"),
            XylemReasonCase(
                "truncated inside a tag", "<page><title>t</title><ti", code: 5,
                reason: "the input ends inside a tag or other markup (truncated document)", column: 23, path: "page"),
            XylemReasonCase(
                "truncated inside CDATA", "<page><![CDATA[abc", code: 20,
                reason: "the input ends inside a CDATA section (truncated document)", column: 19, path: "page"),
            XylemReasonCase(
                "mismatched tag", "<page><title>t</titel></page>", code: 7,
                reason: "mismatched tag: </titel> where </title> was expected", column: 17, path: "page/title"),
            XylemReasonCase(
                "a NUL byte", Array("<page><title>a".utf8) + [0] + Array("</title></page>".utf8), code: 4,
                reason: "a NUL byte, which XML does not allow", column: 15, path: "page/title"),
            XylemReasonCase(
                "a control character", Array("<page>".utf8) + [0x07] + Array("</page>".utf8), code: 4,
                reason: "the control character U+0007, which XML does not allow", column: 7, path: "page"),
            XylemReasonCase(
                "invalid UTF-8", Array("<page><title>".utf8) + [0xC3, 0x28] + Array("</title></page>".utf8), code: 4,
                reason: "invalid UTF-8: bytes 0xC3 0x28", column: 14, path: "page/title"),
            XylemReasonCase(
                "a stray continuation byte", Array("<page>".utf8) + [0x80] + Array("</page>".utf8), code: 4,
                reason: "invalid UTF-8: byte 0x80", column: 7, path: "page"),
            XylemReasonCase(
                "a UTF-8 surrogate", Array("<page>".utf8) + [0xED, 0xA0, 0x80] + Array("</page>".utf8), code: 4,
                reason: "invalid UTF-8: bytes 0xED 0xA0", column: 7, path: "page"),
            XylemReasonCase(
                "U+FFFE", Array("<page>".utf8) + [0xEF, 0xBF, 0xBE] + Array("</page>".utf8), code: 4,
                reason: "the character U+FFFE, which XML does not allow", column: 7, path: "page"),
            XylemReasonCase(
                "a bare '<' in text", "<page><title>a < b</title></page>", code: 4,
                reason: "a '<' that does not start a tag (write &lt; for a literal '<')", column: 17, path: "page/title"
            ),
            XylemReasonCase(
                "a bare '&' in text", "<page><title>a & b</title></page>", code: 4,
                reason: "a '&' that does not start an entity reference (write &amp; for a literal '&')", column: 17,
                path: "page/title"),
            XylemReasonCase(
                "an unquoted attribute", "<page id=3/>", code: 4,
                reason: "not well-formed: the character '3' is not allowed here", column: 10, path: ""),
            XylemReasonCase(
                "an undeclared element prefix", "<page><x:title/></page>", code: 27,
                reason: "undeclared namespace prefix \"x\" in <x:title>", column: 7, path: "page"),
            XylemReasonCase(
                "an undeclared attribute prefix", "<page><title x:lang=\"en\"/></page>", code: 27,
                reason: "undeclared namespace prefix in an attribute of <title>", column: 7, path: "page"),
            XylemReasonCase(
                "text after the root", "<page/>\ntrailing", code: 9,
                reason: "text after the end of the root element (a document has exactly one root element)", line: 2,
                column: 1, path: ""),
            XylemReasonCase(
                "a second root", "<page/><page/>", code: 9,
                reason: "an element after the end of the root element (a document has exactly one root element)",
                column: 8, path: ""),
            XylemReasonCase(
                "an undefined entity", "<page><title>&nbsp;</title></page>", code: 11,
                reason: "undefined entity &nbsp; (XML defines only &lt; &gt; &amp; &quot; &apos; without a DTD)",
                column: 14, path: "page/title"),
            XylemReasonCase(
                "a character reference to NUL", "<page><title>&#0;</title></page>", code: 14,
                reason: "the character reference &#0; names a character XML does not allow", column: 14,
                path: "page/title"),
            XylemReasonCase(
                "a duplicate attribute", "<page a=\"1\" a=\"2\"/>", code: 8, reason: "duplicate attribute a",
                column: 13, path: ""),
            XylemReasonCase(
                "a misplaced XML declaration", " <?xml version=\"1.0\"?><page/>", code: 17,
                reason: "an XML declaration (<?xml …?>) that is not at the very start of the document", column: 2,
                path: ""),
        ]

        @Test("each malformation has its code, its reason in plain words, its position and path", arguments: cases)
        func reason(_ entry: XylemReasonCase) throws {
            let error = try xylemReadError(Page.self, from: .bytes(entry.bytes))
            #expect(error.kind == .malformed(code: entry.code, reason: entry.reason))
            #expect(error.line == entry.line)
            #expect(error.column == entry.column)
            #expect(error.path == entry.path)
            #expect(!error.description.contains("\n"))
            #expect(error.description.hasSuffix("malformed XML: " + entry.reason))
        }

        @Test("the statistics pass explains malformations the same way", arguments: cases)
        func statistics(_ entry: XylemReasonCase) throws {
            let error = try #require(throws: XMLReadError.self) { try XMLStatistics.collect(from: .bytes(entry.bytes)) }
            #expect(error.kind.malformedCode == entry.code)
            #expect(error.line == entry.line && error.column == entry.column)
        }

        @Test("conversion failures name the expected type and the text, on one line")
        func conversionMessage() throws {
            struct Count: XMLReadable {
                var value = 0
                static let xmlDescription = XMLDescription(Count.init) { XMLChildValue("n", \.value) }
            }
            let error = try xylemReadError(Count.self, from: "<c><n>twelve\nand a half</n></c>")
            #expect(error.kind == .conversion(expected: "Int", text: "twelve\nand a half"))
            #expect(error.description == "line 2, column 11, at c/n: cannot read \"twelve\\nand a half\" as Int")
        }

        @Test("every message is one line, whatever names and text the document holds")
        func oneLine() throws {
            let names = "<a\u{2028}b>"
            let error = try xylemReadError(Page.self, from: "<page><title>x</title>\(names)</page>")
            #expect(!error.description.contains("\u{2028}"))
            let long = String(repeating: "n", count: 5_000)
            let deep = try xylemReadError(Page.self, from: "<\(long)><\(long)></x></\(long)>")
            #expect(deep.description.count < 600)
            #expect(deep.path.count > 10_000)
        }
    }
}
