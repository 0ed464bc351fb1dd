// The writer's layout: compact or indented output, inline elements with text, and output that
// reads back the same either way.

import Foundation
import Testing
import Xylem

private let atom = "http://www.w3.org/2005/Atom"
private let gdata = "http://schemas.google.com/g/2005"

// MARK: - Layout

extension CoreReaderTests.WriterTests {
    @Suite("XML writer: indentation")
    struct Layout {
        private static func sample(_ writer: inout XMLWriter<XMLMemorySink>) throws {
            try writer.startDocument()
            try writer.comment("top")
            try writer.startElement(qualifiedName(atom, "feed"))
            try writer.declareNamespace(prefix: "gd", uri: gdata)
            try writer.startElement("title")
            try writer.text("T")
            try writer.endElement()
            try writer.startElement("entry")
            try writer.attribute(qualifiedName(gdata, "etag", "gd"), "E")
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
                try writtenXML(indentation: "  ", Self.sample) == """
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
                try writtenXML(Self.sample) == """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <!--top--><feed xmlns="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005">\
                    <title>T</title><entry gd:etag="E"><id>1</id><empty/><!--note--></entry>\
                    <summary>Hello <b>bold <i>it</i></b> end</summary></feed><?done?>
                    """)
        }

        @Test("tabs as indentation, nested levels")
        func tabs() throws {
            let xml = try writtenXML(indentation: "\t") { writer in
                try writer.startElement("a")
                try writer.startElement("b")
                try writer.startElement("c")
                try writer.startElement("d")
            }
            #expect(xml == "<a>\n\t<b>\n\t\t<c>\n\t\t\t<d/>\n\t\t</c>\n\t</b>\n</a>\n")
        }

        @Test("mixed content that begins with an element stays inline after an empty text")
        func mixedContentStartingWithElement() throws {
            let xml = try writtenXML(indentation: "  ") { writer in
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
            let compact = try writtenXML(Self.sample)
            let indented = try writtenXML(indentation: "    ", Self.sample)
            struct Feed: XMLReadable {
                var title = ""
                var summary = ""
                var ids: [String] = []
                static let xmlDescription = XMLDescription(Feed.init, namespaces: ["": atom]) {
                    XMLChildText("title", \.title)
                    XMLInnerXML("summary", \.summary)
                    XMLFlatten("entry")
                    XMLChildValues("id", \.ids)
                }
            }
            let a = try XMLReader().read(Feed.self, from: compact)
            let b = try XMLReader().read(Feed.self, from: indented)
            #expect(a.title == b.title && a.summary == b.summary && a.ids == b.ids)
            #expect(b.summary == #"Hello <b xmlns="http://www.w3.org/2005/Atom">bold <i>it</i></b> end"#)
        }
    }
}
