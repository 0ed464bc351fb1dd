// Encodings expat does not know: single-byte ones (windows-1252, ISO-8859-x, KOI8-R) read through
// expat's unknown-encoding handler, multi-byte ones (Shift_JIS, EUC-JP, GBK, Big5, EUC-KR, UTF-32,
// EBCDIC) transcoded to UTF-8 on the way in; non-ASCII text must come out right, positions must
// stay meaningful, and an unknown name is a clear error.

import Foundation
import Testing
import Xylem

private struct Note: XMLReadable, Equatable {
    var lang = ""
    var title = ""
    var lines: [String] = []

    static let xmlDescription = XMLDescription(Note.init) {
        XMLAttribute("lang", \.lang)
        XMLChildText("title", \.title)
        XMLChildValues("line", \.lines)
    }
}

/// A document, the encoding it is written in, and what it must read as.
struct XylemForeignCase: Sendable, CustomTestStringConvertible {
    let encoding: String
    let lang: String
    let title: String
    let lines: [String]
    var testDescription: String { encoding }

    var body: String {
        "<note lang=\"\(lang)\"><title>\(title)</title>" + lines.map { "<line>\($0)</line>" }.joined() + "</note>"
    }
}

private func note(_ entry: XylemForeignCase) -> Note {
    Note(lang: entry.lang, title: entry.title, lines: entry.lines)
}

extension CoreReaderTests {
    @Suite("Foreign encodings")
    struct ForeignEncodingTests {
        static let singleByte: [XylemForeignCase] = [
            XylemForeignCase(
                encoding: "windows-1252", lang: "fr", title: "Café “quoted” — 5 €", lines: ["naïve", "œuvre ‰"]),
            XylemForeignCase(encoding: "ISO-8859-2", lang: "pl", title: "Zażółć gęślą jaźń", lines: ["Łódź", "Ďábel"]),
            XylemForeignCase(encoding: "ISO-8859-15", lang: "fi", title: "Šal € Ž", lines: ["œ", "Ÿ"]),
            XylemForeignCase(
                encoding: "KOI8-R", lang: "ru", title: "Съешь же ещё этих мягких французских булок",
                lines: ["ёлка", "Ж"]),
            XylemForeignCase(encoding: "ISO-8859-7", lang: "el", title: "Καλημέρα κόσμε", lines: ["Ωμέγα"]),
            XylemForeignCase(encoding: "latin1", lang: "de", title: "Grüße aus Köln", lines: ["ß"]),
        ]

        static let multiByte: [XylemForeignCase] = [
            XylemForeignCase(encoding: "Shift_JIS", lang: "ja", title: "日本語のテキスト、ｶﾀｶﾅ", lines: ["東京", "表示"]),
            XylemForeignCase(encoding: "EUC-JP", lang: "ja", title: "漢字とかな", lines: ["大阪", "ソ"]),
            XylemForeignCase(encoding: "GB2312", lang: "zh", title: "简体中文测试", lines: ["北京", "汉字"]),
            XylemForeignCase(encoding: "GBK", lang: "zh", title: "中文繁體測試", lines: ["龘"]),
            XylemForeignCase(encoding: "GB18030", lang: "zh", title: "中文 €", lines: ["𠀀"]),
            XylemForeignCase(encoding: "Big5", lang: "zh-TW", title: "繁體中文測試", lines: ["台北"]),
            XylemForeignCase(encoding: "EUC-KR", lang: "ko", title: "한국어 텍스트", lines: ["서울"]),
            XylemForeignCase(encoding: "ISO-2022-JP", lang: "ja", title: "日本語", lines: ["かな", "abc"]),
            XylemForeignCase(encoding: "UTF-32", lang: "emoji", title: "😀 𝄞 日本", lines: ["é"]),
        ]

        @Test("single-byte encodings read through expat's unknown-encoding handler", arguments: singleByte)
        func singleByteEncodings(_ entry: XylemForeignCase) throws {
            let bytes = xylemDocument(entry.body, encoding: entry.encoding)
            #expect(try XMLReader().read(Note.self, from: .bytes(bytes)) == note(entry))
        }

