// Dates in feeds as feeds write them: an RSS channel and items, an Atom feed and entries and a JSON
// Feed with odd dates read the instants they stand for (as feedparser 6 reads them), a date in the
// other syntax than its element's reads with a warning, and a date no one can read is left out
// with a warning naming it.

import Testing
import Xylem
import XylemAtom
import XylemFeeds

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A warning as the tests compare it: its kind and where it is.
private struct Said: Equatable, CustomStringConvertible {
    let kind: XMLReadError.Kind
    let path: String

    init(_ kind: XMLReadError.Kind, at path: String) {
        self.kind = kind
        self.path = path
    }

    init(_ warning: XMLReadError) {
        self.init(warning.kind, at: warning.path)
    }

    var description: String { "\(kind) at \(path)" }
}

@Suite("Dates in feeds")
struct FeedDateTests {
    static let rss = """
        <rss version="2.0"><channel><title>Dates</title>
          <pubDate>Thu, 01 Jan, 2004 19:48:21 MET</pubDate>
          <lastBuildDate>2003-12-31 10:14:55 +01:00</lastBuildDate>
          <item><title>asctime</title><pubDate>Sun Jan  4 16:29:06 PST 2004</pubDate></item>
          <item><title>ISO</title><pubDate>2003-12-31T10:14:52.2073437Z</pubDate></item>
          <item><title>hour 25</title><pubDate>Thu, 01 Jan 2004 25:48:21 GMT</pubDate></item>
          <item><title>trailing text</title><pubDate>Thu, 01 Jan 2004 19:48:21 GMT extra</pubDate></item>
          <item><title>no time</title><pubDate>Thu, 01 Jan 2004</pubDate></item>
        </channel></rss>
        """

    static let atom = """
        <feed xmlns="http://www.w3.org/2005/Atom"><title>Dates</title><id>urn:dates</id>
          <updated>Thu, 01 Jan 2004 19:48:21 GMT</updated>
          <entry><id>urn:1</id><title>RFC 822</title>
            <published>Thu Aug 30 2012 17:26:16 +0200</published>
            <updated>2003-12-31T10:14:52.2073437Z</updated></entry>
          <entry><id>urn:2</id><title>rolled over</title>
            <published>2003-12-31T25:14:55Z</published>
            <updated>2013-01-28T11:30:00-06:00Textra</updated></entry>
          <entry><id>urn:3</id><title>W3C-DTF</title><updated>2003-12</updated></entry>
        </feed>
        """

    static func instant(_ seconds: Double) -> Date { Date(timeIntervalSince1970: seconds) }

