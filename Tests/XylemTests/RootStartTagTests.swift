// The root start tag found in a document's first bytes: past every kind of prolog, in every
// encoding family, and asking for more bytes rather than guessing when the head is cut short.

import Testing
import Xylem

@Suite("Root start tag from a document's head")
struct RootStartTagTests {
    private static func tag(_ text: String) -> XMLRootStartTag? {
        guard case .found(let tag) = XMLRootStartTag.find(in: Array(text.utf8)) else { return nil }
        return tag
    }

    @Test("the name, attributes and declared namespace of a plain and a prefixed root")
    func nameAndAttributes() throws {
        let atom = try #require(Self.tag(#"<feed xmlns="http://www.w3.org/2005/Atom" xml:lang='en'><title/>"#))
        #expect(atom.name == "feed")
        #expect(atom.localName == "feed")
        #expect(atom.attributes == ["xmlns": "http://www.w3.org/2005/Atom", "xml:lang": "en"])
        #expect(atom.declaredNamespace == "http://www.w3.org/2005/Atom")
        let rdf = try #require(
            Self.tag(#"<rdf:RDF xmlns="http://purl.org/rss/1.0/" xmlns:rdf="urn:rdf"><channel/></rdf:RDF>"#))
        #expect(rdf.name == "rdf:RDF")
        #expect(rdf.localName == "RDF")
        #expect(rdf.declaredNamespace == "urn:rdf")
        #expect(Self.tag("<rss/>")?.attributes == [:])
        #expect(Self.tag("<rss/>")?.declaredNamespace == nil)
    }

    @Test("the prolog is passed over: declaration, comments, instructions and a document type with markup inside")
    func prologPassedOver() throws {
        let head = """
            \u{FEFF}<?xml version="1.0"?><!-- <fake> --><?pi <not-this>?>
            <!DOCTYPE feed [<!ENTITY e "<entry>"> <!-- ] > --> <!ATTLIST feed a CDATA '>'>]>
            <feed version="1"/>
            """
        let found = try #require(Self.tag(head))
        #expect(found.name == "feed")
        #expect(found.attributes == ["version": "1"])
    }

    @Test(
        "a head cut short asks for more bytes, never a wrong answer",
        arguments: [
            "", "<?xml version=\"1.0\"", "<!-- <feed> ", "<!DOCTYPE feed [ <!ENTITY e \"x\">", "<fe",
            "<feed xmlns=\"urn", "<feed a=\"x>y", "<feed a='1' ", "<feed/",
        ])
    func cutShort(head: String) {
        #expect(XMLRootStartTag.find(in: Array(head.utf8)) == .needMore)
    }

    @Test("a value may hold '>', and the tag ends only at its own '>'")
    func greaterThanInsideAValue() throws {
        let found = try #require(Self.tag(#"<feed a="x>y" b="2">"#))
        #expect(found.attributes == ["a": "x>y", "b": "2"])
    }

    @Test("UTF-16 documents, either byte order, are searched as their ASCII markup")
    func wideEncodings() throws {
        let text = #"<?xml version="1.0" encoding="UTF-16"?><feed xmlns="http://www.w3.org/2005/Atom"/>"#
        let bigEndian: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let littleEndian: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        for bytes in [bigEndian, littleEndian] {
            guard case .found(let found) = XMLRootStartTag.find(in: bytes) else {
                Issue.record("no root found")
                continue
            }
            #expect(found.name == "feed")
            #expect(found.declaredNamespace == "http://www.w3.org/2005/Atom")
        }
    }
}
