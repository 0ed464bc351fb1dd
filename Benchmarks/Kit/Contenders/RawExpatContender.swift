// The floor: expat alone, fed 256 KiB blocks read straight into its buffer, with handlers that do
// nothing but count entry start tags. Configured as Xylem configures it (without namespace
// processing, which Xylem does itself), and, as a second reference, in expat's namespace mode: the
// cheapest namespace-aware read expat offers, where a reader that leaves namespaces to expat
// (the hand-written contender, `XMLParser` with `shouldProcessNamespaces`) starts.

import CExpat

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Parses the corpus with expat and empty handlers; builds no model, so it has no checksum.
enum RawExpatContender {
    static let blockSize = 256 * 1024

    /// An Atom `entry` start tag's name as expat reports it without namespace processing, as
    /// written in the generated corpus (default namespace).
    private static let entryName: [CChar] = Array("entry".utf8CString)
    /// The same name in namespace mode: namespace URI, separator, local name.
    private static let expandedEntryName: [CChar] = Array("http://www.w3.org/2005/Atom|entry".utf8CString)

    /// Expat without namespace processing, as Xylem runs it: the floor of the benchmark.
    @Sendable static func run(_ path: String, _ consumer: BenchmarkConsumer) throws -> BenchmarkResult {
        guard let parser = XML_ParserCreate(nil) else { throw BenchmarkError("expat could not allocate a parser") }
        return try run(parser, path: path, entryName: entryName)
    }

    /// An RSS `item` start tag's name, in no namespace: the same without and with namespace mode.
    private static let itemName: [CChar] = Array("item".utf8CString)

    /// Expat without namespace processing, counting RSS items: the floor of the podcast race.
    @Sendable static func runCountingItems(_ path: String, _ consumer: BenchmarkConsumer) throws -> BenchmarkResult {
        guard let parser = XML_ParserCreate(nil) else { throw BenchmarkError("expat could not allocate a parser") }
        return try run(parser, path: path, entryName: itemName)
    }

    /// Expat in namespace mode, counting RSS items.
    @Sendable static func runCountingItemsInNamespaceMode(_ path: String, _ consumer: BenchmarkConsumer) throws
        -> BenchmarkResult
    {
        guard let parser = XML_ParserCreateNS(nil, CChar(UInt8(ascii: "|"))) else {
            throw BenchmarkError("expat could not allocate a parser")
        }
        return try run(parser, path: path, entryName: itemName)
    }

    /// Expat in namespace mode (names reported as "uri|local"), whatever prefix the feed uses.
    @Sendable static func runInNamespaceMode(_ path: String, _ consumer: BenchmarkConsumer) throws -> BenchmarkResult {
        guard let parser = XML_ParserCreateNS(nil, CChar(UInt8(ascii: "|"))) else {
            throw BenchmarkError("expat could not allocate a parser")
        }
        return try run(parser, path: path, entryName: expandedEntryName)
    }

    /// Parses the file with empty handlers, counting start tags named `entryName`; frees the parser.
    private static func run(_ parser: XML_Parser, path: String, entryName: [CChar]) throws -> BenchmarkResult {
        defer { XML_ParserFree(parser) }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw BenchmarkError("\(path): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }

        return try entryName.withUnsafeBufferPointer { name in
            var state = EntryCounter(entryName: name.baseAddress!)
            return try withUnsafeMutablePointer(to: &state) { pointer in
                XML_SetUserData(parser, pointer)
                XML_SetElementHandler(
                    parser,
                    { userData, name, _ in
                        let counter = userData!.assumingMemoryBound(to: EntryCounter.self)
                        if strcmp(name!, counter.pointee.entryName) == 0 { counter.pointee.count += 1 }
                    }, { _, _ in })
                XML_SetCharacterDataHandler(parser, { _, _, _ in })
                try feed(parser, from: descriptor, path: path)
                return BenchmarkResult(entries: pointer.pointee.count)
            }
        }
    }

    /// The handlers' only state: the name to look for and how often it was seen.
    private struct EntryCounter {
        let entryName: UnsafePointer<CChar>
        var count = 0
    }

    /// Reads the file block by block into expat's own buffer and parses each block (the
    /// hand-written contender reads the same way).
    static func feed(_ parser: XML_Parser, from descriptor: Int32, path: String) throws {
        while true {
            guard let buffer = XML_GetBuffer(parser, Int32(blockSize)) else {
                throw BenchmarkError("expat could not allocate a buffer")
            }
            var count = read(descriptor, buffer, blockSize)
            while count < 0 && errno == EINTR { count = read(descriptor, buffer, blockSize) }
            guard count >= 0 else { throw BenchmarkError("\(path): \(String(cString: strerror(errno)))") }
            if XML_ParseBuffer(parser, Int32(count), count == 0 ? 1 : 0) == XML_STATUS_ERROR {
                let reason = XML_ErrorString(XML_GetErrorCode(parser)).map { String(cString: $0) } ?? "unknown error"
                throw BenchmarkError("\(path): line \(XML_GetCurrentLineNumber(parser)): \(reason)")
            }
            if count == 0 { return }
        }
    }
}
