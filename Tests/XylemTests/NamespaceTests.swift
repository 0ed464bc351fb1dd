// Namespaces: names in descriptions match by namespace URI, never by the document's prefixes.

import Testing
import Xylem

private struct Entry: XMLReadable, Equatable {
    var title = ""
    var etag = ""
    var rating = 0
    var count = 0
    var lang = ""
    var id = ""
    var clark = ""
    var clarkAttribute = ""
    var links: [String] = []

    static let xmlDescription = XMLDescription(Entry.init, namespaces: ["": "urn:a", "x": "urn:x"]) {
        XMLChildText("title", \.title)
        XMLAttribute("x:etag", \.etag)
        XMLAttribute("x:count", \.count)
        XMLChildValue("x:rating", \.rating)
        XMLAttribute("xml:lang", \.lang)
        XMLAttribute("id", \.id)
        XMLChildText("{urn:c}clark", \.clark)
        XMLAttribute("{urn:c}attr", \.clarkAttribute)
        XMLChildValues("x:link", \.links, wrapper: "links")
    }
}

private let expectedEntry = Entry(
    title: "T", etag: "E", rating: 5, count: 0, lang: "en", id: "7", clark: "C", clarkAttribute: "CA",
    links: ["l1", "l2"])

/// The same mappings without namespaces.
private struct PlainEntry: XMLReadable {
    var title = ""
    var id = ""

    static let xmlDescription = XMLDescription(PlainEntry.init) {
        XMLChildText("title", \.title)
        XMLAttribute("id", \.id)
    }
}

extension CoreReaderTests {
    @Suite("Namespaces")
    struct NamespaceTests {
        @Test("elements and attributes match by namespace URI with the document's own prefixes")
        func samePrefixes() throws {
            let xml = """
                <entry xmlns="urn:a" xmlns:x="urn:x" xmlns:c="urn:c" x:etag="E" xml:lang="en" id="7" c:attr="CA">
                  <title>T</title><x:rating>5</x:rating><c:clark>C</c:clark>
                  <links><x:link>l1</x:link><x:link>l2</x:link></links>
                </entry>
                """
            #expect(try XMLReader().read(Entry.self, from: xml) == expectedEntry)
        }

        @Test("a document may use different prefixes, or default namespaces, for the same URIs")
        func differentPrefixes() throws {
            let xml = """
                <atom:entry xmlns:atom="urn:a" xmlns:gd="urn:x" gd:etag="E" xml:lang="en" id="7" xmlns:k="urn:c" k:attr="CA">
                  <atom:title>T</atom:title>
                  <rating xmlns="urn:x">5</rating>
                  <clark xmlns="urn:c">C</clark>
                  <atom:links><gd:link>l1</gd:link><link xmlns="urn:x">l2</link></atom:links>
                </atom:entry>
                """
            #expect(try XMLReader().read(Entry.self, from: xml) == expectedEntry)
        }

        @Test("the description's prefixes mean nothing when the document binds them to other URIs")
        func samePrefixOtherURI() throws {
            let xml = """
                <entry xmlns="urn:other" xmlns:x="urn:wrong" x:etag="no" x:count="3">
                  <title>no</title><x:rating>9</x:rating><links><x:link>no</x:link></links>
                </entry>
                """
            let entry = try XMLReader().read(Entry.self, from: xml)
            #expect(entry == Entry())
        }

        @Test("a namespaced description name does not match an element in no namespace")
        func noNamespaceDoesNotMatch() throws {
            let entry = try XMLReader().read(Entry.self, from: "<entry><title>no</title><rating>1</rating></entry>")
            #expect(entry.title == "")
            #expect(entry.rating == 0)
        }

        @Test("an unprefixed description name does not match a namespaced element")
        func unprefixedDoesNotMatchNamespaced() throws {
            let namespaced = try XMLReader().read(
                PlainEntry.self, from: "<entry xmlns=\"urn:a\"><title>T</title></entry>")
            #expect(namespaced.title == "")
            let prefixed = try XMLReader().read(
                PlainEntry.self, from: "<entry xmlns:p=\"urn:a\"><p:title>T</p:title></entry>")
            #expect(prefixed.title == "")
            let plain = try XMLReader().read(PlainEntry.self, from: "<entry><title>T</title></entry>")
            #expect(plain.title == "T")
        }

        @Test("unprefixed attributes have no namespace, even under a default namespace")
        func unprefixedAttributes() throws {
            let entry = try XMLReader().read(PlainEntry.self, from: "<entry xmlns=\"urn:a\" id=\"1\"/>")
            #expect(entry.id == "1")
            let prefixed = try XMLReader().read(PlainEntry.self, from: "<entry xmlns:p=\"urn:p\" p:id=\"2\"/>")
            #expect(prefixed.id == "")
        }

        @Test("xml:lang is addressable without declaring the xml prefix")
        func xmlLang() throws {
            struct Lang: XMLReadable {
                var lang = ""
                var space = ""
                static let xmlDescription = XMLDescription(Lang.init) {
                    XMLAttribute("xml:lang", \.lang)
                    XMLAttribute("{http://www.w3.org/XML/1998/namespace}space", \.space)
                }
            }
            let value = try XMLReader().read(
                Lang.self, from: "<p xml:lang=\"de-CH\" xml:space=\"preserve\" lang=\"no\"/>")
            #expect(value.lang == "de-CH")
            #expect(value.space == "preserve")
        }

        @Test("error paths show the document's prefixes, also for attributes")
        func prefixedPaths() throws {
            let xml = "<a:entry xmlns:a=\"urn:a\" xmlns:gd=\"urn:x\"><gd:rating>bad</gd:rating></a:entry>"
            let error = try xylemReadError(Entry.self, from: xml)
            #expect(error.kind == .conversion(expected: "Int", text: "bad"))
            #expect(error.path == "a:entry/gd:rating")
            let attributeError = try xylemReadError(Entry.self, from: "<e xmlns:q=\"urn:x\" q:count=\"many\"/>")
            #expect(attributeError.path == "e/@q:count")
        }

        @Test("nested types use their own namespace maps")
        func nestedDescriptions() throws {
            struct Inner: XMLReadable, Equatable {
                var name = ""
                static let xmlDescription = XMLDescription(Inner.init, namespaces: ["": "urn:inner"]) {
                    XMLChildText("name", \.name)
                }
            }
            struct Outer: XMLReadable {
                var inner = Inner()
                static let xmlDescription = XMLDescription(Outer.init, namespaces: ["o": "urn:outer"]) {
                    XMLChild("o:inner", \.inner)
                }
            }
            let xml = "<outer xmlns:o=\"urn:outer\"><o:inner xmlns=\"urn:inner\"><name>N</name></o:inner></outer>"
            #expect(try XMLReader().read(Outer.self, from: xml).inner == Inner(name: "N"))
        }
    }
}
