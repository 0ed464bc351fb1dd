// Big5 as browsers read it: under the `whatwg` label policy, Big5's labels are decoded by the
// WHATWG Encoding Standard's Big5 decoder and index. The expected characters are those of the
// standard's index-big5.txt for each pair (pointer = (lead − 0x81) × 157 + trail − 0x40, or − 0x62
// for trail bytes from 0xA1); the default policy reads the labels as the system's iconv does.

import Testing
import Xylem

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

private struct Title: XMLReadable, Equatable {
    var text = ""
    static let xmlDescription = XMLDescription(Title.init) { XMLTextContent(\.text) }
}

private let declaration = "<?xml version=\"1.0\" encoding=\"big5\"?><t>"

/// A document declaring `label`, with `body` as the bytes of its root's text.
private func document(_ body: [UInt8], label: String = "big5") -> [UInt8] {
    Array("<?xml version=\"1.0\" encoding=\"\(label)\"?><t>".utf8) + body + Array("</t>".utf8)
}

private var browsers: XMLReader {
    var options = XMLReader.Options()
    options.encodingLabels = .whatwg
    return XMLReader(options: options)
}

/// `bytes` decoded by the system's iconv from `encoding`, or nil when it refuses them.
private func systemDecoding(_ bytes: [UInt8], from encoding: String) -> String? {
    guard let descriptor = iconv_open("UTF-8", encoding), Int(bitPattern: descriptor) != -1 else { return nil }
    defer { iconv_close(descriptor) }
    var input = bytes
    var output = [UInt8](repeating: 0, count: bytes.count * 4 + 16)
    let produced = input.withUnsafeMutableBytes { inputBytes in
        output.withUnsafeMutableBytes { outputBytes -> Int? in
            var inPointer = inputBytes.baseAddress?.assumingMemoryBound(to: CChar.self)
            var inLeft = inputBytes.count
            var outPointer = outputBytes.baseAddress?.assumingMemoryBound(to: CChar.self)
            var outLeft = outputBytes.count
            guard iconv(descriptor, &inPointer, &inLeft, &outPointer, &outLeft) != -1,
                iconv(descriptor, nil, nil, &outPointer, &outLeft) != -1
            else { return nil }
            return outputBytes.count - outLeft
        }
    }
    return produced.map { String(decoding: output[..<$0], as: UTF8.self) }
}

@Suite("Big5 as the WHATWG Encoding Standard decodes it")
struct WHATWGBig5Tests {
    @Test(
        "pairs read as the standard's index maps them",
        arguments: [
            ([0xA1, 0xFE], "\u{FF0F}"),  // pointer 5180, which glibc's BIG5-HKSCS refuses
            ([0xA4, 0x40], "\u{4E00}"),  // 5495
            ([0xA1, 0x40], "\u{3000}"),  // 5024
            ([0xA3, 0xE1], "\u{20AC}"),  // 5465
            ([0xF9, 0xFE], "\u{FFED}"),  // 18996
            ([0xFE, 0xFE], "\u{79D4}"),  // 19781, the last
            ([0x87, 0x40], "\u{43F0}"),  // 942, the first
            ([0x87, 0x45], "\u{27267}"),  // 947, outside the Basic Multilingual Plane
            ([0x8E, 0x69], "\u{7BB8}"),  // 2082
            ([0xC8, 0x7E], "\u{4491}"),  // 11209, a trail byte below 0x7F
            // The four pointers that decode to a letter and a combining mark.
            ([0x88, 0x62], "\u{CA}\u{304}"),  // 1133
            ([0x88, 0x64], "\u{CA}\u{30C}"),  // 1135
            ([0x88, 0xA3], "\u{EA}\u{304}"),  // 1164
            ([0x88, 0xA5], "\u{EA}\u{30C}"),  // 1166
        ] as [([UInt8], String)])
    func indexPairs(bytes: [UInt8], expected: String) throws {
        let text = try browsers.read(Title.self, from: .bytes(document(bytes))).text
        #expect(text.unicodeScalars.elementsEqual(expected.unicodeScalars))
    }

