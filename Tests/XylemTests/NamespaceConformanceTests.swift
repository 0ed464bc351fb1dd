// Documents on which Xylem once disagreed with expat in namespace mode (Scripts/w3c-namespaces.sh
// compares the two on the W3C suite), one per class of name: each expected outcome is what the
// system expat 2.5.0, created with XML_ParserCreateNS, gives for the same bytes.

import Testing
import Xylem

private struct Anything: XMLReadable {
    var title = ""
    static let xmlDescription = XMLDescription(Anything.init) {
        XMLChildText("title", \.title)
    }
}

/// A document and expat's verdict on it in namespace mode: its error code, or nil when it accepts it.
struct NamespaceVerdict: Sendable, CustomTestStringConvertible {
    let name: String
    let xml: String
    let code: Int?
    var testDescription: String { name }

    init(_ name: String, _ xml: String, code: Int?) {
        self.name = name
        self.xml = xml
        self.code = code
    }
}

extension CoreReaderTests {
    @Suite("Names as expat's namespace mode reads them")
    struct NamespaceConformanceTests {
        static let verdicts: [NamespaceVerdict] = [
            // Declarations: a notation's name may have no colon, wherever a notation is named.
            NamespaceVerdict(
                "a notation named with a colon", #"<!DOCTYPE r [<!NOTATION a:b SYSTEM "n">]><r/>"#, code: 2),
            NamespaceVerdict(
                "an unparsed entity's notation with a colon",
                #"<!DOCTYPE r [<!NOTATION n SYSTEM "n"><!ENTITY e SYSTEM "x" NDATA a:b>]><r/>"#, code: 2),
            NamespaceVerdict(
                "a NOTATION attribute type listing a name with a colon",
                #"<!DOCTYPE r [<!ATTLIST r type NOTATION (n|a:b) #IMPLIED>]><r/>"#, code: 2),
            NamespaceVerdict(
                "notations without colons",
                #"<!DOCTYPE r [<!NOTATION n SYSTEM "n"><!ENTITY e SYSTEM "x" NDATA n><!ATTLIST r t NOTATION (n) #IMPLIED>]><r/>"#,
                code: nil),
            // Declarations: element and attribute names must be qualified names.
            NamespaceVerdict("an element type with a leading colon", "<!DOCTYPE r [<!ELEMENT :r ANY>]><r/>", code: 2),
            NamespaceVerdict(
                "a content model naming a name with two colons", "<!DOCTYPE r [<!ELEMENT r (a::b)>]><r/>", code: 2),
            NamespaceVerdict(
                "the same name with a quantifier (an invalid token)", "<!DOCTYPE r [<!ELEMENT r (a::b+)>]><r/>", code: 4
            ),
            NamespaceVerdict(
                "a nested, optional name that is not qualified", "<!DOCTYPE r [<!ELEMENT r (x,(a:b:c)?)>]><r/>", code: 2
            ),
            NamespaceVerdict(
                "mixed content with a leading colon", "<!DOCTYPE r [<!ELEMENT r (#PCDATA|:b)*>]><r/>", code: 2),
            NamespaceVerdict(
                "an attribute list for a name with a leading colon",
                "<!DOCTYPE r [<!ATTLIST :r a CDATA #IMPLIED>]><r/>",
                code: 2),
            NamespaceVerdict(
                "an attribute declared with a trailing colon", "<!DOCTYPE r [<!ATTLIST r a: CDATA #IMPLIED>]><r/>",
                code: 2),
            NamespaceVerdict(
                "qualified names in declarations, and enumerated values with any colons",
                "<!DOCTYPE r [<!ELEMENT a:b ANY><!ATTLIST a:b c:d CDATA #IMPLIED e (x:y|:z|w:) #IMPLIED>"
                    + "<!ELEMENT r (a:b+|c:d)*>]><r/>",
                code: nil),
            NamespaceVerdict("a document type name with a trailing colon", "<!DOCTYPE r:><r/>", code: 2),
            // In a DTD a qualified name's local part need only be made of name characters.
            NamespaceVerdict("a document type name whose local part starts with '-'", "<!DOCTYPE a:-b><r/>", code: nil),
            // Declarations of the reserved prefixes: undeclaring is refused before anything else.
            NamespaceVerdict("the xml prefix undeclared", #"<r xmlns:xml=""/>"#, code: 28),
            NamespaceVerdict("the xmlns prefix undeclared", #"<r xmlns:xmlns=""/>"#, code: 28),
            // Tags: after the colon, a character that may start a name.
            NamespaceVerdict("a combining mark after an element's colon", "<p:\u{300}x xmlns:p=\"u\"/>", code: 4),
            NamespaceVerdict(
                "a combining mark after an attribute's colon", "<r p:\u{300}=\"1\" xmlns:p=\"u\"/>", code: 4),
            NamespaceVerdict("a declared prefix starting with a combining mark", "<r xmlns:\u{300}a=\"u\"/>", code: 4),
            NamespaceVerdict("a declared prefix starting with '-'", #"<r xmlns:-a="u"/>"#, code: 4),
            NamespaceVerdict(
                "non-ASCII letters after colons and as a prefix", "<p:é xmlns:p=\"u\" xmlns:é=\"v\" é:a=\"1\"/>",
                code: nil),
            // Tags: a name that is not qualified is found before any prefix is bound or looked up.
            NamespaceVerdict("an unbound prefix before a name with two colons", #"<r a:x="1" b:c:d="2"/>"#, code: 4),
            NamespaceVerdict("an undeclaring before an element name with two colons", #"<a:b:c xmlns:p=""/>"#, code: 4),
            NamespaceVerdict(
                "an undeclaring before a prefix starting with '-'", #"<r xmlns:p="" xmlns:-q="u"/>"#, code: 4),
            // References to entities with a colon in their name.
            NamespaceVerdict("an undeclared reference with a colon", "<r>&a:b;</r>", code: 4),
            NamespaceVerdict("an undeclared reference with a colon in an attribute", #"<r a="&a:b;"/>"#, code: 4),
            NamespaceVerdict(
                "an undeclared reference with a colon in a default value",
                #"<!DOCTYPE r [<!ATTLIST r a CDATA "&a:b;">]><r/>"#, code: 4),
            NamespaceVerdict(
                "a skipped reference with a colon (the DTD is not read)", #"<!DOCTYPE r SYSTEM "r.dtd"><r>&a:b;</r>"#,
                code: 4),
        ]

        @Test("reads accept and refuse what expat's namespace mode does, with its error codes", arguments: verdicts)
        func read(_ verdict: NamespaceVerdict) throws {
            do {
                _ = try XMLReader().read(Anything.self, from: verdict.xml)
                #expect(verdict.code == nil, "accepted")
            } catch let error as XMLReadError {
                #expect(error.kind.malformedCode == verdict.code, "\(error)")
            }
        }

        @Test("the statistics pass agrees with reads", arguments: verdicts)
        func statistics(_ verdict: NamespaceVerdict) throws {
            do {
                _ = try XMLStatistics.collect(from: .string(verdict.xml))
                #expect(verdict.code == nil, "accepted")
            } catch let error as XMLReadError {
                #expect(error.kind.malformedCode == verdict.code, "\(error)")
            }
        }

        @Test("a prefix spelled with non-ASCII letters resolves its elements and attributes")
        func nonASCIIPrefix() throws {
            let statistics = try XMLStatistics.collect(
                from: .string("<p:é xmlns:p=\"urn:p\" xmlns:é=\"urn:e\"><é:ü é:a=\"1\"/></p:é>"))
            #expect(
                statistics.elementNames.map { "{\($0.namespaceURI)}\($0.localName)" }.sorted() == [
                    "{urn:e}ü", "{urn:p}é",
                ])
            #expect(statistics.namespaces.map(\.uri) == ["urn:e", "urn:p"])
        }

        @Test("the reason for a refused declaration names the name and the rule")
        func declarationReason() throws {
            let error = try #require(throws: XMLReadError.self) {
                try XMLReader().read(Anything.self, from: #"<!DOCTYPE r [<!NOTATION a:b SYSTEM "n">]><r/>"#)
            }
            #expect(
                error.kind
                    == .malformed(
                        code: 2,
                        reason:
                            "syntax error: the notation name \"a:b\" has a colon, which names in a namespace-aware document may not"
                    ))
        }
    }
}
