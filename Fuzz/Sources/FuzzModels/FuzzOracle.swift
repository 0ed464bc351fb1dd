// What one fuzzing input is checked against: the reader, the record streamer and the statistics
// pass must not crash, must throw only XMLReadError (or the model's own hook error), must give
// one-line messages, and must give the same result or the same error however the input is split.

import Xylem
import XylemAtom

/// The outcome of one read, comparable across ways of feeding the same bytes.
public enum FuzzOutcome<Value: Equatable>: Equatable {
    case value(Value)
    case failure(kind: XMLReadError.Kind, line: Int, column: Int, byteOffset: Int, path: String, message: String)

    init(_ body: () throws -> Value) {
        do {
            self = .value(try body())
        } catch let error as XMLReadError {
            FuzzOracle.check(error)
            self = .failure(
                kind: error.kind, line: error.line, column: error.column, byteOffset: error.byteOffset,
                path: error.path,
                message: error.description)
        } catch {
            FuzzOracle.violation("a read threw something other than XMLReadError: \(error)")
        }
    }
}

public enum FuzzOracle {
    /// Runs every check on one input.
    public static func run(_ bytes: [UInt8]) {
        let settings = bytes.first ?? 0
        var options = XMLReader.Options()
        if settings & 1 == 1 { options.conversionFailures = .skip }
        // Small limits, so that inputs the fuzzer can reach cross them too.
        if settings & 2 == 2 {
            options.maxDepth = 12
            options.maxAttributes = 6
            options.maxTextLength = 64
            options.maxMarkupLength = 200
            options.maxDTDLength = 300
            options.maxEntityNesting = 3
        }
        switch (settings >> 2) & 7 {
        case 1: options.encoding = "windows-1252"
        case 2: options.encoding = "Shift_JIS"
        case 3: options.encoding = "UTF-16"
        default: break
        }
        let reader = XMLReader(options: options)
        let cuts = splitPoints(bytes)
        let chunks = split(bytes, at: cuts)

        let whole = FuzzOutcome { try reader.read(FuzzFeed.self, from: .bytes(bytes)) }
        let chunked = FuzzOutcome { try reader.read(FuzzFeed.self, from: .chunks(chunks)) }
        if whole != chunked {
            violation("whole and chunked reads differ at cuts \(cuts):\n  whole:   \(whole)\n  chunked: \(chunked)")
        }

        let records = FuzzOutcome { () -> [FuzzEntry] in
            var entries: [FuzzEntry] = []
            try reader.readRecords(FuzzEntry.self, at: "feed/entry", from: .bytes(bytes)) { entry in
                entries.append(entry)
                return .continue
            }
            return entries
        }
        let pushed = FuzzOutcome { () -> [FuzzEntry] in
            let parser = try XMLPushParser(FuzzEntry.self, at: "feed/entry", options: options)
            var entries: [FuzzEntry] = []
            for chunk in chunks { entries += try parser.feed(chunk) }
            entries += try parser.finish()
            return entries
        }
        if records != pushed {
            violation(
                "callback and push-parser records differ at cuts \(cuts):\n  callback: \(records)\n  push:     \(pushed)"
            )
        }

        checkAtom(bytes, chunks: chunks, cuts: cuts, reader: reader)
        checkParallel(bytes, options: options, records: records)

        let statistics = FuzzOutcome { try XMLStatistics.collect(from: .bytes(bytes), options: options) }
        let chunkedStatistics = FuzzOutcome { try XMLStatistics.collect(from: .chunks(chunks), options: options) }
        if !sameStatistics(statistics, chunkedStatistics) {
            violation("whole and chunked statistics differ at cuts \(cuts):\n  \(statistics)\n  \(chunkedStatistics)")
        }
    }

    /// The Atom model (extensions, unknown content kept, kinds with replay): the same feed, as
    /// written back, whole or chunked; streamed entries equal to the whole read's; and writing is
    /// a fixed point after one round trip (what was read, written and read again writes the same).
    private static func checkAtom(_ bytes: [UInt8], chunks: [[UInt8]], cuts: [Int], reader: XMLReader) {
        let whole = FuzzOutcome { try reader.read(AtomFeed.self, from: .bytes(bytes)).xmlString() }
        let chunked = FuzzOutcome { try reader.read(AtomFeed.self, from: .chunks(chunks)).xmlString() }
        if whole != chunked {
            violation(
                "whole and chunked Atom reads differ at cuts \(cuts):\n  whole:   \(whole)\n  chunked: \(chunked)")
        }
        let streamed = FuzzOutcome { () -> String in
            var written = ""
            let (feed, _) = try AtomFeed.stream(from: .chunks(chunks), reader: reader) { entry, _ in
                written += try entry.xmlString()
                return .continue
            }
            return try feed.xmlString() + written
        }
        if case .value(let xml) = whole {
            let entries =
                (try? reader.read(AtomFeed.self, from: .bytes(bytes)).entries.map { try $0.xmlString() }) ?? []
            var header = (try? reader.read(AtomFeed.self, from: .bytes(bytes))) ?? AtomFeed()
            header.entries = []
            let expected = FuzzOutcome { try header.xmlString() + entries.joined() }
            if streamed != expected {
                violation(
                    "streamed Atom entries differ from the whole read at cuts \(cuts):\n  streamed: \(streamed)\n  whole:    \(expected)"
                )
            }
            let again = FuzzOutcome { try XMLReader().read(AtomFeed.self, from: xml).xmlString() }
            let third = FuzzOutcome { () -> String in
                guard case .value(let second) = again else { return "" }
                return try XMLReader().read(AtomFeed.self, from: second).xmlString()
            }
            if case .failure = again {
                violation("the written Atom feed does not read back: \(again)\n  written: \(xml)")
            }
            if again != third { violation("writing is not a fixed point:\n  second: \(again)\n  third:  \(third)") }
        }
    }

