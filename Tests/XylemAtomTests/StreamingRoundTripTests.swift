// A feed written as it is read (AtomFeed.stream(from:to:), what `xylem roundtrip` does) against the
// same feed read whole and written from its model: the two documents must mean the same XML, with
// the comments and processing instructions around the feed element kept.

import Foundation
import Testing
import Xylem
import XylemAtom

/// The document `AtomFeed.stream(from:to:)` writes for `input`.
private func streamed(_ input: XMLInput) throws -> String {
    var writer = XMLWriter(to: XMLMemorySink())
    try writer.startDocument()
    try AtomFeed.stream(from: input, to: &writer)
    try writer.finish()
    return writer.sink.string
}

/// The document written from the model of `input` read whole, with its prolog and epilog.
private func readWhole(_ input: XMLInput) throws -> String {
    try XMLReader().readDocument(AtomFeed.self, from: input).xmlString()
}

@Suite("Atom feed written as it is read")
struct StreamingRoundTripTests {
    /// Entries of three kinds, unknown content and a typed extension, a feed element after the
    /// first entry, and items around the feed element.
    static let feedXML = """
        <?xml version="1.0" encoding="UTF-8"?>
        <?xml-stylesheet href="feed.css" type="text/css"?>
        <!-- before the feed -->
        <feed xmlns="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005"
              xmlns:openSearch="http://a9.com/-/spec/opensearchrss/1.0/" gd:etag="W/&quot;feed&quot;">
          <id>urn:feed</id>
          <title type="text">Several entries</title>
          <openSearch:totalResults>3</openSearch:totalResults>
          <entry gd:etag="one">
            <id>urn:1</id>
            <category scheme="http://schemas.google.com/g/2005#kind" term="http://schemas.google.com/g/2005#event"/>
            <title type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">An <b>event</b></div></title>
            <gd:when startTime="2024-01-01T10:00:00Z"/>
            <link rel="alternate" href="http://a/1"><x:note xmlns:x="urn:x">kept</x:note></link>
          </entry>
          <entry>
            <id>urn:2</id>
            <content type="html">Mixed <x:mark xmlns:x="urn:x"/> text</content>
            <author><name>Ann</name><x:extra xmlns:x="urn:x">kept</x:extra></author>
          </entry>
          <link rel="next" href="http://a/feed?page=2"/>
          <entry>
            <id>urn:3</id>
            <category scheme="http://schemas.google.com/g/2005#kind" term="http://schemas.google.com/contact/2008#contact"/>
            <gd:email address="ann@example.com" primary="true"/>
            <gd:extendedProperty name="p"><x:any xmlns:x="urn:x" a="1">raw <y/></x:any></gd:extendedProperty>
          </entry>
          <x:after xmlns:x="urn:x">an unknown element after the entries</x:after>
        </feed>
        <!-- after the feed -->
        """

    @Test("a feed with several entries streams to the document its whole read writes")
    func multiEntryFeed() throws {
        let original = try XMLTree.parse(Self.feedXML)
        let streamedTree = try XMLTree.parse(try streamed(.string(Self.feedXML)))
        let wholeTree = try XMLTree.parse(try readWhole(.string(Self.feedXML)))
        let againstWhole = wholeTree.difference(from: streamedTree)
        #expect(againstWhole == nil, "\(againstWhole ?? "")")
        let againstOriginal = original.difference(from: streamedTree)
        #expect(againstOriginal == nil, "\(againstOriginal ?? "")")
    }

    @Test("entries held back and written in batches keep their order, across batches and a late element")
    func manyEntries() throws {
        let entries = (1...75).map { "<entry><id>urn:\($0)</id><title>T\($0)</title></entry>" }
        let xml = """
            <feed xmlns="http://www.w3.org/2005/Atom"><id>urn:feed</id>\(entries[0..<40].joined())\
            <link rel="next" href="http://a/2"/>\(entries[40...].joined())<rights>late</rights></feed>
            """
        let streamedXML = try streamed(.string(xml))
        let difference = try XMLTree.parse(try readWhole(.string(xml))).difference(from: XMLTree.parse(streamedXML))
        #expect(difference == nil, "\(difference ?? "")")
        let again = try XMLReader().read(AtomFeed.self, from: streamedXML)
        #expect(again.entries.map(\.entry.id) == (1...75).map { "urn:\($0)" })
        #expect(again.rights?.value == "late")
    }

    @Test("a single feed element given again after the entries reads back with its later value")
    func repeatedSingleElement() throws {
        let xml = """
            <feed xmlns="http://www.w3.org/2005/Atom"><title>early</title><icon>a.png</icon>
            <entry><id>urn:1</id></entry><title>late</title><icon>a.png</icon></feed>
            """
        let whole = try XMLReader().read(AtomFeed.self, from: xml)
        #expect(whole.title?.value == "late")
        let again = try XMLReader().read(AtomFeed.self, from: try streamed(.string(xml)))
        #expect(again.title?.value == "late")
        #expect(again.icon == "a.png")
        #expect(again.entries.count == 1)
    }

    @Test("the comments and instructions around the feed element are written around it")
    func prologAndEpilog() throws {
        let read = try XMLReader().readDocument(AtomFeed.self, from: .string(Self.feedXML))
        let again = try XMLReader().readDocument(AtomFeed.self, from: .string(try streamed(.string(Self.feedXML))))
        #expect(read.prolog.count == 2 && read.epilog.count == 1)
        #expect(again.prolog == read.prolog)
        #expect(again.epilog == read.epilog)
    }

    @Test("the feed's own elements come before the entries, and those read after the first entry after them")
    func elementsAfterTheFirstEntry() throws {
        let written = try XMLTree.parse(try streamed(.string(Self.feedXML)))
        let names = written.elements.map(\.localName)
        let firstEntry = try #require(names.firstIndex(of: "entry"))
        let lastEntry = try #require(names.lastIndex(of: "entry"))
        #expect(names[..<firstEntry].contains("title") && names[..<firstEntry].contains("totalResults"))
        #expect(names[(lastEntry + 1)...].sorted() == ["after", "link"])
    }

    @Test("a feed without entries is written whole")
    func feedWithoutEntries() throws {
        let xml = #"<feed xmlns="http://www.w3.org/2005/Atom"><id>urn:empty</id><title>Empty</title></feed>"#
        let difference = try XMLTree.parse(xml).difference(from: XMLTree.parse(try streamed(.string(xml))))
        #expect(difference == nil, "\(difference ?? "")")
    }
}

@Suite(
    "GData corpus feeds written as they are read", .enabled(if: GDataCorpus.isAvailable, GDataCorpus.absence))
struct StreamingCorpusRoundTripTests {
    @Test(
        "each feed streams to the document its whole read writes, prolog and epilog kept",
        arguments: GDataCorpus.files.filter { $0.hasPrefix("Feed") })
    func sameAsWholeRead(_ file: String) throws {
        let data = try GDataCorpus.data(file)
        guard GDataCorpus.root(of: try XMLTree.parse(data)) == .feed else { return }
        let streamedXML = try streamed(.data(data))
        let difference = try XMLTree.parse(try readWhole(.data(data))).difference(from: XMLTree.parse(streamedXML))
        #expect(difference == nil, "\(file): \(difference ?? "")")
        let original = try XMLReader().readDocument(AtomFeed.self, from: .data(data))
        let again = try XMLReader().readDocument(AtomFeed.self, from: .string(streamedXML))
        #expect(again.prolog == original.prolog && again.epilog == original.epilog, "\(file)")
    }
}
