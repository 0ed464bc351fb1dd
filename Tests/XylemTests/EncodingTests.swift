// Documents in UTF-16 (either byte order, with a byte-order mark), ISO-8859-1 and UTF-8 with a
// BOM all read into correct Swift strings.

import Foundation
import Testing
import Xylem

private struct Word: XMLReadable, Equatable {
    var lang = ""
    var text = ""
    var values: [String] = []

    static let xmlDescription = XMLDescription(Word.init) {
        XMLAttribute("lang", \.lang)
        XMLChildText("text", \.text)
        XMLChildValues("v", \.values)
    }
}

private let unicodeXML = "<word lang=\"ça\"><text>Café € 𝄞 — 日本</text><v>ÿ</v><v>&#x1F600;</v></word>"
private let unicodeExpected = Word(lang: "ça", text: "Café € 𝄞 — 日本", values: ["ÿ", "😀"])

extension CoreReaderTests {
    @Suite("Encodings")
    struct EncodingTests {
        @Test("UTF-16 with a byte-order mark, little- and big-endian", arguments: [false, true])
        func utf16(bigEndian: Bool) throws {
            let bytes = xylemUTF16Bytes(unicodeXML, bigEndian: bigEndian)
            #expect(try XMLReader().read(Word.self, from: .bytes(bytes)) == unicodeExpected)
        }

        @Test("UTF-16 with an encoding declaration", arguments: [false, true])
        func utf16Declared(bigEndian: Bool) throws {
            let bytes = xylemUTF16Bytes(
                "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n" + unicodeXML, bigEndian: bigEndian)
            #expect(try XMLReader().read(Word.self, from: .data(Data(bytes))) == unicodeExpected)
        }

        @Test(
            "UTF-16 split into one-byte chunks, so that code units and surrogate pairs are cut",
            arguments: [false, true])
        func utf16Chunked(bigEndian: Bool) throws {
            let bytes = xylemUTF16Bytes(unicodeXML, bigEndian: bigEndian)
            #expect(try XMLReader().read(Word.self, from: .chunks(xylemChunked(bytes, size: 1))) == unicodeExpected)
        }

        @Test("ISO-8859-1 declared in the XML declaration")
        func latin1() throws {
            var bytes = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><word lang=\"".utf8)
            bytes += [0xE7, 0x61]  // "ça"
            bytes += Array("\"><text>caf".utf8) + [0xE9] + Array(" na".utf8) + [0xEF, 0x76, 0x65]  // "café naïve"
            // "ÿ", then "€" by reference
            bytes += Array("</text><v>".utf8) + [0xFF] + Array("</v><v>&#x20AC;</v></word>".utf8)
            let word = try XMLReader().read(Word.self, from: .bytes(bytes))
            #expect(word == Word(lang: "ça", text: "café naïve", values: ["ÿ", "€"]))
        }

        @Test("ISO-8859-1 read from a file")
        func latin1File() throws {
            let bytes =
                Array("<?xml version='1.0' encoding='iso-8859-1'?><word><text>".utf8) + [0xC0, 0xE9, 0xFC]
                + Array("</text></word>".utf8)
            let file = try XylemTempFile(contents: Data(bytes))
            defer { file.remove() }
            #expect(try XMLReader().read(Word.self, from: .file(file.path)).text == "Àéü")
        }

        @Test("UTF-8 with a byte-order mark")
        func utf8BOM() throws {
            let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(unicodeXML.utf8)
            #expect(try XMLReader().read(Word.self, from: .bytes(bytes)) == unicodeExpected)
        }

        @Test("a String input with non-ASCII characters")
        func stringInput() throws {
            #expect(try XMLReader().read(Word.self, from: unicodeXML) == unicodeExpected)
        }

        @Test("bytes that are not valid UTF-8 are malformed input")
        func invalidUTF8() throws {
            let bytes = Array("<word><text>".utf8) + [0xC3, 0x28] + Array("</text></word>".utf8)
            let error = try xylemReadError(Word.self, from: .bytes(bytes))
            #expect(error.kind.name == "malformed")
            #expect(error.path == "word/text")
        }
    }
}