        @Test("multi-byte encodings are transcoded to UTF-8", arguments: multiByte)
        func multiByteEncodings(_ entry: XylemForeignCase) throws {
            let bytes = xylemDocument(entry.body, encoding: entry.encoding)
            #expect(try XMLReader().read(Note.self, from: .bytes(bytes)) == note(entry))
        }

        @Test("any split into chunks reads the same, for every encoding", arguments: singleByte + multiByte)
        func everySplit(_ entry: XylemForeignCase) throws {
            let bytes = xylemDocument(entry.body, encoding: entry.encoding)
            let expected = note(entry)
            for chunks in xylemSplits(bytes) {
                #expect(try XMLReader().read(Note.self, from: .chunks(chunks)) == expected, "\(chunks.map(\.count))")
            }
        }

        @Test("files and pipes in a multi-byte encoding are read block by block")
        func fileInput() throws {
            let entry = Self.multiByte[0]
            // Longer than one block, so that characters are cut between reads.
            let body =
                "<note lang=\"ja\"><title>\(entry.title)</title>"
                + String(repeating: "<line>日本語のテキスト</line>", count: 30_000) + "</note>"
            let file = try XylemTempFile(contents: Data(xylemDocument(body, encoding: "Shift_JIS")))
            defer { file.remove() }
            let read = try XMLReader().read(Note.self, from: .file(file.path))
            #expect(read.title == entry.title)
            #expect(read.lines.count == 30_000)
            #expect(read.lines.allSatisfy { $0 == "日本語のテキスト" })
            let statistics = try XMLStatistics.collect(from: .file(file.path))
            #expect(statistics.elementCount == 30_002)
        }

        @Test("UTF-32 with and without a byte order mark, in both byte orders")
        func utf32() throws {
            let body = "<note lang=\"x\"><title>😀 𝄞 日本</title></note>"
            let expected = Note(lang: "x", title: "😀 𝄞 日本")
            for encoding in ["UTF-32BE", "UTF-32LE"] {
                let bare = xylemEncode(body, as: encoding)
                #expect(try XMLReader().read(Note.self, from: .bytes(bare)) == expected, "\(encoding)")
                let bom = xylemEncode("\u{FEFF}" + body, as: encoding)
                #expect(try XMLReader().read(Note.self, from: .bytes(bom)) == expected, "\(encoding) with BOM")
            }
        }

        @Test(
            "EBCDIC documents name their code page in an EBCDIC declaration",
            .needsGlibcIconv("IBM037", "IBM1047", "IBM500"), arguments: ["IBM037", "IBM1047", "IBM500"])
        func ebcdic(codePage: String) throws {
            let bytes = xylemDocument("<note lang=\"de\"><title>Grüße, ¬[x]</title></note>", encoding: codePage)
            #expect(try XMLReader().read(Note.self, from: .bytes(bytes)) == Note(lang: "de", title: "Grüße, ¬[x]"))
        }

        @Test("Options.encoding overrides the declaration, for single- and multi-byte encodings")
        func override() throws {
            var options = XMLReader.Options()
            options.encoding = "windows-1252"
            // Declared UTF-8 but written in windows-1252: a common mistake in the wild.
            var bytes = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?><note><title>".utf8)
            bytes += xylemEncode("Café €", as: "windows-1252") + Array("</title></note>".utf8)
            #expect(throws: XMLReadError.self) { try XMLReader().read(Note.self, from: .bytes(bytes)) }
            #expect(try XMLReader(options: options).read(Note.self, from: .bytes(bytes)).title == "Café €")

            options.encoding = "Shift_JIS"
            let japanese = xylemEncode("<note><title>日本語</title></note>", as: "Shift_JIS")
            #expect(try XMLReader(options: options).read(Note.self, from: .bytes(japanese)).title == "日本語")
            options.encoding = "UTF8"
            #expect(try XMLReader(options: options).read(Note.self, from: "<note><title>é</title></note>").title == "é")
        }

