// The chunk-boundary property: any document, split at any byte positions, reads to the same
// objects or fails with the same error (kind, line, column, byte offset, path) as read whole.
// Documents are generated from a seed (well-formed, mutated into malformed, in several encodings,
// against small limits), plus the inputs the fuzzer found breaking it.

import Testing
import Xylem

private struct Shelf: XMLReadable, Equatable {
    var name = ""
    var code: Int?
    var items: [ShelfItem] = []
    var notes: [String] = []
    var raw = ""
    var own = ""

    static let xmlDescription = XMLDescription(Shelf.init, namespaces: ["x": "urn:x"]) {
        XMLAttribute("name", \.name)
        XMLAttribute("code", \.code)
        XMLChildren("item", \.items, wrapper: "items")
        XMLChildValues("note", \.notes)
        XMLInnerXML("raw", \.raw)
        XMLFlatten("group")
        XMLTextContent(\.own)
    }
}

private struct ShelfItem: XMLReadable, Equatable {
    var id = 0
    var flag = false
    var label = ""
    var tag: String?

    static let xmlDescription = XMLDescription(ShelfItem.init, namespaces: ["x": "urn:x"]) {
        XMLAttribute("id", \.id)
        XMLChildValue("flag", \.flag)
        XMLChildText("label", \.label)
        XMLAttribute("x:tag", \.tag)
    }
}

/// A read's result, comparable across ways of feeding the same bytes.
private enum Outcome: Equatable, CustomStringConvertible {
    case value(Shelf)
    case failure(XMLReadError.Kind, line: Int, column: Int, offset: Int, path: String)

    init(_ reader: XMLReader, _ input: XMLInput) {
        do {
            self = .value(try reader.read(Shelf.self, from: input))
        } catch let error as XMLReadError {
            self = .failure(
                error.kind, line: error.line, column: error.column, offset: error.byteOffset, path: error.path)
        } catch {
            self = .failure(.userCode("\(error)"), line: -1, column: -1, offset: -1, path: "")
        }
    }

    var description: String {
        switch self {
        case .value(let shelf): "value(\(shelf.items.count) items, \(shelf.notes.count) notes)"
        case .failure(let kind, let line, let column, let offset, let path):
            "\(kind) at \(line):\(column) @\(offset) \(path)"
        }
    }
}

/// Builds random shelves: nested elements, attributes, text with entities, CDATA, comments and
/// characters of one to four bytes.
private struct DocumentGenerator {
    var random: SeededRandom
    let alphabet: [String]

    mutating func document() -> String {
        var xml = random.next() % 2 == 0 ? "<?xml version=\"1.0\"?>\n" : ""
        xml += "<shelf xmlns:x=\"urn:x\" name=\"\(text(4))\" code=\"\(Int.random(in: -99...999, using: &random))\">"
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            switch random.next() % 6 {
            case 0:
                xml += "<items>" + (0..<Int.random(in: 0...3, using: &random)).map { _ in item() }.joined() + "</items>"
            case 1: xml += "<note>\(text(8))</note>"
            case 2: xml += "<raw><b x:k=\"\(text(3))\">\(text(5))</b><!--c--></raw>"
            case 3: xml += "<group><note><![CDATA[\(text(6)) <&>]]></note></group>"
            case 4: xml += "<unknown a=\"1\"><deep>\(text(5))</deep></unknown>"
            default: xml += text(10)
            }
        }
        return xml + "</shelf>"
    }

    private mutating func item() -> String {
        "<item id=\"\(Int.random(in: 0...99, using: &random))\" x:tag=\"\(text(2))\"><label>\(text(6))</label>"
            + "<flag>\(random.next() % 2 == 0 ? "yes" : "0")</flag></item>"
    }

    private mutating func text(_ length: Int) -> String {
        (0..<Int.random(in: 0...length, using: &random)).map { _ in alphabet.randomElement(using: &random)! }.joined()
    }
}

