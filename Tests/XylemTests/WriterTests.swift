// The XML writer: exact output for small documents (the expected strings are the specification),
// escaping proven by reading the output back, namespace declarations, layout, errors and sinks.

import Foundation
import Testing
import Xylem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

private let atom = "http://www.w3.org/2005/Atom"
private let gdata = "http://schemas.google.com/g/2005"
private let xhtml = "http://www.w3.org/1999/xhtml"

/// Writes a document into memory and returns it as a string.
private func written(
    indentation: String? = nil, _ body: (inout XMLWriter<XMLMemorySink>) throws -> Void
) throws -> String {
    var writer = XMLWriter(to: XMLMemorySink(), indentation: indentation)
    try body(&writer)
    try writer.finish()
    return writer.sink.string
}

/// Runs `body` on a fresh writer and returns the `XMLWriteError` it must throw, checking its kind.
@discardableResult
private func writeError(
    _ kind: XMLWriteError.Kind, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (inout XMLWriter<XMLMemorySink>) throws -> Void
) throws -> XMLWriteError {
    var writer = XMLWriter(to: XMLMemorySink())
    let error = try #require(throws: XMLWriteError.self, sourceLocation: sourceLocation) { try body(&writer) }
    #expect(error.kind == kind, "\(error)", sourceLocation: sourceLocation)
    return error
}

private func name(_ uri: String, _ local: String, _ prefix: String = "") -> XMLQualifiedName {
    XMLQualifiedName(namespaceURI: uri, localName: local, prefix: prefix)
}

/// What the round-trip tests read back: an attribute, text and CDATA of the same string.
private struct Echo: XMLReadable {
    var attribute = ""
    var text = ""
    var cdata = ""
    var etag = ""
    var lang = ""

    static let xmlDescription = XMLDescription(Echo.init, namespaces: ["g": gdata]) {
        Attribute("value", \.attribute)
        Attribute("g:etag", \.etag)
        Attribute("xml:lang", \.lang)
        Text("text", \.text)
        Text("cdata", \.cdata)
    }
}

/// Strings that must survive writing and reading unchanged.
private let roundTripStrings: [String] = [
    "",
    "plain",
    "Fish & Chips <b>bold</b> \"quoted\" 'single' a > b",
    "&amp; &lt; &#38; &unknown; (written literally, read literally)",
    "tab\there, line\nfeed, carriage\rreturn, both\r\n, trailing\n",
    "  leading and trailing white space  ",
    "]]> and ]]]]> and ]] > and ]]",
    "naïve café — 日本語 🎉 e\u{301} \u{7F}\u{85}\u{A0}\u{2028}\u{FFFD}\u{10FFFF}",
    "\r",
    "\r\n\r\n",
    "]]>",
]

extension CoreReaderTests {
    @Suite("XML writer")
    struct WriterTests {
        // MARK: Structure

        @Test("elements, attributes and text in compact form; empty elements close themselves")
        func compactDocument() throws {
            let xml = try written { writer in
                try writer.startElement("catalog")
                try writer.attribute("version", "2")
                try writer.startElement("book")
                try writer.attribute("isbn", "0-441-17271-7")
                try writer.startElement("title")
                try writer.text("Dune")
                try writer.endElement()
                try writer.startElement("checked_out")
                try writer.endElement()
                try writer.endElement()
                try writer.startElement("empty")
            }
            #expect(
                xml
                    == #"<catalog version="2"><book isbn="0-441-17271-7"><title>Dune</title><checked_out/></book><empty/></catalog>"#
            )
        }

