// Unknown content: attributes in foreign namespaces mapped by prefix, unmapped attributes and
// elements kept with their names, prefixes, text, comments and order, start-tag namespace
// declarations kept, the ignore policy, types that keep nothing, and the size limit.

import Testing
import Xylem

private let atom = "urn:test:atom"
private let gd = "urn:test:gd"

private struct Author: XMLReadable, Equatable {
    var name = ""

    static let xmlDescription = XMLDescription(Author.init, namespaces: ["": atom]) {
        XMLChildText("name", \.name)
    }
}

private struct Entry: XMLReadable, XMLExtensible, Equatable {
    var title = ""
    var etag = ""
    var lang = ""
    var id = ""
    var authors: [Author] = []
    var category = ""
    var extensions = XMLExtensions()

    static let xmlDescription = XMLDescription(Entry.init, namespaces: ["": atom, "gd": gd]) {
        XMLAttribute("gd:etag", \.etag)
        XMLAttribute("xml:lang", \.lang)
        XMLAttribute("id", \.id)
        XMLChildText("title", \.title)
        XMLChildren("author", \.authors, wrapper: "authors")
        XMLFlatten("group")
        XMLChildText("category", \.category)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// The same mappings in a type whose XMLExtensionPoint line keeps nothing.
private struct ForgetfulEntry: XMLReadable, XMLExtensible, Equatable {
    var title = ""
    var etag = ""
    var extensions = XMLExtensions()

    static let xmlDescription = XMLDescription(ForgetfulEntry.init, namespaces: ["": atom, "gd": gd]) {
        XMLAttribute("gd:etag", \.etag)
        XMLChildText("title", \.title)
        XMLExtensionPoint(\.extensions, keepUnknown: false)
    }
}

/// Keeps unknown content but maps no attributes at all.
private struct Bare: XMLReadable, XMLExtensible, Equatable {
    var extensions = XMLExtensions()

    static let xmlDescription = XMLDescription(Bare.init) {
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

private let entryXML = """
    <entry xmlns="\(atom)" xmlns:gd="\(gd)" xmlns:x="urn:x" gd:etag="W/&quot;C0&quot;" xml:lang="en-GB" x:flag="on" plain="p &amp; q" id="7">
      <title>T</title>
      <x:thing a="1" x:b="2">one &amp; <![CDATA[<two>]]> three<!-- note --><x:inner deep="yes">deep</x:inner>tail&#x263A;</x:thing>
      <other xmlns="urn:o" xmlns:y="urn:y"><y:z/><!--only a comment--></other>
      <gd:unknown/>
    </entry>
    """

private func name(_ uri: String, _ local: String) -> XMLQualifiedName {
    XMLQualifiedName(namespaceURI: uri, localName: local)
}

extension CoreReaderTests {
    @Suite("XMLExtensionPoint: unknown content")
    struct UnknownContentTests {
        @Test("attributes in foreign namespaces map by prefix, whatever prefix the document uses")
        func foreignAttributes() throws {
            let entry = try XMLReader().read(Entry.self, from: entryXML)
            #expect(entry.etag == "W/\"C0\"")
            #expect(entry.lang == "en-GB")
            #expect(entry.id == "7")
            let other = try XMLReader().read(
                Entry.self,
                from: """
                    <a:entry xmlns:a="\(atom)" xmlns:g="\(gd)" g:etag="E" xml:lang="fr"><a:title>T</a:title></a:entry>
                    """)
            #expect(other.etag == "E")
            #expect(other.lang == "fr")
            #expect(other.title == "T")
            #expect(other.extensions.unknownAttributes.isEmpty)
        }

        @Test("unmapped attributes are kept in order with their namespace URI and prefix")
        func unknownAttributes() throws {
            let entry = try XMLReader().read(Entry.self, from: entryXML)
            let attributes = entry.extensions.unknownAttributes
            #expect(
                attributes == [
                    XMLAttributeNode(name: name("urn:x", "flag"), value: "on"),
                    XMLAttributeNode(name: XMLQualifiedName("plain"), value: "p & q"),
                ])
            #expect(attributes.map(\.name.prefix) == ["x", ""])
        }

        @Test("the namespace declarations of the object's start tag are kept in document order")
        func namespaceDeclarations() throws {
            let entry = try XMLReader().read(Entry.self, from: entryXML)
            #expect(
                entry.extensions.namespaceDeclarations == [
                    XMLNamespaceDeclaration(prefix: "", uri: atom),
                    XMLNamespaceDeclaration(prefix: "gd", uri: gd),
                    XMLNamespaceDeclaration(prefix: "x", uri: "urn:x"),
                ])
        }

        @Test("unknown elements are kept as trees: names, prefixes, attributes, joined text, comments, order")
        func unknownElements() throws {
            let entry = try XMLReader().read(Entry.self, from: entryXML)
            #expect(entry.title == "T")
            let kept = entry.extensions.unknownElements
            try #require(kept.count == 3)
            #expect(entry.extensions.unknownElementCount == 3)

            let thing = kept[0]
            #expect(thing.name == name("urn:x", "thing"))
            #expect(thing.name.prefix == "x")
            #expect(
                thing.attributes == [
                    XMLAttributeNode(name: XMLQualifiedName("a"), value: "1"),
                    XMLAttributeNode(name: name("urn:x", "b"), value: "2"),
                ])
            #expect(thing.attribute(name("urn:x", "b")) == "2")
            #expect(thing.attribute(XMLQualifiedName("b")) == nil)
            // Text split by entities and CDATA arrives as one node.
            #expect(
                thing.children == [
                    .text("one & <two> three"),
                    .comment(" note "),
                    .element(
                        XMLElementNode(
                            name: name("urn:x", "inner"),
                            attributes: [XMLAttributeNode(name: XMLQualifiedName("deep"), value: "yes")],
                            children: [.text("deep")])),
                    .text("tail\u{263A}"),
                ])
            #expect(thing.textContent == "one & <two> threedeeptail\u{263A}")
            #expect(thing.namespaceDeclarations.isEmpty)

            let other = kept[1]
            #expect(other.name == name("urn:o", "other"))
            #expect(other.name.prefix == "")
            #expect(
                other.namespaceDeclarations == [
                    XMLNamespaceDeclaration(prefix: "", uri: "urn:o"),
                    XMLNamespaceDeclaration(prefix: "y", uri: "urn:y"),
                ])
            guard case .element(let z) = other.children.first else {
                Issue.record("expected an element, got \(other.children)")
                return
            }
            #expect(z.name == name("urn:y", "z"))
            #expect(z.name.prefix == "y")
            #expect(z.children.isEmpty)
            #expect(other.children.last == .comment("only a comment"))

            #expect(kept[2].name == name(gd, "unknown"))
            #expect(kept[2].name.prefix == "gd")
        }

