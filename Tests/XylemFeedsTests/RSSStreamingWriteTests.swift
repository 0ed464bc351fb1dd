// RSS and RDF feeds written as they are read (`RSSDocument.stream(from:to:)`,
// `RDFDocument.stream(from:to:)`, what `xylem roundtrip` does) against the same feeds read whole:
// the copy reads back to the model of the input and of the whole-document round trip, unknown
// content and the attributes of the root and the channel included, with the same warnings.

import Testing
import Xylem
import XylemFeeds

/// A document model that XylemFeeds writes as it reads.
protocol StreamedFeedDocument: XMLReadable, Equatable {
    static func stream<Sink: XMLByteSink>(
        from input: XMLInput, to writer: inout XMLWriter<Sink>, reader: XMLReader,
        progress: ((XMLProgress) -> Void)?
    ) throws -> XMLReader.StreamSummary

    /// The document written whole without the namespace declarations kept on its start tags,
    /// which a copy may spell differently (it declares the model's namespaces on the root): what
    /// remains is every element, attribute and text the model keeps, unknown content included,
    /// which model equality does not compare.
    func keptContent() throws -> String
}

extension RSSDocument: StreamedFeedDocument {
    func keptContent() throws -> String {
        var document = self
        document.extensions.namespaceDeclarations = []
        document.channel?.extensions.namespaceDeclarations = []
        return try document.xmlString(indentation: " ")
    }
}

extension RDFDocument: StreamedFeedDocument {
    func keptContent() throws -> String {
        var document = self
        document.extensions.namespaceDeclarations = []
        return try document.xmlString(indentation: " ")
    }
}

enum StreamedCopy {
    static let reader = XMLReader(options: .feedReading)

    /// The document `Document.stream(from:to:)` writes for `input`, and its summary.
    static func write<Document: StreamedFeedDocument>(_: Document.Type, _ input: XMLInput) throws -> (
        xml: String, summary: XMLReader.StreamSummary
    ) {
        var writer = XMLWriter(to: XMLMemorySink())
        try writer.startDocument()
        let summary = try Document.stream(from: input, to: &writer, reader: reader, progress: nil)
        try writer.finish()
        return (writer.sink.string, summary)
    }

    /// Checks that the copy of `input` reads back to the document read whole and to the whole
    /// round trip read back, kept content included, with the warnings of the whole read; returns
    /// the copy's summary.
    @discardableResult
    static func check<Document: StreamedFeedDocument>(
        _ type: Document.Type, _ input: XMLInput, _ name: Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> XMLReader.StreamSummary {
        let (whole, warnings) = try reader.readWithWarnings(Document.self, from: input)
        let (copy, summary) = try write(Document.self, input)
        let again = try reader.read(Document.self, from: .string(copy))
        #expect(again == whole, name, sourceLocation: sourceLocation)
        #expect(try again.keptContent() == whole.keptContent(), name, sourceLocation: sourceLocation)
        let roundTrip = try reader.read(Document.self, from: .string(whole.xmlString()))
        #expect(again == roundTrip, name, sourceLocation: sourceLocation)
        #expect(try again.keptContent() == roundTrip.keptContent(), name, sourceLocation: sourceLocation)
        #expect(
            summary.warnings.map(\.description) == warnings.map(\.description), name, sourceLocation: sourceLocation)
        return summary
    }
}

