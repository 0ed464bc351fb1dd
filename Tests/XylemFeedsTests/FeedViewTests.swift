import Testing
import Xylem
import XylemFeeds

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

@Suite("Feed view")
struct FeedViewTests {
    static let atom = """
        <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en" xml:base="https://atom.example/blog/">
          <title>Atom blog</title><subtitle>Notes</subtitle>
          <link href="index.html"/><link rel="self" href="feed.atom"/><link rel="next" href="feed.atom?p=2"/>
          <link rel="hub" href="https://hub.example/"/>
          <updated>2011-04-27T09:00:00+02:00</updated><id>urn:blog</id><rights>Mine</rights>
          <author><name>Ann</name><email>ann@atom.example</email><uri>/ann</uri></author>
          <category term="notes"/><generator>Hand</generator><logo>logo.png</logo>
          <entry xml:base="posts/">
            <id>urn:1</id><title>First</title><link href="1.html"/>
            <link rel="enclosure" href="1.mp3" length="42" type="audio/mpeg"/>
            <link rel="replies" href="1/comments"/>
            <published>2011-04-27T07:00:00Z</published><updated>2011-04-28T07:00:00Z</updated>
            <category term="first"/><summary>Short</summary><content type="html">&lt;p&gt;Long&lt;/p&gt;</content>
          </entry>
        </feed>
        """

    static let atom03 = """
        <feed version="0.3" xmlns="http://purl.org/atom/ns#" xml:lang="fr">
          <title>Ancien</title><tagline>Vieux</tagline><link rel="alternate" type="text/html" href="https://old.example/"/>
          <modified>2003-12-13T18:30:02Z</modified><author><name>Bo</name><url>https://bo.example/</url></author>
          <copyright>Bo</copyright><generator>Blogger</generator>
          <entry><title>Un</title><link rel="alternate" href="https://old.example/1"/><id>tag:old,1</id>
            <issued>2003-12-13T08:29:29-04:00</issued><modified>2003-12-13T18:30:02Z</modified>
            <summary>Court</summary><content type="text/html" mode="escaped">&lt;p&gt;Long&lt;/p&gt;</content></entry>
        </feed>
        """

    static let json = """
        {"version": "https://jsonfeed.org/version/1.1", "title": "JSON blog", "home_page_url": "https://json.example/",
         "feed_url": "https://json.example/feed.json", "next_url": "https://json.example/feed.json?p=2",
         "description": "Plain", "language": "en", "authors": [{"name": "Cy", "url": "/cy"}],
         "items": [
           {"id": 1, "url": "posts/1", "title": "One", "content_html": "<p>One</p>", "summary": "1",
            "date_published": "2011-04-27T07:00:00Z", "date_modified": "2011-04-27T08:00:00+01:00",
            "tags": ["a", "b"], "attachments": [{"url": "1.mp3", "mime_type": "audio/mpeg", "size_in_bytes": 7}]},
           {"id": "2", "content_text": "Two", "date_published": "yesterday"}
         ]}
        """

    static func date(_ text: String) -> Date? { XMLDate(text)?.date }

    @Test(
        "the format is told from the document",
        arguments: [
            (PodcastFeedFixture.feed(), FeedFormat.rss), (RDFModelTests.rss10, .rdf), (RDFModelTests.rss090, .rdf),
            (RDFModelTests.rss091, .rss), (atom, .atom), (atom03, .atom03), (json, .json),
            (
                "\u{FEFF}<!-- c --><?pi x?><!DOCTYPE feed [<!ENTITY a \"<feed>\">]><atom:feed xmlns:atom=\"http://www.w3.org/2005/Atom\"/>",
                .atom
            ),
        ])
    func detection(document: String, format: FeedFormat) throws {
        #expect(try FeedReader().read(.string(document)).format == format)
    }

    @Test("a document that is no feed is refused with its root's name")
    func notAFeed() {
        #expect(throws: FeedReadError.self) { try FeedReader().read(.string("<html><body/></html>")) }
        #expect(throws: FeedReadError.self) { try FeedReader().read(.string("   ")) }
        #expect(throws: FeedReadError.self) { try FeedReader().read(.file("/nonexistent/feed.xml")) }
    }

