// A value that cannot be written names where it was being written and the description line that
// wrote it, as read errors name the element path: a user with a thousand entries needs to know
// which field of which type held the bad character.

import Testing
import Xylem

private struct Shelf: XMLReadable {
    var label = ""
    var books: [Volume] = []
    static let xmlDescription = XMLDescription(Shelf.init, element: "shelf") {
        XMLAttribute("label", \.label)
        XMLChildren("book", \.books)
    }
}

private struct Volume: XMLReadable {
    var title = ""
    var code = ""
    var note = ""
    static let xmlDescription = XMLDescription(Volume.init) {
        XMLAttribute("code", \.code)
        XMLChildText("title", \.title)
        XMLChildText("meta/note", \.note)
    }
}

@Suite("Where a write failed")
struct WriteErrorPlaceTests {
    private func error(writing shelf: Shelf) throws -> XMLWriteError {
        let thrown = #expect(throws: XMLWriteError.self) { _ = try shelf.xmlString() }
        return try #require(thrown)
    }

    @Test("a bad character in a nested element's text names the path and the line")
    func nestedText() throws {
        let shelf = Shelf(label: "a", books: [Volume(title: "ok"), Volume(title: "bell \u{7}")])
        let error = try error(writing: shelf)
        #expect(error.kind == .invalidCharacter)
        #expect(error.path == "shelf/book/title")
        #expect(error.property == "Volume.title")
        #expect(error.description.hasPrefix("invalid character at shelf/book/title (Volume.title): U+0007"))
    }

    @Test("a bad character in an attribute names the attribute")
    func attribute() throws {
        let error = try error(writing: Shelf(label: "a", books: [Volume(code: "\u{1}")]))
        #expect(error.path == "shelf/book/@code")
        #expect(error.property == "Volume.@code")
        let root = try self.error(writing: Shelf(label: "\u{FFFE}"))
        #expect(root.path == "shelf/@label" && root.property == "Shelf.@label")
    }

    @Test("a line that writes a path names the element it reached")
    func pathLine() throws {
        let error = try error(writing: Shelf(books: [Volume(note: "\u{0}")]))
        #expect(error.path == "shelf/book/meta/note")
        #expect(error.property == "Volume.note")
    }

    @Test("an error from a call on the writer itself has no description's place")
    func directCall() throws {
        var writer = XMLWriter(to: XMLMemorySink())
        try writer.startElement("a")
        let thrown = #expect(throws: XMLWriteError.self) { try writer.text("\u{7}") }
        let error = try #require(thrown)
        #expect(error.path.isEmpty && error.property.isEmpty)
        #expect(error.description.hasPrefix("invalid character: U+0007"))
    }
}
