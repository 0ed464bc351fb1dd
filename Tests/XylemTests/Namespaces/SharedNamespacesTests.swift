// Namespace tables declared once and shared, and the catalogue of well-known vocabularies.

import Testing
import Xylem

private let podcastNamespaces = XMLNamespaces(.iTunes, .podcast)

private struct Show: XMLReadable, Equatable {
    var author: String?
    var guid: String?

    static let xmlDescription = XMLDescription(Show.init, element: "channel", namespaces: podcastNamespaces) {
        XMLChildText("itunes:author", \.author)
        XMLChildText("podcast:guid", \.guid)
    }
}

private struct AtomTitle: XMLReadable, Equatable {
    var title = ""

    static let xmlDescription = XMLDescription(
        AtomTitle.init, element: "entry", namespaces: XMLNamespaces(default: .atom, .gData)
    ) {
        XMLChildText("title", \.title)
    }
}

@Suite("Shared namespaces")
struct SharedNamespacesTests {
    @Test("a shared table resolves prefixes, and each vocabulary's variants read as the same namespace")
    func variantsMatch() throws {
        for uri in [XMLVocabulary.iTunes.uri] + XMLVocabulary.iTunes.variants {
            let xml = "<channel xmlns:i=\"\(uri)\"><i:author>Ann</i:author></channel>"
            #expect(try XMLReader().read(Show.self, from: xml).author == "Ann", "\(uri)")
        }
        let guid = "<channel xmlns:p=\"\(XMLVocabulary.podcast.variants[0])\"><p:guid>g</p:guid></channel>"
        #expect(try XMLReader().read(Show.self, from: guid).guid == "g")
    }

    @Test("writing uses the vocabulary's usual prefix and its primary URI")
    func writesPrimary() throws {
        let xml = try Show(author: "Ann", guid: "g").xmlString()
        #expect(xml.contains("xmlns:itunes=\"\(XMLVocabulary.iTunes.uri)\""))
        #expect(xml.contains("xmlns:podcast=\"\(XMLVocabulary.podcast.uri)\""))
        #expect(xml.contains("<itunes:author>Ann</itunes:author><podcast:guid>g</podcast:guid>"))
    }

    @Test("the default vocabulary is the namespace of unprefixed names")
    func defaultVocabulary() throws {
        let xml = "<entry xmlns=\"\(XMLVocabulary.atom.uri)\"><title>t</title></entry>"
        #expect(try XMLReader().read(AtomTitle.self, from: xml).title == "t")
        #expect(throws: XMLReadError.self) {
            try XMLReader().read(AtomTitle.self, from: "<entry><title>t</title></entry>")
        }
    }

    @Test("vocabularies are found by URI, variants included, and by prefix")
    func catalogue() {
        #expect(XMLVocabulary.known(uri: "http://www.itunes.com/DTDs/Podcast-1.0.dtd") == .iTunes)
        #expect(XMLVocabulary.known(prefix: "media")?.uri == "http://search.yahoo.com/mrss/")
        #expect(Set(XMLVocabulary.all.map(\.prefix)).count == XMLVocabulary.all.count)
        #expect(Set(XMLVocabulary.all.map(\.uri)).count == XMLVocabulary.all.count)
    }

    @Test("a dictionary literal is a table, and tables merge")
    func literalsAndMerging() {
        let table: XMLNamespaces = ["": "urn:a", "b": "urn:b"]
        #expect(table.prefixes == ["": "urn:a", "b": "urn:b"])
        #expect(table.merging(XMLNamespaces(.dublinCore)).prefixes["dc"] == XMLVocabulary.dublinCore.uri)
    }
}
