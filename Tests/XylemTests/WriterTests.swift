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

/// What the round-trip tests read back: an attribute, text and CDATA of the same string.
private struct Echo: XMLReadable {
    var attribute = ""
    var text = ""
    var cdata = ""
    var etag = ""
    var lang = ""

    static let xmlDescription = XMLDescription(Echo.init, namespaces: ["g": gdata]) {
        XMLAttribute("value", \.attribute)
        XMLAttribute("g:etag", \.etag)
        XMLAttribute("xml:lang", \.lang)
        XMLChildText("text", \.text)
        XMLChildText("cdata", \.cdata)
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
            let xml = try writtenXML { writer in
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
                try writtenXML {
                    try $0.startDocument(); try $0.startElement("a")
                }
                    == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<a/>")
            #expect(
                try writtenXML {
                    try $0.startDocument(encoding: nil, standalone: true); try $0.startElement("a")
                }
                    == "<?xml version=\"1.0\" standalone=\"yes\"?>\n<a/>")
            #expect(
                try writtenXML {
                    try $0.startDocument(version: "1.0", encoding: "utf-8", standalone: false); try $0.startElement("a")
                }
                    == "<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"no\"?>\n<a/>")
            try expectWriteError(.invalidContent) { try $0.startDocument(encoding: "ISO-8859-1") }
            try expectWriteError(.invalidContent) { try $0.startDocument(version: "2.0") }
            try expectWriteError(.invalidState) {
                try $0.comment("first"); try $0.startDocument()
            }
        }

        @Test("comments and processing instructions, inside and outside the root element")
        func commentsAndInstructions() throws {
            let xml = try writtenXML { writer in
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
            let xml = try writtenXML { writer in
                try writer.startElement("content")
                try writer.attribute("type", "xhtml")
                try writer.rawMarkup(#"<div xmlns="http://www.w3.org/1999/xhtml">A &amp; <b>B</b></div>"#)
            }
            #expect(
                xml
                    == #"<content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">A &amp; <b>B</b></div></content>"#
            )
        }

        @Test("inner XML captured by XMLInnerXML is written back unchanged and reads the same")
        func rawXMLRoundTrip() throws {
            struct Holder: XMLReadable {
                var body = ""
                static let xmlDescription = XMLDescription(Holder.init) { XMLInnerXML("body", \.body) }
            }
            let source =
                #"<doc xmlns:h="urn:h"><body>A <h:b class="x&amp;y">bold</h:b> &lt;tail&gt;<!--c--></body></doc>"#
            let captured = try XMLReader().read(Holder.self, from: source).body
            let xml = try writtenXML { writer in
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
            let xml = try writtenXML { writer in
                try writer.startElement("t")
                try writer.text("a & b < c > d \" ' \t \n \r é")
            }
            #expect(xml == "<t>a &amp; b &lt; c &gt; d \" ' \t \n &#13; é</t>")
        }

        @Test("attribute values escape &, <, \", tab, line feed and carriage return")
        func attributeEscaping() throws {
            let xml = try writtenXML { writer in
                try writer.startElement("t")
                try writer.attribute("v", "a & b < c > d \" ' \t \n \r é")
            }
            #expect(xml == "<t v=\"a &amp; b &lt; c > d &quot; ' &#9; &#10; &#13; é\"/>")
        }

        @Test("CDATA sections split around ]]> and carriage returns")
        func cdataSplitting() throws {
            func cdata(_ text: String) throws -> String {
                try writtenXML {
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
            let xml = try writtenXML { writer in
                try writer.startElement("echo")
                try writer.attribute("value", value)
                try writer.attribute(qualifiedName(gdata, "etag", "gd"), value)
                try writer.attribute(qualifiedName(XMLQualifiedName.xmlNamespaceURI, "lang"), value)
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
                let xml = try writtenXML { writer in
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
            let xml = try writtenXML { writer in
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
            let xml = try writtenXML { writer in
                try writer.startElement(qualifiedName(atom, "feed"))
                try writer.declareNamespace(prefix: "gd", uri: gdata)
                try writer.declareNamespace(prefix: "gd", uri: gdata)
                for etag in ["E1", "E2"] {
                    try writer.startElement(qualifiedName(atom, "entry"))
                    try writer.attribute(qualifiedName(gdata, "etag", "gd"), etag)
                    try writer.startElement(qualifiedName(gdata, "rating", "gd"))
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
            let xml = try writtenXML { writer in
                try writer.startElement("root")
                try writer.startElement(qualifiedName("urn:x", "a", "x"))
                try writer.startElement(qualifiedName("urn:x", "b", "x"))
                try writer.attribute(qualifiedName("urn:x", "id", "x"), "1")
                try writer.endElement()
                try writer.endElement()
                try writer.startElement(qualifiedName("urn:x", "c", "x"))
            }
            #expect(xml == #"<root><x:a xmlns:x="urn:x"><x:b x:id="1"/></x:a><x:c xmlns:x="urn:x"/></root>"#)
        }

        @Test("attribute namespaces are declared before the attribute, on the same element")
        func attributeDeclaration() throws {
            let xml = try writtenXML { writer in
                try writer.startElement(qualifiedName(atom, "entry"))
                try writer.attribute(qualifiedName(gdata, "etag", "gd"), "W/\"1\"")
                try writer.attribute(qualifiedName(gdata, "kind", "gd"), "k")
                try writer.attribute("id", "7")
            }
            #expect(
                xml
                    == #"<entry xmlns="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005" gd:etag="W/&quot;1&quot;" gd:kind="k" id="7"/>"#
            )
        }

        @Test("xml: attributes need no declaration, and unprefixed attributes never get a namespace")
        func xmlPrefixAndUnprefixedAttributes() throws {
            let xml = try writtenXML { writer in
                try writer.startElement(qualifiedName(atom, "title"))
                try writer.attribute(qualifiedName(XMLQualifiedName.xmlNamespaceURI, "lang", "whatever"), "en")
                try writer.attribute("xml:space", "preserve")
                try writer.attribute(XMLQualifiedName(namespaceURI: "", localName: "type", prefix: "ignored"), "text")
            }
            #expect(
                xml == #"<title xmlns="http://www.w3.org/2005/Atom" xml:lang="en" xml:space="preserve" type="text"/>"#)
        }

        @Test("a prefix bound to another namespace in scope gives way to a generated one")
        func conflictingPrefixes() throws {
            let xml = try writtenXML { writer in
                try writer.startElement(qualifiedName("urn:one", "root", "a"))
                try writer.attribute(qualifiedName("urn:two", "attr", "a"), "1")
                try writer.attribute(qualifiedName("urn:three", "other"), "2")
                try writer.startElement(qualifiedName("urn:two", "child", "a"))
                try writer.attribute(qualifiedName("urn:four", "x", "ns1"), "3")
            }
            #expect(
                xml == """
                    <a:root xmlns:a="urn:one" xmlns:ns1="urn:two" ns1:attr="1" xmlns:ns2="urn:three" ns2:other="2">\
                    <ns1:child xmlns:ns3="urn:four" ns3:x="3"/></a:root>
                    """)
        }

        @Test("a binding in scope is reused whatever prefix the name prefers")
        func reuseBindingInScope() throws {
            let xml = try writtenXML { writer in
                try writer.startElement(qualifiedName(atom, "feed", "atom"))
                try writer.startElement(qualifiedName(atom, "entry"))
                try writer.attribute(qualifiedName(atom, "kind", "other"), "k")
            }
            #expect(
                xml == #"<atom:feed xmlns:atom="http://www.w3.org/2005/Atom"><atom:entry atom:kind="k"/></atom:feed>"#)
        }

        @Test("default namespaces: redeclared for a nested vocabulary, undeclared for names in no namespace")
        func defaultNamespaces() throws {
            let xml = try writtenXML { writer in
                try writer.startElement(qualifiedName(atom, "feed"))
                try writer.startElement(qualifiedName(atom, "content"))
                try writer.startElement(qualifiedName(xhtml, "div"))
                try writer.startElement(qualifiedName(xhtml, "p"))
                try writer.text("x")
                try writer.endElement()
                try writer.endElement()
                try writer.endElement()
                try writer.startElement("plain")
                try writer.startElement(qualifiedName("", "unqualified"))
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
            let xml = try writtenXML { writer in
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
                    XMLAttribute("g:etag", \.etag)
                    XMLAttribute("xml:lang", \.lang)
                    XMLChildValue("g:rating", \.rating)
                    XMLChildText("a:title", \.title)
                }
            }
            let xml = try writtenXML { writer in
                try writer.startElement(qualifiedName(atom, "entry"))
                try writer.attribute(qualifiedName(gdata, "etag", "gd"), "E")
                try writer.attribute("xml:lang", "de")
                try writer.startElement(qualifiedName(gdata, "rating"))
                try writer.text("4")
                try writer.endElement()
                try writer.startElement(qualifiedName(atom, "title"))
                try writer.text("Über")
            }
            let entry = try XMLReader().read(Entry.self, from: xml)
            #expect(entry.etag == "E" && entry.rating == 4 && entry.title == "Über" && entry.lang == "de")
        }

        @Test("namespace mistakes are rejected")
        func namespaceErrors() throws {
            try expectWriteError(.namespace) { try $0.startElement("gd:when") }
            try expectWriteError(.namespace) {
                try $0.startElement("a"); try $0.attribute("xmlns", "urn:x")
            }
            try expectWriteError(.namespace) {
                try $0.startElement("a"); try $0.attribute("xmlns:p", "urn:x")
            }
            try expectWriteError(.namespace) {
                try $0.startElement("a"); try $0.declareNamespace(prefix: "xml", uri: "urn:x")
            }
            try expectWriteError(.namespace) {
                try $0.startElement("a"); try $0.declareNamespace(prefix: "x", uri: XMLQualifiedName.xmlNamespaceURI)
            }
            try expectWriteError(.namespace) {
                try $0.startElement("a"); try $0.declareNamespace(prefix: "xmlns", uri: "urn:x")
            }
            try expectWriteError(.namespace) {
                try $0.startElement("a"); try $0.declareNamespace(prefix: "p", uri: "")
            }
            try expectWriteError(.namespace) {
                try $0.startElement("a")
                try $0.declareNamespace(prefix: "p", uri: "urn:1")
                try $0.declareNamespace(prefix: "p", uri: "urn:2")
            }
            // The element's own name already uses the default namespace (none), and a:x means urn:1.
            try expectWriteError(.namespace) {
                try $0.startElement("a"); try $0.declareNamespace(prefix: "", uri: atom)
            }
            try expectWriteError(.namespace) {
                try $0.startElement(qualifiedName("urn:1", "x", "a"))
                try $0.declareNamespace(prefix: "a", uri: "urn:2")
            }
            try expectWriteError(.namespace) {
                try $0.startElement(qualifiedName("http://www.w3.org/2000/xmlns/", "x"))
            }
        }

        @Test("a declaration may shadow a binding of an ancestor")
        func shadowingDeclaration() throws {
            let xml = try writtenXML { writer in
                try writer.startElement(qualifiedName("urn:1", "r", "a"))
                try writer.startElement("inner")
                try writer.declareNamespace(prefix: "a", uri: "urn:2")
                try writer.startElement(qualifiedName("urn:2", "x", "a"))
                try writer.endElement()
                try writer.endElement()
                try writer.startElement(qualifiedName("urn:1", "y", "a"))
            }
            #expect(xml == #"<a:r xmlns:a="urn:1"><inner xmlns:a="urn:2"><a:x/></inner><a:y/></a:r>"#)
        }
    }
}
