// Namespace processing is Xylem's own (expat parses without it; see NamespaceResolver.swift):
// names must resolve exactly as before in every scope, and what expat's namespace mode refused
// must still be refused, with a code and a reason in plain words, by the reader and by the
// statistics pass alike.

import Foundation
import Testing
import Xylem

private struct Page: XMLReadable {
    var title = ""
    static let xmlDescription = XMLDescription(Page.init) {
        XMLChildText("title", \.title)
    }
}

/// Elements named "a" in two namespaces and in none, wherever they are.
private struct Scopes: XMLReadable, Equatable {
    var one: [String] = []
    var two: [String] = []
    var none: [String] = []

    static let xmlDescription = XMLDescription(Scopes.init, namespaces: ["one": "urn:1", "two": "urn:2"]) {
        XMLChildValues("one:a", \.one)
        XMLChildValues("two:a", \.two)
        XMLChildValues("a", \.none)
        XMLFlatten("one:s")
        XMLFlatten("two:s")
        XMLFlatten("s")
    }
}

private let xmlNamespace = "http://www.w3.org/XML/1998/namespace"

/// The reason given for a name with a colon out of place.
private func notQualified(_ name: String) -> String {
    "not well-formed: the name \"\(name)\" is not a qualified name (one colon at most, between a prefix and a local name)"
}

extension CoreReaderTests {
    @Suite("Namespace resolution")
    struct NamespaceResolutionTests {
        static let refusals: [XylemReasonCase] = [
            XylemReasonCase(
                "a prefix undeclared", "<page xmlns:p=\"\"/>", code: 28,
                reason: "the prefix p must not be undeclared (xmlns:p=\"\")", column: 1, path: ""),
            XylemReasonCase(
                "the xml prefix bound elsewhere", "<page xmlns:xml=\"urn:x\"/>", code: 38,
                reason: "the prefix xml must not be undeclared or bound to another namespace name", column: 1, path: ""),
            XylemReasonCase(
                "the xmlns prefix declared", "<page xmlns:xmlns=\"urn:x\"/>", code: 39,
                reason: "the prefix xmlns must not be declared or undeclared", column: 1, path: ""),
            XylemReasonCase(
                "the XML namespace bound to another prefix", "<page xmlns:p=\"\(xmlNamespace)\"/>", code: 40,
                reason: "no prefix may be bound to the reserved namespace name \(xmlNamespace)", column: 1, path: ""),
            XylemReasonCase(
                "the xmlns namespace as the default", "<page xmlns=\"http://www.w3.org/2000/xmlns/\"/>", code: 40,
                reason: "no prefix may be bound to the reserved namespace name http://www.w3.org/2000/xmlns/",
                column: 1,
                path: ""),
            XylemReasonCase(
                "two prefixes for one attribute", "<page xmlns:a=\"urn:u\" xmlns:b=\"urn:u\" a:x=\"1\" b:x=\"2\"/>",
                code: 8,
                reason: "duplicate attribute b:x (two prefixes bound to one namespace)", column: 1, path: ""),
            XylemReasonCase(
                "two colons in an element name", "<page><a:b:c xmlns:a=\"urn:u\"/></page>", code: 4,
                reason: notQualified("a:b:c"),
                column: 7, path: "page"),
            XylemReasonCase(
                "two colons in an attribute name", "<page><title xmlns:a=\"urn:u\" a:b:c=\"1\"/></page>", code: 4,
                reason: notQualified("a:b:c"),
                column: 7, path: "page"),
            XylemReasonCase(
                "a leading colon", "<:page/>", code: 4,
                reason: notQualified(":page"),
                column: 1, path: ""),
            XylemReasonCase(
                "a digit after the colon", "<p:1 xmlns:p=\"urn:u\"/>", code: 4,
                reason: notQualified("p:1"),
                column: 1, path: ""),
            XylemReasonCase(
                "an empty declared prefix", "<page xmlns:=\"urn:u\"/>", code: 4,
                reason: notQualified("xmlns:"),
                column: 1, path: ""),
            XylemReasonCase(
                "a colon in a processing instruction's target", "<page><?a:b data?></page>", code: 4,
                reason:
                    "not well-formed: the processing instruction target \"a:b\" has a colon, which names in a namespace-aware document may not",
                column: 7, path: "page"),
        ]

        @Test(
            "what expat's namespace mode refused is refused, with its code, reason, position and path",
            arguments: refusals)
        func refusal(_ entry: XylemReasonCase) throws {
            let error = try #require(throws: XMLReadError.self) {
                try XMLReader().read(Page.self, from: .bytes(entry.bytes))
            }
            #expect(error.kind == .malformed(code: entry.code, reason: entry.reason))
            #expect(error.line == entry.line)
            #expect(error.column == entry.column)
            #expect(error.path == entry.path)
        }

