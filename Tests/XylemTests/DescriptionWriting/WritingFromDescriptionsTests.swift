// Writing from descriptions: every line writes what it reads, so that reading what was written
// gives the value back; nil and empty arrays write nothing; namespaces are declared once.

import Foundation
import Testing
import Xylem

@Suite("Writing from descriptions")
struct WritingFromDescriptionsTests {
    private static func written<T: XMLReadable>(_ value: T, indentation: String? = nil) throws -> String {
        var writer = XMLWriter(to: XMLMemorySink(), indentation: indentation)
        try writer.write(value)
        try writer.finish()
        return writer.sink.string
    }

    private static var fullEntry: WrittenEntry {
        var entry = WrittenEntry()
        entry.id = "urn:1 & <2>"
        entry.etag = "W/\"C0\""
        entry.title = "Fish & Chips"
        entry.score = 0.1
        entry.count = -7
        entry.flag = true
        entry.status = .published
        entry.price = Decimal(string: "12.50")
        entry.published = Date(timeIntervalSince1970: 1_216_298_096)
        entry.tags = ["a", "b c"]
        entry.authors = [WrittenPerson(name: "Ann", email: "ann@example.com"), WrittenPerson(name: "Bo")]
        entry.editor = WrittenPerson(name: "Ed")
        // As a read gives it: the capture declares the namespace its elements are in.
        entry.html = "<p xmlns=\"\(writeAtom)\">Hello <b>world</b></p>"
        entry.extensions.add(WrittenRating(value: 4, max: 5))
        return entry
    }

    @Test("every line writes what it reads: the value reads back equal")
    func roundTrip() throws {
        let entry = Self.fullEntry
        let xml = try Self.written(entry)
        let again = try XMLReader().read(WrittenEntry.self, from: xml)
        #expect(again == entry)
        #expect(again.extensions.first(WrittenRating.self) == WrittenRating(value: 4, max: 5))
    }

