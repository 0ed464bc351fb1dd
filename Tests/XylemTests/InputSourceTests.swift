// Every way of handing bytes to a read gives the same result; missing files are I/O errors.

import Foundation
import Testing
import Xylem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The kinds of input a document can be read from.
enum XylemInputSource: String, CaseIterable, Sendable {
    case data, bytes, string, readerString, readerData, file, url, fileDescriptor, pipe
    case chunkArrays, chunkSlices, chunkData

    /// Reads `xml` as a catalog through this kind of input.
    func readCatalog(_ xml: String) throws -> LibraryCatalog {
        let reader = XMLReader()
        let bytes = Array(xml.utf8)
        switch self {
        case .data: return try reader.read(LibraryCatalog.self, from: .data(Data(bytes)))
        case .bytes: return try reader.read(LibraryCatalog.self, from: .bytes(bytes))
        case .string: return try reader.read(LibraryCatalog.self, from: .string(xml))
        case .readerString: return try reader.read(LibraryCatalog.self, from: xml)
        case .readerData: return try reader.read(LibraryCatalog.self, from: Data(bytes))
        case .file:
            let file = try XylemTempFile(contents: xml)
            defer { file.remove() }
            return try reader.read(LibraryCatalog.self, from: .file(file.path))
        case .url:
            let file = try XylemTempFile(contents: xml)
            defer { file.remove() }
            return try reader.read(LibraryCatalog.self, from: .url(file.url))
        case .fileDescriptor:
            let file = try XylemTempFile(contents: xml)
            defer { file.remove() }
            let descriptor = open(file.path, O_RDONLY)
            try #require(descriptor >= 0)
            defer { close(descriptor) }
            let catalog = try reader.read(LibraryCatalog.self, from: .fileDescriptor(descriptor))
            #expect(fcntl(descriptor, F_GETFD) != -1, "the reader must not close a descriptor it was given")
            return catalog
        case .pipe:
            return try readThroughPipe(bytes)
        case .chunkArrays:
            return try reader.read(LibraryCatalog.self, from: .chunks(xylemChunked(bytes, size: 17)))
        case .chunkSlices:
            let slices = stride(from: 0, to: bytes.count, by: 10).map { bytes[$0..<min($0 + 10, bytes.count)] }
            return try reader.read(LibraryCatalog.self, from: .chunks(slices))
        case .chunkData:
            return try reader.read(LibraryCatalog.self, from: .chunks(xylemChunked(bytes, size: 33).map { Data($0) }))
        }
    }
}

/// Reads `bytes` from the read end of a pipe while a separate thread writes them, so that
/// documents larger than the pipe's buffer work too.
private func readThroughPipe(_ bytes: [UInt8]) throws -> LibraryCatalog {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    let (readEnd, writeEnd) = (ends[0], ends[1])
    let writer = Thread {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(writeEnd, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { break }
                offset += written
            }
        }
        close(writeEnd)
    }
    writer.start()
    defer {
        // Drain what a failed read left unread, so that the writer finishes before the pipe closes.
        var scratch = [UInt8](repeating: 0, count: 65_536)
        while read(readEnd, &scratch, scratch.count) > 0 {}
        close(readEnd)
    }
    return try XMLReader().read(LibraryCatalog.self, from: .fileDescriptor(readEnd))
}

extension CoreReaderTests {
    @Suite("Input sources")
    struct InputSourceTests {
        @Test("every input source reads the catalog fixture the same way", arguments: XylemInputSource.allCases)
        func fixture(source: XylemInputSource) throws {
            #expect(try source.readCatalog(LibraryFixture.xml) == LibraryFixture.expected)
        }

        @Test(
            "inputs larger than one block are read completely",
            arguments: [XylemInputSource.file, .fileDescriptor, .pipe, .data, .string, .chunkData])
        func large(source: XylemInputSource) throws {
            let (xml, expected) = LibraryFixture.generated(count: 4_000)
            try #require(xml.utf8.count > 2 * XMLInput.blockSize)
            let catalog = try source.readCatalog(xml)
            #expect(catalog.books.count == expected.books.count)
            #expect(catalog == expected)
        }

        @Test("a missing file is an I/O error, for paths and file URLs")
        func missingFile() throws {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent(
                "xylem-missing-\(UUID().uuidString).xml")
            let error = try xylemReadError(LibraryCatalog.self, from: .file(path.path))
            #expect(error.kind.name == "io")
            #expect(error.description.contains(path.lastPathComponent))
            let urlError = try xylemReadError(LibraryCatalog.self, from: .url(path))
            #expect(urlError.kind.name == "io")
        }

        @Test("a URL that is not a file URL is an I/O error naming it, and nothing is fetched")
        func remoteURL() throws {
            let url = try #require(URL(string: "https://example.invalid/feed.xml"))
            let error = try xylemReadError(LibraryCatalog.self, from: .url(url))
            #expect(error.kind == .io("https://example.invalid/feed.xml is not a file URL"))
        }

        @Test("a directory is not a readable document")
        func directory() throws {
            let error = try xylemReadError(
                LibraryCatalog.self, from: .file(FileManager.default.temporaryDirectory.path))
            #expect(error.kind.name == "io")
        }

        @Test("an invalid descriptor is an I/O error")
        func invalidDescriptor() throws {
            let error = try xylemReadError(LibraryCatalog.self, from: .fileDescriptor(-1))
            #expect(error.kind.name == "io")
        }

        @Test("chunks may be empty and may split the document anywhere")
        func emptyChunks() throws {
            let bytes = Array(LibraryFixture.xml.utf8)
            var chunks: [[UInt8]] = [[]]
            for chunk in xylemChunked(bytes, size: 50) {
                chunks.append(chunk)
                chunks.append([])
            }
            #expect(try XMLReader().read(LibraryCatalog.self, from: .chunks(chunks)) == LibraryFixture.expected)
        }

        @Test("a lazy sequence of chunks is consumed as it comes")
        func lazyChunks() throws {
            let bytes = Array(LibraryFixture.xml.utf8)
            let lazy = (0..<(bytes.count + 6) / 7).lazy.map { bytes[($0 * 7)..<min($0 * 7 + 7, bytes.count)] }
            #expect(try XMLReader().read(LibraryCatalog.self, from: .chunks(lazy)) == LibraryFixture.expected)
        }
    }
}