        @Test("the statistics pass refuses the same documents the same way", arguments: refusals)
        func statisticsRefusal(_ entry: XylemReasonCase) throws {
            let error = try #require(throws: XMLReadError.self) { try XMLStatistics.collect(from: .bytes(entry.bytes)) }
            #expect(error.kind == .malformed(code: entry.code, reason: entry.reason))
            #expect(error.line == entry.line && error.column == entry.column)
            #expect(error.path == entry.path)
        }

        @Test("names in a document type declaration that namespaces forbid are refused")
        func doctypeNames() throws {
            for xml in ["<!DOCTYPE page [<!ENTITY a:b \"x\">]><page/>", "<!DOCTYPE a:b:c><page/>"] {
                for error in [
                    try #require(throws: XMLReadError.self) { try XMLReader().read(Page.self, from: xml) },
                    try #require(throws: XMLReadError.self) {
                        try XMLStatistics.collect(from: .bytes(Array(xml.utf8)))
                    },
                ] {
                    #expect(error.kind.malformedCode == 2, "\(xml): \(error)")
                }
            }
        }

        @Test("many attributes with one expanded name are found however many there are")
        func manyDuplicates() throws {
            let attributes = (0..<20).map { " a:x\($0)=\"\"" }.joined()
            let xml = "<page xmlns:a=\"urn:u\" xmlns:b=\"urn:u\"\(attributes) b:x19=\"\"/>"
            let error = try #require(throws: XMLReadError.self) { try XMLReader().read(Page.self, from: xml) }
            #expect(
                error.kind
                    == .malformed(code: 8, reason: "duplicate attribute b:x19 (two prefixes bound to one namespace)"))
            let distinct = "<page xmlns:a=\"urn:u\" xmlns:b=\"urn:v\"\(attributes) b:x19=\"\"/>"
            #expect(throws: Never.self) { try XMLReader().read(Page.self, from: distinct) }
        }

        @Test("a prefix bound again inside an element means the inner namespace there and the outer one after it")
        func redeclaredPrefix() throws {
            let xml = """
                <r xmlns:p="urn:1"><p:a>1</p:a><s xmlns:p="urn:2"><p:a>2</p:a><s xmlns:p="urn:1"><p:a>3</p:a></s>\
                <p:a>4</p:a></s><p:a>5</p:a></r>
                """
            #expect(try XMLReader().read(Scopes.self, from: xml) == Scopes(one: ["1", "3", "5"], two: ["2", "4"]))
        }

        @Test(
            "a prefixed attribute resolves whether its tag declares nothing, declares its prefix after it, or rebinds it"
        )
        func prefixedAttributesBesideDeclarations() throws {
            struct Item: XMLReadable, Equatable {
                var one: String?
                var two: String?
                var plain: String?
                static let xmlDescription = XMLDescription(Item.init, namespaces: ["one": "urn:1", "two": "urn:2"]) {
                    XMLAttribute("one:v", \.one)
                    XMLAttribute("two:v", \.two)
                    XMLAttribute("v", \.plain)
                }
            }
            struct Root: XMLReadable, Equatable {
                var items: [Item] = []
                static let xmlDescription = XMLDescription(Root.init, namespaces: ["one": "urn:1"]) {
                    XMLChildren("one:x", \.items)
                }
            }
            // The first tag declares nothing; the second declares its attribute's prefix after the
            // attribute; the third rebinds p, so that the same written name means another
            // namespace; the fourth declares nothing again, in the outer binding. The plain `v`
            // after a prefixed attribute is found on every tag.
            let xml = """
                <r xmlns:p="urn:1" xmlns:one="urn:1"><one:x p:v="a" v="1"/>\
                <one:x q:v="b" xmlns:q="urn:2" v="2"/>\
                <one:x xmlns:p="urn:2" p:v="c" v="3"/>\
                <one:x p:v="d" v="4"/></r>
                """
            let root = try XMLReader().read(Root.self, from: xml)
            #expect(root.items.map(\.one) == ["a", nil, nil, "d"])
            #expect(root.items.map(\.two) == [nil, "b", "c", nil])
            #expect(root.items.map(\.plain) == ["1", "2", "3", "4"])
        }

        @Test("an undeclared default namespace puts unprefixed names in no namespace, until its element ends")
        func undeclaredDefault() throws {
            let xml = """
                <r xmlns="urn:1"><a>1</a><s xmlns=""><a>2</a><s xmlns="urn:2"><a>3</a></s><a>4</a></s><a>5</a></r>
                """
            #expect(
                try XMLReader().read(Scopes.self, from: xml) == Scopes(one: ["1", "5"], two: ["3"], none: ["2", "4"]))
        }

        @Test("a namespace declared by a default attribute in the DTD is in force")
        func declaredByDefaultAttribute() throws {
            let xml = "<!DOCTYPE r [<!ATTLIST r xmlns:p CDATA \"urn:2\">]><r><p:a>1</p:a></r>"
            #expect(try XMLReader().read(Scopes.self, from: xml) == Scopes(two: ["1"]))
        }

        @Test("an external entity's content is read in the namespaces in force where it is referred to")
        func entityInScope() throws {
            var options = XMLReader.Options()
            options.externalEntityResolver = { _ in Data("<p:a>1</p:a><a>2</a>".utf8) }
            let xml = "<!DOCTYPE r [<!ENTITY e SYSTEM \"e.xml\">]><r xmlns:p=\"urn:2\" xmlns=\"urn:1\">&e;</r>"
            #expect(try XMLReader(options: options).read(Scopes.self, from: xml) == Scopes(one: ["2"], two: ["1"]))
        }

        @Test(
            "thousands of distinct prefixed attributes on one start tag all resolve, and one repeated among them is found"
        )
        func manyAttributesOnOneTag() throws {
            struct Kept: XMLReadable, XMLExtensible {
                var extensions = XMLExtensions()
                static let xmlDescription = XMLDescription(Kept.init) {
                    XMLExtensionPoint(\.extensions, keepUnknown: true)
                }
            }
            let attributes = (0..<3000).map { " q:a\($0)=\"\($0)\"" }.joined()
            let kept = try XMLReader().read(Kept.self, from: "<r xmlns:q=\"urn:q\"\(attributes)/>")
            let unknown = kept.extensions.unknownAttributes
            #expect(unknown.count == 3000)
            #expect(unknown.allSatisfy { $0.name.namespaceURI == "urn:q" && $0.name.prefix == "q" })
            #expect(unknown.map(\.name.localName) == (0..<3000).map { "a\($0)" })
            #expect(unknown.map(\.value) == (0..<3000).map { "\($0)" })
            let twice = try #require(throws: XMLReadError.self) {
                try XMLReader().read(
                    Kept.self, from: "<r xmlns:q=\"urn:q\" xmlns:p=\"urn:q\"\(attributes) p:a2999=\"x\"/>")
            }
            #expect(twice.kind.malformedCode == 8)
        }

        @Test("names keep resolving while the name cache grows, and after a rebinding empties it")
        func nameCacheGrowth() throws {
            // 200 distinct names make the cache double several times between tags; each round
            // repeats them, so most are found in a table that grew after they were stored.
            struct Picked: XMLReadable {
                var fives: [Int] = []
                var others: [Int] = []
                static let xmlDescription = XMLDescription(Picked.init, namespaces: ["q": "urn:q", "o": "urn:other"]) {
                    XMLChildValues("q:n5", \.fives)
                    XMLChildValues("o:n5", \.others)
                }
            }
            let round = (0..<200).map { "<q:n\($0)>\($0)</q:n\($0)>" }.joined()
            let rebound = "<x xmlns:q=\"urn:other\">" + round + "</x>"
            let xml = "<r xmlns:q=\"urn:q\">" + round + round + rebound + round + "</r>"
            let statistics = try XMLStatistics.collect(from: .bytes(Array(xml.utf8)))
            let counts = Dictionary(
                statistics.elementNames.map { ("\($0.namespaceURI) \($0.localName)", $0.count) }, uniquingKeysWith: +)
            for index in [0, 5, 31, 32, 100, 199] {
                #expect(counts["urn:q n\(index)"] == 3)
                #expect(counts["urn:other n\(index)"] == 1)
            }
            // Mapped names are found through the cache's remembered lookups after it grew.
            let picked = try XMLReader().read(Picked.self, from: xml)
            #expect(picked.fives == [5, 5, 5])
            #expect(picked.others == [])
        }

        @Test("thousands of distinct names in a namespace all resolve (the name cache is bounded and refills)")
        func manyDistinctNames() throws {
            let names = (0..<3000).map { "<q:n\($0)/>" }.joined()
            let statistics = try XMLStatistics.collect(from: .bytes(Array("<r xmlns:q=\"urn:q\">\(names)</r>".utf8)))
            let inNamespace = statistics.elementNames.filter { $0.namespaceURI == "urn:q" }
            #expect(inNamespace.count == 3000)
            #expect(Set(inNamespace.map(\.localName)) == Set((0..<3000).map { "n\($0)" }))
        }
    }
}
