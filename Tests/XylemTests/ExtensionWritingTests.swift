// Writing back what was kept: XMLElementNode trees and XMLExtensions (unknown attributes,
// namespace declarations, extension values, unknown elements) through the streaming writer, with
// exact output for small cases and a read–write–read round trip for the rest.

import Testing
import Xylem

private let atom = "urn:test:atom"
private let gd = "urn:test:gd"

private struct Rating: XMLExtension {
    static let xmlName = XMLQualifiedName(namespaceURI: gd, localName: "rating", prefix: "gd")
    var value = 0
    var note = ""

    static let xmlDescription = XMLDescription(Rating.init) {
        XMLAttribute("value", \.value)
        XMLAttribute("note", \.note)
    }

    func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        try writer.startElement(Self.xmlName)
        try writer.attribute(XMLQualifiedName("value"), String(value))
        if !note.isEmpty { try writer.attribute(XMLQualifiedName("note"), note) }
        try writer.endElement()
    }
}

/// A model that writes itself back with everything it kept.
private struct Entry: XMLReadable, XMLWritable, XMLExtensible, Equatable {
    var title = ""
    var etag = ""
    var extensions = XMLExtensions()

    static let xmlDescription = XMLDescription(Entry.init, namespaces: ["": atom, "gd": gd]) {
        XMLAttribute("gd:etag", \.etag)
        XMLChildText("title", \.title)
        XMLExtensionPoint(\.extensions, keepUnknown: true) {
            XMLExtensionDeclaration(Rating.self)
        }
    }

    func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        try writer.startElement(XMLQualifiedName(namespaceURI: atom, localName: "entry"))
        try extensions.writeNamespaceDeclarations(to: &writer)
        if !etag.isEmpty {
            try writer.attribute(XMLQualifiedName(namespaceURI: gd, localName: "etag", prefix: "gd"), etag)
        }
        try extensions.writeAttributes(to: &writer)
        try writer.startElement(XMLQualifiedName(namespaceURI: atom, localName: "title"))
        try writer.text(title)
        try writer.endElement()
        try extensions.writeElements(to: &writer)
        try writer.endElement()
    }
}

/// Keeps everything inside it, for round trips of arbitrary elements.
private struct Holder: XMLReadable, XMLExtensible {
    var extensions = XMLExtensions()