        @Test("the XML declaration, with and without encoding and standalone")
        func declaration() throws {
            #expect(
                try written {
                    try $0.startDocument(); try $0.startElement("a")
                }
                    == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<a/>")
            #expect(
                try written {
                    try $0.startDocument(encoding: nil, standalone: true); try $0.startElement("a")
                }
                    == "<?xml version=\"1.0\" standalone=\"yes\"?>\n<a/>")
            #expect(
                try written {
                    try $0.startDocument(version: "1.0", encoding: "utf-8", standalone: false); try $0.startElement("a")
                }
                    == "<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"no\"?>\n<a/>")
            try writeError(.invalidContent) { try $0.startDocument(encoding: "ISO-8859-1") }
            try writeError(.invalidContent) { try $0.startDocument(version: "2.0") }
            try writeError(.invalidState) {
                try $0.comment("first"); try $0.startDocument()
            }
        }

        @Test("comments and processing instructions, inside and outside the root element")
        func commentsAndInstructions() throws {
            let xml = try written { writer in
                try writer.processingInstruction("xml-stylesheet", #"href="style.css" type="text/css""#)
                try writer.comment(" generated ")
                try writer.startElement("a")
                try writer.comment("inside - with single dashes")
                try writer.processingInstruction("marker")
                try writer.endElement()
                try writer.comment("after")
            }
            #expect(
                xml
                    == #"<?xml-stylesheet href="style.css" type="text/css"?><!-- generated --><a><!--inside - with single dashes--><?marker?></a><!--after-->"#
            )
        }

        @Test("finish closes every open element; finishing twice does nothing")
        func finishClosesElements() throws {
            var writer = XMLWriter(to: XMLMemorySink())
            try writer.startElement("a")
            try writer.startElement("b")
            try writer.text("t")
            try writer.startElement("c")
            #expect(writer.depth == 3)
            try writer.finish()
            try writer.finish()
            #expect(writer.depth == 0)
            #expect(writer.sink.string == "<a><b>t<c/></b></a>")
        }

        @Test("raw markup is written exactly as given and counts as content")
        func rawMarkup() throws {
            let xml = try written { writer in
                try writer.startElement("content")
                try writer.attribute("type", "xhtml")
                try writer.rawMarkup(#"<div xmlns="http://www.w3.org/1999/xhtml">A &amp; <b>B</b></div>"#)
            }
            #expect(
                xml
                    == #"<content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">A &amp; <b>B</b></div></content>"#
            )
        }

        @Test("inner XML captured by RawXML is written back unchanged and reads the same")
        func rawXMLRoundTrip() throws {
            struct Holder: XMLReadable {
                var body = ""
                static let xmlDescription = XMLDescription(Holder.init) { RawXML("body", \.body) }
            }
            let source =
                #"<doc xmlns:h="urn:h"><body>A <h:b class="x&amp;y">bold</h:b> &lt;tail&gt;<!--c--></body></doc>"#
            let captured = try XMLReader().read(Holder.self, from: source).body
            let xml = try written { writer in
                try writer.startElement("doc")
                try writer.startElement("body")
                try writer.rawMarkup(captured)
            }
            #expect(try XMLReader().read(Holder.self, from: xml).body == captured)
        }
    }
}

// MARK: - Escaping

extension CoreReaderTests.WriterTests {
    @Suite("XML writer: escaping")
    struct Escaping {
        @Test("text escapes &, <, > and carriage returns, nothing else")
        func textEscaping() throws {
            let xml = try written { writer in
                try writer.startElement("t")
                try writer.text("a & b < c > d \" ' \t \n \r é")
            }
            #expect(xml == "<t>a &amp; b &lt; c &gt; d \" ' \t \n &#13; é</t>")
        }

        @Test("attribute values escape &, <, \", tab, line feed and carriage return")
        func attributeEscaping() throws {
            let xml = try written { writer in
                try writer.startElement("t")
                try writer.attribute("v", "a & b < c > d \" ' \t \n \r é")
            }
            #expect(xml == "<t v=\"a &amp; b &lt; c > d &quot; ' &#9; &#10; &#13; é\"/>")
        }

        @Test("CDATA sections split around ]]> and carriage returns")
        func cdataSplitting() throws {
            func cdata(_ text: String) throws -> String {
                try written {
                    try $0.startElement("c"); try $0.cdata(text)
                }
            }
            #expect(try cdata("a < & b") == "<c><![CDATA[a < & b]]></c>")
            #expect(try cdata("") == "<c><![CDATA[]]></c>")
            #expect(try cdata("x]]>y") == "<c><![CDATA[x]]]]><![CDATA[>y]]></c>")
            #expect(try cdata("]]>]]>") == "<c><![CDATA[]]]]><![CDATA[>]]]]><![CDATA[>]]></c>")
            #expect(try cdata("a\r\nb") == "<c><![CDATA[a]]>&#13;<![CDATA[\nb]]></c>")
            #expect(try cdata("\r") == "<c>&#13;</c>")
        }

        @Test("text, attributes and CDATA read back exactly", arguments: roundTripStrings)
        func roundTrip(_ value: String) throws {
            let xml = try written { writer in
                try writer.startElement("echo")
                try writer.attribute("value", value)
                try writer.attribute(name(gdata, "etag", "gd"), value)
                try writer.attribute(name(XMLQualifiedName.xmlNamespaceURI, "lang"), value)
                try writer.startElement("text")
                try writer.text(value)
                try writer.endElement()
                try writer.startElement("cdata")
                try writer.cdata(value)
            }
            let echo = try XMLReader().read(Echo.self, from: xml)
            // Compared as bytes: String's == would equate canonically equivalent spellings.
            #expect(Array(echo.attribute.utf8) == Array(value.utf8))
            #expect(Array(echo.etag.utf8) == Array(value.utf8))
            #expect(Array(echo.lang.utf8) == Array(value.utf8))
            #expect(Array(echo.text.utf8) == Array(value.utf8))
            #expect(Array(echo.cdata.utf8) == Array(value.utf8))
        }

        @Test(
            "a character to replace reads back exactly wherever it falls among the bytes scanned together",
            arguments: ["&", "<", ">", "\"", "'", "\t", "\n", "\r", "é", "\u{FFFD}", "🎉", "]]>"])
        func everyOffset(_ special: String) throws {
            for offset in 0..<26 {
                let value = String(repeating: "a", count: offset) + special + String(repeating: "b", count: 25 - offset)
                let xml = try written { writer in
                    try writer.startElement("echo")
                    try writer.attribute("value", value)
                    try writer.startElement("text")
                    try writer.text(value)
                    try writer.endElement()
                    try writer.startElement("cdata")
                    try writer.cdata(value)
                }
                let echo = try XMLReader().read(Echo.self, from: xml)
                #expect(Array(echo.attribute.utf8) == Array(value.utf8), "offset \(offset)")
                #expect(Array(echo.text.utf8) == Array(value.utf8), "offset \(offset)")
                #expect(Array(echo.cdata.utf8) == Array(value.utf8), "offset \(offset)")
            }
        }