        @Test("a kept text spanning many chunks is one node")
        func textAcrossChunks() throws {
            let long = String(repeating: "abc &amp; ", count: 2000)
            let xml = "<entry xmlns='\(atom)'><x>\(long)</x></entry>"
            let bytes = Array(xml.utf8)
            let entry = try XMLReader().read(Entry.self, from: .chunks(xylemChunked(bytes, size: 7)))
            let kept = try #require(entry.extensions.unknownElements.first)
            #expect(kept.children == [.text(String(repeating: "abc & ", count: 2000))])
        }

        @Test("kept elements keep their order whether values read between them or not")
        func keptOrderAcrossMappedValues() throws {
            let xml = """
                <entry xmlns="\(atom)"><u1>one</u1><u2 a="b"/><title>a title long enough to be stored apart</title>\
                <u3>three</u3><category>a category that is also long</category><u4/><u5>five</u5></entry>
                """
            let entry = try XMLReader().read(Entry.self, from: xml)
            #expect(entry.title == "a title long enough to be stored apart")
            #expect(entry.category == "a category that is also long")
            #expect(entry.extensions.unknownElements.map(\.name.localName) == ["u1", "u2", "u3", "u4", "u5"])
            // Kept in pieces (some elements stored apart), counted without building a node.
            #expect(entry.extensions.unknownElementCount == 5)
            var added = entry.extensions
            added.unknownElements.append(
                XMLElementNode(name: XMLQualifiedName(namespaceURI: "", localName: "u6", prefix: "")))
            #expect(added.unknownElementCount == 6)
            #expect(XMLExtensions().unknownElementCount == 0)
            #expect(entry.extensions.unknownElements.map(\.textContent) == ["one", "", "three", "", "five"])
            #expect(entry.extensions.unknownElements[1].attributes.map(\.value) == ["b"])
        }