@Suite("RSS and RDF written as they are read")
struct RSSStreamingWriteTests {
    /// RSS 2.0 with the vocabularies, unknown elements and attributes, the root's and the
    /// channel's own attributes, channel elements after the items (a title read again among
    /// them), items beside the channel before and after it, and bad values.
    static let rss = """
        <?xml version="1.0" encoding="UTF-8"?>
        <?xml-stylesheet href="feed.xsl" type="text/xsl"?>
        <!-- before the feed -->
        <rss version="2.0" xml:base="http://root.example/" xmlns:x="urn:x" x:flag="root"
             xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"
             xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:media="http://search.yahoo.com/mrss/">
          <item><title>Before the channel</title></item>
          <x:rootEarly>r</x:rootEarly>
          <channel xml:base="http://channel.example/" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
                   rdf:about="urn:channel" x:flag="channel">
            <title>Tide &amp; "Time"</title>
            <link>https://tide.example/</link>
            <x:early a="1">early <x:b>bold</x:b></x:early>
            <itunes:author>Ann</itunes:author>
            <itunes:owner><itunes:name>Ann</itunes:name><itunes:email>ann@tide.example</itunes:email></itunes:owner>
            <itunes:category text="Technology"><itunes:category text="Software How-To"/></itunes:category>
            <podcast:locked>no</podcast:locked>
            <category domain="urn:d">early</category>
            <skipHours><hour>1</hour></skipHours>
            <item xml:base="episodes/" x:flag="item">
              <guid isPermaLink="false">a</guid><title>One</title><link>1</link>
              <pubDate>Tue, 26 Apr 2011 23:00:00 PST</pubDate>
              <enclosure url="1.mp3" length="12" type="audio/mpeg" x:extra="e"/>
              <itunes:duration>1:01</itunes:duration><itunes:episode>1</itunes:episode>
              <podcast:transcript url="1.vtt" type="text/vtt"/>
              <media:content url="1.mp4" type="video/mp4"><media:thumbnail url="t.jpg"/></media:content>
              <x:unknown>kept</x:unknown>
            </item>
            <item><title>Two</title><pubDate>soon</pubDate><itunes:duration>never</itunes:duration></item>
            <title>Tide, renamed</title>
            <lastBuildDate>Wed, 27 Apr 2011 08:00:00 GMT</lastBuildDate>
            <category>late</category>
            <skipDays><day>Sunday</day></skipDays>
            <image><url>logo.png</url><title>Tide</title><x:imageExtra/></image>
            <podcast:funding url="https://tide.example/give">Give</podcast:funding>
            <x:late>late</x:late>
            <item><title>Three, after late elements</title></item>
            <generator>Late generator</generator>
          </channel>
          <item><title>Beside the channel</title><x:besideExtra/></item>
          <x:rootLate>r</x:rootLate>
        </rss>
        <!-- after the feed -->
        """

    /// RSS 1.0 with its modules: Dublin Core, content, syndication (unknown), an image before the
    /// items, a text input after them.
    static let rdf = """
        <?xml version="1.0"?>
        <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"
          xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/"
          xmlns:sy="http://purl.org/rss/1.0/modules/syndication/" xml:base="http://rdf.example/">
          <channel rdf:about="https://ex.example/rss">
            <title>Ex</title><link>https://ex.example/</link><description>An RDF feed</description>
            <dc:date>2003-12-13T18:30:02Z</dc:date><dc:publisher>Ex Press</dc:publisher>
            <sy:updatePeriod>hourly</sy:updatePeriod>
            <image rdf:resource="https://ex.example/logo.png"/>
            <items><rdf:Seq><rdf:li resource="https://ex.example/1"/><rdf:li resource="https://ex.example/2"/></rdf:Seq></items>
          </channel>
          <image rdf:about="https://ex.example/logo.png"><title>Ex</title><url>https://ex.example/logo.png</url>
            <link>https://ex.example/</link></image>
          <item rdf:about="https://ex.example/1">
            <title>One</title><link>https://ex.example/1</link>
            <dc:creator>Ann</dc:creator><dc:date>2003-12</dc:date><dc:date>not a date</dc:date>
            <content:encoded>&lt;p&gt;Hi&lt;/p&gt;</content:encoded>
          </item>
          <item rdf:about="https://ex.example/2"><title>Two</title><sy:unknown>kept</sy:unknown></item>
          <textinput rdf:about="https://ex.example/search"><title>Search</title><name>q</name>
            <link>https://ex.example/search</link></textinput>
          <sy:after>late</sy:after>
        </rdf:RDF>
        """

    @Test("RSS 2.0 with vocabularies, unknown content, late channel elements and items beside the channel")
    func rssFeed() throws {
        try StreamedCopy.check(RSSDocument.self, .string(Self.rss))
    }

    @Test("the podcast fixture, with its undeclared prefixes or without")
    func podcastFixture() throws {
        try StreamedCopy.check(RSSDocument.self, .string(PodcastFeedFixture.feed(declaring: true)))
        try StreamedCopy.check(RSSDocument.self, .string(PodcastFeedFixture.feed(declaring: false)))
    }

    @Test("RSS 1.0 with its modules")
    func rdfFeed() throws {
        try StreamedCopy.check(RDFDocument.self, .string(Self.rdf))
        try StreamedCopy.check(RDFDocument.self, .string(RDFModelTests.rss090))
    }

    @Test("RSS 0.91 with HTML entities, and a document without items")
    func rss091() throws {
        try StreamedCopy.check(RSSDocument.self, .string(RDFModelTests.rss091))
    }

    @Test(
        "documents of unusual shapes",
        arguments: [
            #"<rss version="2.0"/>"#,
            #"<rss version="2.0"><channel/></rss>"#,
            #"<rss><channel><title>No items</title></channel><item><title>beside</title></item></rss>"#,
            #"<rss><item><title>only beside</title></item><x:y xmlns:x="urn:x"/></rss>"#,
            "<rss><channel><title>A</title><item><title>1</title></item></channel>"
                + "<channel><title>B</title></channel><channel><title>C</title><item><title>2</title></item>"
                + "</channel></rss>",
        ])
    func shapes(xml: String) throws {
        try StreamedCopy.check(RSSDocument.self, .string(xml))
    }

