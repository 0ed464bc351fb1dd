// "No namespace" as an alternate: RSS 2.0 is published both without a namespace and in the
// Userland namespace, and one description reads both, in whole reads, record paths and writing.
// Names that no document can have are description problems, not mappings that never match.

import Foundation
import Testing
import Xylem

private let userland = "http://backend.userland.com/rss2"

private struct Item: XMLReadable, Equatable {
    var title = ""
    var guid = ""

    static let xmlDescription = XMLDescription(Item.init, element: "item", namespaces: XMLNamespaces(default: .rss2)) {
        XMLChildText("title", \.title)
        XMLChildText("guid", \.guid)
    }
}

private struct Channel: XMLReadable, Equatable {
    var version = ""
    var title = ""
    var items: [Item] = []

    static let xmlDescription = XMLDescription(Channel.init, element: "rss", namespaces: XMLNamespaces(default: .rss2))
    {
        XMLAttribute("version", \.version)
        XMLChildText("channel/title", \.title)
        XMLChildren("channel/item", \.items)
    }
}

/// The same mapping spelled with dictionaries: the primary namespace is Userland's, and `""`, no
/// namespace, its alternate.
private struct UserlandFirst: XMLReadable, Equatable {
    var title = ""

    static let xmlDescription = XMLDescription(
        UserlandFirst.init, namespaces: ["": userland], alternateNamespaces: ["": [""]]
    ) {
        XMLChildText("channel/title", \.title)
    }
}

/// Keeps the namespace declarations it was read with, so that it is written back in the namespace
/// it was read in.
private struct KeptRSS: XMLReadable, XMLExtensible, Equatable {
    var version = ""
    var title = ""
    var extensions = XMLExtensions()

    static let xmlDescription = XMLDescription(KeptRSS.init, element: "rss", namespaces: XMLNamespaces(default: .rss2))
    {
        XMLAttribute("version", \.version)
        XMLChildText("channel/title", \.title)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// A prefixed name whose alternate is no namespace matches the unprefixed element.
private struct Counts: XMLReadable, Equatable {
    var total = 0

    static let xmlDescription = XMLDescription(
        Counts.init, namespaces: ["os": "http://a9.com/-/spec/opensearch/1.1/"], alternateNamespaces: ["os": [""]]
    ) {
        XMLChildValue("os:totalResults", \.total)
    }
}

private func rss(namespace: String?) -> String {
    let declaration = namespace.map { " xmlns=\"\($0)\"" } ?? ""
    return """
        <rss version="2.0"\(declaration)><channel><title>T</title>\
        <item><title>One</title><guid>1</guid></item>\
        <item><title>Two</title><guid>2</guid></item></channel></rss>
        """
}

private let expected = Channel(
    version: "2.0", title: "T",
    items: [Item(title: "One", guid: "1"), Item(title: "Two", guid: "2")])

@Suite("No namespace or a listed one")
struct NoNamespaceAlternateTests {
    @Test("RSS 2.0 reads the same without a namespace and in the Userland namespace")
    func bothRead() throws {
        #expect(try XMLReader().read(Channel.self, from: rss(namespace: nil)) == expected)
        #expect(try XMLReader().read(Channel.self, from: rss(namespace: userland)) == expected)
        #expect(try XMLReader().read(UserlandFirst.self, from: rss(namespace: nil)).title == "T")
        #expect(try XMLReader().read(UserlandFirst.self, from: rss(namespace: userland)).title == "T")
    }

    @Test("another namespace matches neither")
    func otherNamespace() throws {
        let error = try xylemReadError(Channel.self, from: rss(namespace: "urn:other"))
        #expect(error.kind.name == "unexpectedRoot")
        #expect(try XMLReader().read(UserlandFirst.self, from: rss(namespace: "urn:other")).title == "")
    }

    @Test("a prefixed name with no namespace as its alternate matches the unprefixed element")
    func prefixedNoNamespace() throws {
        #expect(try XMLReader().read(Counts.self, from: "<r><totalResults>4</totalResults></r>").total == 4)
        let openSearch = "<r xmlns:o=\"http://a9.com/-/spec/opensearch/1.1/\"><o:totalResults>5</o:totalResults></r>"
        #expect(try XMLReader().read(Counts.self, from: openSearch).total == 5)
        #expect(
            try XMLReader().read(Counts.self, from: "<r xmlns=\"urn:x\"><totalResults>6</totalResults></r>").total == 0)
    }

    @Test("unprefixed attributes stay in no namespace: the default namespace's alternates are for elements")
    func attributesUnaffected() throws {
        let xml = """
            <rss xmlns:u="\(userland)" u:version="9" version="2.0"><channel><title>T</title></channel></rss>
            """
        #expect(try XMLReader().read(Channel.self, from: xml).version == "2.0")
        let prefixedOnly = "<rss xmlns:u=\"\(userland)\" u:version=\"9\"><channel/></rss>"
        #expect(try XMLReader().read(Channel.self, from: prefixedOnly).version == "")
    }

    @Test("a record path with the table's alternates streams items of both publications")
    func recordPaths() throws {
        let path = XMLRecordPath("rss/channel/item", namespaces: XMLNamespaces(default: .rss2))
        for namespace in [nil, userland] {
            var titles: [String] = []
            try XMLReader().readRecords(Item.self, at: path, from: .string(rss(namespace: namespace))) { item in
                titles.append(item.title)
                return .continue
            }
            #expect(titles == ["One", "Two"], "\(namespace ?? "no namespace")")
        }
        let error = try #require(throws: XMLReadError.self) {
            try XMLReader().readRecords(Item.self, at: path, from: .string(rss(namespace: "urn:other"))) { _ in
                .continue
            }
        }
        #expect(error.kind.name == "recordPathNotFound")
    }