/// Damages a document: flips, inserts or deletes a few bytes.
private func mutate(_ bytes: [UInt8], using random: inout SeededRandom) -> [UInt8] {
    var bytes = bytes
    for _ in 0..<Int.random(in: 1...3, using: &random) where !bytes.isEmpty {
        let position = Int.random(in: 0..<bytes.count, using: &random)
        switch random.next() % 3 {
        case 0: bytes[position] = UInt8.random(in: 0...255, using: &random)
        case 1: bytes.insert([0x00, 0x3C, 0x26, 0xC3, 0xFF, 0x3E].randomElement(using: &random)!, at: position)
        default: bytes.remove(at: position)
        }
    }
    return bytes
}

/// Random cut positions.
private func randomSplit(_ bytes: [UInt8], using random: inout SeededRandom) -> [[UInt8]] {
    guard bytes.count > 1 else { return [bytes] }
    let cuts = (0..<Int.random(in: 1...6, using: &random)).map { _ in Int.random(in: 0...bytes.count, using: &random) }
        .sorted()
    var chunks: [[UInt8]] = []
    var start = 0
    for cut in cuts + [bytes.count] {
        chunks.append(Array(bytes[start..<cut]))
        start = cut
    }
    return chunks
}

/// Reads `bytes` whole and split many ways, and records every difference.
private func expectSameOutcome(
    _ bytes: [UInt8], reader: XMLReader = XMLReader(), splits: [[[UInt8]]],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let whole = Outcome(reader, .bytes(bytes))
    for chunks in splits {
        let chunked = Outcome(reader, .chunks(chunks))
        #expect(chunked == whole, "cuts \(chunks.map(\.count))", sourceLocation: sourceLocation)
        if chunked != whole { return }
    }
}

private let asciiAlphabet = ["a", "b", "z", " ", "&amp;", "&lt;", "&#x1F600;", "\n", "\t"]
private let unicodeAlphabet = asciiAlphabet + ["é", "€", "𝄞", "日", "ß", "Ж"]

extension CoreReaderTests {
    @Suite("Chunk-boundary property")
    struct ChunkBoundaryPropertyTests {
        @Test("well-formed documents read the same however they are split", arguments: 0..<40)
        func wellFormed(seed: Int) {
            var generator = DocumentGenerator(random: SeededRandom(state: UInt64(seed)), alphabet: unicodeAlphabet)
            let bytes = Array(generator.document().utf8)
            var random = SeededRandom(state: UInt64(seed) &+ 1000)
            expectSameOutcome(
                bytes, splits: (0..<25).map { _ in randomSplit(bytes, using: &random) } + [bytes.map { [$0] }])
        }

        @Test("damaged documents fail the same way however they are split", arguments: 0..<80)
        func malformed(seed: Int) {
            var generator = DocumentGenerator(random: SeededRandom(state: UInt64(seed)), alphabet: unicodeAlphabet)
            var random = SeededRandom(state: UInt64(seed) &+ 5000)
            let bytes = mutate(Array(generator.document().utf8), using: &random)
            expectSameOutcome(
                bytes, splits: (0..<25).map { _ in randomSplit(bytes, using: &random) } + [bytes.map { [$0] }])
        }

        @Test(
            "documents in other encodings, well-formed and damaged, behave the same split or whole",
            arguments: ["UTF-16", "windows-1252", "ISO-8859-5", "Shift_JIS", "EUC-KR", "GB18030"])
        func encodings(encoding: String) {
            for seed in 0..<12 {
                let alphabet =
                    encoding == "windows-1252"
                    ? asciiAlphabet + ["é", "€"]
                    : encoding == "ISO-8859-5"
                        ? asciiAlphabet + ["Ж", "я"]
                        : encoding == "Shift_JIS"
                            ? asciiAlphabet + ["日", "ｶ", "表"]
                            : encoding == "EUC-KR" ? asciiAlphabet + ["한", "국"] : unicodeAlphabet
                var generator = DocumentGenerator(random: SeededRandom(state: UInt64(seed)), alphabet: alphabet)
                let xml = generator.document().replacingFirst("<?xml version=\"1.0\"?>\n", with: "")
                var bytes = xylemDocument(xml, encoding: encoding)
                var random = SeededRandom(state: UInt64(seed) &+ 9000)
                if seed % 2 == 1 { bytes = mutate(bytes, using: &random) }
                expectSameOutcome(bytes, splits: (0..<15).map { _ in randomSplit(bytes, using: &random) })
            }
        }

