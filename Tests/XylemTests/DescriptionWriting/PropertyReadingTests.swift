// Writing reads each mapped property straight from its stored offset when it has one; computed
// properties, properties of nested structs and classes must be read just as well.

import Testing
import Xylem

/// A struct whose mapped properties are stored, nested, computed and optional.
private struct Shelf: XMLReadable, Equatable {
    struct Label: Equatable {
        var text = ""
    }

    var label = Label()
    var count = 0
    var note: String?
    var storedName = ""
    /// Computed: no offset, read through the key path.
    var name: String {
        get { storedName.uppercased() }
        set { storedName = newValue.lowercased() }
    }

    static let xmlDescription = XMLDescription(Shelf.init, element: "shelf") {
        XMLAttribute("count", \.count)
        XMLChildText("label", \.label.text)
        XMLChildText("name", \.name)
        XMLChildText("note", \.note)
    }
}

/// A class model: key paths into a class have no offset in the value.
private final class Box: XMLReadable, @unchecked Sendable {
    var width = 0
    var title = ""

    static let xmlDescription = XMLDescription({ Box() }, element: "box") {
        XMLAttribute("width", \.width)
        XMLChildText("title", \.title)
    }
}

@Suite("Writing reads every kind of property")
struct PropertyReadingTests {
    @Test("stored, nested, computed and optional properties of a struct are written")
    func structProperties() throws {
        var shelf = Shelf()
        shelf.label.text = "Poetry & Prose"
        shelf.count = 12
        shelf.name = "Upper"
        let xml = try shelf.xmlString()
        #expect(xml.hasSuffix(#"<shelf count="12"><label>Poetry &amp; Prose</label><name>UPPER</name></shelf>"#))
        shelf.note = "dusty"
        let again = try XMLReader().read(Shelf.self, from: try shelf.xmlString())
        #expect(again == shelf)
    }

    @Test("properties of a class model are written")
    func classProperties() throws {
        let box = Box()
        box.width = 3
        box.title = "Tools"
        let xml = try box.xmlString()
        #expect(xml.hasSuffix(#"<box width="3"><title>Tools</title></box>"#))
    }
}