    @Test("an RSS channel's and items' odd dates read as their instants, with the right warnings")
    func rss() throws {
        var items: [FeedItem] = []
        let (feed, summary) = try FeedReader().stream(.string(Self.rss)) { item, _ in
            items.append(item)
            return .continue
        }
        #expect(feed.published == Self.instant(1_072_982_901))
        #expect(feed.updated == Self.instant(1_072_862_095))
        #expect(items.map(\.title) == ["asctime", "ISO", "hour 25", "trailing text", "no time"])
        #expect(items[0].published == Self.instant(1_073_262_546))
        #expect(abs(try #require(items[1].published).timeIntervalSince1970 - 1_072_865_692.207_343_7) < 1e-6)
        #expect(items[2].published == nil)
        #expect(items[3].published == nil)
        #expect(items[4].published == Self.instant(1_072_915_200))
        #expect(
            summary.warnings.map(Said.init) == [
                Said(
                    .unexpectedForm(expected: "RFC 822 date", text: "2003-12-31 10:14:55 +01:00"),
                    at: "rss/channel/lastBuildDate"),
                Said(
                    .unexpectedForm(expected: "RFC 822 date", text: "2003-12-31T10:14:52.2073437Z"),
                    at: "rss/channel/item[2]/pubDate"),
                Said(
                    .conversion(expected: "RFC 822 date", text: "Thu, 01 Jan 2004 25:48:21 GMT"),
                    at: "rss/channel/item[3]/pubDate"),
                Said(
                    .conversion(expected: "RFC 822 date", text: "Thu, 01 Jan 2004 19:48:21 GMT extra"),
                    at: "rss/channel/item[4]/pubDate"),
            ])
        #expect(summary.warnings[0].line == 3)
        #expect(summary.warnings[0].description.contains("read as an ISO 8601 date"))
        #expect(summary.warnings[2].description.contains("cannot read \"Thu, 01 Jan 2004 25:48:21 GMT\""))
    }

    @Test("an Atom feed's and entries' odd dates read as their instants, with the right warnings")
    func atom() throws {
        let (feed, summary) = try FeedReader().stream(.string(Self.atom)) { _, _ in .continue }
        let entries = try FeedReader().read(.string(Self.atom)).items
        #expect(feed.updated == Self.instant(1_072_986_501))
        #expect(entries.map(\.title) == ["RFC 822", "rolled over", "W3C-DTF"])
        #expect(entries[0].published == Self.instant(1_346_340_376))
        #expect(abs(try #require(entries[0].updated).timeIntervalSince1970 - 1_072_865_692.207_343_7) < 1e-6)
        #expect(entries[1].published == nil)
        #expect(entries[1].updated == nil)
        #expect(entries[2].updated == Self.instant(1_070_236_800))
        #expect(
            summary.warnings.map(Said.init) == [
                Said(
                    .unexpectedForm(expected: "RFC 3339 date", text: "Thu, 01 Jan 2004 19:48:21 GMT"),
                    at: "feed/updated"),
                Said(
                    .unexpectedForm(expected: "RFC 3339 date", text: "Thu Aug 30 2012 17:26:16 +0200"),
                    at: "feed/entry/published"),
                Said(
                    .conversion(expected: "RFC 3339 date", text: "2003-12-31T25:14:55Z"), at: "feed/entry[2]/published"),
                Said(
                    .conversion(expected: "RFC 3339 date", text: "2013-01-28T11:30:00-06:00Textra"),
                    at: "feed/entry[2]/updated"),
            ])
        #expect(
            summary.warnings[0].description
                == "line 2, column 41, at feed/updated: \"Thu, 01 Jan 2004 19:48:21 GMT\" is not the expected "
                + "RFC 3339 date: read as an RFC 822 date")
    }

    @Test("Atom keeps a date's text as written, seven digits of fraction and RFC 822 alike")
    func atomKeepsText() throws {
        let reader = XMLReader(options: .feedReading)
        let (feed, _) = try reader.readWithWarnings(AtomFeed.self, from: .string(Self.atom))
        #expect(feed.updated?.text == "Thu, 01 Jan 2004 19:48:21 GMT")
        #expect(feed.entries[0].entry.updated?.text == "2003-12-31T10:14:52.2073437Z")
        #expect(feed.entries[1].entry.published == nil)
        let written = try feed.xmlString()
        #expect(written.contains("<updated>2003-12-31T10:14:52.2073437Z</updated>"))
        #expect(written.contains("<published>Thu Aug 30 2012 17:26:16 +0200</published>"))
        #expect(!written.contains("25:14:55"))
    }

    @Test("a JSON Feed's dates are reported as the XML formats' are")
    func json() throws {
        let json = """
            {"version": "https://jsonfeed.org/version/1.1", "title": "Dates", "items": [
              {"id": "1", "date_published": "Thu, 01 Jan 2004 19:48:21 GMT", "date_modified": "2003-12-31T10:14:55Z"},
              {"id": "2", "date_published": "2003-12-31T25:14:55Z"}
            ]}
            """
        let (feed, summary) = try FeedReader().stream(.string(json)) { _, _ in .continue }
        let items = try FeedReader().read(.string(json)).items
        #expect(feed.format == .json)
        #expect(items[0].published == Self.instant(1_072_986_501))
        #expect(items[0].updated == Self.instant(1_072_865_695))
        #expect(items[1].published == nil)
        #expect(
            summary.warnings.map(Said.init) == [
                Said(
                    .unexpectedForm(expected: "RFC 3339 date", text: "Thu, 01 Jan 2004 19:48:21 GMT"),
                    at: "items[1]/date_published"),
                Said(
                    .conversion(expected: "RFC 3339 date", text: "2003-12-31T25:14:55Z"), at: "items[2]/date_published"),
            ])
    }
}
