// Bad values do not sink the read: with `conversionFailures = .skip`, a value that does not
// convert is left unset and reported as a warning with its line, column and path, wherever it is
// (an element, an attribute, an attribute reached by a path, an object's own text, an element
// replayed once its kind is known) and however the document is read (whole, streamed with a
// callback, as an async sequence, pushed). The warning handler sees each warning as it happens,
// before the record it belongs to.

import Foundation
import Synchronization
import Testing
import Xylem

private struct Enclosure: XMLReadable, Equatable {
    var length: Int?
    var url = ""

    static let xmlDescription = XMLDescription(Enclosure.init) {
        XMLAttribute("length", \.length)
        XMLAttribute("url", \.url)
    }
}

private struct Price: XMLReadable, Equatable {
    var amount: Double?
    var currency = ""

    static let xmlDescription = XMLDescription(Price.init) {
        XMLTextContent(\.amount)
        XMLAttribute("currency", \.currency)
    }
}

private struct Item: XMLReadable, Equatable {
    var title = ""
    var published: Date?
    var enclosure: Enclosure?
    var imageWidth: Int?
    var price: Price?

    static let xmlDescription = XMLDescription(Item.init) {
        XMLChildText("title", \.title)
        XMLChildValue("pubDate", \.published, using: .rfc822)
        XMLChild("enclosure", \.enclosure)
        XMLAttribute("image/@width", \.imageWidth)
        XMLChild("price", \.price)
    }
}

/// Four bad values in the first item (a date, an attribute, an attribute by path, an object's own
/// text), none in the second.
private let feed = """
    <rss><channel>
    <item><title>One</title><pubDate>Mon, 32 Jun 2003 04:00:00 GMT</pubDate>
    <enclosure url="a.mp3" length="big"/><image width="wide"/><price currency="EUR">cheap</price></item>
    <item><title>Two</title><pubDate>Tue, 10 Jun 2003 04:00:00 GMT</pubDate><enclosure url="b.mp3" length="9"/></item>
    </channel></rss>
    """

private let expectedItems = [
    Item(title: "One", enclosure: Enclosure(url: "a.mp3"), price: Price(currency: "EUR")),
    Item(
        title: "Two", published: Date(timeIntervalSince1970: 1_055_217_600),
        enclosure: Enclosure(length: 9, url: "b.mp3")),
]

private let expectedPaths = [
    "rss/channel/item/pubDate", "rss/channel/item/enclosure/@length", "rss/channel/item/image/@width",
    "rss/channel/item/price",
]

private let itemPath: XMLRecordPath = "rss/channel/item"

/// Warnings and records in the order a handler and a consumer saw them.
private final class EventLog: Sendable {
    private let events = Mutex<[String]>([])
    private let warnings = Mutex<[XMLReadError]>([])

    var all: [String] { events.withLock { $0 } }
    var warningsSeen: [XMLReadError] { warnings.withLock { $0 } }

    func warning(_ warning: XMLReadError) {
        warnings.withLock { $0.append(warning) }
        events.withLock { $0.append("warning \(warning.path)") }
    }

    func record(_ item: Item) {
        events.withLock { $0.append("item \(item.title)") }
    }
}

private func options(logging log: EventLog? = nil) -> XMLReader.Options {
    var options = XMLReader.Options()
    options.conversionFailures = .skip
    if let log { options.warningHandler = { log.warning($0) } }
    return options
}

/// What the handler must have seen: the first item's four warnings before the first item.
private let expectedEvents =
    expectedPaths.map { "warning \($0)" } + ["item One", "item Two"]

private struct Note: XMLReadable, Equatable {
    var count: Int?
    static let xmlDescription = XMLDescription(Note.init) { XMLChildValue("count", \.count) }
}

private struct Task: XMLReadable, Equatable {
    var count: Int?
    var due = ""
    static let xmlDescription = XMLDescription(Task.init) {
        XMLChildValue("count", \.count)
        XMLChildText("due", \.due)
    }
}

private enum Record: Equatable {
    case note(Note)
    case task(Task)
}

private let recordKinds = XMLKinds<Record>(category: "category", default: XMLKind(Note.self) { .note($0) }) {
    XMLKind(Task.self, scheme: "urn:k", term: "task") { .task($0) }
}