        @Test("kept elements can be changed after the read: appended, removed, edited, without touching copies")
        func keptElementsChangeable() throws {
            var entry = try XMLReader().read(Entry.self, from: entryXML)
            let original = entry
            let added = XMLElementNode(name: name("urn:n", "added"), children: [.text("new")])
            entry.extensions.unknownElements.append(added)
            #expect(entry.extensions.unknownElements.map(\.name.localName) == ["thing", "other", "unknown", "added"])
            entry.extensions.unknownElements.removeFirst()
            entry.extensions.unknownElements[0].attributes.append(XMLAttributeNode(name: name("", "k"), value: "v"))
            #expect(entry.extensions.unknownElements.map(\.name.localName) == ["other", "unknown", "added"])
            #expect(entry.extensions.unknownElements[0].attribute(XMLQualifiedName("k")) == "v")
            #expect(entry.extensions.unknownElements.last == added)
            // The value read first is unchanged: its kept elements are still the three read.
            #expect(original.extensions.unknownElements.map(\.name.localName) == ["thing", "other", "unknown"])
            #expect(original.extensions.unknownElements[0].textContent == "one & <two> threedeeptail\u{263A}")
        }

        @Test("an object that maps no attributes still keeps its unknown attributes and declarations")
        func bareObject() throws {
            let bare = try XMLReader().read(Bare.self, from: "<b xmlns:p='urn:p' p:a='1' c='2'><p:child/>text</b>")
            #expect(bare.extensions.unknownAttributes.map(\.value) == ["1", "2"])
            #expect(bare.extensions.namespaceDeclarations == [XMLNamespaceDeclaration(prefix: "p", uri: "urn:p")])
            #expect(bare.extensions.unknownElements.map(\.name) == [name("urn:p", "child")])
        }

        @Test("the ignore policy keeps nothing but reads mapped values the same")
        func ignorePolicy() throws {
            var options = XMLReader.Options()
            options.unknownContent = .ignore
            let entry = try XMLReader(options: options).read(Entry.self, from: entryXML)
            #expect(entry.extensions.isEmpty)
            #expect(entry.extensions.unknownAttributes.isEmpty)
            #expect(entry.extensions.namespaceDeclarations.isEmpty)
            #expect(entry.etag == "W/\"C0\"")
            #expect(entry.lang == "en-GB")
            #expect(entry.title == "T")
            #expect(entry == (try XMLReader().read(Entry.self, from: entryXML)))
        }

        @Test("a type whose XMLExtensionPoint line does not keep unknown content keeps nothing")
        func notKeptWithoutKeepUnknown() throws {
            let entry = try XMLReader().read(ForgetfulEntry.self, from: entryXML)
            #expect(entry.title == "T")
            #expect(entry.etag == "W/\"C0\"")
            #expect(entry.extensions.isEmpty)
        }

        @Test("unknown elements inside wrappers and skipped elements are not kept; directly inside, they are")
        func notKeptInsideWrappersOrSkips() throws {
            let xml = """
                <entry xmlns="\(atom)">
                  <authors><author><name>A</name><unknownInAuthor/></author><unknownInWrapper/></authors>
                  <group><category>C</category><unknownInSkip/></group>
                  <direct/>
                </entry>
                """
            let entry = try XMLReader().read(Entry.self, from: xml)
            #expect(entry.authors == [Author(name: "A")])
            #expect(entry.category == "C")
            #expect(entry.extensions.unknownElements.map(\.name.localName) == ["direct"])
        }

