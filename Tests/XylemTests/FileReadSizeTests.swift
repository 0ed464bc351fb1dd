// Files are read in pieces sized to what is left of them when that is less than a block, so that
// a small document does not make expat allocate (and the allocator give back and take again) a
// block-sized buffer on every read. Files of every size around those boundaries must still read
// whole, and pipes, whose size is unknown, in blocks.

import Foundation
import Testing

@testable import Xylem

private struct Padded: XMLReadable, Equatable {
    var items: [String] = []

    static let xmlDescription = XMLDescription(Padded.init) {
        XMLChildValues("i", \.items)
    }
}

/// A document of exactly `size` bytes: items, then a comment that pads it.
private func document(bytes size: Int) -> (xml: String, items: [String]) {
    let items = (0..<min(50, size / 200)).map { "item \($0)" }
    let head = "<r>" + items.map { "<i>\($0)</i>" }.joined() + "<!--"
    let tail = "--></r>"
    let padding = max(0, size - head.utf8.count - tail.utf8.count)
    return (head + String(repeating: "x", count: padding) + tail, items)
}

extension CoreReaderTests {
    @Suite("Read sizes of files")
    struct FileReadSizeTests {
        @Test("a regular file is read in pieces as large as what is left of it, within a block; a pipe in blocks")
        func readSizes() throws {
            let file = try XylemTempFile(contents: String(repeating: "a", count: 2591))
            defer { file.remove() }
            let small = DescriptorOwner(open(file.path, O_RDONLY), name: file.path, closes: true)
            #expect(small.fileSize == 2591)
            #expect(small.readSize(consumed: 0) == 4096)
            let large = try XylemTempFile(contents: Data(count: 1_000_000))
            defer { large.remove() }
            let owner = DescriptorOwner(open(large.path, O_RDONLY), name: large.path, closes: true)
            #expect(owner.readSize(consumed: 0) == XMLInput.blockSize)
            #expect(owner.readSize(consumed: 1_000_000 - 10_000) == 10_001)
            #expect(owner.readSize(consumed: 1_000_000) == 4096)
            var ends: [Int32] = [0, 0]
            try #require(pipe(&ends) == 0)
            let piped = DescriptorOwner(ends[0], name: "pipe", closes: true)
            close(ends[1])
            #expect(piped.fileSize == nil)
            #expect(piped.readSize(consumed: 0) == XMLInput.blockSize)
        }

        @Test(
            "files of every size around the read sizes read whole",
            arguments: [1, 4095, 4096, 4097, 8192, 100_000, 262_143, 262_144, 262_145, 600_000])
        func sizesAroundBoundaries(size: Int) throws {
            let (xml, items) = document(bytes: max(size, 40))
            let file = try XylemTempFile(contents: xml)
            defer { file.remove() }
            #expect(try XMLReader().read(Padded.self, from: .file(file.path)).items == items)
            let handle = try FileHandle(forReadingFrom: file.url)
            defer { try? handle.close() }
            #expect(try XMLReader().read(Padded.self, from: .fileDescriptor(handle.fileDescriptor)).items == items)
        }
    }
}