@Suite("Conversion warnings")
struct ConversionWarningTests {
    @Test("bad values in elements whose kind comes late are reported where they are, once replayed")
    func kinds() throws {
        let xml = """
            <list>
            <entry><count>x</count><category scheme="urn:k" term="task"/><due>d</due></entry>
            <entry><category scheme="urn:k" term="task"/><count>y</count></entry>
            <entry><count>z</count></entry>
            </list>
            """
        var records: [Record] = []
        let summary = try XMLReader(options: options()).readRecords(recordKinds, at: "list/entry", from: .string(xml)) {
            records.append($0)
            return .continue
        }
        #expect(records == [.task(Task(due: "d")), .task(Task()), .note(Note())])
        #expect(summary.warnings.map(\.path) == ["list/entry/count", "list/entry[2]/count", "list/entry[3]/count"])
        #expect(summary.warnings.map(\.line) == [2, 3, 4])
        // Each warning points into its own <count>…</count>, replayed or not.
        let lines = xml.split(separator: "\n", omittingEmptySubsequences: false)
        for warning in summary.warnings {
            let line = Array(lines[warning.line - 1].utf8)
            let start = try #require(line.firstRange(of: Array("<count>".utf8))).lowerBound + 1
            let end = try #require(line.firstRange(of: Array("</count>".utf8))).upperBound
            #expect((start...end).contains(warning.column), "\(warning)")
        }
    }

    @Test("a whole read leaves bad values unset and reports each with line, column and path")
    func wholeRead() throws {
        struct Feed: XMLReadable {
            var items: [Item] = []
            static let xmlDescription = XMLDescription(Feed.init) { XMLChildren("channel/item", \.items) }
        }
        let (value, warnings) = try XMLReader(options: options()).readWithWarnings(Feed.self, from: .string(feed))
        #expect(value.items == expectedItems)
        #expect(warnings.map(\.path) == expectedPaths)
        #expect(warnings.map(\.line) == [2, 3, 3, 3])
        #expect(warnings.allSatisfy { $0.column > 0 })
        #expect(
            warnings.map(\.kind) == [
                .conversion(expected: "RFC 822 date", text: "Mon, 32 Jun 2003 04:00:00 GMT"),
                .conversion(expected: "Int", text: "big"), .conversion(expected: "Int", text: "wide"),
                .conversion(expected: "Double", text: "cheap"),
            ])
    }

    @Test("a callback read hands over every record and its warnings, the handler seeing them first")
    func callbackRead() throws {
        let log = EventLog()
        var items: [Item] = []
        let summary = try XMLReader(options: options(logging: log)).readRecords(
            Item.self, at: itemPath, from: .string(feed)
        ) { item in
            log.record(item)
            items.append(item)
            return .continue
        }
        #expect(items == expectedItems)
        #expect(summary.warnings.map(\.path) == expectedPaths)
        #expect(log.all == expectedEvents)
    }

    @Test("an async sequence has no summary: the handler is how it sees warnings")
    func asyncSequence() async throws {
        let log = EventLog()
        var items: [Item] = []
        for try await item in XMLReader(options: options(logging: log)).records(
            Item.self, at: itemPath, from: .string(feed))
        {
            log.record(item)
            items.append(item)
        }
        #expect(items == expectedItems)
        #expect(log.all == expectedEvents)
        #expect(log.warningsSeen.map(\.line) == [2, 3, 3, 3])
    }

    @Test("a push parser collects the warnings of the chunks fed so far")
    func pushParser() throws {
        let log = EventLog()
        let parser = try XMLPushParser(Item.self, at: itemPath, options: options(logging: log))
        var items: [Item] = []
        for chunk in xylemChunked(Array(feed.utf8), size: 17) {
            for item in try parser.feed(chunk) {
                log.record(item)
                items.append(item)
            }
        }
        items += try parser.finish()
        #expect(items == expectedItems)
        #expect(parser.warnings.map(\.path) == expectedPaths)
        #expect(log.warningsSeen.map(\.path) == expectedPaths)
    }

    @Test("the handler sees warnings past maxWarnings, which only bounds those kept")
    func handlerPastLimit() throws {
        let log = EventLog()
        var options = options(logging: log)
        options.maxWarnings = 1
        let summary = try XMLReader(options: options).readRecords(Item.self, at: itemPath, from: .string(feed)) { _ in
            .continue
        }
        #expect(summary.warnings.count == 1)
        #expect(log.warningsSeen.count == 4)
    }

    @Test("strict reads call no handler: the first failure is thrown")
    func strictCallsNoHandler() throws {
        let log = EventLog()
        var options = XMLReader.Options()
        options.warningHandler = { log.warning($0) }
        #expect(throws: XMLReadError.self) {
            try XMLReader(options: options).readRecords(Item.self, at: itemPath, from: .string(feed)) { _ in .continue }
        }
        #expect(log.warningsSeen.isEmpty)
    }
}
