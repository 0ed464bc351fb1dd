// Byte-range reads as a user of one range sees them: a plan whose ranges give every record once
// with its offset, a context that survives JSON, errors in the document's own lines and columns,
// a cut inside a long comment found out by the range before it, and inputs that cannot be cut.

import Foundation
import Testing

@testable import Xylem

private let entryPath = XMLRecordPath("feed/entry", namespaces: ["": indexedFeedNamespace])

/// Reads every range of `ranges` and returns the records with their offsets.
private func readAll(
    _ ranges: [Range<Int>], of input: XMLInput, context: XMLRangeContext
) throws -> [(entry: IndexedEntry, offset: Int)] {
    var read: [(IndexedEntry, Int)] = []
    for range in ranges {
        try XMLReader().readRecords(IndexedEntry.self, at: entryPath, in: range, of: input, context: context) {
            read.append(($0, $1))
            return .continue
        }
    }
    return read
}

@Suite("Byte-range reads")
struct RangeReadTests {
    @Test("a plan's ranges give every record once, in order, with the offset of its start tag")
    func planGivesEveryRecord() throws {
        let xml = indexedFeedXML(entries: 400)
        let bytes = Array(xml.utf8)
        let context = try XMLReader().rangeContext(of: .bytes(bytes), at: entryPath)
        for target in [500, 4096, 20_000] {
            let ranges = try XMLReader().planRanges(of: .bytes(bytes), context: context, targetSize: target)
            #expect(ranges.count > 1, "target \(target)")
            #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
            let read = try readAll(ranges, of: .bytes(bytes), context: context)
            #expect(read.map(\.entry) == expectedIndexedEntries(400), "target \(target)")
            for (entry, offset) in read {
                let tag = String(decoding: bytes[offset..<offset + 15], as: UTF8.self)
                #expect(tag == "<entry><id>\(entry.id.prefix(4))", "\(entry.id) at \(offset)")
            }
        }
    }

    @Test("a range reports its bytes, its first record's start and its last record's end")
    func rangeSummary() throws {
        let xml = indexedFeedXML(entries: 50)
        let bytes = Array(xml.utf8)
        let context = try XMLReader().rangeContext(of: .bytes(bytes), at: entryPath)
        let middle = bytes.count / 2
        var offsets: [Int] = []
        let summary = try XMLReader().readRecords(
            IndexedEntry.self, at: entryPath, in: middle..<bytes.count, of: .bytes(bytes), context: context
        ) { _, offset in
            offsets.append(offset)
            return .continue
        }
        #expect(summary.recordCount == offsets.count && summary.recordCount > 0)
        #expect(summary.bytes.lowerBound >= middle && summary.bytes.upperBound == bytes.count)
        #expect(summary.firstRecordStart == offsets.first)
        let end = try #require(summary.lastRecordEnd)
        #expect(String(decoding: bytes[end - 8..<end], as: UTF8.self) == "</entry>")
    }

