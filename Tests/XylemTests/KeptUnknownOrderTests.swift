// Unknown elements are kept in document order, whatever their sizes: a short one (stored inline)
// between two longer ones (stored side by side in the read's text storage) stays between them,
// and each keeps its offset in the object's own text.

import Testing
import Xylem

private final class Paragraph: XMLReadable, XMLExtensible {
    var text = ""
    var extensions = XMLExtensions()
    static let xmlDescription = XMLDescription(Paragraph.init) {
        XMLTextContent(\.text)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

@Suite struct KeptUnknownOrderTests {
    @Test func aShortUnknownElementBetweenLongerOnesKeepsItsPlace() throws {
        let xml = """
            <p>one<first xmlns:a="urn:a" xmlns:b="urn:b"/>two<br/>three<n:last xmlns:n="urn:n"/>four</p>
            """
        let paragraph = try XMLReader().read(Paragraph.self, from: xml)
        #expect(paragraph.extensions.unknownElements.map(\.name.localName) == ["first", "br", "last"])
        #expect(paragraph.extensions.unknownElementOffsets == [3, 6, 11])
        #expect(paragraph.text == "onetwothreefour")
    }
}