        @Test("large text with markup characters reads back exactly")
        func largeText() throws {
            let value = String(repeating: "<a href=\"x&y\">\r\n]]>\t é 🎉</a> ", count: 10_000)
            let xml = try written { writer in
                try writer.startElement("echo")
                try writer.attribute("value", value)
                try writer.startElement("text")
                try writer.text(value)
                try writer.endElement()
                try writer.startElement("cdata")
                try writer.cdata(value)
            }
            let echo = try XMLReader().read(Echo.self, from: xml)
            #expect(echo.attribute == value)
            #expect(echo.text == value)
            #expect(echo.cdata == value)
        }
    }
}

// MARK: - Namespaces

extension CoreReaderTests.WriterTests {
    @Suite("XML writer: namespaces")
    struct Namespaces {
        @Test("declarations made on the root are used below and never repeated (GData style)")
        func declaredOnceOnRoot() throws {
            let xml = try written { writer in
                try writer.startElement(name(atom, "feed"))
                try writer.declareNamespace(prefix: "gd", uri: gdata)
                try writer.declareNamespace(prefix: "gd", uri: gdata)
                for etag in ["E1", "E2"] {
                    try writer.startElement(name(atom, "entry"))
                    try writer.attribute(name(gdata, "etag", "gd"), etag)
                    try writer.startElement(name(gdata, "rating", "gd"))
                    try writer.attribute("value", "5")
                    try writer.endElement()
                    try writer.startElement("title")
                    try writer.text("T")
                    try writer.endElement()
                    try writer.endElement()
                }
            }
            #expect(
                xml == """
                    <feed xmlns="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005">\
                    <entry gd:etag="E1"><gd:rating value="5"/><title>T</title></entry>\
                    <entry gd:etag="E2"><gd:rating value="5"/><title>T</title></entry></feed>
                    """)
        }

        @Test("a namespace not in scope is declared on the element that first needs it, for its subtree")
        func declaredWhereNeeded() throws {
            let xml = try written { writer in
                try writer.startElement("root")
                try writer.startElement(name("urn:x", "a", "x"))
                try writer.startElement(name("urn:x", "b", "x"))
                try writer.attribute(name("urn:x", "id", "x"), "1")
                try writer.endElement()
                try writer.endElement()
                try writer.startElement(name("urn:x", "c", "x"))
            }
            #expect(xml == #"<root><x:a xmlns:x="urn:x"><x:b x:id="1"/></x:a><x:c xmlns:x="urn:x"/></root>"#)
        }

