// Declared extensions inside a flattened element: found as the object's own, as the flattened
// element's other children are; unknown content there is passed over rather than kept.

import Testing
import Xylem

private let ext = "urn:test:flattened-ext"

private struct Mood: XMLExtension {
    static let xmlName = XMLQualifiedName(namespaceURI: ext, localName: "mood", prefix: "x")
    var text = ""
    static let xmlDescription = XMLDescription(Mood.init) { XMLTextContent(\.text) }
}

private struct Channel: XMLReadable, XMLExtensible {
    var title: String?
    var items: [String] = []
    var extensions = XMLExtensions()

    static let xmlDescription = XMLDescription(Channel.init, element: "rss", namespaces: ["x": ext]) {
        XMLFlatten("channel")
        XMLChildText("title", \.title)
        XMLChildValues("item", \.items)
        XMLExtensionPoint(\.extensions, keepUnknown: true) { XMLExtensionDeclaration(Mood.self) }
    }
}

@Suite("Extensions inside flattened elements")
struct FlattenedExtensionTests {
    static let xml = """
        <rss xmlns:x="urn:test:flattened-ext"><x:mood>top</x:mood>
          <channel><title>T</title><x:mood>inside</x:mood><other>passed over</other><item>1</item>
            <wrap><x:mood>not an object's child</x:mood></wrap></channel>
          <kept/>
        </rss>
        """

    @Test("a declared extension inside a flattened element is the object's own")
    func declaredInsideFlattened() throws {
        let channel = try XMLReader().read(Channel.self, from: Self.xml)
        #expect(channel.title == "T")
        #expect(channel.items == ["1"])
        #expect(channel.extensions(Mood.self).map(\.text) == ["top", "inside"])
        // Unknown elements are kept only where they can be written back: directly in the object.
        #expect(channel.extensions.unknownElements.map(\.name.localName) == ["kept"])
    }
}
