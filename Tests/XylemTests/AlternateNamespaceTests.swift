// Alternate namespace URIs: a description matches older or variant URIs as the same namespace,
// for elements (direct, in wrappers, extensions) and for attributes; the primary URI still works
// and unrelated URIs do not match.

import Testing
import Xylem

private let atom = "http://www.w3.org/2005/Atom"
private let openSearch = "http://a9.com/-/spec/opensearch/1.1/"
private let openSearchRSS = "http://a9.com/-/spec/opensearchrss/1.0/"
private let openSearchDraft = "http://a9.com/-/spec/opensearch/1.0/"
private let oldAtom = "http://purl.org/atom/ns#"
/// Each description matches the alternates it lists, so the types of one vocabulary share them.
private let openSearchAlternates = [openSearchRSS, openSearchDraft]

private struct Query: XMLExtension {
    static let xmlName = XMLQualifiedName(namespaceURI: openSearch, localName: "Query", prefix: "os")
    var role = ""

    static let xmlDescription = XMLDescription(
        Query.init, namespaces: ["os": openSearch], alternateNamespaces: ["os": openSearchAlternates]
    ) {
        XMLAttribute("os:role", \.role)
    }

    func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        try writer.startElement(Self.xmlName)
        try writer.attribute(XMLQualifiedName(namespaceURI: openSearch, localName: "role", prefix: "os"), role)
        try writer.endElement()
    }
}

private struct Feed: XMLReadable, XMLExtensible, Equatable {
    var title = ""
    var totalResults = 0
    var startIndex = 0
    var itemsPerPage: [Int] = []
    var language = ""
    var extensions = XMLExtensions()

    static let xmlDescription = XMLDescription(
        Feed.init, namespaces: ["": atom, "os": openSearch],
        alternateNamespaces: ["os": openSearchAlternates, "": [oldAtom]]
    ) {
        XMLChildText("title", \.title)
        XMLChildValue("os:totalResults", \.totalResults)
        XMLChildValue("os:startIndex", \.startIndex)
        XMLChildValues("os:itemsPerPage", \.itemsPerPage, wrapper: "paging")
        XMLAttribute("os:language", \.language)
        XMLExtensionPoint(\.extensions, keepUnknown: true) {
            XMLExtensionDeclaration(Query.self)
        }
    }
}

/// Gives alternates for a prefix it does not declare: a mistake.
private struct Misdeclared: XMLReadable {
    var total = 0

    static let xmlDescription = XMLDescription(
        Misdeclared.init, namespaces: ["os": openSearch], alternateNamespaces: ["openSearch": [openSearchRSS]]
    ) {
        XMLChildValue("os:totalResults", \.total)
    }
}

private func document(os: String, atomURI: String = atom) -> String {
    """
    <feed xmlns="\(atomURI)" xmlns:o="\(os)" o:language="en">
      <title>T</title>
      <o:totalResults>12</o:totalResults>
      <o:startIndex>3</o:startIndex>
      <paging><o:itemsPerPage>25</o:itemsPerPage></paging>
      <o:Query o:role="request"/>
    </feed>
    """
}

private let expected: Feed = {
    var feed = Feed(title: "T", totalResults: 12, startIndex: 3, itemsPerPage: [25], language: "en")
    feed.addExtension(Query(role: "request"))
    return feed
}()

extension CoreReaderTests {
    @Suite("Alternate namespace URIs")
    struct AlternateNamespaceTests {
        @Test(
            "the primary URI and every alternate read the same, for elements, wrappers, attributes and extensions",
            arguments: [openSearch, openSearchRSS, openSearchDraft])
        func alternatesMatch(uri: String) throws {
            let feed = try XMLReader().read(Feed.self, from: document(os: uri))
            #expect(feed == expected)
            #expect(feed.extensions.unknownElements.isEmpty)
            #expect(feed.extensions.unknownAttributes.isEmpty)
        }

        @Test("an alternate for the default namespace matches unprefixed names")
        func defaultNamespaceAlternate() throws {
            let feed = try XMLReader().read(Feed.self, from: document(os: openSearch, atomURI: oldAtom))
            #expect(feed == expected)
        }

        @Test("a URI that is neither the primary nor an alternate does not match")
        func unrelatedURI() throws {
            let feed = try XMLReader().read(Feed.self, from: document(os: "http://a9.com/-/spec/opensearch/2.0/"))
            #expect(feed.title == "T")
            #expect(feed.totalResults == 0)
            #expect(feed.itemsPerPage.isEmpty)
            #expect(feed.language == "")
            #expect(feed.extensions.values.isEmpty)
            #expect(feed.extensions.unknownElements.map(\.name.localName) == ["totalResults", "startIndex", "Query"])
            #expect(feed.extensions.unknownAttributes.map(\.name.localName) == ["language"])
        }

        @Test("elements in the primary and an alternate URI in one document are the same name")
        func mixedURIs() throws {
            let xml = """
                <feed xmlns="\(atom)" xmlns:a="\(openSearch)" xmlns:b="\(openSearchRSS)">
                  <paging><a:itemsPerPage>1</a:itemsPerPage><b:itemsPerPage>2</b:itemsPerPage></paging>
                  <b:totalResults>7</b:totalResults>
                </feed>
                """
            let feed = try XMLReader().read(Feed.self, from: xml)
            #expect(feed.itemsPerPage == [1, 2])
            #expect(feed.totalResults == 7)
        }

        @Test("the declarations kept from the start tag name the URI the document used")
        func writtenAsRead() throws {
            let feed = try XMLReader().read(Feed.self, from: document(os: openSearchRSS))
            #expect(feed.extensions.namespaceDeclarations.map(\.uri) == [atom, openSearchRSS])
        }

        @Test("alternates for a prefix the description does not declare are reported before reading")
        func undeclaredPrefix() throws {
            let error = try xylemReadError(Misdeclared.self, from: "<feed/>")
            guard case .invalidDescription(let message) = error.kind else {
                Issue.record("expected an invalid description, got \(error)")
                return
            }
            #expect(message.contains("alternate namespaces are given for the prefix 'openSearch'"))
        }
    }
}