        @Test("attribute namespaces are declared before the attribute, on the same element")
        func attributeDeclaration() throws {
            let xml = try written { writer in
                try writer.startElement(name(atom, "entry"))
                try writer.attribute(name(gdata, "etag", "gd"), "W/\"1\"")
                try writer.attribute(name(gdata, "kind", "gd"), "k")
                try writer.attribute("id", "7")
            }
            #expect(
                xml
                    == #"<entry xmlns="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005" gd:etag="W/&quot;1&quot;" gd:kind="k" id="7"/>"#
            )
        }

        @Test("xml: attributes need no declaration, and unprefixed attributes never get a namespace")
        func xmlPrefixAndUnprefixedAttributes() throws {
            let xml = try written { writer in
                try writer.startElement(name(atom, "title"))
                try writer.attribute(name(XMLQualifiedName.xmlNamespaceURI, "lang", "whatever"), "en")
                try writer.attribute("xml:space", "preserve")
                try writer.attribute(XMLQualifiedName(namespaceURI: "", localName: "type", prefix: "ignored"), "text")
            }
            #expect(
                xml == #"<title xmlns="http://www.w3.org/2005/Atom" xml:lang="en" xml:space="preserve" type="text"/>"#)
        }

        @Test("a prefix bound to another namespace in scope gives way to a generated one")
        func conflictingPrefixes() throws {
            let xml = try written { writer in
                try writer.startElement(name("urn:one", "root", "a"))
                try writer.attribute(name("urn:two", "attr", "a"), "1")
                try writer.attribute(name("urn:three", "other"), "2")
                try writer.startElement(name("urn:two", "child", "a"))
                try writer.attribute(name("urn:four", "x", "ns1"), "3")
            }
            #expect(
                xml == """
                    <a:root xmlns:a="urn:one" xmlns:ns1="urn:two" ns1:attr="1" xmlns:ns2="urn:three" ns2:other="2">\
                    <ns1:child xmlns:ns3="urn:four" ns3:x="3"/></a:root>
                    """)
        }

        @Test("a binding in scope is reused whatever prefix the name prefers")
        func reuseBindingInScope() throws {
            let xml = try written { writer in
                try writer.startElement(name(atom, "feed", "atom"))
                try writer.startElement(name(atom, "entry"))
                try writer.attribute(name(atom, "kind", "other"), "k")
            }
            #expect(
                xml == #"<atom:feed xmlns:atom="http://www.w3.org/2005/Atom"><atom:entry atom:kind="k"/></atom:feed>"#)
        }

        @Test("default namespaces: redeclared for a nested vocabulary, undeclared for names in no namespace")
        func defaultNamespaces() throws {
            let xml = try written { writer in
                try writer.startElement(name(atom, "feed"))
                try writer.startElement(name(atom, "content"))
                try writer.startElement(name(xhtml, "div"))
                try writer.startElement(name(xhtml, "p"))
                try writer.text("x")
                try writer.endElement()
                try writer.endElement()
                try writer.endElement()
                try writer.startElement("plain")
                try writer.startElement(name("", "unqualified"))
            }
            #expect(
                xml == """
                    <feed xmlns="http://www.w3.org/2005/Atom"><content><div xmlns="http://www.w3.org/1999/xhtml"><p>x</p></div></content>\
                    <plain><unqualified xmlns=""/></plain></feed>
                    """)
        }

        @Test("names written as strings resolve through the map, the scope, or Clark notation")
        func stringNames() throws {
            let map = ["": atom, "gd": gdata]
            let xml = try written { writer in
                try writer.startElement("feed", namespaces: map)
                try writer.startElement("gd:when", namespaces: map)
                try writer.attribute("gd:start", "2024", namespaces: map)
                try writer.startElement("gd:where")
                try writer.endElement()
                try writer.endElement()
                try writer.startElement("{\(gdata)}who", namespaces: map)
                try writer.endElement()
                try writer.startElement("{urn:other}x")
                try writer.attribute("{urn:other}y", "1")
            }
            #expect(
                xml == """
                    <feed xmlns="http://www.w3.org/2005/Atom"><gd:when xmlns:gd="http://schemas.google.com/g/2005" gd:start="2024">\
                    <gd:where/></gd:when><gd:who xmlns:gd="http://schemas.google.com/g/2005"/>\
                    <x xmlns="urn:other" xmlns:ns1="urn:other" ns1:y="1"/></feed>
                    """)
        }

        @Test("documents read back with other prefixes in the description")
        func namespacesRoundTrip() throws {
            struct Entry: XMLReadable {
                var etag = ""
                var rating = 0
                var title = ""
                var lang = ""
                static let xmlDescription = XMLDescription(Entry.init, namespaces: ["a": atom, "g": gdata]) {
                    Attribute("g:etag", \.etag)
                    Attribute("xml:lang", \.lang)
                    Value("g:rating", \.rating)
                    Text("a:title", \.title)
                }
            }
            let xml = try written { writer in
                try writer.startElement(name(atom, "entry"))
                try writer.attribute(name(gdata, "etag", "gd"), "E")
                try writer.attribute("xml:lang", "de")
                try writer.startElement(name(gdata, "rating"))
                try writer.text("4")
                try writer.endElement()
                try writer.startElement(name(atom, "title"))
                try writer.text("Über")
            }
            let entry = try XMLReader().read(Entry.self, from: xml)
            #expect(entry.etag == "E" && entry.rating == 4 && entry.title == "Über" && entry.lang == "de")
        }

        @Test("namespace mistakes are rejected")
        func namespaceErrors() throws {
            try writeError(.namespace) { try $0.startElement("gd:when") }
            try writeError(.namespace) {
                try $0.startElement("a"); try $0.attribute("xmlns", "urn:x")
            }
            try writeError(.namespace) {
                try $0.startElement("a"); try $0.attribute("xmlns:p", "urn:x")
            }
            try writeError(.namespace) {
                try $0.startElement("a"); try $0.declareNamespace(prefix: "xml", uri: "urn:x")
            }
            try writeError(.namespace) {
                try $0.startElement("a"); try $0.declareNamespace(prefix: "x", uri: XMLQualifiedName.xmlNamespaceURI)
            }
            try writeError(.namespace) {
                try $0.startElement("a"); try $0.declareNamespace(prefix: "xmlns", uri: "urn:x")
            }
            try writeError(.namespace) {
                try $0.startElement("a"); try $0.declareNamespace(prefix: "p", uri: "")
            }
            try writeError(.namespace) {
                try $0.startElement("a")
                try $0.declareNamespace(prefix: "p", uri: "urn:1")
                try $0.declareNamespace(prefix: "p", uri: "urn:2")
            }
            // The element's own name already uses the default namespace (none), and a:x means urn:1.
            try writeError(.namespace) {
                try $0.startElement("a"); try $0.declareNamespace(prefix: "", uri: atom)
            }
            try writeError(.namespace) {
                try $0.startElement(name("urn:1", "x", "a"))
                try $0.declareNamespace(prefix: "a", uri: "urn:2")
            }
            try writeError(.namespace) { try $0.startElement(name("http://www.w3.org/2000/xmlns/", "x")) }
        }

        @Test("a declaration may shadow a binding of an ancestor")
        func shadowingDeclaration() throws {
            let xml = try written { writer in
                try writer.startElement(name("urn:1", "r", "a"))
                try writer.startElement("inner")
                try writer.declareNamespace(prefix: "a", uri: "urn:2")
                try writer.startElement(name("urn:2", "x", "a"))
                try writer.endElement()
                try writer.endElement()
                try writer.startElement(name("urn:1", "y", "a"))
            }
            #expect(xml == #"<a:r xmlns:a="urn:1"><inner xmlns:a="urn:2"><a:x/></inner><a:y/></a:r>"#)
        }
    }
}

