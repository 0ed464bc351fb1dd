// Undeclared prefixes: refused by default, as the Namespaces in XML recommendation requires; read
// as their well-known vocabulary (at its primary URI) when the read asks for it, and any other
// undeclared prefix kept as unknown content instead of failing the read. Declarations in scope
// always win over the table.

import Foundation
import Testing
import Xylem

private let feedNamespaces = XMLNamespaces(default: .rss2, .iTunes, .podcast)

private struct Episode: XMLReadable, XMLExtensible, Equatable {
    var title = ""
    var duration = ""
    var image: String?
    var extensions = XMLExtensions()

    static let xmlDescription = XMLDescription(Episode.init, element: "item", namespaces: feedNamespaces) {
        XMLChildText("title", \.title)
        XMLChildText("itunes:duration", \.duration)
        XMLAttribute("itunes:image/@href", \.image)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

private struct Channel: XMLReadable, Equatable {
    var author = ""
    var guid = ""
    var episodes: [Episode] = []

    static let xmlDescription = XMLDescription(Channel.init, namespaces: feedNamespaces) {
        XMLChildText("channel/itunes:author", \.author)
        XMLChildText("channel/podcast:guid", \.guid)
        XMLChildren("channel/item", \.episodes)
    }
}

/// A podcast feed that uses `itunes:` and `podcast:` without declaring them.
private let undeclaredFeed = """
    <rss version="2.0">
      <channel>
        <itunes:author>Ann</itunes:author>
        <podcast:guid>abc</podcast:guid>
        <item><title>One</title><itunes:duration>1:02</itunes:duration><itunes:image href="one.jpg"/></item>
      </channel>
    </rss>
    """

private func lenient(_ policy: XMLReader.UndeclaredPrefixPolicy = .resolveWellKnown) -> XMLReader {
    var options = XMLReader.Options()
    options.undeclaredPrefixes = policy
    return XMLReader(options: options)
}

@Suite("Undeclared prefixes")
struct UndeclaredPrefixTests {
    @Test("refused by default, with expat's code and the place")
    func refusedByDefault() throws {
        #expect(XMLReader.Options().undeclaredPrefixes == .reject)
        let error = try xylemReadError(Channel.self, from: undeclaredFeed)
        #expect(error.kind.malformedCode == 27)
        #expect(error.line == 3)
        #expect("\(error)".contains("itunes"))
    }

    @Test("the well-known vocabularies' prefixes read as if declared")
    func resolvedWellKnown() throws {
        let channel = try lenient().read(Channel.self, from: undeclaredFeed)
        #expect(channel.author == "Ann")
        #expect(channel.guid == "abc")
        #expect(channel.episodes.map(\.title) == ["One"])
        #expect(channel.episodes.first?.duration == "1:02")
        #expect(channel.episodes.first?.image == "one.jpg")
        #expect(channel.episodes.first?.extensions.unknownElements.isEmpty == true)
    }

    @Test("an undeclared prefix resolves to the vocabulary's primary URI, not a variant")
    func primaryURI() throws {
        let xml = "<item><itunes:explicit>no</itunes:explicit><media:rating>adult</media:rating></item>"
        let episode = try lenient().read(Episode.self, from: xml)
        #expect(
            episode.extensions.unknownElements.map(\.name.namespaceURI) == [
                XMLVocabulary.iTunes.uri, XMLVocabulary.mediaRSS.uri,
            ])
        #expect(episode.extensions.unknownElements.map(\.name.prefix) == ["itunes", "media"])
    }

    @Test("other undeclared prefixes are kept as unknown content, elements and attributes, and written back")
    func unknownPrefixKept() throws {
        let xml = """
            <item foo:flag="1"><title>One</title><foo:extra a="b">kept <foo:deep/></foo:extra></item>
            """
        let episode = try lenient().read(Episode.self, from: xml)
        #expect(episode.title == "One")
        let placeholder = XMLReader.UndeclaredPrefixPolicy.placeholderURI(forPrefix: "foo")
        #expect(placeholder == "urn:xylem:undeclared-prefix:foo")
        #expect(
            episode.extensions.unknownElements.map(\.name) == [
                XMLQualifiedName(namespaceURI: placeholder, localName: "extra", prefix: "foo")
            ])
        #expect(episode.extensions.unknownElements.map(\.name.prefix) == ["foo"])
        #expect(
            episode.extensions.unknownAttributes.map(\.name) == [
                XMLQualifiedName(namespaceURI: placeholder, localName: "flag", prefix: "foo")
            ])
        var writer = XMLWriter(to: XMLMemorySink())
        try writer.write(episode)
        try writer.finish()
        let written = writer.sink.string
        #expect(written.contains("<foo:extra"))
        #expect(written.contains("xmlns:foo=\"\(placeholder)\""))
        // What was written is namespace-well-formed: a strict read takes it.
        let again = try XMLReader().read(Episode.self, from: written)
        #expect(again.extensions.unknownElements == episode.extensions.unknownElements)
        #expect(again.extensions.unknownAttributes == episode.extensions.unknownAttributes)
    }

    @Test("a vocabulary list of one's own: its prefixes resolve, others get the placeholder")
    func ownVocabularies() throws {
        let mine = XMLVocabulary(uri: "urn:mine", prefix: "my")
        let xml = "<item><my:a/><itunes:b/></item>"
        let episode = try lenient(.resolve(using: [mine])).read(Episode.self, from: xml)
        #expect(
            episode.extensions.unknownElements.map(\.name.namespaceURI) == [
                "urn:mine", XMLReader.UndeclaredPrefixPolicy.placeholderURI(forPrefix: "itunes"),
            ])
    }

    @Test("a declaration in scope wins over the table, before and after the same prefix is used undeclared")
    func declarationsWin() throws {
        let xml = """
            <rss><channel>
              <itunes:author xmlns:itunes="urn:other">Declared elsewhere</itunes:author>
              <itunes:author>Ann</itunes:author>
              <podcast:guid>first</podcast:guid>
              <podcast:guid xmlns:podcast="urn:other">second</podcast:guid>
            </channel></rss>
            """
        let channel = try lenient().read(Channel.self, from: xml)
        #expect(channel.author == "Ann")
        #expect(channel.guid == "first")
    }

    @Test("a prefix declared on an inner element is undeclared again after it")
    func scopeEnds() throws {
        let xml = """
            <item><x:a xmlns:x="urn:x"/><x:b/><itunes:duration xmlns:itunes="urn:y">9</itunes:duration>\
            <itunes:duration>7</itunes:duration></item>
            """
        let episode = try lenient().read(Episode.self, from: xml)
        #expect(episode.duration == "7")
        #expect(
            episode.extensions.unknownElements.map(\.name.namespaceURI) == [
                "urn:x", XMLReader.UndeclaredPrefixPolicy.placeholderURI(forPrefix: "x"), "urn:y",
            ])
    }

    @Test("streamed records and statistics read the same document leniently")
    func streamingAndStatistics() throws {
        var options = XMLReader.Options()
        options.undeclaredPrefixes = .resolveWellKnown
        var durations: [String] = []
        try XMLReader(options: options).readRecords(
            Episode.self, at: XMLRecordPath("rss/channel/item", namespaces: feedNamespaces),
            from: .string(undeclaredFeed)
        ) { episode in
            durations.append(episode.duration)
            return .continue
        }
        #expect(durations == ["1:02"])
        let statistics = try XMLStatistics.collect(from: .string(undeclaredFeed), options: options)
        #expect(statistics.elementCount == 8)
        #expect(throws: XMLReadError.self) { try XMLStatistics.collect(from: .string(undeclaredFeed)) }
    }

    @Test("the other namespace refusals stay: undeclaring a prefix, a reserved prefix")
    func otherRefusalsStay() throws {
        for xml in ["<item xmlns:a=\"\"/>", "<item xmlns:xmlns=\"urn:x\"/>", "<a:b:c/>"] {
            let error = try xylemReadError(Episode.self, from: xml, reader: lenient())
            #expect(error.kind.name == "malformed", "\(xml)")
        }
    }
}
