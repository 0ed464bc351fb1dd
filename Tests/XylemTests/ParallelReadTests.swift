// Parallel record reads: the same records, in the same order, as a read on one thread; the read
// ends at once when the consumer stops, throws or is cancelled; it stays on one thread, with the
// same result, where cutting is not sound; progress only grows.

import Foundation
import Synchronization
import Testing

@testable import Xylem

private let atom = "http://www.w3.org/2005/Atom"

private struct KeepingFeed: XMLReadable, XMLExtensible {
    var title = ""
    var entries: [IndexedEntry] = []
    var extensions = XMLExtensions()
    static let xmlDescription = XMLDescription(KeepingFeed.init, namespaces: ["": atom]) {
        XMLChildText("title", \.title)
        XMLChildren("entry", \.entries)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

private let entryPath = XMLRecordPath("feed/entry", namespaces: ["": atom])

private func reader(workers: Int, sliceSize: Int) -> XMLReader {
    var options = XMLReader.Options()
    options.parallelism = .init(workers: workers, sliceSize: sliceSize)
    return XMLReader(options: options)
}

@Suite("Parallel reads")
struct ParallelReadTests {
    @Test("parallel readRecords hands over the records of a read on one thread, in order")
    func parallelRecordsInOrder() throws {
        let xml = indexedFeedXML(entries: 300)
        var sequential: [IndexedEntry] = []
        try XMLReader().readRecords(IndexedEntry.self, at: entryPath, from: .string(xml)) {
            sequential.append($0)
            return .continue
        }
        for workers in [2, 3] {
            for sliceSize in [64, 500, 4096] {
                var parallel: [IndexedEntry] = []
                let summary = try reader(workers: workers, sliceSize: sliceSize).readRecords(
                    IndexedEntry.self, at: entryPath, from: .string(xml)
                ) {
                    parallel.append($0)
                    return .continue
                }
                #expect(parallel == sequential, "\(workers) workers, slices of \(sliceSize)")
                #expect(summary.recordCount == 300)
            }
        }
    }

    @Test("a parallel read the consumer throws in rethrows the error unchanged and ends")
    func parallelConsumerError() throws {
        struct Enough: Error, Equatable {}
        var seen = 0
        #expect(throws: Enough()) {
            try reader(workers: 2, sliceSize: 256).readRecords(
                IndexedEntry.self, at: entryPath, from: .string(indexedFeedXML(entries: 400))
            ) { _ in
                seen += 1
                if seen == 150 { throw Enough() }
                return .continue
            }
        }
        #expect(seen == 150)
    }

    @Test("a parallel read of a task that is cancelled ends with CancellationError")
    func parallelCancellation() async throws {
        let xml = indexedFeedXML(entries: 3000)
        let started = Atomic<Bool>(false)
        let task = Task {
            try reader(workers: 2, sliceSize: 512).readRecords(IndexedEntry.self, at: entryPath, from: .string(xml)) {
                _ in
                started.store(true, ordering: .relaxed)
                while !Task.isCancelled { usleep(100) }
                return .continue
            }
        }
        while !started.load(ordering: .relaxed) { try await Task.sleep(nanoseconds: 1_000_000) }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test("a parallel async sequence left early ends its workers, and hands over the same records")
    func parallelSequenceLeftEarly() async throws {
        let xml = indexedFeedXML(entries: 500)
        let sequence = reader(workers: 2, sliceSize: 300).records(IndexedEntry.self, at: entryPath, from: .string(xml))
        var first: [IndexedEntry] = []
        for try await entry in sequence {
            first.append(entry)
            if first.count == 120 { break }
        }
        var all: [IndexedEntry] = []
        for try await entry in sequence { all.append(entry) }
        #expect(first == Array(all.prefix(120)))
        #expect(all.count == 500)
    }

    @Test("parallel progress grows to the input's size")
    func parallelProgress() throws {
        let xml = indexedFeedXML(entries: 800)
        var reported: [Int] = []
        try reader(workers: 2, sliceSize: 1000).readRecords(
            IndexedEntry.self, at: entryPath, from: .string(xml), progress: { reported.append($0.bytesRead) }
        ) { _ in .continue }
        #expect(reported.count > 10)
        #expect(reported == reported.sorted())
        #expect(reported.last == xml.utf8.count)
    }

    @Test(
        "parallel reads stay on one thread, with the same records, where cutting is not sound",
        arguments: ["UTF-16", "UTF-16 by the caller", "entities", "long entity", "resolver", "total limit"])
    func parallelFallsBack(case name: String) throws {
        var xml = indexedFeedXML(entries: 200)
        var options = XMLReader.Options()
        options.parallelism = .init(workers: 2, sliceSize: 256)
        let bytes: [UInt8]
        switch name {
        case "UTF-16":
            bytes = xylemUTF16Bytes(xml.replacingOccurrences(of: "<?xml version=\"1.0\"?>", with: ""), bigEndian: false)
        case "UTF-16 by the caller":
            options.encoding = "UTF-16LE"
            bytes = Array(
                xylemUTF16Bytes(xml.replacingOccurrences(of: "<?xml version=\"1.0\"?>", with: ""), bigEndian: false)
                    .dropFirst(2))
        case "entities":
            // A parameter entity: its expansions count toward every later amplification check.
            xml = xml.replacingOccurrences(
                of: "<?xml version=\"1.0\"?>", with: "<?xml version=\"1.0\"?><!DOCTYPE feed [<!ENTITY % p \"\">]>")
            bytes = Array(xml.utf8)
        case "resolver":
            // External entities: what the resolver returns may differ from one call to the next.
            options.externalEntityResolver = { _ in nil }
            bytes = Array(xml.utf8)
        case "total limit":
            // The limit counts every byte a parser reads, priming included.
            options.maxTotalBytes = 10_000_000
            bytes = Array(xml.utf8)
        default:
            // An entity long enough that one reference could pass the amplification limit.
            let long = String(repeating: "x", count: 400)
            xml = xml.replacingOccurrences(
                of: "<?xml version=\"1.0\"?>", with: "<?xml version=\"1.0\"?><!DOCTYPE feed [<!ENTITY l \"\(long)\">]>")
            bytes = Array(xml.utf8)
        }
        var sequential: [IndexedEntry] = []
        try XMLReader(
            options: {
                var o = options; o.parallelism = .sequential; return o
            }()
        ).readRecords(
            IndexedEntry.self, at: entryPath, from: .bytes(bytes)
        ) {
            sequential.append($0)
            return .continue
        }
        var parallel: [IndexedEntry] = []
        var workers = -1
        try XMLReader(options: options).readRecords(
            IndexedEntry.self, at: entryPath, from: .bytes(bytes), report: { workers = $0.workers }
        ) {
            parallel.append($0)
            return .continue
        }
        #expect(sequential.count == 200)
        #expect(parallel == sequential)
        // No worker started: 0 when the read looked for cuts, -1 when the options ruled it out.
        #expect(workers <= 0)
    }

    @Test("a parallel lenient read with a warning handler calls it once per warning, in order, before the record")
    func parallelWarningHandler() throws {
        // Ranks that do not convert all along the document: warnings in every slice.
        var xml = indexedFeedXML(entries: 300)
        for index in stride(from: 7, to: 300, by: 23) {
            xml = xml.replacingOccurrences(of: "<rank>\(index * 3)</rank>", with: "<rank>r\(index)</rank>")
        }
        func read(parallelism: XMLReader.Parallelism) throws -> [String] {
            let events = Mutex<[String]>([])
            var options = XMLReader.Options()
            options.conversionFailures = .skip
            options.parallelism = parallelism
            options.warningHandler = { warning in
                events.withLock { $0.append("warning \(warning.line):\(warning.column) \(warning.path)") }
            }
            try XMLReader(options: options).readRecords(IndexedEntry.self, at: entryPath, from: .string(xml)) {
                entry in
                events.withLock { $0.append("record \(entry.id) \(entry.rank)") }
                return .continue
            }
            return events.withLock { $0 }
        }
        let sequential = try read(parallelism: .sequential)
        #expect(sequential.filter { $0.hasPrefix("warning") }.count == 13)
        for sliceSize in [256, 2048] {
            #expect(try read(parallelism: .init(workers: 2, sliceSize: sliceSize)) == sequential)
        }
    }

    @Test("a parallel container read hands each entry with the unknown elements kept before it")
    func parallelContainerKeepsUnknownsBetweenEntries() throws {
        // An unknown element before every third entry: kept in the feed, stored when the next
        // mapped element (an entry) starts, which may be the first one after a cut.
        var xml = "<feed xmlns=\"\(atom)\"><title>Feed</title>\n"
        for index in 0..<300 {
            if index % 3 == 1 { xml += "<note n=\"\(index)\"/>\n" }
            xml += "<entry><id>urn:e:\(index)</id><rank>\(index)</rank></entry>\n"
        }
        xml += "</feed>\n"
        func read(_ parallelism: XMLReader.Parallelism) throws -> [String] {
            var options = XMLReader.Options()
            options.unknownContent = .keep
            options.parallelism = parallelism
            var seen: [String] = []
            let (feed, _) = try XMLReader(options: options).readContainer(
                KeepingFeed.self, streaming: "entry", as: IndexedEntry.self, namespaces: ["": atom], from: .string(xml)
            ) { entry, feed in
                seen.append("\(entry.id) after \(feed.extensions.unknownElements.count) notes")
                return .continue
            }
            return seen + ["\(feed.extensions.unknownElements.count) notes"]
        }
        let sequential = try read(.sequential)
        #expect(sequential.last == "100 notes")
        for sliceSize in [40, 97, 300] {
            #expect(try read(.init(workers: 2, sliceSize: sliceSize)) == sequential, "slices of \(sliceSize)")
        }
    }

    @Test("parallel reads with the feed-reading options match a read on one thread")
    func parallelFeedReading() throws {
        // The RSS 0.91 DTD's HTML entities, known without loading it, a prefix no declaration
        // binds, read as its well-known vocabulary, and a label that browsers read as
        // windows-1252 (byte 0x93 is a quotation mark there, a control character in ISO-8859-1).
        var xml = """
            <?xml version="1.0" encoding="latin1"?>
            <!DOCTYPE feed PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN"
              "http://my.netscape.com/publish/formats/rss-0.91.dtd">
            <feed xmlns="\(atom)"><title>Feed</title>

            """
        for index in 0..<300 {
            xml += "<entry><id>urn:e:\(index)</id><title>caf&eacute;&nbsp;\(index) &mdash;\u{93}</title>"
            xml += "<dc:creator>someone</dc:creator><rank>\(index)</rank></entry>\n"
        }
        xml += "</feed>\n"
        // One byte per character: the text above is all below U+0100.
        let bytes = xml.unicodeScalars.map { UInt8($0.value) }
        func read(_ parallelism: XMLReader.Parallelism) throws -> (entries: [IndexedEntry], workers: Int) {
            var options = XMLReader.Options.feedReading
            options.parallelism = parallelism
            var entries: [IndexedEntry] = []
            var workers = 0
            try XMLReader(options: options).readRecords(
                IndexedEntry.self, at: entryPath, from: .bytes(bytes), report: { workers = $0.workers }
            ) {
                entries.append($0)
                return .continue
            }
            return (entries, workers)
        }
        let sequential = try read(.sequential).entries
        #expect(sequential.count == 300)
        #expect(sequential.first?.title == "caf\u{E9}\u{A0}0 \u{2014}\u{201C}")
        for sliceSize in [200, 1500] {
            let parallel = try read(.init(workers: 2, sliceSize: sliceSize))
            #expect(parallel.entries == sequential, "slices of \(sliceSize)")
            #expect(parallel.workers == 2, "slices of \(sliceSize)")
        }
    }

    @Test("a parallel read whose cuts are mostly bad reads the rest in order, with the same records")
    func parallelGivesUpOnBadCuts() throws {
        // Every cut after the first records falls inside one CDATA section.
        let fake = (0..<400).map { "<entry><id>fake \($0)</id></entry>\n" }.joined()
        let xml = indexedFeedXML(entries: 20).replacingOccurrences(of: "</feed>", with: "<![CDATA[\n\(fake)]]></feed>")
        var sequential: [IndexedEntry] = []
        try XMLReader().readRecords(IndexedEntry.self, at: entryPath, from: .string(xml)) {
            sequential.append($0)
            return .continue
        }
        var parallel: [IndexedEntry] = []
        var report = ParallelReadReport()
        try reader(workers: 2, sliceSize: 64).readRecords(
            IndexedEntry.self, at: entryPath, from: .string(xml), report: { report = $0 }
        ) {
            parallel.append($0)
            return .continue
        }
        #expect(sequential.count == 20)
        #expect(parallel == sequential)
        #expect(report.slices > 100)
        #expect(report.slicesReadInOrder <= SliceGrid.inOrderSlicesBeforeGivingUp + report.slicesFromWorkers)
        #expect(!report.readAgain)
    }

    @Test("parallel reads use workers for documents with short entities and ISO-8859-1")
    func parallelEntitiesAndLatin1() throws {
        let xml = indexedFeedXML(entries: 200)
            .replacingOccurrences(
                of: "<?xml version=\"1.0\"?>",
                with: "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><!DOCTYPE feed [<!ENTITY e \"\u{E9}t\u{E9}\">]>"
            )
            .replacingOccurrences(of: "&amp; \u{E9}", with: "&amp; &e;")
        let bytes = xml.unicodeScalars.map { UInt8($0.value) }
        var sequential: [IndexedEntry] = []
        try XMLReader().readRecords(IndexedEntry.self, at: entryPath, from: .bytes(bytes)) {
            sequential.append($0)
            return .continue
        }
        var parallel: [IndexedEntry] = []
        var report = ParallelReadReport()
        try reader(workers: 2, sliceSize: 300).readRecords(
            IndexedEntry.self, at: entryPath, from: .bytes(bytes), report: { report = $0 }
        ) {
            parallel.append($0)
            return .continue
        }
        #expect(sequential.count == 200 && sequential[1].title == "Entry 1 & \u{E9}t\u{E9}")
        #expect(parallel == sequential)
        #expect(report.slicesFromWorkers > 10)
    }

    @Test("a parallel container read warns of a root that matched nothing as a read on one thread does")
    func parallelContainerRootWarnings() throws {
        // Children the container does not map around the entries: the entries match, no warning.
        var xml = "<feed xmlns=\"\(atom)\"><generator>g</generator>\n"
        for index in 0..<300 { xml += "<entry><id>urn:e:\(index)</id><rank>\(index)</rank></entry>\n" }
        xml += "<footer/></feed>\n"
        func read(
            _ container: (some XMLReadable).Type, namespaces: [String: String], _ parallelism: XMLReader.Parallelism
        )
            throws -> (records: Int, warnings: [String])
        {
            var options = XMLReader.Options()
            options.parallelism = parallelism
            var records = 0
            let (_, summary) = try XMLReader(options: options).readContainer(
                container, streaming: "entry", as: IndexedEntry.self, namespaces: namespaces, from: .string(xml)
            ) { _, _ in
                records += 1
                return .continue
            }
            return (records, summary.warnings.map { "\($0.kind.name) at \($0.path), line \($0.line)" })
        }
        let matched = try read(EntriesOnly.self, namespaces: ["": atom], .sequential)
        #expect(matched.records == 300 && matched.warnings.isEmpty)
        // The same container without its namespace matches nothing.
        let unmatched = try read(BareEntries.self, namespaces: [:], .sequential)
        #expect(unmatched.records == 0 && unmatched.warnings == ["nothingMatched at feed, line 302"])
        for sliceSize in [40, 97, 300] {
            let parallelism = XMLReader.Parallelism(workers: 2, sliceSize: sliceSize)
            #expect(
                try read(EntriesOnly.self, namespaces: ["": atom], parallelism) == matched, "slices of \(sliceSize)")
            #expect(try read(BareEntries.self, namespaces: [:], parallelism) == unmatched, "slices of \(sliceSize)")
        }
    }
}

/// A container that maps its entries only.
private struct EntriesOnly: XMLReadable {
    var entries: [IndexedEntry] = []
    static let xmlDescription = XMLDescription(EntriesOnly.init, namespaces: ["": atom]) {
        XMLChildren("entry", \.entries)
    }
}

/// The same container written without the feed's namespace.
private struct BareEntries: XMLReadable {
    var entries: [IndexedEntry] = []
    static let xmlDescription = XMLDescription(BareEntries.init) {
        XMLChildren("entry", \.entries)
    }
}