        @Test("one kept element larger than maxUnknownBytes fails the read at its path")
        func unknownSizeLimit() throws {
            var options = XMLReader.Options()
            options.maxUnknownBytes = 1000
            let big = String(repeating: "x", count: 2000)
            let xml = "<entry xmlns='\(atom)'>\n<title>T</title>\n<big><small/>\(big)</big></entry>"
            let error = try xylemReadError(Entry.self, from: xml, reader: XMLReader(options: options))
            #expect(error.kind == .limit(.unknownContent(1000)))
            #expect(error.path == "entry/big")
            #expect(error.line == 3)
            #expect("\(error)".contains("maxUnknownBytes"))

            // Text that expat hands over in pieces (split at entity references) after the piece
            // that passed the limit: the read still fails once, with the limit, at the element.
            let pieces =
                "<entry xmlns='\(atom)'><big>\(big)" + String(repeating: "&amp;more", count: 50) + "</big></entry>"
            let piecesError = try xylemReadError(Entry.self, from: pieces, reader: XMLReader(options: options))
            #expect(piecesError.kind == .limit(.unknownContent(1000)))
            #expect(piecesError.path == "entry/big")

            // The limit counts one element at a time, not their sum.
            let many =
                "<entry xmlns='\(atom)'>" + String(repeating: "<k>\(String(repeating: "y", count: 600))</k>", count: 5)
                + "</entry>"
            let entry = try XMLReader(options: options).read(Entry.self, from: many)
            #expect(entry.extensions.unknownElements.count == 5)

            // With the ignore policy nothing is kept, so nothing is limited.
            options.unknownContent = .ignore
            #expect(try XMLReader(options: options).read(Entry.self, from: xml).title == "T")
        }

        @Test("mixed content: each kept element remembers where it was in the object's own text")
        func mixedContentOffsets() throws {
            struct Paragraph: XMLReadable, XMLExtensible {
                var text = ""
                var extensions = XMLExtensions()
                static let xmlDescription = XMLDescription(Paragraph.init) {
                    XMLTextContent(\.text)
                    XMLExtensionPoint(\.extensions, keepUnknown: true)
                }
            }
            let paragraph = try XMLReader().read(Paragraph.self, from: "<p>one<br/>two &amp; <b>x</b>three</p>")
            #expect(paragraph.text == "onetwo & three")
            #expect(paragraph.extensions.unknownElements.map(\.name.localName) == ["br", "b"])
            #expect(paragraph.extensions.unknownElementOffsets == [3, 9])
            var writer = XMLWriter(to: XMLMemorySink())
            try writer.startElement("p")
            try paragraph.extensions.writeMixedContent(paragraph.text, to: &writer)
            try writer.finish()
            #expect(writer.sink.string == "<p>one<br/>two &amp; <b>x</b>three</p>")
            // Side by side, with nothing between them: each still has its own offset.
            let adjacent = try XMLReader().read(Paragraph.self, from: "<p>one<br/><hr/><i>i</i>two</p>")
            #expect(adjacent.extensions.unknownElements.map(\.name.localName) == ["br", "hr", "i"])
            #expect(adjacent.extensions.unknownElementOffsets == [3, 3, 3])
        }

