import Testing
import Xylem
import XylemFeeds

@Suite("RDF and RSS 0.9x")
struct RDFModelTests {
    static let rss10 = """
        <?xml version="1.0"?>
        <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"
          xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
          <channel rdf:about="https://ex.example/rss">
            <title>Ex</title><link>https://ex.example/</link><description>An RDF feed</description>
            <dc:date>2003-12-13T18:30:02Z</dc:date>
            <image rdf:resource="https://ex.example/logo.png"/>
            <items><rdf:Seq><rdf:li resource="https://ex.example/1"/></rdf:Seq></items>
          </channel>
          <image rdf:about="https://ex.example/logo.png"><title>Ex</title><url>https://ex.example/logo.png</url>
            <link>https://ex.example/</link></image>
          <item rdf:about="https://ex.example/1">
            <title>One</title><link>https://ex.example/1</link>
            <dc:creator>Ann</dc:creator><dc:date>2003-12</dc:date>
            <content:encoded>&lt;p&gt;Hi&lt;/p&gt;</content:encoded>
          </item>
          <item rdf:about="https://ex.example/2"><title>Two</title></item>
          <textinput rdf:about="https://ex.example/search"><title>Search</title><name>q</name>
            <link>https://ex.example/search</link></textinput>
        </rdf:RDF>
        """

    static let rss090 = """
        <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://my.netscape.com/rdf/simple/0.9/">
          <channel><title>Old</title><link>https://old.example/</link></channel>
          <item><title>First</title><link>https://old.example/1</link></item>
        </rdf:RDF>
        """

    static let rss091 = """
        <?xml version="1.0" encoding="ISO-8859-1"?>
        <!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" "http://my.netscape.com/publish/formats/rss-0.91.dtd">
        <rss version="0.91"><channel><title>Caf&eacute;&nbsp;news</title><language>fr</language>
          <item><title>Un</title></item></channel>
          <item><title>Beside the channel</title></item>
        </rss>
        """

    @Test("RSS 1.0: channel, image, items beside the channel, textinput, modules")
    func rss10() throws {
        let document = try XMLReader(options: .feedReading).read(RDFDocument.self, from: .string(Self.rss10))
        #expect(document.version == "1.0")
        #expect(document.channel?.title == "Ex")
        #expect(document.channel?.about == "https://ex.example/rss")
        #expect(document.channel?.extension(DublinCore.Date.self)?.date?.xmlText == "2003-12-13T18:30:02Z")
        #expect(document.image?.url == "https://ex.example/logo.png")
        #expect(document.items.map(\.title) == ["One", "Two"])
        #expect(document.items[0].about == "https://ex.example/1")
        #expect(document.items[0].extension(DublinCore.Creator.self)?.text == "Ann")
        #expect(document.items[0].extension(DublinCore.Date.self)?.date?.xmlText == "2003-12")
        #expect(document.items[0].extension(ContentModule.Encoded.self)?.text == "<p>Hi</p>")
        #expect(document.textInput?.name == "q")
    }

    @Test("RSS 1.0 writes back in its own namespace and reads back the same")
    func rss10RoundTrip() throws {
        let reader = XMLReader(options: .feedReading)
        let document = try reader.read(RDFDocument.self, from: .string(Self.rss10))
        let written = try document.xmlString()
        #expect(written.contains("xmlns=\"http://purl.org/rss/1.0/\""))
        #expect(!written.contains("xmlns=\"\""))
        let again = try reader.read(RDFDocument.self, from: .string(written))
        #expect(again == document)
    }

    @Test("RSS 0.90: its namespace, items beside the channel")
    func rss090() throws {
        let document = try XMLReader(options: .feedReading).read(RDFDocument.self, from: .string(Self.rss090))
        #expect(document.version == "0.90")
        #expect(document.channel?.title == "Old")
        #expect(document.items.map(\.link) == ["https://old.example/1"])
    }

    @Test("RSS 0.91: HTML entities of Netscape's DTD, items inside and beside the channel")
    func rss091() throws {
        let document = try XMLReader(options: .feedReading).read(RSSDocument.self, from: .string(Self.rss091))
        #expect(document.version == "0.91")
        #expect(document.channel?.title == "Caf\u{E9}\u{A0}news")
        #expect(document.allItems.map(\.title) == ["Un", "Beside the channel"])
    }
}