    static let xmlDescription = XMLDescription(Holder.init) {
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// Characters that need escaping somewhere, and some that must come back unchanged.
private let tricky = "a & b < c > d \"q\" 'a' tab\there line\nfeed cr\rend é 🎉"

private func name(_ uri: String, _ local: String, _ prefix: String = "") -> XMLQualifiedName {
    XMLQualifiedName(namespaceURI: uri, localName: local, prefix: prefix)
}

private func compact<T: XMLWritable>(_ value: T) throws -> String {
    var writer = XMLWriter(to: XMLMemorySink())
    try value.write(to: &writer)
    try writer.finish()
    return writer.sink.string
}

extension CoreReaderTests.WriterTests {
    @Suite("XML writer: kept nodes and extensions")
    struct ExtensionWritingTests {
        @Test("an element node writes its name with its prefix, declarations, attributes, text and comments")
        func elementNodeExactOutput() throws {
            let node = XMLElementNode(
                name: name("urn:x", "thing", "x"),
                attributes: [
                    XMLAttributeNode(name: XMLQualifiedName("a"), value: "1 & \"2\" <3>"),
                    XMLAttributeNode(name: name("urn:x", "b", "x"), value: "t\tl\nc\r"),
                ],
                children: [
                    .text("one & <two> three\r"),
                    .comment(" note "),
                    .element(XMLElementNode(name: name("urn:y", "inner", "y"), children: [.text("deep")])),
                    .element(XMLElementNode(name: XMLQualifiedName("plain"))),
                ],
                namespaceDeclarations: [
                    XMLNamespaceDeclaration(prefix: "x", uri: "urn:x"),
                    XMLNamespaceDeclaration(prefix: "y", uri: "urn:y"),
                ])
            #expect(
                try compact(node) == """
                    <x:thing xmlns:x="urn:x" xmlns:y="urn:y" a="1 &amp; &quot;2&quot; &lt;3>" x:b="t&#9;l&#10;c&#13;">\
                    one &amp; &lt;two&gt; three&#13;<!-- note --><y:inner>deep</y:inner><plain/></x:thing>
                    """)
            #expect(try compact(XMLNode.element(node)) == (try compact(node)))
        }

        @Test("xmlString writes a standalone document, compact or indented")
        func xmlString() throws {
            let node = XMLElementNode(
                name: XMLQualifiedName("a"), children: [.element(XMLElementNode(name: XMLQualifiedName("b")))])
            #expect(try node.xmlString() == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<a><b/></a>")
            #expect(
                try node.xmlString(indentation: "  ")
                    == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<a>\n  <b/>\n</a>\n")
            #expect(
                try Rating(value: 5).xmlString()
                    == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<gd:rating xmlns:gd=\"\(gd)\" value=\"5\"/>")
        }

        @Test(
            "a declaration that clashes with the prefix the writer chose is left out, and the output stays well-formed")
        func clashingDeclaration() throws {
            // The name wants prefix p for urn:one, the kept declarations bind p to urn:two as well.
            let node = XMLElementNode(
                name: name("urn:one", "e", "p"),
                attributes: [XMLAttributeNode(name: name("urn:two", "a", "p"), value: "v")],
                namespaceDeclarations: [XMLNamespaceDeclaration(prefix: "p", uri: "urn:two")])
            let xml = try compact(node)
            let holder = try XMLReader().read(Holder.self, from: "<h>\(xml)</h>")
            #expect(holder.extensions.unknownElements == [node])
        }

        @Test("kept elements read, written and read again are equal, with text and attributes byte for byte")
        func keptElementsRoundTrip() throws {
            var holder = Holder()
            holder.extensions.unknownElements = [
                XMLElementNode(
                    name: name("urn:x", "thing", "x"),
                    attributes: [
                        XMLAttributeNode(name: XMLQualifiedName("plain"), value: tricky),
                        XMLAttributeNode(name: name("urn:x", "q", "x"), value: tricky),
                    ],
                    children: [
                        .text(tricky), .comment(" c "),
                        .element(XMLElementNode(name: name("urn:x", "child", "x"), children: [.text(tricky)])),
                        .text("tail"),
                    ]),
                XMLElementNode(name: XMLQualifiedName("nons"), children: [.text("  spaced  ")]),
            ]
            var writer = XMLWriter(to: XMLMemorySink())
            try writer.startElement("h")
            try holder.extensions.writeElements(to: &writer)
            try writer.finish()
            let reread = try XMLReader().read(Holder.self, from: writer.sink.string)
            #expect(reread.extensions.unknownElements == holder.extensions.unknownElements)
            let first = try #require(reread.extensions.unknownElements.first)
            #expect(Array(first.attributes[0].value.utf8) == Array(tricky.utf8))
            guard case .text(let text) = first.children.first else {
                Issue.record("expected text first, got \(first.children)")
                return
            }
            #expect(Array(text.utf8) == Array(tricky.utf8))
            #expect(first.name.prefix == "x")
        }

        @Test("a model writes back its unknown attributes, declarations, extension values and unknown elements")
        func modelRoundTrip() throws {
            let xml = """
                <entry xmlns="\(atom)" xmlns:gd="\(gd)" xmlns:x="urn:x" gd:etag="W/&quot;1&quot;" x:flag="a&amp;b" plain="&lt;p&gt;">
                  <title>Tom &amp; Jerry</title>
                  <gd:rating value="4" note="&quot;good&quot; &amp; fair"/>
                  <x:thing x:id="1">text<!--c--><x:inner/></x:thing>
                  <gd:unknown gd:attr="v"/>
                  <other xmlns="urn:o" xmlns:y="urn:y"><y:z/></other>
                  <gd:rating value="2"/>
                </entry>
                """
            let entry = try XMLReader().read(Entry.self, from: xml)
            #expect(entry.extensions(Rating.self).map(\.value) == [4, 2])
            #expect(entry.extensions.unknownElements.count == 3)

            let written = try compact(entry)
            // Every namespace is declared once, on the entry, as the document had it; the kept
            // element that declared its own namespaces declares them again on itself.
            #expect(
                written.hasPrefix(
                    "<entry xmlns=\"\(atom)\" xmlns:gd=\"\(gd)\" xmlns:x=\"urn:x\" gd:etag=\"W/&quot;1&quot;\" x:flag=\"a&amp;b\" plain=\"&lt;p>\">"
                ))
            #expect(written.components(separatedBy: "xmlns:gd=").count == 2)
            #expect(written.components(separatedBy: "xmlns:x=").count == 2)
            #expect(written.contains("<other xmlns=\"urn:o\" xmlns:y=\"urn:y\"><y:z/></other>"))
            #expect(written.contains("<x:thing x:id=\"1\">text<!--c--><x:inner/></x:thing>"))
            #expect(
                written.contains(
                    "<gd:rating value=\"4\" note=\"&quot;good&quot; &amp; fair\"/><gd:rating value=\"2\"/>"))

