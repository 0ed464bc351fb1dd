// The writer's refusals: characters, names, content, states and attributes it will not write,
// each refused before anything of the call is written.

import Foundation
import Testing
import Xylem

// MARK: - Errors

extension CoreReaderTests.WriterTests {
    @Suite("XML writer: errors")
    struct Errors {
        static let forbidden: [Unicode.Scalar] = [
            "\u{0}", "\u{1}", "\u{8}", "\u{B}", "\u{C}", "\u{E}", "\u{1F}", "\u{FFFE}", "\u{FFFF}",
        ]

        @Test("characters XML 1.0 does not allow are rejected everywhere", arguments: forbidden)
        func invalidCharacters(_ scalar: Unicode.Scalar) throws {
            let bad = "ok \(Character(scalar)) ok"
            let error = try expectWriteError(.invalidCharacter) {
                try $0.startElement("a"); try $0.text(bad)
            }
            let hex = String(scalar.value, radix: 16, uppercase: true)
            #expect(error.message.contains("U+" + String(repeating: "0", count: 4 - hex.count) + hex))
            try expectWriteError(.invalidCharacter) {
                try $0.startElement("a"); try $0.attribute("v", bad)
            }
            try expectWriteError(.invalidCharacter) {
                try $0.startElement("a"); try $0.cdata(bad)
            }
            try expectWriteError(.invalidCharacter) {
                try $0.startElement("a"); try $0.comment(bad)
            }
            try expectWriteError(.invalidCharacter) {
                try $0.startElement("a"); try $0.processingInstruction("pi", bad)
            }
            try expectWriteError(.invalidCharacter) { try $0.startElement(qualifiedName("urn:\(bad)", "a")) }
            try expectWriteError(.invalidCharacter) {
                try $0.startElement("a"); try $0.declareNamespace(prefix: "p", uri: bad)
            }
        }

        @Test(
            "a forbidden character is found at its offset wherever it falls among the bytes scanned together",
            arguments: forbidden)
        func invalidCharacterAtEveryOffset(_ scalar: Unicode.Scalar) throws {
            for offset in 0..<20 {
                let bad = String(repeating: "x", count: offset) + String(Character(scalar)) + "yyyyyyyyyyyy"
                let inText = try expectWriteError(.invalidCharacter) {
                    try $0.startElement("a"); try $0.text(bad)
                }
                #expect(inText.message.contains("UTF-8 offset \(offset) "), "\(inText.message)")
                let inAttribute = try expectWriteError(.invalidCharacter) {
                    try $0.startElement("a"); try $0.attribute("v", bad)
                }
                #expect(inAttribute.message.contains("UTF-8 offset \(offset) "), "\(inAttribute.message)")
            }
        }

        @Test("an invalid name is rejected every time, after valid names and after being rejected")
        func invalidNameStaysInvalid() throws {
            var writer = XMLWriter(to: XMLMemorySink())
            try writer.startElement("root")
            let names = (0..<300).map { "name\($0)" }
            for name in names {
                try writer.startElement(XMLQualifiedName(name))
                try writer.attribute(XMLQualifiedName(name), "v")
                try writer.endElement()
            }
            for _ in 0..<3 {
                #expect(throws: XMLWriteError.self) { try writer.startElement(XMLQualifiedName("1bad")) }
                #expect(throws: XMLWriteError.self) { try writer.attribute(XMLQualifiedName("a b"), "v") }
            }
            try writer.finish()
            #expect(writer.sink.string.hasPrefix(#"<root><name0 name0="v"/><name1 name1="v"/>"#))
        }

        @Test("copies of a writer keep their output apart")
        func copiedWriter() throws {
            var first = XMLWriter(to: XMLMemorySink())
            try first.startElement("a")
            try first.text("shared ")
            var second = first
            try first.text("first")
            try second.text("second")
            try first.finish()
            try second.finish()
            #expect(first.sink.string == "<a>shared first</a>")
            #expect(second.sink.string == "<a>shared second</a>")
        }

        @Test("a rejected call writes nothing, and the writer goes on")
        func rejectedCallWritesNothing() throws {
            var writer = XMLWriter(to: XMLMemorySink())
            try writer.startElement("a")
            #expect(throws: XMLWriteError.self) { try writer.attribute("b", "x\u{1}") }
            #expect(throws: XMLWriteError.self) { try writer.attribute("1b", "x") }
            try writer.attribute("b", "ok")
            #expect(throws: XMLWriteError.self) { try writer.text("bad \u{FFFF}") }
            #expect(throws: XMLWriteError.self) { try writer.comment("a--b") }
            try writer.text("fine")
            try writer.finish()
            #expect(writer.sink.string == #"<a b="ok">fine</a>"#)
        }