    @Test("ASCII passes through between pairs, and every label of the standard's Big5 reads the same")
    func asciiAndLabels() throws {
        let body: [UInt8] = Array("a&amp;".utf8) + [0xA1, 0xFE] + Array("b ".utf8) + [0x88, 0x62, 0xA4, 0x40] + [0x7A]
        let expected = "a&\u{FF0F}b \u{CA}\u{304}\u{4E00}z"
        for label in ["big5", "Big5", "big5-hkscs", "cn-big5", "csbig5", "x-x-big5"] {
            let text = try browsers.read(Title.self, from: .bytes(document(body, label: label))).text
            #expect(text.unicodeScalars.elementsEqual(expected.unicodeScalars), "\(label)")
        }
        // A label given from outside (an HTTP charset) too.
        var options = XMLReader.Options()
        options.encodingLabels = .whatwg
        options.encoding = "big5"
        let external = Array("<t>".utf8) + body + Array("</t>".utf8)
        let text = try XMLReader(options: options).read(Title.self, from: .bytes(external)).text
        #expect(text.unicodeScalars.elementsEqual(expected.unicodeScalars))
    }

    @Test("a pair cut by a chunk boundary reads as in one piece")
    func chunked() throws {
        let bytes = document([0xA1, 0xFE, 0x87, 0x45, 0x88, 0xA5, 0x41])
        let whole = try browsers.read(Title.self, from: .bytes(bytes))
        for size in [1, 2, 3, declaration.utf8.count + 1] {
            #expect(try browsers.read(Title.self, from: .chunks(xylemChunked(bytes, size: size))) == whole)
        }
    }

    @Test(
        "a sequence the standard decodes to an error is malformed XML at its place",
        arguments: [
            ([0x80], "byte 0x80"),  // not a lead byte
            ([0xFF], "byte 0xFF"),
            ([0x81, 0x40], "bytes 0x81 0x40"),  // pointer 0: the index has none
            ([0xA3, 0xE2], "bytes 0xA3 0xE2"),  // 5466: none either
            ([0xA4, 0x20], "bytes 0xA4 0x20"),  // an ASCII trail byte
            ([0xA4, 0x7F], "bytes 0xA4 0x7F"),
            ([0xA4, 0xA0], "bytes 0xA4 0xA0"),
            ([0xA4, 0xFF], "bytes 0xA4 0xFF"),
        ] as [([UInt8], String)])
    func invalid(bytes: [UInt8], shown: String) throws {
        let error = try #require(throws: XMLReadError.self) {
            try browsers.read(Title.self, from: .bytes(document(Array("ab".utf8) + bytes + Array("cd".utf8))))
        }
        #expect(error.kind.name == "malformed")
        #expect(error.description.contains("invalid Big5 (WHATWG): \(shown)"))
        #expect(error.line == 1)
        #expect(error.column == declaration.utf8.count + 3)
        #expect(error.byteOffset == declaration.utf8.count + 2)
        #expect(error.path == "t")
    }

    @Test("a lead byte that ends the document is an error")
    func truncated() throws {
        let bytes = Array(declaration.utf8) + [0xA4, 0x40, 0xA4]
        let error = try #require(throws: XMLReadError.self) { try browsers.read(Title.self, from: .bytes(bytes)) }
        #expect(error.kind.name == "malformed")
        #expect(error.byteOffset == bytes.count - 1)
    }

    @Test("byte offsets after pairs count two bytes for each, one for the pointers of two code points")
    func offsets() throws {
        // The end tag that does not match starts after 4 pairs and 2 ASCII letters.
        let body: [UInt8] = [0xA4, 0x40, 0x88, 0x62, 0x41, 0x87, 0x45, 0x88, 0xA5, 0x42]
        let bytes = Array(declaration.utf8) + body + Array("</x>".utf8)
        let error = try #require(throws: XMLReadError.self) { try browsers.read(Title.self, from: .bytes(bytes)) }
        // The same document with as many ASCII bytes in place of the text, which no decoder changes.
        let ascii = Array(declaration.utf8) + [UInt8](repeating: 0x41, count: body.count) + Array("</x>".utf8)
        let reference = try #require(throws: XMLReadError.self) { try browsers.read(Title.self, from: .bytes(ascii)) }
        #expect(error.kind == reference.kind)
        #expect(error.byteOffset == reference.byteOffset)
        #expect(reference.byteOffset >= declaration.utf8.count + body.count)
    }

    @Test("by default the labels name the system's encodings, as before")
    func ianaUnchanged() throws {
        // Pairs the system's tables may read otherwise than the standard's, or refuse.
        for pair: [UInt8] in [[0xA1, 0xFE], [0xF9, 0xFE], [0x8E, 0x69], [0x88, 0x62]] {
            for label in ["big5", "big5-hkscs"] {
                let read = try? XMLReader().read(Title.self, from: .bytes(document(pair, label: label))).text
                let system = systemDecoding(pair, from: label.uppercased())
                #expect(read.map { Array($0.unicodeScalars) } == system.map { Array($0.unicodeScalars) }, "\(label)")
            }
        }
    }
}