    @Test("the context survives JSON and is refused for another document")
    func contextCoding() throws {
        let bytes = Array(indexedFeedXML(entries: 30).utf8)
        let context = try XMLReader().rangeContext(of: .bytes(bytes), at: entryPath)
        let decoded = try JSONDecoder().decode(XMLRangeContext.self, from: JSONEncoder().encode(context))
        #expect(decoded == context)
        let ranges = try XMLReader().planRanges(of: .bytes(bytes), context: decoded, targetSize: 300)
        #expect(try readAll(ranges, of: .bytes(bytes), context: decoded).count == 30)
        let other = Array(indexedFeedXML(entries: 31).utf8)
        #expect(throws: XMLRangeError.self) {
            try XMLReader().readRecords(
                IndexedEntry.self, at: entryPath, in: 0..<other.count, of: .bytes(other), context: context
            ) { _, _ in .continue }
        }
        #expect(throws: XMLRangeError.self) {
            try XMLReader().readRecords(
                IndexedEntry.self, at: "feed/other", in: 0..<bytes.count, of: .bytes(bytes), context: context
            ) { _, _ in .continue }
        }
    }

    @Test("an error in a range has the document's line, column and byte offset")
    func errorPlace() throws {
        var xml = indexedFeedXML(entries: 200)
        let broken = "<rank>450</rank>"
        let at = try #require(xml.range(of: broken))
        xml.replaceSubrange(at, with: "<rank>450</rnak>")
        let bytes = Array(xml.utf8)
        var sequential: XMLReadError?
        do {
            try XMLReader().readRecords(IndexedEntry.self, at: entryPath, from: .bytes(bytes)) { _ in .continue }
        } catch let error as XMLReadError {
            sequential = error
        }
        let expected = try #require(sequential)
        let context = try XMLReader().rangeContext(of: .bytes(bytes), at: entryPath)
        let ranges = try XMLReader().planRanges(of: .bytes(bytes), context: context, targetSize: 2000)
        var failures: [XMLReadError] = []
        for range in ranges {
            do {
                try XMLReader().readRecords(
                    IndexedEntry.self, at: entryPath, in: range, of: .bytes(bytes), context: context
                ) { _, _ in .continue }
            } catch let error as XMLReadError {
                failures.append(error)
            }
        }
        let failure = try #require(failures.first)
        #expect(failures.count == 1)
        #expect(failure.line == expected.line && failure.column == expected.column)
        #expect(failure.byteOffset == expected.byteOffset)
    }

    @Test("a cut inside a comment longer than the checks' window fails the range before it")
    func longCommentIsFoundOut() throws {
        var xml = "<?xml version=\"1.0\"?>\n<feed xmlns=\"\(indexedFeedNamespace)\">\n"
        func entries(_ ids: Range<Int>, _ prefix: String) -> String {
            ids.map { "<entry><id>\(prefix)\($0)</id><title>\(String(repeating: "x", count: 200))</title></entry>\n" }
                .joined()
        }
        xml += entries(0..<300, "real-") + "<!-- long> \n" + entries(0..<800, "fake-") + "-->\n"
        xml += entries(300..<600, "real-") + "</feed>\n"
        let bytes = Array(xml.utf8)
        let context = try XMLReader().rangeContext(of: .bytes(bytes), at: entryPath)
        let ranges = try XMLReader().planRanges(of: .bytes(bytes), context: context, targetSize: 40_000)
        var ids: [String] = []
        var rangeErrors: [XMLRangeError] = []
        for range in ranges {
            do {
                try XMLReader().readRecords(
                    IndexedEntry.self, at: entryPath, in: range, of: .bytes(bytes), context: context
                ) { entry, _ in
                    ids.append(entry.id)
                    return .continue
                }
            } catch let error as XMLRangeError {
                rangeErrors.append(error)
            }
        }
        // Some range began inside the comment: the one before it says so.
        #expect(ids.contains { $0.hasPrefix("fake-") })
        let error = try #require(rangeErrors.first)
        #expect(error.range != nil && error.description.contains("between records"))
        #expect(ranges.contains { $0.lowerBound == error.byteOffset })
    }

    @Test("inputs and options that cannot be read by range are refused with a reason")
    func refusals() throws {
        let bytes = Array(indexedFeedXML(entries: 20).utf8)
        #expect(throws: XMLRangeError.self) {
            try XMLReader().rangeContext(
                of: .bytes(bytes), at: XMLRecordPath("feed", namespaces: ["": indexedFeedNamespace]))
        }
        var repairing = XMLReader.Options()
        repairing.malformedInput = .repair
        #expect(throws: XMLRangeError.self) {
            try XMLReader(options: repairing).rangeContext(of: .bytes(bytes), at: entryPath)
        }
        let chunks = XMLInput.chunks([bytes])
        #expect(throws: XMLRangeError.self) { try XMLReader().rangeContext(of: chunks, at: entryPath) }
        let nested =
            "<!DOCTYPE feed [<!ENTITY a \"x\"><!ENTITY b \"&a;&a;\">]>\n"
            + indexedFeedXML(entries: 20)
            .replacingOccurrences(of: "<?xml version=\"1.0\"?>\n", with: "")
        #expect(throws: XMLRangeError.self) {
            try XMLReader().rangeContext(of: .string(nested), at: entryPath)
        }
    }

    @Test("entity values that use only predefined entities and character references can be cut")
    func predefinedEntityValues() throws {
        let subset = "<!DOCTYPE feed [<!ENTITY co \"A &amp; B &#38;lt;x&#38;gt;\"><!ENTITY q \"&quot;&apos;\">]>\n"
        let xml = subset + indexedFeedXML(entries: 60).replacingOccurrences(of: "<?xml version=\"1.0\"?>\n", with: "")
        let context = try XMLReader().rangeContext(of: .string(xml), at: entryPath)
        let ranges = try XMLReader().planRanges(of: .string(xml), context: context, targetSize: 800)
        #expect(ranges.count > 2)
        #expect(try readAll(ranges, of: .string(xml), context: context).map(\.entry) == expectedIndexedEntries(60))
        for (value, nests) in [("&amp;", false), ("&#x26;", false), ("&other;", true), ("a & b", true), ("&amp", true)]
        {
            let refers = Array(value.utf8).withUnsafeBytes { PrologProbe.refersToEntity($0) }
            #expect(refers == nests, "\(value)")
        }
    }

    @Test("ranges of a file read as ranges of the same bytes in memory")
    func fileRanges() throws {
        let bytes = Array(indexedFeedXML(entries: 120).utf8)
        let file = try XylemTempFile(contents: Data(bytes))
        defer { file.remove() }
        let path = file.path
        let context = try XMLReader().rangeContext(of: .file(path), at: entryPath)
        #expect(context == (try XMLReader().rangeContext(of: .bytes(bytes), at: entryPath)))
        let ranges = try XMLReader().planRanges(of: .file(path), context: context, targetSize: 1500)
        let read = try readAll(ranges, of: .file(path), context: context)
        #expect(read.map(\.entry) == expectedIndexedEntries(120))
    }
}
