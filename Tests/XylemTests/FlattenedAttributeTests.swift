// The attributes of a flattened element, read by path (`XMLFlatten("channel")` with
// `XMLAttribute("channel/@xml:base", …)`): the element's children stay the object's own, and its
// attributes are set on the same object.

import Testing
import Xylem

private struct Book: XMLReadable, Equatable {
    var title: String?
    var publisherName: String?
    var publisherID: String?
    var publisherBase: String?
    var ownID: String?
    var tags: [String] = []

    static let xmlDescription = XMLDescription(Book.init, element: "book") {
        XMLAttribute("id", \.ownID)
        XMLChildText("title", \.title)
        XMLFlatten("publisher")
        XMLAttribute("publisher/@id", \.publisherID)
        XMLAttribute("publisher/@xml:base", \.publisherBase)
        XMLChildText("name", \.publisherName)
        XMLChildValues("tag", \.tags)
    }
}

/// A stream root whose records sit inside a flattened element that carries attributes.
private struct Shelf: XMLReadable, Equatable {
    var label: String?
    var section: String?
    var books: [Book] = []

    static let xmlDescription = XMLDescription(Shelf.init, element: "shelf") {
        XMLAttribute("label", \.label)
        XMLFlatten("section")
        XMLAttribute("section/@name", \.section)
        XMLChildren("book", \.books)
    }
}

@Suite("Attributes of flattened elements")
struct FlattenedAttributeTests {
    @Test("the flattened element's attributes are read by path, its children as the object's own")
    func attributesAndChildren() throws {
        let xml = """
            <book id="b1"><title>Dune</title>
              <publisher id="p7" xml:base="https://example.com/"><name>Chilton</name><tag>p</tag></publisher>
              <tag>b</tag>
            </book>
            """
        let book = try XMLReader().read(Book.self, from: xml)
        #expect(book.ownID == "b1")
        #expect(book.publisherID == "p7")
        #expect(book.publisherBase == "https://example.com/")
        #expect(book.publisherName == "Chilton")
        #expect(book.tags == ["p", "b"])
    }

    @Test("the object's own attribute of the same name is not the flattened element's")
    func ownAttributeStaysApart() throws {
        let book = try XMLReader().read(Book.self, from: #"<book><publisher><name>N</name></publisher></book>"#)
        #expect(book.ownID == nil)
        #expect(book.publisherID == nil)
        #expect(book.publisherName == "N")
    }

    @Test("records inside a flattened element stream, with its attributes in the container")
    func streamedThroughFlattenedElement() throws {
        let xml = """
            <shelf label="L"><section name="sf"><book id="1"><title>A</title></book>
              <book id="2"><title>B</title></book></section></shelf>
            """
        var seen: [(String?, String?)] = []
        let (shelf, summary) = try XMLReader().readContainer(
            Shelf.self, streaming: "book", as: Book.self, from: .string(xml)
        ) { book, shelfSoFar in
            seen.append((book.title, shelfSoFar.section))
            return .continue
        }
        #expect(seen.map(\.0) == ["A", "B"])
        #expect(seen.map(\.1) == ["sf", "sf"])
        #expect(shelf.label == "L")
        #expect(shelf.section == "sf")
        #expect(summary.recordCount == 2)
    }

    @Test("writing puts the attributes on an empty element of the flattened name, and reads back equal")
    func writtenAndReadBack() throws {
        var book = Book()
        book.title = "Dune"
        book.publisherID = "p7"
        book.publisherName = "Chilton"
        var writer = XMLWriter(to: XMLMemorySink())
        try writer.write(book)
        try writer.finish()
        let written = writer.sink.string
        #expect(written.contains(#"<publisher id="p7"/>"#))
        #expect(try XMLReader().read(Book.self, from: written) == book)
    }

    @Test("an element line through a flattened element is refused, naming both mappings")
    func elementPathThroughFlattenIsRefused() throws {
        struct Conflicting: XMLReadable {
            var name: String?
            static let xmlDescription = XMLDescription(Conflicting.init) {
                XMLFlatten("publisher")
                XMLChildText("publisher/name", \.name)
            }
        }
        #expect {
            try XMLReader().read(Conflicting.self, from: "<x/>")
        } throws: { error in
            "\(error)".contains("'publisher'") && "\(error)".contains("flatten")
        }
    }

    @Test("the same attribute mapped twice on the flattened element is refused")
    func attributeMappedTwiceIsRefused() throws {
        struct Twice: XMLReadable {
            var a: String?
            var b: String?
            static let xmlDescription = XMLDescription(Twice.init) {
                XMLFlatten("publisher")
                XMLAttribute("publisher/@id", \.a)
                XMLAttribute("publisher/@id", \.b)
            }
        }
        #expect {
            try XMLReader().read(Twice.self, from: "<x/>")
        } throws: { error in
            "\(error)".contains("mapped twice")
        }
    }
}
