// `XMLReader.Options.feedReading` reads a feed with every fault real feeds carry at once: an
// encoding label browsers read differently, HTML entities from the RSS 0.91 DTD, undeclared
// vocabulary prefixes and a bad date; the same document fails under the default options.

import Foundation
import Testing
import Xylem

private struct Item: XMLReadable, Equatable {
    var title = ""
    var published: XMLDate?
    var duration: Int?
    var author = ""

    static let xmlDescription = XMLDescription(Item.init, namespaces: XMLNamespaces(default: .rss2, .iTunes)) {
        XMLChildText("title", \.title)
        XMLChildValue("pubDate", \.published)
        XMLChildValue("itunes:duration", \.duration)
        XMLChildText("itunes:author", \.author)
    }
}

private let feed: [UInt8] =
    Array(
        """
        <?xml version="1.0" encoding="iso-8859-1"?>
        <!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" \
        "http://my.netscape.com/publish/formats/rss-0.91.dtd">
        <rss version="0.91"><channel>
        <item><title>Caf&eacute; \("")
        """.utf8) + [0x93, 0x6F, 0x6B, 0x94]
    + Array(
        """
        </title><pubDate>Tue, 10 Jun 03 04:00 EST</pubDate><itunes:duration>62</itunes:duration>\
        <itunes:author>Ann</itunes:author></item>
        <item><title>Two</title><pubDate>yesterday</pubDate><itunes:duration>n/a</itunes:duration></item>
        </channel></rss>
        """.utf8)

@Suite("Feed reading options")
struct FeedReadingOptionsTests {
    @Test("the feed-reading options bundle the lenient choices; the defaults stay strict")
    func bundle() {
        let feed = XMLReader.Options.feedReading
        #expect(feed.conversionFailures == .skip)
        #expect(feed.undeclaredPrefixes == .resolveWellKnown)
        #expect(feed.builtInHTMLEntities)
        #expect(feed.encodingLabels == .whatwg)
        let strict = XMLReader.Options()
        #expect(strict.conversionFailures == .fail)
        #expect(strict.undeclaredPrefixes == .reject)
        #expect(!strict.builtInHTMLEntities)
        #expect(strict.encodingLabels == .iana)
        #expect(feed.maxDepth == strict.maxDepth && feed.externalEntityResolver == nil)
    }

    @Test("a feed with every common fault reads, with a warning per bad value")
    func readsFaultyFeed() throws {
        var items: [Item] = []
        let summary = try XMLReader(options: .feedReading).readRecords(
            Item.self, at: XMLRecordPath("rss/channel/item", namespaces: XMLNamespaces(default: .rss2)),
            from: .bytes(feed)
        ) { item in
            items.append(item)
            return .continue
        }
        #expect(items.map(\.title) == ["Caf\u{E9} \u{201C}ok\u{201D}", "Two"])
        #expect(items.first?.published?.xmlText == "Tue, 10 Jun 03 04:00 EST")
        #expect(items.first?.published?.date == Date(timeIntervalSince1970: 1_055_235_600))
        #expect(items.map(\.duration) == [62, nil])
        #expect(items.map(\.author) == ["Ann", ""])
        #expect(items.last?.published == nil)
        #expect(summary.warnings.map(\.path) == ["rss/channel/item[2]/pubDate", "rss/channel/item[2]/itunes:duration"])
        #expect(summary.warnings.map(\.line) == [5, 5])
    }

    @Test("the same feed fails to read under the default options")
    func strictFails() throws {
        #expect(throws: XMLReadError.self) {
            try XMLReader().readRecords(Item.self, at: "rss/channel/item", from: .bytes(feed)) { _ in .continue }
        }
    }
}