    @Test("a file reads as its bytes do, whatever its encoding label, streamed item by item")
    func fileReadsAsBytes() throws {
        // ISO-8859-1 bytes (é is 0xE9), labelled as browsers read the label: windows-1252.
        let latin1: [UInt8] =
            Array(#"<?xml version="1.0" encoding="iso-8859-1"?><rss version="2.0"><channel><title>Caf"#.utf8)
            + [0xE9] + Array("</title><item><title>1</title></item><item><title>2</title></item></channel></rss>".utf8)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("xylem-feed-\(UUID()).xml").path
        try Data(latin1).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        var titles: [String?] = []
        let (fromFile, summary) = try FeedReader().stream(.file(path)) { item, _ in
            titles.append(item.title)
            return .continue
        }
        #expect(fromFile.title == "Café")
        #expect(titles == ["1", "2"])
        #expect(summary.itemCount == 2)
        #expect(try FeedReader().read(.bytes(latin1)).title == "Café")
    }

    @Test("RSS: the channel's and the items' fields, with the vocabularies typed")
    func rss() throws {
        let feed = try FeedReader().read(.string(PodcastFeedFixture.feed()))
        #expect(feed.version == "2.0")
        #expect(feed.title == "Tide & Time")
        #expect(feed.description == "A show about the sea.")
        #expect(feed.updated == Self.date("Wed, 11 Jun 2003 09:41:01 EST"))
        #expect(feed.published == Self.date("2003-06-10T04:00:00Z"))
        #expect(feed.image == "https://tide.example/logo.png")
        #expect(feed.authors == [FeedPerson(name: "Ed", email: "ed@tide.example")])
        #expect(feed.categories == ["Ocean"])
        #expect(feed.rights == "CC BY 4.0")
        #expect(feed.selfLink == "https://tide.example/feed.xml")
        #expect(feed.nextLink == "https://tide.example/feed.xml?page=2")
        #expect(feed.hubs == ["https://hub.example/"])
        #expect(feed.iTunes?.explicit == false)
        #expect(feed.iTunes?.categories == [["Science", "Earth Sciences"], ["History"]])
        #expect(feed.iTunes?.owner?.email == "ann@tide.example")
        #expect(feed.iTunes?.block == true)
        #expect(feed.iTunes?.newFeedURL == "https://new.tide.example/feed")
        #expect(feed.podcast?.locked == true)
        #expect(feed.podcast?.funding.map(\.url) == ["https://tide.example/donate"])
        #expect(feed.podcast?.medium == "podcast")
        #expect(feed.items.count == 2)
        let item = feed.items[0]
        #expect(item.id == "tide-1")
        #expect(item.link == "https://tide.example/1")
        #expect(item.published == Self.date("2003-06-01T02:30:00Z"))
        #expect(item.authors == [FeedPerson(name: "Ann", email: "ann@tide.example")])
        #expect(item.summary == "<p>The <b>first</b> one.</p>")
        #expect(item.content == "<p>Full notes.</p>")
        #expect(
            item.enclosures.first
                == FeedEnclosure(url: "https://tide.example/1.mp3", length: 24_986_239, type: "audio/mpeg"))
        #expect(item.iTunes?.duration == 3723)
        #expect(item.iTunes?.episode == 1)
        #expect(item.podcast?.transcripts.count == 2)
        #expect(item.podcast?.soundbites.first?.duration == 60.5)
        #expect(item.media?.contents.count == 3)
        #expect(item.media?.thumbnails == ["https://tide.example/1-t.jpg", "https://tide.example/1-c.jpg"])
        // A guid that is a permalink is the link when there is none.
        #expect(feed.items[1].link == "https://tide.example/2")
        #expect(feed.items[1].published == nil)
    }

