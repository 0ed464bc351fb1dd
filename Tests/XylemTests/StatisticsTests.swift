// XMLStatistics on small documents whose counts are worked out by hand in the comments beside them.

import Testing
import Xylem

@Suite struct StatisticsTests {
    /// A short way to write the expected (display name, namespace URI, count) rows.
    private func rows(_ statistics: XMLStatistics) -> [String] {
        statistics.elementNames.map { "\($0.displayName) {\($0.namespaceURI)} \($0.count)" }
    }

    @Test func countsElementsAttributesDepthAndText() throws {
        // library > shelf(id, floor) > book, book(lang) > title; then shelf(id).
        // 6 elements, 4 attributes, depth 4 (library/shelf/book/title), text "Hi & bye" = 8 bytes.
        let xml =
            #"<library><shelf id="a" floor="1"><book/><book lang="en"><title>Hi &amp; bye</title></book></shelf><shelf id="b"/></library>"#
        let statistics = try XMLStatistics.collect(from: .string(xml))
        #expect(statistics.elementCount == 6)
        #expect(statistics.attributeCount == 4)
        #expect(statistics.maxDepth == 4)
        #expect(statistics.textByteCount == 8)
        #expect(statistics.byteCount == xml.utf8.count)
        // Count descending, then name: book and shelf twice, library and title once.
        #expect(rows(statistics) == ["book {} 2", "shelf {} 2", "library {} 1", "title {} 1"])
        #expect(statistics.namespaces.isEmpty)
    }