        @Test("limits give the same error however the input is split", arguments: 0..<20)
        func limits(seed: Int) {
            var options = XMLReader.Options()
            options.maxTextLength = 24
            options.maxMarkupLength = 60
            options.maxDepth = 5
            options.maxAttributes = 3
            var generator = DocumentGenerator(random: SeededRandom(state: UInt64(seed)), alphabet: unicodeAlphabet)
            let bytes = Array(generator.document().utf8)
            var random = SeededRandom(state: UInt64(seed) &+ 3000)
            expectSameOutcome(
                bytes, reader: XMLReader(options: options),
                splits: (0..<20).map { _ in randomSplit(bytes, using: &random) })
        }

        // MARK: What the fuzzer found (Fuzz/, docs/fuzzing.md)

        @Test("fuzz finding: an invalid UTF-8 byte is described by the bytes expat saw, not by what followed")
        func invalidUTF8Description() throws {
            let bytes = Array("<feed>8t<tit".utf8) + [0x8C, 0x9A] + Array(">xtl".utf8)
            expectSameOutcome(bytes, splits: xylemSplits(bytes))
            let error = try xylemReadError(Shelf.self, from: .bytes(bytes))
            #expect(error.kind == .malformed(code: 4, reason: "invalid UTF-8: byte 0x8C"))
        }

        @Test("fuzz finding: a byte offset before an invalid sequence of a transcoded document is still known")
        func offsetBeforeInvalidSequence() throws {
            let bytes =
                xylemDocument("<shelf><note>中文</note><&note>", encoding: "Big5") + [0x80, 0x80] + Array("</shelf>".utf8)
            expectSameOutcome(bytes, splits: xylemSplits(bytes))
            #expect(try xylemReadError(Shelf.self, from: .bytes(bytes)).byteOffset > 0)
        }

        @Test("fuzz finding: the markup limit does not depend on where chunks end")
        func markupLimitCheckpoints() {
            var options = XMLReader.Options()
            options.maxMarkupLength = 200
            let bytes = Array(
                ("<shelf name=\"" + String(repeating: "n", count: 600) + "\"><note>x</note></shelf>").utf8)
            expectSameOutcome(bytes, reader: XMLReader(options: options), splits: xylemSplits(bytes))
        }

        @Test("fuzz finding: the text limit is reported at the next tag, wherever the text was split")
        func textLimitPosition() throws {
            var options = XMLReader.Options()
            options.maxTextLength = 64
            let bytes = Array(("<shelf>\n<note>" + String(repeating: "0123456789", count: 20) + "</note></shelf>").utf8)
            expectSameOutcome(bytes, reader: XMLReader(options: options), splits: xylemSplits(bytes))
            let error = try xylemReadError(Shelf.self, from: .bytes(bytes), reader: XMLReader(options: options))
            #expect(error.kind == .limit(.textLength(64)))
            #expect(error.line == 2)
            #expect(error.column == 207)  // the end tag after 6 + 200 characters
            #expect(error.path == "shelf/note")
        }

        @Test("fuzz finding: expat guesses UTF-16 from a zero second byte, so it must always see four bytes at once")
        func firstBytes() {
            for bytes: [UInt8] in [
                [0x32, 0x00, 0x97], [0x3C, 0x00, 0x61, 0x00, 0x2F, 0x00, 0x3E, 0x00], [0x00, 0x3C], [0xEF, 0xBB],
                [0x3C], [0x3E, 0x00, 0x3C, 0x00], [0x3C, 0x3E, 0x00],
            ] {
                expectSameOutcome(bytes, splits: xylemSplits(bytes))
            }
        }

        @Test("fuzz finding: expat's first call gets four bytes even when the encoding is set or transcoded")
        func firstBytesWithEncodingOption() {
            var options = XMLReader.Options()
            options.encoding = "Shift_JIS"
            let bytes: [UInt8] = [0x0A, 0x00, 0x00, 0x08, 0x00, 0x3E]
            expectSameOutcome(bytes, reader: XMLReader(options: options), splits: xylemSplits(bytes))
            options.encoding = "UTF-8"
            expectSameOutcome(bytes, reader: XMLReader(options: options), splits: xylemSplits(bytes))
            // UTF-32LE transcoded: expat reads "<\0" as UTF-16 even so; the first call must not
            // end inside a character either.
            let utf32: [UInt8] = [0x3C, 0, 0, 0, 0, 0, 0, 0, 0, 0x08, 0, 0, 0x3E, 0, 0, 0]
            expectSameOutcome(utf32, splits: xylemSplits(utf32))
        }