    @Test("the output says exactly what the value holds, in the description's order")
    func exactOutput() throws {
        var entry = WrittenEntry()
        entry.id = "1"
        entry.tags = ["x"]
        entry.authors = [WrittenPerson(name: "Ann")]
        let xml = try Self.written(entry)
        #expect(
            xml
                == """
                <entry xmlns="\(writeAtom)" xmlns:gd="\(writeGD)"><id>1</id><score>0.0</score><count>0</count>\
                <flag>false</flag><tags><tag>x</tag></tags><author><name>Ann</name></author></entry>
                """)
    }

    @Test("nil values and empty arrays write nothing, wrappers included")
    func absentValuesWriteNothing() throws {
        let xml = try Self.written(WrittenEntry())
        for absent in [
            "gd:etag", "<title", "<status", "<price", "<published", "<tags", "<tag>", "<author", "<editor", "<html",
        ] {
            #expect(!xml.contains(absent), "\(absent) in \(xml)")
        }
    }

    @Test(
        "floating-point numbers read back to the same bits",
        arguments: [
            0.1, -0.0, 1e-300, .leastNonzeroMagnitude, 1.0 / 3.0, 123_456_789.123_456_789, .greatestFiniteMagnitude,
            .infinity,
            -.infinity, .nan,
        ])
    func doublesKeepTheirBits(_ value: Double) throws {
        var entry = WrittenEntry()
        entry.score = value
        let again = try XMLReader().read(WrittenEntry.self, from: try Self.written(entry))
        #expect(again.score.bitPattern == value.bitPattern || (value.isNaN && again.score.isNaN))
    }

    @Test("Float, integers, Bool and Decimal are written as XML Schema writes them")
    func scalarTexts() {
        #expect(Float(0.1).xmlText == "0.1")
        #expect(Float.infinity.xmlText == "INF" && (-Float.infinity).xmlText == "-INF" && Float.nan.xmlText == "NaN")
        #expect(Int64.min.xmlText == "-9223372036854775808" && UInt8.max.xmlText == "255")
        #expect(true.xmlText == "true" && false.xmlText == "false")
        #expect(Decimal(string: "-12.50")!.xmlText == "-12.5")
        #expect(WrittenStatus.draft.xmlText == "draft")
        #expect(URL(string: "../a?b=c")!.xmlText == "../a?b=c")
    }

    @Test("namespaces are declared once, on the outermost element, with the description's prefixes")
    func namespacesAtTheRoot() throws {
        var feed = WrittenFeed(title: "t")
        var entry = Self.fullEntry
        entry.authors = []
        entry.html = nil
        feed.entries = [entry, entry]
        let xml = try Self.written(feed)
        #expect(xml.hasPrefix("<feed xmlns=\"\(writeAtom)\" xmlns:gd=\"\(writeGD)\">"))
        #expect(xml.components(separatedBy: "xmlns").count == 3, "declared once each: \(xml)")
        #expect(xml.contains("<entry gd:etag=\"W/&quot;C0&quot;\">"))
        #expect(xml.contains("<gd:rating value=\"4\" max=\"5\"/>"))
        #expect(try XMLReader().read(WrittenFeed.self, from: xml) == feed)
    }

    @Test("writing a nested value on its own declares what it uses")
    func nestedValueAlone() throws {
        var writer = XMLWriter(to: XMLMemorySink())
        try writer.write(WrittenPerson(name: "Ann"), as: "author")
        try writer.finish()
        #expect(writer.sink.string == "<author xmlns=\"\(writeAtom)\"><name>Ann</name></author>")
    }

    @Test("a type whose description names no element needs a name to be written on its own")
    func elementNameIsNeeded() throws {
        var writer = XMLWriter(to: XMLMemorySink())
        #expect {
            try writer.write(WrittenPerson(name: "Ann"))
        } throws: { error in
            (error as? XMLWriteError)?.kind == .notWritable && "\(error)".contains("WrittenPerson")
        }
    }

    @Test("xmlString writes a whole document with the XML declaration")
    func wholeDocument() throws {
        let xml = try WrittenFeed(title: "t").xmlString()
        // The entries' namespace is declared too: a document declares what its type may contain.
        #expect(
            xml
                == """
                <?xml version="1.0" encoding="UTF-8"?>
                <feed xmlns="\(writeAtom)" xmlns:gd="\(writeGD)"><title>t</title></feed>
                """)
    }

    @Test("raw XML is written as it is, and what a read captured writes back to the same capture")
    func rawXML() throws {
        var entry = WrittenEntry()
        entry.html = "text <a href=\"x\">link</a> &amp; more"
        let xml = try Self.written(entry)
        // The link is in no namespace: the element holding it undeclares the default (Atom)
        // namespace, and so takes a prefix for its own.
        #expect(xml.contains(" xmlns=\"\">text <a href=\"x\">link</a> &amp; more</ns1:html>"))
        let read = try XMLReader().read(WrittenEntry.self, from: xml)
        #expect(read.html == entry.html)
        #expect(try XMLReader().read(WrittenEntry.self, from: try Self.written(read)).html == read.html)
    }

    @Test("raw XML that is not well-formed is refused before anything of it is written")
    func malformedRawXML() throws {
        var entry = WrittenEntry()
        entry.html = "<p>unclosed"
        var writer = XMLWriter(to: XMLMemorySink())
        #expect {
            try writer.write(entry)
        } throws: { error in
            (error as? XMLWriteError)?.kind == .invalidContent && "\(error)".contains("html")
        }
    }

    @Test("raw XML must declare the prefixes it uses: the writer chooses those around it")
    func rawXMLWithUndeclaredPrefix() throws {
        var entry = WrittenEntry()
        entry.html = #"<x:note>unbound</x:note>"#
        var writer = XMLWriter(to: XMLMemorySink())
        #expect {
            try writer.write(entry)
        } throws: { error in
            (error as? XMLWriteError)?.kind == .invalidContent && "\(error)".contains("prefix")
        }
        entry.html = #"<x:note xmlns:x="urn:x">bound</x:note>"#
        let read = try XMLReader().read(WrittenEntry.self, from: try Self.written(entry))
        #expect(read.html?.contains("urn:x") == true)
        #expect(read.html?.contains("bound") == true)
    }

    @Test("choices write each element as its case: by cast for existentials, by match for enums")
    func choices() throws {
        var drawing = WrittenDrawing()
        drawing.shapes = [WrittenCircle(radius: 1), WrittenSquare(side: 2), WrittenCircle(radius: 3)]
        drawing.pets = [.dog(WrittenSquare(side: 4)), .cat(WrittenCircle(radius: 5))]
        let xml = try Self.written(drawing)
        #expect(
            xml
                == """
                <drawing><shapes><circle r="1.0"/><square side="2.0"/><circle r="3.0"/></shapes>\
                <dog side="4.0"/><cat r="5.0"/></drawing>
                """)
        let again = try XMLReader().read(WrittenDrawing.self, from: xml)
        #expect(again.pets == drawing.pets)
        #expect(again.shapes.count == 3)
    }

    @Test("a conversion without a formatter cannot write, and says so")
    func readOnlyConversion() throws {
        struct Stamped: XMLReadable {
            var when = Date(timeIntervalSince1970: 0)
            static let xmlDescription = XMLDescription(Stamped.init, element: "stamped") {
                XMLChildValue("when", \.when, using: XMLConversion { (_: String) in Date(timeIntervalSince1970: 0) })
            }
        }
        var writer = XMLWriter(to: XMLMemorySink())
        #expect {
            try writer.write(Stamped())
        } throws: { error in
            (error as? XMLWriteError)?.kind == .notWritable && "\(error)".contains("formatter")
        }
    }

    @Test("the ISO 8601 conversion writes what it reads")
    func iso8601() throws {
        let conversion = XMLConversion<Date>.iso8601
        for seconds in [0.0, 1_216_298_096, 1_216_298_096.789] {
            let date = Date(timeIntervalSince1970: seconds)
            let text = try conversion.text(for: date)
            let again = try XMLText.lending(text) { try conversion.read($0) }
            #expect(abs(again.timeIntervalSince1970 - seconds) < 0.0005, "\(text)")
        }
        #expect(try conversion.text(for: Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
    }

    @Test("kept unknown content is written back where it was")
    func unknownContent() throws {
        let xml = """
            <entry xmlns="\(writeAtom)" xmlns:x="urn:x" x:flag="1"><id>1</id><score>0.0</score><count>0</count>\
            <flag>false</flag><x:extra a="b">kept <x:deep/></x:extra></entry>
            """
        let entry = try XMLReader().read(WrittenEntry.self, from: xml)
        let written = try Self.written(entry)
        #expect(written.contains("x:flag=\"1\""))
        #expect(written.contains("<x:extra a=\"b\">kept <x:deep/></x:extra>"))
        let again = try XMLReader().read(WrittenEntry.self, from: written)
        #expect(again.extensions.unknownElements == entry.extensions.unknownElements)
        #expect(again.extensions.unknownAttributes == entry.extensions.unknownAttributes)
    }

    @Test("kinds write each value with its own kind's description, and read back as that kind")
    func kinds() throws {
        let list = WrittenList(items: [
            .note(WrittenNote(text: "a")), .task(WrittenTask(due: "today")), .note(WrittenNote()),
        ])
        let xml = try Self.written(list)
        #expect(xml == "<list><item>a</item><item kind=\"task\" due=\"today\"/><item/></list>")
        #expect(try XMLReader().read(WrittenList.self, from: xml) == list)
    }
}
