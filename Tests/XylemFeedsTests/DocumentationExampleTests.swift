// The examples of the XylemFeeds documentation, compiled and run.

import Foundation
import Testing
import Xylem
import XylemFeeds

private enum MoodName: FeedElementName {
    static let xmlName = XMLQualifiedName(namespaceURI: "urn:example", localName: "mood", prefix: "ex")
}
private typealias Mood = FeedText<MoodName>

private struct MyItem: XMLReadable, XMLExtensible {
    var title: String?
    var extensions = XMLExtensions()
    static let xmlDescription = XMLDescription(MyItem.init, element: "item", namespaces: FeedNamespaces.table) {
        XMLChildText("title", \.title)
        XMLExtensionPoint(\.extensions, keepUnknown: true) {
            FeedVocabularies.declarations
            XMLExtensionDeclaration(Mood.self)
        }
    }
}

@Suite("XylemFeeds documentation")
struct DocumentationExampleTests {
    @Test("a vocabulary of your own is declared like the built-in ones, and written back")
    func ownVocabulary() throws {
        let xml = """
            <item xmlns:ex="urn:example"><title>T</title><ex:mood>calm</ex:mood><itunes:duration>61</itunes:duration></item>
            """
        let item = try XMLReader(options: .feedReading).read(MyItem.self, from: xml)
        #expect(item.extension(Mood.self)?.text == "calm")
        #expect(item.extension(ITunes.Duration.self)?.seconds == 61)
        let written = try item.xmlString()
        #expect(written.contains("<ex:mood>calm</ex:mood>"))
    }
}

private enum StationName: FeedElementName {
    static let xmlName = XMLQualifiedName(namespaceURI: "urn:example", localName: "station", prefix: "ex")
}
private typealias Station = FeedText<StationName>

private enum MyVocabulary: FeedVocabulary {
    static var declarations: [XMLExtensionDeclaration] {
        itemElement(Mood.self) + channelElement(Station.self)
    }
}

@Suite("Vocabularies of your own in FeedReader")
struct OwnVocabularyReaderTests {
    @Test("a reader with a vocabulary reads its elements into the items and the channel, typed")
    func ownVocabulary() throws {
        let rss = """
            <rss xmlns:ex="urn:example"><channel><ex:station>North</ex:station>
              <item><title>1</title><ex:mood>calm</ex:mood></item><item><ex:mood>wild</ex:mood></item>
            </channel></rss>
            """
        let rdf = """
            <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"
              xmlns:ex="urn:example"><channel><title>R</title></channel>
              <item><ex:mood>calm</ex:mood></item><item><ex:mood>wild</ex:mood></item></rdf:RDF>
            """
        let atom = """
            <feed xmlns="http://www.w3.org/2005/Atom" xmlns:ex="urn:example"><title>A</title>
              <entry><ex:mood>calm</ex:mood></entry><ex:station>East</ex:station><entry><ex:mood>wild</ex:mood></entry>
            </feed>
            """
        let atom03 = """
            <feed version="0.3" xmlns="http://purl.org/atom/ns#" xmlns:ex="urn:example"><ex:station>West</ex:station>
              <entry><ex:mood>calm</ex:mood></entry><entry><ex:mood>wild</ex:mood></entry></feed>
            """
        for document in [rss, rdf, atom, atom03] {
            let feed = try FeedReader(vocabulary: MyVocabulary.self).read(.string(document))
            #expect(feed.items.map { $0.extensions.first(Mood.self)?.text } == ["calm", "wild"])
            // Without the vocabulary, the elements are not typed values.
            let plain = try FeedReader().read(.string(document))
            #expect(plain.items.allSatisfy { $0.extensions.first(Mood.self) == nil })
            #expect(plain.extensions.first(Station.self) == nil)
        }
        let rdfStation = rdf.replacingOccurrences(of: "<title>R</title>", with: "<ex:station>South</ex:station>")
        for (document, station) in [(rss, "North"), (rdfStation, "South"), (atom, "East"), (atom03, "West")] {
            let feed = try FeedReader(vocabulary: MyVocabulary.self).read(.string(document))
            #expect(feed.extensions.first(Station.self)?.text == station)
        }
    }
}

@Suite("Copying a feed as it is read")
struct StreamedCopyExampleTests {
    @Test("the overview's example copies a feed to a file that reads as the feed")
    func copyToFile() throws {
        let path = "/tmp/xylem-copy-example-\(UInt32.random(in: 0...UInt32.max)).xml"
        defer { _ = try? FileManager.default.removeItem(atPath: path) }
        let sink = try XMLFileSink(path: path)
        var writer = XMLWriter(to: sink)
        try writer.startDocument()
        let summary = try RSSDocument.stream(from: .string(PodcastFeedFixture.feed()), to: &writer)
        try writer.finish()
        try sink.close()
        let reader = XMLReader(options: .feedReading)
        #expect(summary.recordCount > 0)
        #expect(
            try reader.read(RSSDocument.self, from: .file(path))
                == reader.read(RSSDocument.self, from: .string(PodcastFeedFixture.feed())))
    }
}