        @Test("an encoding nobody knows is an error naming it, at the declaration")
        func unknownEncoding() throws {
            let error = try xylemReadError(Note.self, from: "<?xml version=\"1.0\" encoding=\"x-klingon\"?><note/>")
            #expect(error.kind == .unsupportedEncoding("x-klingon"))
            #expect(error.line == 1)
            #expect(error.description.contains("x-klingon"))
            var options = XMLReader.Options()
            options.encoding = "x-vulcan"
            let configured = try xylemReadError(Note.self, from: "<note/>", reader: XMLReader(options: options))
            #expect(configured.kind == .unsupportedEncoding("x-vulcan"))
            let statistics = try #require(throws: XMLReadError.self) {
                try XMLStatistics.collect(from: .string("<?xml version='1.0' encoding='x-klingon'?><a/>"))
            }
            #expect(statistics.kind == .unsupportedEncoding("x-klingon"))
        }

        @Test("invalid bytes in a transcoded document are reported where they are, in the document's own bytes")
        func invalidMultiByteSequence() throws {
            // 0x82 0x20: a Shift_JIS lead byte followed by a byte that cannot end a character.
            let head = xylemDocument("<note>\n<title>日本</title>\n<line>ab", encoding: "Shift_JIS")
            let bytes = head + [0x82, 0x20] + Array("</line></note>".utf8)
            let error = try xylemReadError(Note.self, from: .bytes(bytes))
            #expect(error.kind == .malformed(code: 4, reason: "invalid Shift_JIS: bytes 0x82 0x20"))
            #expect(error.byteOffset == head.count)
            #expect(error.line == 4)
            #expect(error.column == 9)  // "<line>ab" is 8 characters
            #expect(error.path == "note/line")
            for chunks in xylemSplits(bytes) {
                let chunked = try xylemReadError(Note.self, from: .chunks(chunks))
                #expect(chunked.kind == error.kind && chunked.byteOffset == error.byteOffset && chunked.line == 4)
            }
        }

        @Test("a transcoded document that ends inside a character is malformed")
        func truncatedCharacter() throws {
            let bytes = xylemDocument("<note><title>日本", encoding: "EUC-JP").dropLast()
            let error = try xylemReadError(Note.self, from: .bytes(Array(bytes)))
            #expect(error.kind.malformedCode == 4)
        }

        @Test("errors in transcoded documents count lines and columns in characters and offsets in the original bytes")
        func positionsInTranscodedDocuments() throws {
            let prefix = xylemDocument("<note>\n  <title>日本語</title>\n  <line>東京</lime>", encoding: "EUC-JP")
            let error = try xylemReadError(Note.self, from: .bytes(prefix + Array("</note>".utf8)))
            #expect(error.kind.malformedCode == 7)
            #expect(error.line == 4)
            #expect(error.column == 13)  // "  <line>東京</" is 12 characters
            // The end tag's name "lime>" is the last 5 bytes of the prefix.
            #expect(error.byteOffset == prefix.count - 5)
            #expect(error.path == "note/line")
        }

        @Test("bytes a single-byte encoding leaves undefined are reported with the encoding's name")
        func undefinedSingleByte() throws {
            // 0x81 is not a character in windows-1252.
            let bytes =
                xylemDocument("<note><title>a", encoding: "windows-1252") + [0x81] + Array("</title></note>".utf8)
            let error = try xylemReadError(Note.self, from: .bytes(bytes))
            #expect(error.kind == .malformed(code: 4, reason: "byte 0x81, which is not a character in windows-1252"))
        }

        @Test("parallel reads in many encodings share the encoding tables safely")
        func parallelEncodings() async throws {
            let cases = Self.singleByte + Self.multiByte
            try await withThrowingTaskGroup(of: Bool.self) { group in
                for round in 0..<4 {
                    for entry in cases {
                        group.addTask {
                            let bytes = xylemDocument(entry.body, encoding: entry.encoding)
                            let chunks = xylemChunked(bytes, size: 3 + round)
                            return try XMLReader().read(Note.self, from: .chunks(chunks)) == note(entry)
                        }
                    }
                }
                for try await matched in group { #expect(matched) }
            }
        }
    }
}