        @Test(
            "names that are not XML names are rejected",
            arguments: [
                "", "1a", "-a", ".a", "a b", "a<b", "a&b", "a:b:c", "{urn:x", "{urn:x}", "{urn:x}a:b", "a\"b", ":a",
                "a:",
            ])
        func invalidNames(_ bad: String) throws {
            try expectWriteError(.invalidName) { try $0.startElement(bad) }
            try expectWriteError(.invalidName) {
                try $0.startElement("ok"); try $0.attribute(bad, "v")
            }
        }

        @Test("qualified names with invalid parts are rejected")
        func invalidQualifiedNames() throws {
            try expectWriteError(.invalidName) { try $0.startElement(qualifiedName("", "a:b")) }
            try expectWriteError(.invalidName) { try $0.startElement(qualifiedName("urn:x", "a", "p q")) }
            try expectWriteError(.invalidName) {
                try $0.startElement("a"); try $0.declareNamespace(prefix: "1p", uri: "urn:x")
            }
            try expectWriteError(.invalidName) {
                try $0.startElement("a"); try $0.processingInstruction("xml", "v")
            }
            try expectWriteError(.invalidName) {
                try $0.startElement("a"); try $0.processingInstruction("XmL")
            }
            try expectWriteError(.invalidName) {
                try $0.startElement("a"); try $0.processingInstruction("a:b")
            }
            // Non-ASCII names are fine.
            #expect(
                try writtenXML {
                    try $0.startElement("übung"); try $0.attribute("名前", "v")
                } == #"<übung 名前="v"/>"#)
        }

        @Test("comments with -- and instructions with ?> are rejected")
        func invalidContent() throws {
            try expectWriteError(.invalidContent) { try $0.comment("a--b") }
            try expectWriteError(.invalidContent) { try $0.comment("ends with -") }
            try expectWriteError(.invalidContent) { try $0.comment("--") }
            try expectWriteError(.invalidContent) { try $0.processingInstruction("pi", "a ?> b") }
        }

        @Test("calls out of order are rejected")
        func invalidState() throws {
            try expectWriteError(.invalidState) { try $0.endElement() }
            try expectWriteError(.invalidState) {
                try $0.startElement("a"); try $0.endElement(); try $0.endElement()
            }
            try expectWriteError(.invalidState) {
                try $0.startElement("a"); try $0.text("t"); try $0.attribute("b", "c")
            }
            try expectWriteError(.invalidState) {
                try $0.startElement("a")
                try $0.startElement("b")
                try $0.endElement()
                try $0.attribute("c", "d")
            }
            try expectWriteError(.invalidState) {
                try $0.startElement("a"); try $0.text("t"); try $0.declareNamespace(prefix: "p", uri: "urn:p")
            }
            try expectWriteError(.invalidState) { try $0.attribute("a", "b") }
            try expectWriteError(.invalidState) {
                try $0.startElement("a"); try $0.endElement(); try $0.startElement("b")
            }
            try expectWriteError(.invalidState) { try $0.text("outside") }
            try expectWriteError(.invalidState) {
                try $0.startElement("a"); try $0.endElement(); try $0.cdata("x")
            }
            try expectWriteError(.invalidState) { try $0.finish() }
            try expectWriteError(.invalidState) {
                try $0.comment("only a comment"); try $0.finish()
            }
            try expectWriteError(.invalidState) {
                try $0.startElement("a"); try $0.finish(); try $0.comment("late")
            }
            // White space between top-level nodes is allowed.
            #expect(
                try writtenXML {
                    try $0.comment("c"); try $0.text("\n"); try $0.startElement("a")
                } == "<!--c-->\n<a/>")
        }

        @Test("the same attribute twice on an element is rejected, whatever its prefix")
        func duplicateAttributes() throws {
            try expectWriteError(.duplicateAttribute) {
                try $0.startElement("a"); try $0.attribute("b", "1"); try $0.attribute("b", "2")
            }
            try expectWriteError(.duplicateAttribute) {
                try $0.startElement("a")
                try $0.attribute(qualifiedName("urn:x", "b", "x"), "1")
                try $0.attribute(qualifiedName("urn:x", "b", "y"), "2")
            }
            // Same local name in different namespaces is fine.
            #expect(
                try writtenXML {
                    try $0.startElement("a")
                    try $0.attribute("b", "1")
                    try $0.attribute(qualifiedName("urn:x", "b", "x"), "2")
                } == #"<a b="1" xmlns:x="urn:x" x:b="2"/>"#)
        }

        @Test("errors describe themselves")
        func errorDescription() {
            let error = XMLWriteError(kind: .invalidName, message: "'1a' is not a valid element name")
            #expect(error.description == "invalid name: '1a' is not a valid element name")
        }
    }
}