        @Test("fuzz finding: junk after the root element is reported the same wherever a chunk ends in it")
        func junkAfterRoot() {
            // Expat calls a name cut by the end of a call "junk", and the whole name "invalid" at
            // the '"': chunks are parsed up to their last '>' so that it never sees the cut.
            for xml in [
                "<shelf/>\n70141183460469231731687303715884105728\"\n", "<shelf/>abc<", "<shelf></shelf>  x&amp;y",
            ] {
                let bytes = Array(xml.utf8)
                expectSameOutcome(bytes, splits: xylemSplits(bytes))
            }
        }

        @Test("fuzz finding: in UTF-16 a chunk is held back to its last whole '>' code unit, not any 0x3E byte")
        func utf16TagEnds() {
            // A UTF-16LE document whose text holds stray ASCII (so 0x3E bytes at odd offsets),
            // then a lone surrogate; read against a small text limit.
            var bytes = xylemUTF16Bytes("<shelf><note>", bigEndian: false)
            bytes +=
                Array("x>y>z>>w>".utf8) + [0x00, 0xDC]
                + xylemUTF16Bytes("</note></shelf>", bigEndian: false).dropFirst(2)
            var options = XMLReader.Options()
            options.maxTextLength = 4
            expectSameOutcome(bytes, reader: XMLReader(options: options), splits: xylemSplits(bytes))
            expectSameOutcome(bytes, splits: xylemSplits(bytes))
        }

        @Test(
            "fuzz finding: a namespace refusal before an invalid sequence of a transcoded document has one byte offset")
        func namespaceRefusalOffsetInTranscodedDocument() throws {
            // Big5 with an undeclared prefix, then bytes Big5 does not have: the refusal comes
            // from Xylem's start-tag handler while expat holds the invalid sequence's stand-in.
            let bytes =
                Array("<?xml version=\"1.0\" encoding=\"Big5\"?><ef>de<titlek:attr>".utf8) + [0xC1, 0x63, 0xC5]
                + [UInt8](repeating: 0, count: 62) + [0xE9, 0xA4, 0xA4, 0xA4, 0xE5] + Array("</title></ef>".utf8)
            expectSameOutcome(bytes, splits: xylemSplits(bytes))
            let error = try xylemReadError(Shelf.self, from: .bytes(bytes))
            #expect(error.kind.malformedCode == 27)
            #expect(error.byteOffset == 43)
        }

        @Test("an error raised while expat parses gathered bytes of a transcoded document has one byte offset")
        func conversionFailureOffsetInTranscodedDocument() throws {
            // Split byte by byte, each piece is gathered and parsed at the next '>': the bytes
            // being parsed were counted twice, once in expat's buffer and once as gathered.
            let bytes =
                Array("<?xml version=\"1.0\" encoding=\"Big5\"?><ef>de<items><item id=\"zz\">".utf8)
                + [UInt8](repeating: 0x41, count: 60) + [0xE9, 0xA4, 0xA4, 0xA4] + Array("</item></items></ef>".utf8)
            expectSameOutcome(bytes, splits: xylemSplits(bytes))
            let error = try xylemReadError(Shelf.self, from: .bytes(bytes))
            #expect(error.kind == .conversion(expected: "Int", text: "zz"))
            #expect(error.byteOffset == 50)
        }

        @Test("fuzz finding: in a stateful encoding (UTF-7) the byte offset is not guessed")
        func statefulEncodingOffset() throws {
            let bytes = Array(
                "<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n<shelf name=\"+ZeVnLIqe-\"><note>a</note><</shelf>".utf8)
            expectSameOutcome(bytes, splits: xylemSplits(bytes))
            let error = try xylemReadError(Shelf.self, from: .bytes(bytes))
            #expect(error.kind.malformedCode == 4)
            #expect(error.byteOffset == -1)
            #expect(error.line == 2)
        }
    }
}

extension String {
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