// MARK: - Layout

extension CoreReaderTests.WriterTests {
    @Suite("XML writer: indentation")
    struct Layout {
        private static func sample(_ writer: inout XMLWriter<XMLMemorySink>) throws {
            try writer.startDocument()
            try writer.comment("top")
            try writer.startElement(name(atom, "feed"))
            try writer.declareNamespace(prefix: "gd", uri: gdata)
            try writer.startElement("title")
            try writer.text("T")
            try writer.endElement()
            try writer.startElement("entry")
            try writer.attribute(name(gdata, "etag", "gd"), "E")
            try writer.startElement("id")
            try writer.text("1")
            try writer.endElement()
            try writer.startElement("empty")
            try writer.endElement()
            try writer.comment("note")
            try writer.endElement()
            try writer.startElement("summary")
            try writer.text("Hello ")
            try writer.startElement("b")
            try writer.text("bold ")
            try writer.startElement("i")
            try writer.text("it")
            try writer.endElement()
            try writer.endElement()
            try writer.text(" end")
            try writer.endElement()
            try writer.endElement()
            try writer.processingInstruction("done")
        }

        @Test("indented: one child per line; elements with text stay inline, with their descendants")
        func indented() throws {
            #expect(
                try written(indentation: "  ", Self.sample) == """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <!--top-->
                    <feed xmlns="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005">
                      <title>T</title>
                      <entry gd:etag="E">
                        <id>1</id>
                        <empty/>
                        <!--note-->
                      </entry>
                      <summary>Hello <b>bold <i>it</i></b> end</summary>
                    </feed>
                    <?done?>

                    """)
        }

        @Test("compact: no white space added")
        func compact() throws {
            #expect(
                try written(Self.sample) == """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <!--top--><feed xmlns="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005">\
                    <title>T</title><entry gd:etag="E"><id>1</id><empty/><!--note--></entry>\
                    <summary>Hello <b>bold <i>it</i></b> end</summary></feed><?done?>
                    """)
        }

        @Test("tabs as indentation, nested levels")
        func tabs() throws {
            let xml = try written(indentation: "\t") { writer in
                try writer.startElement("a")
                try writer.startElement("b")
                try writer.startElement("c")
                try writer.startElement("d")
            }
            #expect(xml == "<a>\n\t<b>\n\t\t<c>\n\t\t\t<d/>\n\t\t</c>\n\t</b>\n</a>\n")
        }

        @Test("mixed content that begins with an element stays inline after an empty text")
        func mixedContentStartingWithElement() throws {
            let xml = try written(indentation: "  ") { writer in
                try writer.startElement("doc")
                try writer.startElement("p")
                try writer.text("")
                try writer.startElement("b")
                try writer.text("Bold")
                try writer.endElement()
                try writer.text(" tail")
                try writer.endElement()
                try writer.startElement("empty")
                try writer.text("")
            }
            #expect(xml == "<doc>\n  <p><b>Bold</b> tail</p>\n  <empty></empty>\n</doc>\n")
        }

        @Test("indented output reads back like compact output")
        func indentedReadsBack() throws {
            let compact = try written(Self.sample)
            let indented = try written(indentation: "    ", Self.sample)
            struct Feed: XMLReadable {
                var title = ""
                var summary = ""
                var ids: [String] = []
                static let xmlDescription = XMLDescription(Feed.init, namespaces: ["": atom]) {
                    Text("title", \.title)
                    RawXML("summary", \.summary)
                    Flatten("entry")
                    Values("id", \.ids)
                }
            }
            let a = try XMLReader().read(Feed.self, from: compact)
            let b = try XMLReader().read(Feed.self, from: indented)
            #expect(a.title == b.title && a.summary == b.summary && a.ids == b.ids)
            #expect(b.summary == #"Hello <b xmlns="http://www.w3.org/2005/Atom">bold <i>it</i></b> end"#)
        }
    }
}

// MARK: - Errors

extension CoreReaderTests.WriterTests {
    @Suite("XML writer: errors")
    struct Errors {
        static let forbidden: [Unicode.Scalar] = [
            "\u{0}", "\u{1}", "\u{8}", "\u{B}", "\u{C}", "\u{E}", "\u{1F}", "\u{FFFE}", "\u{FFFF}",
        ]

