// Where the writer's bytes go (memory, files, descriptors, closures, failing sinks), and qualified
// names as the writer takes them.

import Foundation
import Testing
import Xylem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

private let atom = "http://www.w3.org/2005/Atom"
private let gdata = "http://schemas.google.com/g/2005"

// MARK: - Sinks and names

extension CoreReaderTests.WriterTests {
    @Suite("XML writer: sinks")
    struct Sinks {
        /// A document of about `count` × 40 bytes.
        private static func bigDocument(_ writer: inout XMLWriter<some XMLByteSink>, count: Int) throws {
            try writer.startDocument()
            try writer.startElement("items")
            for index in 0..<count {
                try writer.startElement("item")
                try writer.attribute("n", String(index))
                try writer.text("value & more")
                try writer.endElement()
            }
            try writer.finish()
        }

        @Test("memory sink: bytes, Data and String agree")
        func memory() throws {
            var writer = XMLWriter(to: XMLMemorySink())
            try Self.bigDocument(&writer, count: 3)
            let expected =
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<items><item n=\"0\">value &amp; more</item><item n=\"1\">value &amp; more</item><item n=\"2\">value &amp; more</item></items>"
            #expect(writer.sink.string == expected)
            #expect(writer.sink.bytes == Array(expected.utf8))
            #expect(writer.sink.data == Data(expected.utf8))
        }

        @Test("file sink from a path: large output arrives whole, and reads back")
        func filePath() throws {
            let file = try XylemTempFile(contents: "old content that must be replaced")
            defer { file.remove() }
            let sink = try XMLFileSink(path: file.path)
            var writer = XMLWriter(to: sink, indentation: "  ")
            try Self.bigDocument(&writer, count: 20_000)
            try sink.close()
            try sink.close()

            var memory = XMLWriter(to: XMLMemorySink(), indentation: "  ")
            try Self.bigDocument(&memory, count: 20_000)
            let onDisk = try Data(contentsOf: file.url)
            #expect(onDisk.count > 4 * XMLWriter<XMLFileSink>.bufferSize)
            #expect(onDisk == memory.sink.data)

            struct Items: XMLReadable {
                var values: [String] = []
                static let xmlDescription = XMLDescription(Items.init) { XMLChildValues("item", \.values) }
            }
            let items = try XMLReader().read(Items.self, from: .file(file.path))
            #expect(items.values.count == 20_000 && items.values.allSatisfy { $0 == "value & more" })
            #expect(throws: XMLWriteError.self) { try sink.write(UnsafeRawBufferPointer(start: nil, count: 0)) }
        }

        @Test("file sink on a descriptor leaves it open unless asked; append mode appends")
        func fileDescriptor() throws {
            let file = try XylemTempFile(contents: "")
            defer { file.remove() }
            let descriptor = open(file.path, O_WRONLY | O_TRUNC)
            try #require(descriptor >= 0)
            let sink = XMLFileSink(fileDescriptor: descriptor)
            var writer = XMLWriter(to: sink)
            try writer.startElement("a")
            try writer.finish()
            try sink.close()
            #expect(fcntl(descriptor, F_GETFD) != -1, "a descriptor the sink does not own stays open")
            close(descriptor)

            let appending = try XMLFileSink(path: file.path, append: true)
            var second = XMLWriter(to: appending)
            try second.comment("more")
            try second.startElement("b")
            try second.finish()
            try appending.close()
            #expect(try String(contentsOf: file.url, encoding: .utf8) == "<a/><!--more--><b/>")
        }

        @Test("a path that cannot be opened is an I/O error")
        func unopenable() throws {
            let error = try #require(throws: XMLWriteError.self) {
                _ = try XMLFileSink(path: "/nonexistent-directory-\(UUID().uuidString)/out.xml")
            }
            #expect(error.kind == .io)
        }

        @Test("closure sink: blocks of at most the buffer size, or one large write")
        func closureBlocks() throws {
            final class Blocks { var sizes: [Int] = []; var bytes: [UInt8] = [] }
            let blocks = Blocks()
            var writer = XMLWriter(
                to: XMLClosureSink { buffer in
                    blocks.sizes.append(buffer.count)
                    blocks.bytes.append(contentsOf: buffer)
                })
            try Self.bigDocument(&writer, count: 10_000)
            #expect(blocks.sizes.count > 1)
            #expect(
                blocks.sizes.dropLast().allSatisfy {
                    $0 > XMLWriter<XMLClosureSink>.bufferSize - 100 && $0 <= XMLWriter<XMLClosureSink>.bufferSize
                })

            var memory = XMLWriter(to: XMLMemorySink())
            try Self.bigDocument(&memory, count: 10_000)
            #expect(blocks.bytes == memory.sink.bytes)

            // Text larger than the buffer goes to the sink without being copied into it.
            blocks.sizes = []
            var large = XMLWriter(to: XMLClosureSink { blocks.sizes.append($0.count) })
            try large.startElement("a")
            try large.text(String(repeating: "x", count: 200_000))
            try large.finish()
            #expect(blocks.sizes == [3, 200_000, 4])
        }

        @Test("a failing sink stops the writer with an I/O error")
        func failingSink() throws {
            struct Refused: Error {}
            var writer = XMLWriter(to: XMLClosureSink { _ in throw Refused() })
            try writer.startElement("a")
            let error = try #require(throws: XMLWriteError.self) { try writer.finish() }
            #expect(error.kind == .io)
            #expect(error.underlying is Refused)
            let again = try #require(throws: XMLWriteError.self) { try writer.startElement("b") }
            #expect(again.kind == .io)
        }

        @Test("flush hands over what is written so far")
        func flush() throws {
            var writer = XMLWriter(to: XMLMemorySink())
            try writer.startElement("a")
            try writer.startElement("b")
            #expect(writer.sink.bytes.isEmpty)
            try writer.flush()
            #expect(writer.sink.string == "<a><b")
        }
    }

    @Suite("XML writer: qualified names")
    struct QualifiedNames {
        @Test("equality and hashing ignore the prefix; description shows it")
        func equality() {
            let a = XMLQualifiedName(namespaceURI: gdata, localName: "etag", prefix: "gd")
            let b = XMLQualifiedName(namespaceURI: gdata, localName: "etag", prefix: "g")
            #expect(a == b)
            #expect(Set([a, b]).count == 1)
            #expect(a != XMLQualifiedName(namespaceURI: atom, localName: "etag", prefix: "gd"))
            #expect(a.description == "gd:etag")
            #expect(XMLQualifiedName("title").description == "title")
            #expect(XMLQualifiedName(namespaceURI: "", localName: "id", prefix: "x").description == "id")
            #expect(a.clarkNotation == "{http://schemas.google.com/g/2005}etag")
            #expect(XMLQualifiedName("title").clarkNotation == "title")
        }

        @Test("Clark notation")
        func clark() {
            let name = XMLQualifiedName(clarkNotation: "{\(atom)}title", prefix: "a")
            #expect(name?.namespaceURI == atom && name?.localName == "title" && name?.prefix == "a")
            #expect(XMLQualifiedName(clarkNotation: "plain") == XMLQualifiedName("plain"))
            #expect(XMLQualifiedName(clarkNotation: "{}local") == XMLQualifiedName("local"))
            for bad in ["{urn:x", "{urn:x}", "{urn:x}a:b", "", "1a", "{urn:x}a b"] {
                #expect(XMLQualifiedName(clarkNotation: bad) == nil, "\(bad)")
            }
        }
    }
}
