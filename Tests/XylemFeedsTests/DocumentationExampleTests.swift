// The examples of the XylemFeeds documentation, compiled and run.

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
        Text("title", \.title)
        Extensions(\.extensions, keepUnknown: true) {
            FeedVocabularies.declarations
            Extension(Mood.self)
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
