// Malformed input: kind .malformed with the line, column and element path of the problem; and
// the positions and paths of conversion errors in strict mode.
//
// Expected lines and columns are counted by hand from the fixtures (columns are 1-based).
// Expat places an end-tag error at the end tag's name, a conversion error at the end tag's '<'.

import Testing
import Xylem

/// A malformed document and where its problem must be reported.
struct XylemMalformedCase: Sendable, CustomTestStringConvertible {
    let name: String
    let xml: String
    let line: Int
    let column: Int
    let path: String
    var testDescription: String { name }
}

extension CoreReaderTests {
    @Suite("Malformed input")
    struct MalformedInputTests {
        static let cases: [XylemMalformedCase] = [
            XylemMalformedCase(
                name: "mismatched end tag",
                xml: """
                    <catalog>
                      <book isbn="1" year="2001">
                        <pages>10</pages>
                      </book>
                      <book isbn="2" year="2002">
                        <pages>12</page>
                      </book>
                    </catalog>
                    """,
                // line 6 is "    <pages>12</page>": the name after "</" is at column 16.
                line: 6, column: 16, path: "catalog/book[2]/pages"),
            XylemMalformedCase(
                name: "truncated document",
                xml: "<catalog>\n  <book isbn=\"1\">\n    <pages>10</pages>",
                // the input ends after the 21 characters of line 3.
                line: 3, column: 22, path: "catalog/book"),
            XylemMalformedCase(
                name: "text after the root element",
                xml: "<catalog name=\"x\"/>\ntrailing text",
                line: 2, column: 1, path: ""),
            XylemMalformedCase(
                name: "a second root element",
                xml: "<catalog/>\n  <catalog/>",
                line: 2, column: 3, path: ""),
            XylemMalformedCase(
                name: "undeclared prefix",
                xml: "<catalog>\n  <x:book/>\n</catalog>",
                line: 2, column: 3, path: "catalog"),
            XylemMalformedCase(
                name: "undefined entity",
                xml: "<catalog>\n  <book><title>a &nbsp; b</title></book>\n</catalog>",
                // "  <book><title>a " is 17 characters; the '&' is at column 18.
                line: 2, column: 18, path: "catalog/book/title"),
            XylemMalformedCase(
                name: "duplicate attribute",
                xml: "<catalog>\n<book isbn=\"1\" isbn=\"2\"/>\n</catalog>",
                line: 2, column: 16, path: "catalog"),
            XylemMalformedCase(
                name: "unclosed tag inside an unmapped element",
                xml: "<catalog>\n<extra>\n<deep>\n</extra>\n</catalog>",
                // the path ends at the unmapped element; what is inside it is not tracked.
                line: 4, column: 3, path: "catalog/extra"),
            XylemMalformedCase(
                name: "a '<' in text",
                xml: "<catalog><book><title>a < b</title></book></catalog>",
                // the '<' is at column 25; expat points at column 26, where a name should start.
                line: 1, column: 26, path: "catalog/book/title"),
        ]

        @Test("malformed input is reported with kind, line, column and path", arguments: cases)
        func malformed(_ entry: XylemMalformedCase) throws {
            let error = try xylemReadError(LibraryCatalog.self, from: entry.xml)
            #expect(error.kind.name == "malformed")
            #expect(error.line == entry.line)
            #expect(error.column == entry.column)
            #expect(error.path == entry.path)
        }

        @Test("a mismatched tag carries expat's code and reason, and the message says where")
        func mismatchedTagMessage() throws {
            let error = try xylemReadError(LibraryCatalog.self, from: "<catalog>\n  <book></boo>\n</catalog>")
            #expect(error.kind == .malformed(code: 7, reason: "mismatched tag: </boo> where </book> was expected"))
            #expect(
                error.description
                    == "line 2, column 11, at catalog/book: malformed XML: mismatched tag: </boo> where </book> was expected"
            )
        }

        @Test(
            "empty and blank input are malformed: there is no element",
            arguments: ["", "   \n ", "<?xml version=\"1.0\"?>"])
        func emptyInput(xml: String) throws {
            let error = try xylemReadError(LibraryCatalog.self, from: xml)
            #expect(error.kind.name == "malformed")
            #expect(error.path == "")
        }

        @Test("a byte offset is reported for malformations")
        func byteOffset() throws {
            // "<catalog>\n" is 10 bytes; on line 2, "  <book></" is 10 more: the name "boo" is at offset 20.
            let error = try xylemReadError(LibraryCatalog.self, from: "<catalog>\n  <book></boo>\n</catalog>")
            #expect(error.byteOffset == 20)
        }
    }

    @Suite("Strict conversion failures")
    struct StrictConversionTests {
        static let xml = """
            <catalog>
              <book isbn="1"><pages>10</pages></book>
              <book isbn="2"><pages>abc</pages></book>
              <book isbn="3"><pages>xyz</pages></book>
            </catalog>
            """

        @Test("the first failure is thrown with its kind, path, line, column and byte offset")
        func firstFailure() throws {
            let error = try xylemReadError(LibraryCatalog.self, from: Self.xml)
            #expect(error.kind == .conversion(expected: "Int", text: "abc"))
            #expect(error.path == "catalog/book[2]/pages")
            // Line 3 is `  <book isbn="2"><pages>abc</pages></book>`: "</pages>" starts at column 28.
            #expect(error.line == 3)
            #expect(error.column == 28)
            // Lines 1 and 2 take 10 + 42 bytes; then 27 bytes precede "</pages>".
            #expect(error.byteOffset == 79)
            #expect(error.underlying == nil)
            #expect(error.description == "line 3, column 28, at catalog/book[2]/pages: cannot read \"abc\" as Int")
        }

        @Test("sibling indices count elements of the same name only, and [1] is not shown")
        func siblingIndices() throws {
            let first = try xylemReadError(
                LibraryCatalog.self, from: "<catalog><book><pages>x</pages></book></catalog>")
            #expect(first.path == "catalog/book/pages")
            let second = try xylemReadError(
                LibraryCatalog.self,
                from: "<catalog><magazine/><book/><magazine/><magazine/><book><title/><pages>x</pages></book></catalog>"
            )
            #expect(second.path == "catalog/book[2]/pages")
        }

        @Test("attribute conversion errors end the path with /@name")
        func attributePath() throws {
            let error = try xylemReadError(
                LibraryCatalog.self, from: "<catalog><book/><book/><book year=\"MMI\"/></catalog>")
            #expect(error.kind == .conversion(expected: "Int", text: "MMI"))
            #expect(error.path == "catalog/book[3]/@year")
        }

        @Test("errors inside wrappers show the wrapper in the path")
        func wrapperPath() throws {
            let xml = "<catalog><book><authors><author/><author><born>soon</born></author></authors></book></catalog>"
            let error = try xylemReadError(LibraryCatalog.self, from: xml)
            #expect(error.kind == .conversion(expected: "Int", text: "soon"))
            #expect(error.path == "catalog/book/authors/author[2]/born")
        }

        @Test("conversion text is reported with entities decoded")
        func decodedText() throws {
            let error = try xylemReadError(
                LibraryCatalog.self, from: "<catalog><book><pages>1&amp;2</pages></book></catalog>")
            #expect(error.kind == .conversion(expected: "Int", text: "1&2"))
        }
    }
}