        @Test("characters XML 1.0 does not allow are rejected everywhere", arguments: forbidden)
        func invalidCharacters(_ scalar: Unicode.Scalar) throws {
            let bad = "ok \(Character(scalar)) ok"
            let error = try writeError(.invalidCharacter) {
                try $0.startElement("a"); try $0.text(bad)
            }
            let hex = String(scalar.value, radix: 16, uppercase: true)
            #expect(error.message.contains("U+" + String(repeating: "0", count: 4 - hex.count) + hex))
            try writeError(.invalidCharacter) {
                try $0.startElement("a"); try $0.attribute("v", bad)
            }
            try writeError(.invalidCharacter) {
                try $0.startElement("a"); try $0.cdata(bad)
            }
            try writeError(.invalidCharacter) {
                try $0.startElement("a"); try $0.comment(bad)
            }
            try writeError(.invalidCharacter) {
                try $0.startElement("a"); try $0.processingInstruction("pi", bad)
            }
            try writeError(.invalidCharacter) { try $0.startElement(name("urn:\(bad)", "a")) }
            try writeError(.invalidCharacter) {
                try $0.startElement("a"); try $0.declareNamespace(prefix: "p", uri: bad)
            }
        }

        @Test(
            "a forbidden character is found at its offset wherever it falls among the bytes scanned together",
            arguments: forbidden)
        func invalidCharacterAtEveryOffset(_ scalar: Unicode.Scalar) throws {
            for offset in 0..<20 {
                let bad = String(repeating: "x", count: offset) + String(Character(scalar)) + "yyyyyyyyyyyy"
                let inText = try writeError(.invalidCharacter) {
                    try $0.startElement("a"); try $0.text(bad)
                }
                #expect(inText.message.contains("UTF-8 offset \(offset) "), "\(inText.message)")
                let inAttribute = try writeError(.invalidCharacter) {
                    try $0.startElement("a"); try $0.attribute("v", bad)
                }
                #expect(inAttribute.message.contains("UTF-8 offset \(offset) "), "\(inAttribute.message)")
            }
        }

        @Test("an invalid name is rejected every time, after valid names and after being rejected")
        func invalidNameStaysInvalid() throws {
            var writer = XMLWriter(to: XMLMemorySink())
            try writer.startElement("root")
            let names = (0..<300).map { "name\($0)" }
            for name in names {
                try writer.startElement(XMLQualifiedName(name))
                try writer.attribute(XMLQualifiedName(name), "v")
                try writer.endElement()
            }
            for _ in 0..<3 {
                #expect(throws: XMLWriteError.self) { try writer.startElement(XMLQualifiedName("1bad")) }
                #expect(throws: XMLWriteError.self) { try writer.attribute(XMLQualifiedName("a b"), "v") }
            }
            try writer.finish()
            #expect(writer.sink.string.hasPrefix(#"<root><name0 name0="v"/><name1 name1="v"/>"#))
        }

        @Test("copies of a writer keep their output apart")
        func copiedWriter() throws {
            var first = XMLWriter(to: XMLMemorySink())
            try first.startElement("a")
            try first.text("shared ")
            var second = first
            try first.text("first")
            try second.text("second")
            try first.finish()
            try second.finish()
            #expect(first.sink.string == "<a>shared first</a>")
            #expect(second.sink.string == "<a>shared second</a>")
        }

        @Test("a rejected call writes nothing, and the writer goes on")
        func rejectedCallWritesNothing() throws {
            var writer = XMLWriter(to: XMLMemorySink())
            try writer.startElement("a")
            #expect(throws: XMLWriteError.self) { try writer.attribute("b", "x\u{1}") }
            #expect(throws: XMLWriteError.self) { try writer.attribute("1b", "x") }
            try writer.attribute("b", "ok")
            #expect(throws: XMLWriteError.self) { try writer.text("bad \u{FFFF}") }
            #expect(throws: XMLWriteError.self) { try writer.comment("a--b") }
            try writer.text("fine")
            try writer.finish()
            #expect(writer.sink.string == #"<a b="ok">fine</a>"#)
        }

        @Test(
            "names that are not XML names are rejected",
            arguments: [
                "", "1a", "-a", ".a", "a b", "a<b", "a&b", "a:b:c", "{urn:x", "{urn:x}", "{urn:x}a:b", "a\"b", ":a",
                "a:",
            ])
        func invalidNames(_ bad: String) throws {
            try writeError(.invalidName) { try $0.startElement(bad) }
            try writeError(.invalidName) {
                try $0.startElement("ok"); try $0.attribute(bad, "v")
            }
        }

        @Test("qualified names with invalid parts are rejected")
        func invalidQualifiedNames() throws {
            try writeError(.invalidName) { try $0.startElement(name("", "a:b")) }
            try writeError(.invalidName) { try $0.startElement(name("urn:x", "a", "p q")) }
            try writeError(.invalidName) {
                try $0.startElement("a"); try $0.declareNamespace(prefix: "1p", uri: "urn:x")
            }
            try writeError(.invalidName) {
                try $0.startElement("a"); try $0.processingInstruction("xml", "v")
            }
            try writeError(.invalidName) {
                try $0.startElement("a"); try $0.processingInstruction("XmL")
            }
            try writeError(.invalidName) {
                try $0.startElement("a"); try $0.processingInstruction("a:b")
            }
            // Non-ASCII names are fine.
            #expect(
                try written {
                    try $0.startElement("übung"); try $0.attribute("名前", "v")
                } == #"<übung 名前="v"/>"#)
        }