    @Test func namesAndNamespaces() throws {
        let xml = """
            <feed xmlns="urn:atom" xmlns:dc="urn:dc" xmlns:unused="urn:unused">
              <entry xml:lang="en"><dc:subject>x</dc:subject><title>t</title></entry>
              <entry><terms:subject xmlns:terms="urn:dc">y</terms:subject><title xmlns="">plain</title></entry>
              <link xmlns:media="urn:media" media:type="image"/>
            </feed>
            """
        let statistics = try XMLStatistics.collect(from: .string(xml))
        // feed, entry ×2, {urn:dc}subject ×2, {urn:atom}title, title in no namespace, link.
        #expect(statistics.elementCount == 8)
        // xml:lang and media:type; the xmlns declarations are not attributes.
        #expect(statistics.attributeCount == 2)
        #expect(statistics.maxDepth == 3)
        // dc:subject and terms:subject are one name, shown with the prefix seen first. The two
        // titles differ by namespace; equal display names are ordered by URI, "" first.
        #expect(
            rows(statistics) == [
                "dc:subject {urn:dc} 2", "entry {urn:atom} 2", "feed {urn:atom} 1", "link {urn:atom} 1",
                "title {} 1", "title {urn:atom} 1",
            ])
        let subject = try #require(statistics.elementNames.first)
        #expect(subject.localName == "subject")
        // Sorted by URI; "" is the default namespace; xmlns="" undeclares and adds nothing;
        // urn:unused is only declared, the XML namespace only used by an attribute.
        #expect(
            statistics.namespaces.map { "\($0.uri) \($0.prefixes)" } == [
                #"http://www.w3.org/XML/1998/namespace ["xml"]"#,
                #"urn:atom [""]"#,
                #"urn:dc ["dc", "terms"]"#,
                #"urn:media ["media"]"#,
                #"urn:unused ["unused"]"#,
            ])
    }

    @Test func firstSpellingNamesTheElement() throws {
        // Unprefixed first, so the display name has no prefix although p:item comes later.
        let xml = #"<r xmlns:p="urn:x"><item xmlns="urn:x"/><p:item/><p:item/></r>"#
        let statistics = try XMLStatistics.collect(from: .string(xml))
        #expect(rows(statistics) == ["item {urn:x} 3", "r {} 1"])
        #expect(statistics.namespaces.map(\.prefixes) == [["", "p"]])
    }

    @Test func textIncludesEntitiesCDATAAndMultibyteCharacters() throws {
        // "é" is 2 bytes, the CDATA section "<x>" 3, "&lt;" decodes to 1: 6 bytes.
        let statistics = try XMLStatistics.collect(from: .string("<t>é<![CDATA[<x>]]>&lt;</t>"))
        #expect(statistics.textByteCount == 6)
    }

    @Test func nonASCIINames() throws {
        let statistics = try XMLStatistics.collect(from: .string("<bücher><buch/><buch/><straße/></bücher>"))
        #expect(rows(statistics) == ["buch {} 2", "bücher {} 1", "straße {} 1"])
    }

    @Test func chunkBoundariesDoNotChangeTheResult() throws {
        let xml = #"<a xmlns:q="urn:q"><q:b k="v">text</q:b><c/><q:b/></a>"#
        let whole = try XMLStatistics.collect(from: .string(xml))
        // One byte per chunk splits every name and attribute across parse calls.
        let chunked = try XMLStatistics.collect(from: .chunks(Array(xml.utf8).map { [$0] }))
        #expect(chunked == whole)
        #expect(rows(whole) == ["q:b {urn:q} 2", "a {} 1", "c {} 1"])
    }

    @Test func manyDistinctNamesGrowTheTable() throws {
        // 1,000 distinct names, each twice, force the name table to grow several times.
        let children = (0..<1_000).map { "<n\($0)/>" }.joined()
        let statistics = try XMLStatistics.collect(from: .string("<root>\(children)\(children)</root>"))
        #expect(statistics.elementCount == 2_001)
        #expect(statistics.elementNames.count == 1_001)
        #expect(statistics.elementNames.dropLast().allSatisfy { $0.count == 2 })
        // Equal counts sort by name as strings: n0, n1, n10, n100, …
        #expect(statistics.elementNames.prefix(4).map(\.displayName) == ["n0", "n1", "n10", "n100"])
        #expect(statistics.elementNames.last?.displayName == "root")
    }

    @Test func deepNestingDoesNotRecurse() throws {
        let depth = 50_000
        let xml = String(repeating: "<d>", count: depth) + String(repeating: "</d>", count: depth)
        var options = XMLReader.Options()
        options.maxDepth = depth
        let statistics = try XMLStatistics.collect(from: .string(xml), options: options)
        #expect(statistics.maxDepth == depth)
        #expect(statistics.elementCount == depth)
    }

    @Test func progressReportsBytesAndTotal() throws {
        let xml = "<a>" + String(repeating: "<b>some text</b>", count: 40_000) + "</a>"
        var reports: [(Int, Int?)] = []
        _ = try XMLStatistics.collect(from: .string(xml)) { read, total in reports.append((read, total)) }
        let size = xml.utf8.count
        // 640,007 bytes in 256 KiB slices: three reports, the last at the end.
        #expect(reports.map(\.0) == [262_144, 524_288, size])
        #expect(reports.allSatisfy { $0.1 == size })
    }

    @Test func malformedInputThrowsWithPositionAndPath() throws {
        // Line 3 is "  <b><c></b>": the end tag's name starts at column 11, when a/b[2]/c is open.
        // Byte offset: "<a>\n" (4) + "  <b/>\n" (7) + 10 bytes into line 3 = 21.
        let xml = "<a>\n  <b/>\n  <b><c></b>\n</a>\n"
        let error = try #require(throws: XMLReadError.self) {
            try XMLStatistics.collect(from: .string(xml))
        }
        guard case .malformed(let code, let reason) = error.kind else {
            Issue.record("expected a malformed error, got \(error.kind)")
            return
        }
        #expect(code == 7)  // XML_ERROR_TAG_MISMATCH
        #expect(reason == "mismatched tag: </b> where </c> was expected")
        #expect(error.line == 3)
        #expect(error.column == 11)
        #expect(error.byteOffset == 21)
        #expect(error.path == "a/b[2]/c")
        #expect(
            error.description
                == "line 3, column 11, at a/b[2]/c: malformed XML: mismatched tag: </b> where </c> was expected")
    }

    @Test func errorPathCountsSiblingsPerParent() throws {
        // x is counted under r (1), then twice under y, then again under r: that is r's x[2].
        // The end tag's name "x" starts at column 34.
        let xml = "<r><x/><y><x/><x/></y><x><oops></x></r>"
        let error = try #require(throws: XMLReadError.self) {
            try XMLStatistics.collect(from: .string(xml))
        }
        #expect(error.path == "r/x[2]/oops")
        #expect(error.line == 1)
        #expect(error.column == 34)
    }

    @Test func emptyInputIsMalformed() throws {
        let error = try #require(throws: XMLReadError.self) {
            try XMLStatistics.collect(from: .string(""))
        }
        #expect(error.kind == .malformed(code: 3, reason: "no root element: the input is empty or holds only a prolog"))
    }
}