    @Test("RDF: Dublin Core dates and creators, items beside the channel")
    func rdf() throws {
        let feed = try FeedReader().read(.string(RDFModelTests.rss10))
        #expect(feed.version == "1.0")
        #expect(feed.updated == Self.date("2003-12-13T18:30:02Z"))
        #expect(feed.image == "https://ex.example/logo.png")
        #expect(feed.items.map(\.id) == ["https://ex.example/1", "https://ex.example/2"])
        #expect(feed.items[0].authors == [FeedPerson(name: "Ann")])
        #expect(feed.items[0].published == Self.date("2003-12-01T00:00:00Z"))
        #expect(feed.items[0].content == "<p>Hi</p>")
    }

    @Test("Atom 1.0 through XylemAtom, links resolved against xml:base")
    func atom10() throws {
        let feed = try FeedReader().read(.string(Self.atom))
        #expect(feed.format == .atom)
        #expect(feed.title == "Atom blog")
        #expect(feed.description == "Notes")
        #expect(feed.language == "en")
        #expect(feed.link == "https://atom.example/blog/index.html")
        #expect(feed.selfLink == "https://atom.example/blog/feed.atom")
        #expect(feed.nextLink == "https://atom.example/blog/feed.atom?p=2")
        #expect(feed.hubs == ["https://hub.example/"])
        #expect(feed.image == "https://atom.example/blog/logo.png")
        #expect(feed.authors == [FeedPerson(name: "Ann", email: "ann@atom.example", uri: "https://atom.example/ann")])
        #expect(feed.updated == Self.date("2011-04-27T07:00:00Z"))
        let item = try #require(feed.items.first)
        #expect(item.link == "https://atom.example/blog/posts/1.html")
        #expect(item.comments == "https://atom.example/blog/posts/1/comments")
        #expect(
            item.enclosures == [
                FeedEnclosure(url: "https://atom.example/blog/posts/1.mp3", length: 42, type: "audio/mpeg")
            ])
        #expect(item.published == Self.date("2011-04-27T07:00:00Z"))
        #expect(item.updated == Self.date("2011-04-28T07:00:00Z"))
        #expect(item.summary == "Short")
        #expect(item.content == "<p>Long</p>")
        #expect(item.categories == ["first"])
    }

    @Test("Atom 0.3")
    func atom03Feed() throws {
        let feed = try FeedReader().read(.string(Self.atom03))
        #expect(feed.version == "0.3")
        #expect(feed.title == "Ancien")
        #expect(feed.description == "Vieux")
        #expect(feed.link == "https://old.example/")
        #expect(feed.language == "fr")
        #expect(feed.authors == [FeedPerson(name: "Bo", uri: "https://bo.example/")])
        let item = try #require(feed.items.first)
        #expect(item.id == "tag:old,1")
        #expect(item.published == Self.date("2003-12-13T12:29:29Z"))
        #expect(item.updated == Self.date("2003-12-13T18:30:02Z"))
        #expect(item.content == "<p>Long</p>")
    }

    @Test("JSON Feed 1.1, relative links resolved against the document's URL")
    func jsonFeed() throws {
        let feed = try FeedReader(documentURL: "https://json.example/feeds/main.json").read(.string(Self.json))
        #expect(feed.version == "https://jsonfeed.org/version/1.1")
        #expect(feed.title == "JSON blog")
        #expect(feed.selfLink == "https://json.example/feed.json")
        #expect(feed.authors == [FeedPerson(name: "Cy", uri: "https://json.example/cy")])
        #expect(feed.items.map(\.id) == ["1", "2"])
        let item = feed.items[0]
        #expect(item.link == "https://json.example/feeds/posts/1")
        #expect(item.content == "<p>One</p>")
        #expect(item.published == Self.date("2011-04-27T07:00:00Z"))
        #expect(item.updated == Self.date("2011-04-27T07:00:00Z"))
        #expect(item.categories == ["a", "b"])
        #expect(
            item.enclosures == [FeedEnclosure(url: "https://json.example/feeds/1.mp3", length: 7, type: "audio/mpeg")])
        #expect(feed.items[1].content == "Two")
        #expect(feed.items[1].published == nil)
    }

    @Test(
        "titles and ids lose the white space around them in the view, in every format",
        arguments: [
            "<rss><channel><title>\n\t Blog \n</title><item><guid>\n urn:1\t</guid><title>\tOne \r\n</title></item></channel></rss>",
            """
            <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/">
            <channel rdf:about="urn:c"><title>\n\t Blog \n</title></channel>
            <item rdf:about="\n urn:1\t"><title>\tOne \r\n</title></item></rdf:RDF>
            """,
            "<feed xmlns=\"http://www.w3.org/2005/Atom\"><title>\n\t Blog \n</title><entry><id>\n urn:1\t</id><title>\tOne \r\n</title></entry></feed>",
            "<feed version=\"0.3\" xmlns=\"http://purl.org/atom/ns#\"><title>\n\t Blog \n</title><entry><id>\n urn:1\t</id><title>\tOne \r\n</title></entry></feed>",
            #"{"version": "https://jsonfeed.org/version/1.1", "title": "\n\t Blog \n", "items": [{"id": "\n urn:1\t", "title": "\tOne \r\n"}]}"#,
        ])
    func titlesAndIDsTrimmed(document: String) throws {
        let feed = try FeedReader().read(.string(document))
        #expect(feed.title == "Blog")
        #expect(feed.items.map(\.id) == ["urn:1"])
        #expect(feed.items.map(\.title) == ["One"])
    }

    @Test("the models keep titles and ids as read; only the view trims them")
    func modelsKeepTheText() throws {
        let rss =
            "<rss><channel><title>\n Blog </title><item><guid> urn:1\t</guid><title>\tOne\n</title></item></channel></rss>"
        let document = try XMLReader(options: .feedReading).read(RSSDocument.self, from: rss)
        #expect(document.channel?.title == "\n Blog ")
        #expect(document.channel?.items.first?.guid?.value == " urn:1\t")
        #expect(document.channel?.items.first?.title == "\tOne\n")
        let feed = Feed(document)
        #expect(feed.title == "Blog" && feed.items.first?.id == "urn:1" && feed.items.first?.title == "One")
    }

    @Test("relative links in RSS: xml:base on the channel and the item, then the document's URL")
    func relativeLinks() throws {
        let rss = """
            <rss version="2.0" xml:base="https://rss.example/a/"><channel><title>T</title><link>home</link>
              <image><url>/logo.png</url></image>
              <item><link>1.html</link><comments>../c/1</comments><enclosure url="media/1.mp3" type="audio/mpeg" length="1"/></item>
              <item xml:base="https://cdn.example/x/"><link>2.html</link></item>
            </channel></rss>
            """
        let feed = try FeedReader(documentURL: "https://other.example/feed").read(.string(rss))
        #expect(feed.link == "https://rss.example/a/home")
        #expect(feed.image == "https://rss.example/logo.png")
        #expect(feed.items[0].link == "https://rss.example/a/1.html")
        #expect(feed.items[0].comments == "https://rss.example/c/1")
        #expect(feed.items[0].enclosures.first?.url == "https://rss.example/a/media/1.mp3")
        #expect(feed.items[1].link == "https://cdn.example/x/2.html")
        let noBase = try FeedReader(documentURL: "https://other.example/feeds/rss").read(
            .string("<rss><channel><item><link>p/1</link></item></channel></rss>"))
        #expect(noBase.items[0].link == "https://other.example/feeds/p/1")
        let absolute = try FeedReader().read(.string("<rss><channel><item><link> p/1 </link></item></channel></rss>"))
        #expect(absolute.items[0].link == "p/1")
    }

    @Test("the channel's xml:base applies inside the root's, streamed or read whole")
    func channelBase() throws {
        let rss = """
            <rss version="2.0" xml:base="https://rss.example/a/"><channel xml:base="b/"><link>home</link>
              <image><url>logo.png</url></image>
              <item><link>1.html</link></item>
              <item xml:base="/c/"><link>2.html</link></item>
            </channel></rss>
            """
        let streamed = try FeedReader(documentURL: "https://other.example/feed").read(.string(rss))
        let document = try XMLReader(options: .feedReading).read(RSSDocument.self, from: rss)
        #expect(document.base == "https://rss.example/a/")
        #expect(document.channel?.base == "b/")
        let whole = Feed(document, documentURL: "https://other.example/feed")
        for feed in [streamed, whole] {
            #expect(feed.link == "https://rss.example/a/b/home")
            #expect(feed.image == "https://rss.example/a/b/logo.png")
            #expect(feed.items.map(\.link) == ["https://rss.example/a/b/1.html", "https://rss.example/c/2.html"])
        }
    }

    @Test("streamed, the channel keeps its own unknown content, and items beside it the root's base")
    func streamedChannelKeepsItsOwn() throws {
        let rss = """
            <rss version="0.91" xml:base="https://rss.example/a/" xmlns:x="urn:x">
              <channel xml:base="b/" x:flag="on"><title>T</title><x:note>kept</x:note>
                <item><link>in.html</link></item>
              </channel>
              <item><link>beside.html</link></item>
            </rss>
            """
        var links: [String?] = []
        var channelTitles: [String?] = []
        let (streamed, summary) = try FeedReader().stream(.string(rss)) { item, feedSoFar in
            links.append(item.link)
            channelTitles.append(feedSoFar.title)
            return .continue
        }
        #expect(links == ["https://rss.example/a/b/in.html", "https://rss.example/a/beside.html"])
        #expect(channelTitles == ["T", "T"])
        #expect(summary.itemCount == 2)
        #expect(streamed.extensions.unknownElements.map(\.name.localName) == ["note"])
        #expect(streamed.extensions.unknownAttributes.map(\.name.localName) == ["flag"])
        let whole = Feed(try XMLReader(options: .feedReading).read(RSSDocument.self, from: rss))
        #expect(streamed.extensions == whole.extensions)
        #expect(whole.items.map(\.link) == links)
    }
}