        @Test("comments with -- and instructions with ?> are rejected")
        func invalidContent() throws {
            try writeError(.invalidContent) { try $0.comment("a--b") }
            try writeError(.invalidContent) { try $0.comment("ends with -") }
            try writeError(.invalidContent) { try $0.comment("--") }
            try writeError(.invalidContent) { try $0.processingInstruction("pi", "a ?> b") }
        }

        @Test("calls out of order are rejected")
        func invalidState() throws {
            try writeError(.invalidState) { try $0.endElement() }
            try writeError(.invalidState) {
                try $0.startElement("a"); try $0.endElement(); try $0.endElement()
            }
            try writeError(.invalidState) {
                try $0.startElement("a"); try $0.text("t"); try $0.attribute("b", "c")
            }
            try writeError(.invalidState) {
                try $0.startElement("a")
                try $0.startElement("b")
                try $0.endElement()
                try $0.attribute("c", "d")
            }
            try writeError(.invalidState) {
                try $0.startElement("a"); try $0.text("t"); try $0.declareNamespace(prefix: "p", uri: "urn:p")
            }
            try writeError(.invalidState) { try $0.attribute("a", "b") }
            try writeError(.invalidState) {
                try $0.startElement("a"); try $0.endElement(); try $0.startElement("b")
            }
            try writeError(.invalidState) { try $0.text("outside") }
            try writeError(.invalidState) {
                try $0.startElement("a"); try $0.endElement(); try $0.cdata("x")
            }
            try writeError(.invalidState) { try $0.finish() }
            try writeError(.invalidState) {
                try $0.comment("only a comment"); try $0.finish()
            }
            try writeError(.invalidState) {
                try $0.startElement("a"); try $0.finish(); try $0.comment("late")
            }
            // White space between top-level nodes is allowed.
            #expect(
                try written {
                    try $0.comment("c"); try $0.text("\n"); try $0.startElement("a")
                } == "<!--c-->\n<a/>")
        }

        @Test("the same attribute twice on an element is rejected, whatever its prefix")
        func duplicateAttributes() throws {
            try writeError(.duplicateAttribute) {
                try $0.startElement("a"); try $0.attribute("b", "1"); try $0.attribute("b", "2")
            }
            try writeError(.duplicateAttribute) {
                try $0.startElement("a")
                try $0.attribute(name("urn:x", "b", "x"), "1")
                try $0.attribute(name("urn:x", "b", "y"), "2")
            }
            // Same local name in different namespaces is fine.
            #expect(
                try written {
                    try $0.startElement("a")
                    try $0.attribute("b", "1")
                    try $0.attribute(name("urn:x", "b", "x"), "2")
                } == #"<a b="1" xmlns:x="urn:x" x:b="2"/>"#)
        }

        @Test("errors describe themselves")
        func errorDescription() {
            let error = XMLWriteError(kind: .invalidName, message: "'1a' is not a valid element name")
            #expect(error.description == "invalid name: '1a' is not a valid element name")
        }
    }
}

// MARK: - Sinks and names

extension CoreReaderTests.WriterTests {
    @Suite("XML writer: sinks")
    struct Sinks {
        /// A document of about `count` × 40 bytes.
        private static func bigDocument(_ writer: inout XMLWriter<some XMLByteSink>, count: Int) throws {
            try writer.startDocument()
            try writer.startElement("items")
            for index in 0..<count {
                try writer.startElement("item")
                try writer.attribute("n", String(index))
                try writer.text("value & more")
                try writer.endElement()
            }
            try writer.finish()
        }

        @Test("memory sink: bytes, Data and String agree")
        func memory() throws {
            var writer = XMLWriter(to: XMLMemorySink())
            try Self.bigDocument(&writer, count: 3)
            let expected =
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<items><item n=\"0\">value &amp; more</item><item n=\"1\">value &amp; more</item><item n=\"2\">value &amp; more</item></items>"
            #expect(writer.sink.string == expected)
            #expect(writer.sink.bytes == Array(expected.utf8))
            #expect(writer.sink.data == Data(expected.utf8))
        }

        @Test("file sink from a path: large output arrives whole, and reads back")
        func filePath() throws {
            let file = try XylemTempFile(contents: "old content that must be replaced")
            defer { file.remove() }
            let sink = try XMLFileSink(path: file.path)
            var writer = XMLWriter(to: sink, indentation: "  ")
            try Self.bigDocument(&writer, count: 20_000)
            try sink.close()
            try sink.close()

            var memory = XMLWriter(to: XMLMemorySink(), indentation: "  ")
            try Self.bigDocument(&memory, count: 20_000)
            let onDisk = try Data(contentsOf: file.url)
            #expect(onDisk.count > 4 * XMLWriter<XMLFileSink>.bufferSize)
            #expect(onDisk == memory.sink.data)

            struct Items: XMLReadable {
                var values: [String] = []
                static let xmlDescription = XMLDescription(Items.init) { Values("item", \.values) }
            }
            let items = try XMLReader().read(Items.self, from: .file(file.path))
            #expect(items.values.count == 20_000 && items.values.allSatisfy { $0 == "value & more" })
            #expect(throws: XMLWriteError.self) { try sink.write(UnsafeRawBufferPointer(start: nil, count: 0)) }
        }