        @Test("runs of kept siblings stay with their own object when objects that keep content nest")
        func keptRunsInNestedObjects() throws {
            struct Part: XMLReadable, XMLExtensible {
                var label = ""
                var extensions = XMLExtensions()
                static let xmlDescription = XMLDescription(Part.init) {
                    XMLChildText("label", \.label)
                    XMLExtensionPoint(\.extensions, keepUnknown: true)
                }
            }
            struct Whole: XMLReadable, XMLExtensible {
                var title = ""
                var parts: [Part] = []
                var extensions = XMLExtensions()
                static let xmlDescription = XMLDescription(Whole.init) {
                    XMLChildText("title", \.title)
                    XMLChildren("part", \.parts)
                    XMLIgnore("skipped")
                    XMLExtensionPoint(\.extensions, keepUnknown: true)
                }
            }
            let xml = """
                <whole><w1>a</w1><w2/><part><p1/><label>L</label><p2>x</p2><p3/></part><w3 k="v"/>\
                <title>t</title><w4/><skipped><w/></skipped><part/><w5>e</w5><w6/></whole>
                """
            let whole = try XMLReader().read(Whole.self, from: xml)
            #expect(whole.title == "t")
            #expect(whole.extensions.unknownElements.map(\.name.localName) == ["w1", "w2", "w3", "w4", "w5", "w6"])
            #expect(whole.extensions.unknownElements.map(\.textContent) == ["a", "", "", "", "e", ""])
            #expect(whole.extensions.unknownElements[2].attributes.map(\.value) == ["v"])
            #expect(whole.parts.map(\.label) == ["L", ""])
            #expect(whole.parts.first?.extensions.unknownElements.map(\.name.localName) == ["p1", "p2", "p3"])
            #expect(whole.parts.last?.extensions.unknownElements.isEmpty == true)
            // The same when each record is handed out as it closes.
            var parts: [Part] = []
            try XMLReader().readRecords(Part.self, at: "whole/part", from: .string(xml)) {
                parts.append($0)
                return .continue
            }
            #expect(parts.map { $0.extensions.unknownElements.map(\.name.localName) } == [["p1", "p2", "p3"], []])
        }

        @Test("records keep their unknown content too, however the input is chunked")
        func recordsKeepUnknownContent() throws {
            let xml = "<feed xmlns='\(atom)'>" + String(repeating: entryXML, count: 3) + "</feed>"
            let path = XMLRecordPath("feed/entry", namespaces: ["": atom])
            let whole = try XMLReader().read(Entry.self, from: entryXML)
            var called: [Entry] = []
            try XMLReader().readRecords(Entry.self, at: path, from: .string(xml)) {
                called.append($0)
                return .continue
            }
            let parser = try XMLPushParser(Entry.self, at: path)
            var pushed: [Entry] = []
            for chunk in xylemChunked(Array(xml.utf8), size: 3) {
                pushed += try parser.feed(chunk)
            }
            pushed += try parser.finish()
            for entry in called + pushed {
                #expect(entry == whole)
                #expect(entry.extensions.unknownElements == whole.extensions.unknownElements)
                #expect(entry.extensions.unknownAttributes == whole.extensions.unknownAttributes)
                #expect(entry.extensions.namespaceDeclarations.isEmpty == false)
            }
            #expect(called.count == 3)
            #expect(pushed.count == 3)
        }

        @Test("node equality and hashing compare content, not prefixes or declarations")
        func nodeEquality() {
            let first = XMLElementNode(
                name: XMLQualifiedName(namespaceURI: "urn:x", localName: "a", prefix: "x"),
                attributes: [
                    XMLAttributeNode(
                        name: XMLQualifiedName(namespaceURI: "urn:x", localName: "b", prefix: "x"), value: "1")
                ],
                children: [.text("t")], namespaceDeclarations: [XMLNamespaceDeclaration(prefix: "x", uri: "urn:x")])
            let respelled = XMLElementNode(
                name: XMLQualifiedName(namespaceURI: "urn:x", localName: "a"),
                attributes: [
                    XMLAttributeNode(
                        name: XMLQualifiedName(namespaceURI: "urn:x", localName: "b", prefix: "ns1"), value: "1")
                ],
                children: [.text("t")])
            #expect(first == respelled)
            #expect(Set([XMLNode.element(first), .element(respelled)]).count == 1)
            var changed = respelled
            changed.children = [.text("t"), .comment("c")]
            #expect(first != changed)
            changed = respelled
            changed.attributes[0].value = "2"
            #expect(first != changed)
        }
    }
}