@Suite("Feed streaming")
struct FeedStreamingTests {
    static let lateFields = """
        <rss version="2.0"><channel><title>Early</title>
          <item><title>1</title></item>
          <item><title>2</title></item>
          <ttl>5</ttl><generator>Late</generator>
          <item><title>3</title></item>
        </channel></rss>
        """

    @Test("items are handed over one by one with the feed read so far")
    func itemsWithFeedSoFar() throws {
        var seen: [(String?, String?, String?)] = []
        let (feed, summary) = try FeedReader().stream(.string(Self.lateFields)) { item, feedSoFar in
            seen.append((item.title, feedSoFar.title, feedSoFar.generator))
            #expect(feedSoFar.items.isEmpty)
            return .continue
        }
        #expect(seen.map(\.0) == ["1", "2", "3"])
        #expect(seen.map(\.1) == ["Early", "Early", "Early"])
        #expect(seen.map(\.2) == [nil, nil, "Late"])
        #expect(feed.generator == "Late")
        #expect(feed.items.isEmpty)
        #expect(summary.itemCount == 3)
        #expect(summary.format == .rss)
    }

    @Test("a read in blocks of one byte gives the same feed", arguments: FeedFormat.allCases)
    func oneByteBlocks(format: FeedFormat) throws {
        let documents: [FeedFormat: String] = [
            .rss: PodcastFeedFixture.feed(), .rdf: RDFModelTests.rss10, .atom: FeedViewTests.atom,
            .atom03: FeedViewTests.atom03, .json: FeedViewTests.json,
        ]
        let document = try #require(documents[format])
        let whole = try FeedReader().read(.string(document))
        let blocks = Array(document.utf8).map { [$0] }
        #expect(try FeedReader().read(.chunks(blocks)) == whole)
        #expect(whole.format == format)
    }

