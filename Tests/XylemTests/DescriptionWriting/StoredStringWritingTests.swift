// `XMLString` properties are written from the bytes they hold: escaped, checked and placed exactly
// as `String` properties are, for every component that maps a value.

import Testing
import Xylem

private struct Note: XMLReadable {
    var id = XMLString()
    var lang: XMLString?
    var title = XMLString()
    var subtitle: XMLString?
    var body = XMLString()

    static let xmlDescription = XMLDescription(Note.init, element: "note") {
        XMLAttribute("id", \.id)
        XMLAttribute("xml:lang", \.lang)
        XMLChildValue("title", \.title)
        XMLChildValue("subtitle", \.subtitle)
        XMLChildValue("body", \.body)
    }
}

private struct Line: XMLReadable {
    var text: XMLString?
    static let xmlDescription = XMLDescription(Line.init, element: "line") {
        XMLTextContent(\.text)
    }
}

private let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

@Suite struct StoredStringWritingTests {
    @Test func storedStringsAreEscapedAndReadBack() throws {
        var note = Note()
        note.id = XMLString("a\"b&c<d>\te")
        note.title = XMLString("Fish & Chips <fried>")
        note.body = XMLString("line one\r\nline two ]]> done")
        let xml = try note.xmlString()
        #expect(
            xml
                == declaration + "<note id=\"a&quot;b&amp;c&lt;d>&#9;e\"><title>Fish &amp; Chips &lt;fried&gt;</title>"
                + "<body>line one&#13;\nline two ]]&gt; done</body></note>")
        let back = try XMLReader().read(Note.self, from: xml)
        #expect(back.id == note.id && back.title == note.title && back.body == note.body)
        #expect(back.lang == nil && back.subtitle == nil)
    }

    @Test func storedStringsReadFromADocumentWriteBackTheSameText() throws {
        let xml = "<note id=\"é&amp;1\" xml:lang=\"fr\"><title>Crème &lt;brûlée&gt;</title><body/></note>"
        let note = try XMLReader().read(Note.self, from: xml)
        let written = try note.xmlString()
        let again = try XMLReader().read(Note.self, from: written)
        #expect(again.id.string == "é&1" && again.lang?.string == "fr" && again.title.string == "Crème <brûlée>")
    }

    @Test func ownTextAndForbiddenCharacters() throws {
        #expect(try Line(text: XMLString("a < b")).xmlString() == declaration + "<line>a &lt; b</line>")
        #expect(throws: XMLWriteError.self) { try Line(text: XMLString("bell \u{7}")).xmlString() }
    }
}
