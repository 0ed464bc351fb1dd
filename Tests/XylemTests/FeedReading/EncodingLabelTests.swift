// Encoding labels as browsers read them (the WHATWG Encoding Standard): with the option, a label
// means the encoding browsers decode it with, so that bytes browsers display are not errors; by
// default, labels mean their registered encoding, as before.

import Foundation
import Testing
import Xylem

private struct Title: XMLReadable, Equatable {
    var text = ""
    static let xmlDescription = XMLDescription(Title.init) { XMLTextContent(\.text) }
}

/// A document declaring `label`, with `body` as the bytes of its root's text.
private func document(label: String, body: [UInt8]) -> [UInt8] {
    Array("<?xml version=\"1.0\" encoding=\"\(label)\"?><t>".utf8) + body + Array("</t>".utf8)
}

private var browsers: XMLReader {
    var options = XMLReader.Options()
    options.encodingLabels = .whatwg
    return XMLReader(options: options)
}

private func read(_ bytes: [UInt8], with reader: XMLReader) throws -> String {
    try reader.read(Title.self, from: .bytes(bytes)).text
}

@Suite("Encoding labels")
struct EncodingLabelTests {
    @Test(
        "labels read as browsers read them",
        arguments: [
            ("iso-8859-1", [0x93, 0x61, 0x94, 0x20, 0x80], "\u{201C}a\u{201D} \u{20AC}"),
            ("ISO-8859-1", [0x93, 0x61, 0x94], "\u{201C}a\u{201D}"),
            ("latin1", [0x96, 0xE9], "\u{2013}\u{E9}"),
            ("us-ascii", [0xE9, 0x85], "\u{E9}\u{2026}"),
            ("ascii", [0x99], "\u{2122}"),
            ("tis-620", [0x80, 0xA1, 0x85], "\u{20AC}\u{E01}\u{2026}"),
            ("iso-8859-11", [0x80, 0xA1], "\u{20AC}\u{E01}"),
            ("iso-8859-9", [0x80, 0xD0], "\u{20AC}\u{11E}"),
            ("windows-1252", [0x81, 0x80], "\u{81}\u{20AC}"),
            ("gb2312", [0x81, 0x40, 0xB0, 0xA1], "\u{4E02}\u{554A}"),
            ("unicode-1-1-utf-8", [0xC3, 0xA9], "\u{E9}"),
        ] as [(String, [UInt8], String)])
    func whatwg(label: String, body: [UInt8], expected: String) throws {
        #expect(try read(document(label: label, body: body), with: browsers) == expected)
    }

    @Test(
        "by default labels name their registered encodings: C1 controls, or errors where the encoding has no such byte",
        arguments: [
            ("iso-8859-1", [0x93, 0x61, 0x94], "\u{93}a\u{94}"),
            ("latin1", [0x96], "\u{96}"),
        ] as [(String, [UInt8], String)])
    func ianaReads(label: String, body: [UInt8], expected: String) throws {
        #expect(try read(document(label: label, body: body), with: XMLReader()) == expected)
    }

    @Test(
        "by default, bytes a label's registered encoding does not define are errors",
        arguments: [
            ("us-ascii", [0xE9] as [UInt8]), ("tis-620", [0x80]), ("windows-1252", [0x81]), ("gb2312", [0x81, 0x40]),
            ("unicode-1-1-utf-8", [0xC3, 0xA9]),
        ])
    func ianaRefuses(label: String, body: [UInt8]) throws {
        #expect(XMLReader.Options().encodingLabels == .iana)
        #expect(throws: XMLReadError.self) { try read(document(label: label, body: body), with: XMLReader()) }
    }

    @Test("an encoding given from outside (an HTTP charset) is read as a label too")
    func external() throws {
        let bytes = Array("<t>".utf8) + [0x93, 0x61, 0x94] + Array("</t>".utf8)
        var options = XMLReader.Options()
        options.encoding = "iso-8859-1"
        #expect(try read(bytes, with: XMLReader(options: options)) == "\u{93}a\u{94}")
        options.encodingLabels = .whatwg
        #expect(try read(bytes, with: XMLReader(options: options)) == "\u{201C}a\u{201D}")
    }

    @Test("a label the standard does not list is read as its registered encoding")
    func unlisted() throws {
        // IBM437, which iconv knows and the standard does not: 0x82 is é.
        #expect(try read(document(label: "IBM437", body: [0x82]), with: browsers) == "\u{E9}")
    }

    @Test("a byte the browsers' encoding leaves undefined is still an error, at its place")
    func undefinedByte() throws {
        // windows-874 defines nothing at 0xDB.
        let error = try #require(throws: XMLReadError.self) {
            try read(document(label: "tis-620", body: [0x41, 0xDB]), with: browsers)
        }
        #expect(error.kind.name == "malformed")
        #expect(error.line == 1)
    }
}