    @Test("the handler stops the read")
    func stop() throws {
        var count = 0
        let (_, summary) = try FeedReader().stream(.string(Self.lateFields)) { _, _ in
            count += 1
            return .stop
        }
        #expect(count == 1)
        #expect(summary.stoppedEarly)
    }

    @Test("warnings of values that do not convert are in the summary, with their position")
    func warnings() throws {
        let (_, summary) = try FeedReader().stream(.string(PodcastFeedFixture.feed())) { _, _ in .continue }
        #expect(summary.warnings.count == 3)
        #expect(summary.warnings.allSatisfy { $0.line > 0 && $0.column > 0 })
    }

    @Test("a document that is not well-formed fails with its position when read strictly")
    func malformed() throws {
        var options = XMLReader.Options.feedReading
        options.malformedInput = .fail
        let error = try #require(throws: XMLReadError.self) {
            try FeedReader(options: options).read(.string("<rss><channel><item><title>x</item></channel></rss>"))
        }
        #expect(error.line == 1)
        #expect(error.column == 31)
    }

    @Test("by default the same document is repaired, with a warning at its place")
    func malformedRepaired() throws {
        let (feed, summary) = try FeedReader().stream(
            .string("<rss><channel><item><title>x</item></channel></rss>")
        ) { _, _ in .continue }
        #expect(feed.format == .rss)
        #expect(summary.itemCount == 1)
        #expect(summary.warnings.map(\.path) == ["rss/channel/item/title"])
    }
}