    @Test("the root's and the channel's xml:base and other attributes stay apart")
    func rootAndChannelAttributes() throws {
        let (copy, _) = try StreamedCopy.write(RSSDocument.self, .string(Self.rss))
        let again = try StreamedCopy.reader.read(RSSDocument.self, from: .string(copy))
        #expect(again.base == "http://root.example/")
        #expect(again.channel?.base == "http://channel.example/")
        #expect(again.channel?.about == "urn:channel")
        #expect(again.extensions.unknownAttributes.map(\.value) == ["root"])
        #expect(again.channel?.extensions.unknownAttributes.map(\.value) == ["channel"])
        #expect(again.channel?.items.first?.base == "episodes/")
    }

    @Test("items are written as they come; channel elements read after them follow them")
    func order() throws {
        let (copy, _) = try StreamedCopy.write(RSSDocument.self, .string(Self.rss))
        func offset(_ text: String) throws -> String.Index {
            try #require(copy.range(of: text)).lowerBound
        }
        #expect(try offset("Before the channel") < offset("<channel"))
        #expect(try offset("<x:early") < offset("<title>One"))
        #expect(try offset("<title>Three") < offset("<lastBuildDate>"))
        #expect(try offset("<generator>") < offset("</channel>"))
        #expect(try offset("</channel>") < offset("Beside the channel"))
    }

    @Test("the comments and instructions around the root are written around it")
    func prologAndEpilog() throws {
        let read = try StreamedCopy.reader.readDocument(RSSDocument.self, from: .string(Self.rss))
        let (copy, _) = try StreamedCopy.write(RSSDocument.self, .string(Self.rss))
        let again = try StreamedCopy.reader.readDocument(RSSDocument.self, from: .string(copy))
        #expect(read.prolog.count == 2 && read.epilog.count == 1)
        #expect(again.prolog == read.prolog && again.epilog == read.epilog)
    }

    @Test("a feed of 20,000 items reads back from its copy as read whole")
    func manyItems() throws {
        var xml = #"<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel>"#
        xml += "<title>Many</title>"
        for number in 1...20_000 {
            xml += """
                <item><guid>\(number)</guid><title>Episode \(number)</title>\
                <enclosure url="\(number).mp3" length="\(number * 1000)" type="audio/mpeg"/>\
                <itunes:duration>\(number % 3600)</itunes:duration><x:n xmlns:x="urn:x">\(number)</x:n></item>
                """
        }
        xml += "<lastBuildDate>Wed, 27 Apr 2011 08:00:00 GMT</lastBuildDate></channel></rss>"
        let whole = try StreamedCopy.reader.read(RSSDocument.self, from: .string(xml))
        let (copy, summary) = try StreamedCopy.write(RSSDocument.self, .string(xml))
        #expect(summary.recordCount == 20_000)
        let again = try StreamedCopy.reader.read(RSSDocument.self, from: .string(copy))
        #expect(again == whole)
        #expect(again.channel?.items.count == 20_000)
        let kept = again.channel?.items.map { $0.extensions.unknownElements.first?.textContent ?? "" }
        #expect(kept == (1...20_000).map(String.init))
    }

    @Test("a document that is not RSS or RDF fails to stream")
    func wrongRoot() {
        #expect(throws: XMLReadError.self) {
            try StreamedCopy.write(RSSDocument.self, .string(Self.rdf))
        }
        #expect(throws: XMLReadError.self) {
            try StreamedCopy.write(RDFDocument.self, .string(Self.rss))
        }
    }
}

@Suite(
    "feedparser's RSS and RDF feeds written as they are read",
    .enabled(if: FeedparserCorpus.isAvailable, FeedparserCorpus.absence))
struct RSSStreamingWriteCorpusTests {
    @Test("each copy reads back as the feed read whole")
    func sameAsWholeRead() throws {
        var checked = 0
        for file in FeedparserCorpusTests.wellFormed where !FeedparserCorpusTests.isOutOfScope(file) {
            let input = XMLInput.file(FeedparserCorpus.directory.appendingPathComponent(file).path)
            if (try? StreamedCopy.reader.read(RSSDocument.self, from: input)) != nil {
                try StreamedCopy.check(RSSDocument.self, input, "\(file)")
            } else if (try? StreamedCopy.reader.read(RDFDocument.self, from: input)) != nil {
                try StreamedCopy.check(RDFDocument.self, input, "\(file)")
            } else {
                continue
            }
            checked += 1
        }
        #expect(checked > 300)
    }
}