            let reread = try XMLReader().read(Entry.self, from: written)
            #expect(reread == entry)
            #expect(reread.extensions.unknownElements == entry.extensions.unknownElements)
            #expect(reread.extensions.unknownAttributes == entry.extensions.unknownAttributes)
            #expect(reread.extensions.unknownAttributes.map(\.name.prefix) == ["x", ""])
            #expect(reread.extensions.namespaceDeclarations == entry.extensions.namespaceDeclarations)
            // Writing is a fixed point after one round trip.
            #expect(try compact(reread) == written)
        }

        @Test("without the object's declarations, kept content declares what it needs where it needs it")
        func declarationsWhereNeeded() throws {
            var extensions = XMLExtensions()
            extensions.unknownAttributes = [XMLAttributeNode(name: name("urn:x", "flag", "x"), value: "1")]
            extensions.unknownElements = [
                XMLElementNode(
                    name: name("urn:x", "a", "x"), children: [.element(XMLElementNode(name: name("urn:x", "b", "x")))]),
                XMLElementNode(name: name("urn:x", "c", "x")),
            ]
            extensions.add(Rating(value: 1))
            var writer = XMLWriter(to: XMLMemorySink())
            try writer.startElement("root")
            try extensions.writeAttributes(to: &writer)
            try extensions.writeElements(to: &writer)
            try writer.finish()
            #expect(
                writer.sink.string == """
                    <root xmlns:x="urn:x" x:flag="1"><gd:rating xmlns:gd="\(gd)" value="1"/><x:a><x:b/></x:a><x:c/></root>
                    """)

            // With the declarations written first, on the root, nothing below repeats them.
            extensions.namespaceDeclarations = [
                XMLNamespaceDeclaration(prefix: "gd", uri: gd), XMLNamespaceDeclaration(prefix: "x", uri: "urn:x"),
            ]
            var declared = XMLWriter(to: XMLMemorySink())
            try declared.startElement("root")
            try extensions.writeNamespaceDeclarations(to: &declared)
            try extensions.writeAttributes(to: &declared)
            try extensions.writeElements(to: &declared)
            try declared.finish()
            #expect(
                declared.sink.string == """
                    <root xmlns:gd="\(gd)" xmlns:x="urn:x" x:flag="1"><gd:rating value="1"/><x:a><x:b/></x:a><x:c/></root>
                    """)
        }
    }
}