    /// The parallel oracle: records, an Atom stream and statistics read with the document cut
    /// into slices for two workers (16 to 128 bytes, chosen by the input) are those of a read on
    /// one thread, with the same error.
    private static func checkParallel(_ bytes: [UInt8], options: XMLReader.Options, records: FuzzOutcome<[FuzzEntry]>) {
        let settings = bytes.first ?? 0
        var parallelOptions = options
        parallelOptions.parallelism = XMLReader.Parallelism(
            workers: 2, sliceSize: 16 << Int((settings >> 5) & 3), slicesInFlight: 1 + Int(settings >> 7))
        let reader = XMLReader(options: options)
        let parallelReader = XMLReader(options: parallelOptions)
        let parallelRecords = FuzzOutcome { () -> [FuzzEntry] in
            var entries: [FuzzEntry] = []
            try parallelReader.readRecords(FuzzEntry.self, at: "feed/entry", from: .bytes(bytes)) { entry in
                entries.append(entry)
                return .continue
            }
            return entries
        }
        if records != parallelRecords {
            violation(
                "records on one thread and in parallel differ:\n  one:      \(records)\n  parallel: \(parallelRecords)")
        }
        func stream(_ reader: XMLReader) -> FuzzOutcome<String> {
            FuzzOutcome { () -> String in
                var written = ""
                let (feed, _) = try AtomFeed.stream(from: .bytes(bytes), reader: reader) { entry, soFar in
                    // The feed handed with each entry, as read so far, counts too.
                    written += try entry.xmlString() + soFar.xmlString()
                    return .continue
                }
                return try feed.xmlString() + written
            }
        }
        let streamed = stream(reader)
        let parallelStreamed = stream(parallelReader)
        if streamed != parallelStreamed {
            violation(
                "Atom streams on one thread and in parallel differ:\n  one:      \(streamed)\n  parallel: \(parallelStreamed)"
            )
        }
        let statistics = FuzzOutcome { try XMLStatistics.collect(from: .bytes(bytes), options: options) }
        let parallelStatistics = FuzzOutcome {
            try XMLStatistics.collect(from: .bytes(bytes), options: parallelOptions)
        }
        if !sameStatistics(statistics, parallelStatistics) {
            violation("statistics on one thread and in parallel differ:\n  \(statistics)\n  \(parallelStatistics)")
        }
    }

    /// Statistics agree on everything but the bytes consumed, which stop at different chunk ends.
    private static func sameStatistics(_ a: FuzzOutcome<XMLStatistics>, _ b: FuzzOutcome<XMLStatistics>) -> Bool {
        switch (a, b) {
        case (.value(let x), .value(let y)):
            return x.elementCount == y.elementCount && x.attributeCount == y.attributeCount && x.maxDepth == y.maxDepth
                && x.textByteCount == y.textByteCount && x.elementNames == y.elementNames
                && x.namespaces == y.namespaces
        default:
            return a == b
        }
    }

    /// Checks the promises every error makes.
    static func check(_ error: XMLReadError) {
        let message = error.description
        if message.contains("\n") || message.contains("\r") { violation("a multi-line message: \(message)") }
        if message.isEmpty { violation("an empty message") }
        if error.line < 0 || error.column < 0 { violation("a negative position: \(message)") }
        if case .userCode = error.kind, !(error.underlying is FuzzHookError) {
            violation("a user-code error without the hook's error: \(message)")
        }
    }

    /// Two cut positions derived from the input, so that a crash reproduces from the input alone.
    static func splitPoints(_ bytes: [UInt8]) -> [Int] {
        guard bytes.count > 2 else { return [] }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        let first = Int(hash % UInt64(bytes.count))
        let second = Int((hash >> 32) % UInt64(bytes.count))
        return [min(first, second), max(first, second)]
    }

    static func split(_ bytes: [UInt8], at cuts: [Int]) -> [[UInt8]] {
        var chunks: [[UInt8]] = []
        var start = 0
        for cut in cuts + [bytes.count] {
            chunks.append(Array(bytes[start..<cut]))
            start = cut
        }
        return chunks
    }

    static func violation(_ message: String) -> Never {
        fatalError("Xylem fuzz oracle: \(message)")
    }
}