    @Test("values read from either publication are written in no namespace, the primary")
    func writtenInPrimary() throws {
        let channel = try XMLReader().read(Channel.self, from: rss(namespace: userland))
        var writer = XMLWriter(to: XMLMemorySink())
        try writer.write(channel)
        try writer.finish()
        #expect(writer.sink.string == rss(namespace: nil))
    }

    @Test("elements read in the Userland namespace are written in it, their unprefixed attributes in none")
    func attributesWrittenInNoNamespace() throws {
        let xml = #"<u:rss xmlns:u="\#(userland)" version="2.0"><u:channel><u:title>T</u:title></u:channel></u:rss>"#
        let read = try XMLReader().read(KeptRSS.self, from: xml)
        #expect(read.version == "2.0" && read.title == "T")
        let written = try read.xmlString()
        #expect(written.contains("<u:channel>"))
        #expect(written.contains(#" version="2.0""#) && !written.contains("u:version"))
        #expect(try XMLReader().read(KeptRSS.self, from: written) == read)
    }

    @Test(
        "names no document can have are description problems",
        arguments: [
            ("XMLAttribute(xmlns)", XMLDescription<Counts>(Counts.init) { XMLAttribute("xmlns", \.total) }.problems),
            (
                "XMLAttribute(xmlns:a)",
                XMLDescription<Counts>(Counts.init) { XMLAttribute("xmlns:a", \.total) }.problems
            ),
            (
                "XMLChildValue(xmlns:a)",
                XMLDescription<Counts>(Counts.init) { XMLChildValue("xmlns:a", \.total) }.problems
            ),
            (
                "XMLChildValue({xmlns namespace})",
                XMLDescription<Counts>(Counts.init) { XMLChildValue("{http://www.w3.org/2000/xmlns/}a", \.total) }
                    .problems
            ),
            (
                "prefix bound to the xmlns namespace",
                XMLDescription<Counts>(Counts.init, namespaces: ["x": "http://www.w3.org/2000/xmlns/"]) {
                    XMLChildValue("x:a", \.total)
                }.problems
            ),
            (
                "alternate in the xmlns namespace",
                XMLDescription<Counts>(
                    Counts.init, namespaces: ["x": "urn:x"],
                    alternateNamespaces: ["x": ["http://www.w3.org/2000/xmlns/"]]
                ) { XMLChildValue("x:a", \.total) }.problems
            ),
        ])
    func neverMatching(line: String, problems: [String]) {
        #expect(problems.count == 1, "\(line): \(problems)")
    }

    @Test("a description with a never-matching name fails before reading, a record path when it is made")
    func failsEarly() throws {
        struct Bad: XMLReadable {
            var value = ""
            static let xmlDescription = XMLDescription(Bad.init) { XMLAttribute("xmlns:a", \.value) }
        }
        let error = try xylemReadError(Bad.self, from: "<a xmlns:a=\"urn:a\"/>")
        #expect(error.kind.name == "invalidDescription")
        #expect("\(error)".contains("namespace declaration"))
        let pathError = try #require(throws: XMLReadError.self) {
            try XMLReader().readRecords(Item.self, at: "xmlns:a/item", from: .string("<a/>")) { _ in .continue }
        }
        #expect(pathError.kind.name == "invalidDescription")
    }

    @Test("alternates for the default namespace are allowed without declaring it; for other prefixes they are not")
    func alternatesForUndeclared() {
        let defaultOnly = XMLDescription<Counts>(Counts.init, alternateNamespaces: ["": [userland]]) {
            XMLChildValue("totalResults", \.total)
        }
        #expect(defaultOnly.problems.isEmpty)
        let otherPrefix = XMLDescription<Counts>(Counts.init, alternateNamespaces: ["os": [userland]]) {
            XMLChildValue("totalResults", \.total)
        }
        #expect(otherPrefix.problems.count == 1)
    }
}
