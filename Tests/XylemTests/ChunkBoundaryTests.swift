// Chunk boundaries may fall anywhere: inside a tag, an entity, or a multi-byte UTF-8 character.

import Testing
import Xylem

private struct Multilingual: XMLReadable, Equatable {
    var title = ""
    var note = ""
    var symbols: [String] = []
    var count = 0

    static let xmlDescription = XMLDescription(Multilingual.init) {
        XMLAttribute("note", \.note)
        XMLChildText("title", \.title)
        XMLChildValues("s", \.symbols, wrapper: "symbols")
        XMLChildValue("count", \.count)
    }
}

// Two-, three- and four-byte UTF-8 characters, in text and in an attribute, next to entities.
private let multilingualXML = """
    <doc note="é€𝄞 &amp; ü">
      <title>Ωmega — café &lt;€&gt; 𝄞𝄞 日本語</title>
      <symbols><s>é</s><s>€</s><s>𝄞</s><s>&#x1F600;</s></symbols>
      <count>1234567</count>
    </doc>
    """

private let multilingualExpected = Multilingual(
    title: "Ωmega — café <€> 𝄞𝄞 日本語", note: "é€𝄞 & ü", symbols: ["é", "€", "𝄞", "😀"], count: 1_234_567)

extension CoreReaderTests {
    @Suite("Chunk boundaries")
    struct ChunkBoundaryTests {
        @Test("one byte at a time gives the same result as the whole document")
        func oneByteAtATime() throws {
            let bytes = Array(multilingualXML.utf8)
            let whole = try XMLReader().read(Multilingual.self, from: .bytes(bytes))
            let chunked = try XMLReader().read(Multilingual.self, from: .chunks(bytes.map { [$0] }))
            #expect(whole == multilingualExpected)
            #expect(chunked == whole)
        }

        @Test("every chunk size reads the same values", arguments: [2, 3, 4, 5, 6, 7, 11, 13, 64, 4096])
        func chunkSizes(size: Int) throws {
            let bytes = Array(multilingualXML.utf8)
            let chunked = try XMLReader().read(Multilingual.self, from: .chunks(xylemChunked(bytes, size: size)))
            #expect(chunked == multilingualExpected)
        }

        @Test("a split right inside a four-byte character, at each of its inner positions", arguments: 1...3)
        func splitInsideCharacter(offset: Int) throws {
            let bytes = Array(multilingualXML.utf8)
            let clef = Array("𝄞".utf8)
            let start = try #require(
                (0...(bytes.count - clef.count)).first { Array(bytes[$0..<$0 + clef.count]) == clef })
            let chunks = [Array(bytes[..<(start + offset)]), Array(bytes[(start + offset)...])]
            #expect(try XMLReader().read(Multilingual.self, from: .chunks(chunks)) == multilingualExpected)
        }

        @Test("a malformed document is reported at the same place however it is chunked", arguments: [1, 3, 1000])
        func malformedChunked(size: Int) throws {
            let xml = "<doc>\n  <title>é</titel>\n</doc>"
            let error = try xylemReadError(Multilingual.self, from: .chunks(xylemChunked(Array(xml.utf8), size: size)))
            #expect(error.kind.malformedCode != nil)
            #expect(error.line == 2)
            #expect(error.path == "doc/title")
        }
    }
}