        @Test("file sink on a descriptor leaves it open unless asked; append mode appends")
        func fileDescriptor() throws {
            let file = try XylemTempFile(contents: "")
            defer { file.remove() }
            let descriptor = open(file.path, O_WRONLY | O_TRUNC)
            try #require(descriptor >= 0)
            let sink = XMLFileSink(fileDescriptor: descriptor)
            var writer = XMLWriter(to: sink)
            try writer.startElement("a")
            try writer.finish()
            try sink.close()
            #expect(fcntl(descriptor, F_GETFD) != -1, "a descriptor the sink does not own stays open")
            close(descriptor)

            let appending = try XMLFileSink(path: file.path, append: true)
            var second = XMLWriter(to: appending)
            try second.comment("more")
            try second.startElement("b")
            try second.finish()
            try appending.close()
            #expect(try String(contentsOf: file.url, encoding: .utf8) == "<a/><!--more--><b/>")
        }

        @Test("a path that cannot be opened is an I/O error")
        func unopenable() throws {
            let error = try #require(throws: XMLWriteError.self) {
                _ = try XMLFileSink(path: "/nonexistent-directory-\(UUID().uuidString)/out.xml")
            }
            #expect(error.kind == .io)
        }

        @Test("closure sink: blocks of at most the buffer size, or one large write")
        func closureBlocks() throws {
            final class Blocks { var sizes: [Int] = []; var bytes: [UInt8] = [] }
            let blocks = Blocks()
            var writer = XMLWriter(
                to: XMLClosureSink { buffer in
                    blocks.sizes.append(buffer.count)
                    blocks.bytes.append(contentsOf: buffer)
                })
            try Self.bigDocument(&writer, count: 10_000)
            #expect(blocks.sizes.count > 1)
            #expect(
                blocks.sizes.dropLast().allSatisfy {
                    $0 > XMLWriter<XMLClosureSink>.bufferSize - 100 && $0 <= XMLWriter<XMLClosureSink>.bufferSize
                })

            var memory = XMLWriter(to: XMLMemorySink())
            try Self.bigDocument(&memory, count: 10_000)
            #expect(blocks.bytes == memory.sink.bytes)

            // Text larger than the buffer goes to the sink without being copied into it.
            blocks.sizes = []
            var large = XMLWriter(to: XMLClosureSink { blocks.sizes.append($0.count) })
            try large.startElement("a")
            try large.text(String(repeating: "x", count: 200_000))
            try large.finish()
            #expect(blocks.sizes == [3, 200_000, 4])
        }

        @Test("a failing sink stops the writer with an I/O error")
        func failingSink() throws {
            struct Refused: Error {}
            var writer = XMLWriter(to: XMLClosureSink { _ in throw Refused() })
            try writer.startElement("a")
            let error = try #require(throws: XMLWriteError.self) { try writer.finish() }
            #expect(error.kind == .io)
            #expect(error.underlying is Refused)
            let again = try #require(throws: XMLWriteError.self) { try writer.startElement("b") }
            #expect(again.kind == .io)
        }

        @Test("flush hands over what is written so far")
        func flush() throws {
            var writer = XMLWriter(to: XMLMemorySink())
            try writer.startElement("a")
            try writer.startElement("b")
            #expect(writer.sink.bytes.isEmpty)
            try writer.flush()
            #expect(writer.sink.string == "<a><b")
        }
    }

    @Suite("XML writer: qualified names")
    struct QualifiedNames {
        @Test("equality and hashing ignore the prefix; description shows it")
        func equality() {
            let a = XMLQualifiedName(namespaceURI: gdata, localName: "etag", prefix: "gd")
            let b = XMLQualifiedName(namespaceURI: gdata, localName: "etag", prefix: "g")
            #expect(a == b)
            #expect(Set([a, b]).count == 1)
            #expect(a != XMLQualifiedName(namespaceURI: atom, localName: "etag", prefix: "gd"))
            #expect(a.description == "gd:etag")
            #expect(XMLQualifiedName("title").description == "title")
            #expect(XMLQualifiedName(namespaceURI: "", localName: "id", prefix: "x").description == "id")
            #expect(a.clarkNotation == "{http://schemas.google.com/g/2005}etag")
            #expect(XMLQualifiedName("title").clarkNotation == "title")
        }

        @Test("Clark notation")
        func clark() {
            let name = XMLQualifiedName(clarkNotation: "{\(atom)}title", prefix: "a")
            #expect(name?.namespaceURI == atom && name?.localName == "title" && name?.prefix == "a")
            #expect(XMLQualifiedName(clarkNotation: "plain") == XMLQualifiedName("plain"))
            #expect(XMLQualifiedName(clarkNotation: "{}local") == XMLQualifiedName("local"))
            for bad in ["{urn:x", "{urn:x}", "{urn:x}a:b", "", "1a", "{urn:x}a b"] {
                #expect(XMLQualifiedName(clarkNotation: bad) == nil, "\(bad)")
            }
        }
    }
}