@Suite("Feed view leniency")
struct FeedLeniencyTests {
    @Test("Atom drafts and feeds in no namespace read as Atom 0.3, with 1.0's element names")
    func preStandardAtom() throws {
        for namespace in ["", " xmlns=\"http://purl.org/echo/\"", " xmlns=\"http://example.com/necho\""] {
            let feed = try FeedReader().read(
                .string(
                    "<feed\(namespace)><title>T</title><entry><title>E</title>"
                        + "<published>2010-01-01T00:00:00Z</published><issued>2004-01-01T00:00:00Z</issued>"
                        + "</entry></feed>"))
            #expect(feed.format == .atom03)
            #expect(feed.items.first?.title == "E")
            #expect(feed.items.first?.published == XMLDate("2010-01-01T00:00:00Z")?.date)
        }
    }

    @Test("Atom 0.3's base64 mode is decoded")
    func base64() throws {
        let feed = try FeedReader().read(
            .string(
                #"<feed version="0.3" xmlns="http://purl.org/atom/ns#"><title mode="base64">RXhhbXBsZSA8Yj5BdG9tPC9iPg==</title></feed>"#
            ))
        #expect(feed.title == "Example <b>Atom</b>")
    }

    @Test("RSS in other namespaces, iTunes in other spellings, itunes:image with url")
    func namespaceVariants() throws {
        let feed = try FeedReader().read(
            .string(
                """
                <rss xmlns="http://blogs.law.harvard.edu/tech/rss" xmlns:itunes="HTTP://WWW.ITUNES.COM/DTDS/PODCAST-1.0.DTD">
                <channel><title>T</title><language>en_US</language><itunes:block>yes</itunes:block>
                <itunes:image url="http://a.b/i.png"/></channel></rss>
                """))
        #expect(feed.title == "T")
        #expect(feed.language == "en-US")
        #expect(feed.iTunes?.block == true)
        #expect(feed.image == "http://a.b/i.png")
    }

    @Test("fallbacks: Dublin Core terms dates, iTunes and Media RSS text")
    func fallbacks() throws {
        let feed = try FeedReader().read(
            .string(
                """
                <rss xmlns:dcterms="http://purl.org/dc/terms/" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"
                  xmlns:media="http://search.yahoo.com/mrss/">
                <channel><itunes:summary>About</itunes:summary><dcterms:modified>2003-12-31T10:14:55Z</dcterms:modified>
                  <item><media:title>Named</media:title><media:group><media:description>Said</media:description></media:group>
                    <dcterms:issued>2003-12-30T10:14:55Z</dcterms:issued></item>
                  <item><itunes:summary>Summed</itunes:summary></item>
                </channel></rss>
                """))
        #expect(feed.description == "About")
        #expect(feed.updated == XMLDate("2003-12-31T10:14:55Z")?.date)
        #expect(feed.items[0].title == "Named")
        #expect(feed.items[0].summary == "Said")
        #expect(feed.items[0].published == XMLDate("2003-12-30T10:14:55Z")?.date)
        #expect(feed.items[1].summary == "Summed")
    }
}
