// Deleted entries in the feed view: RFC 6721's tombstones on an Atom feed, read whole and streamed,
// and Google Data entries marked `gd:deleted`.

import Synchronization
import Testing
import Xylem
import XylemAtom
import XylemFeeds

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

@Suite("Feed tombstones")
struct FeedTombstoneTests {
    /// Two tombstones before the entries and one after them, the last with a relative `at:by` URI.
    static let atom = """
        <feed xmlns="http://www.w3.org/2005/Atom" xmlns:at="http://purl.org/atompub/tombstones/1.0"
          xml:base="https://blog.example/">
          <title>Blog</title><id>urn:blog</id>
          <at:deleted-entry ref=" urn:entry:1 " when="2005-11-29T12:11:12Z">
            <at:by><name>John Doe</name><email>jdoe@blog.example</email></at:by>
            <at:comment>Spam</at:comment>
          </at:deleted-entry>
          <at:deleted-entry ref="urn:entry:2" when="2005-11-29T13:00:00+01:00"/>
          <entry><id>urn:entry:3</id><title>Kept</title></entry>
          <entry><id>urn:entry:4</id><title>Also kept</title></entry>
          <at:deleted-entry ref="urn:entry:5"><at:by><name>Ann</name><uri>people/ann</uri></at:by></at:deleted-entry>
        </feed>
        """

    static func date(_ text: String) -> Date? { XMLDate(text)?.date }

    static let expected = [
        FeedTombstone(
            ref: "urn:entry:1", when: date("2005-11-29T12:11:12Z"),
            by: FeedPerson(name: "John Doe", email: "jdoe@blog.example"), comment: "Spam"),
        FeedTombstone(ref: "urn:entry:2", when: date("2005-11-29T12:00:00Z")),
        FeedTombstone(ref: "urn:entry:5", by: FeedPerson(name: "Ann", uri: "https://blog.example/people/ann")),
    ]

    @Test("a feed read whole has its tombstones: ref, when, by and comment, links resolved")
    func readWhole() throws {
        let feed = try FeedReader().read(.string(Self.atom))
        #expect(feed.tombstones == Self.expected)
        #expect(feed.items.map(\.id) == ["urn:entry:3", "urn:entry:4"])
        #expect(feed.items.allSatisfy { !$0.isDeleted })
    }

    @Test("streamed, the feed so far has the tombstones read so far, and the final feed all of them")
    func streamed() throws {
        var seen: [[String]] = []
        let (feed, summary) = try FeedReader().stream(.string(Self.atom)) { _, feedSoFar in
            seen.append(feedSoFar.tombstones.map(\.ref))
            return .continue
        }
        #expect(seen == [["urn:entry:1", "urn:entry:2"], ["urn:entry:1", "urn:entry:2"]])
        #expect(feed.tombstones == Self.expected)
        #expect(feed.items.isEmpty)
        #expect(summary.warnings.isEmpty)
    }

    @Test("read in blocks of one byte, the tombstones are the same")
    func oneByteBlocks() throws {
        let blocks = Array(Self.atom.utf8).map { [$0] }
        #expect(try FeedReader().read(.chunks(blocks)).tombstones == Self.expected)
    }

    @Test("a tombstone without a ref is left out, with a warning naming it; the others are kept")
    func withoutRef() throws {
        let atom = """
            <feed xmlns="http://www.w3.org/2005/Atom" xmlns:at="http://purl.org/atompub/tombstones/1.0">
              <at:deleted-entry ref="urn:a"/><at:deleted-entry when="2005-11-29T12:11:12Z"/>
              <at:deleted-entry ref="  "/>
            </feed>
            """
        let handled = Mutex<[XMLReadError]>([])
        var options = XMLReader.Options.feedReading
        options.warningHandler = { warning in handled.withLock { $0.append(warning) } }
        let (feed, summary) = try FeedReader(options: options).stream(.string(atom)) { _, _ in .continue }
        #expect(feed.tombstones == [FeedTombstone(ref: "urn:a")])
        #expect(summary.warnings.map(\.path) == ["feed/at:deleted-entry[2]", "feed/at:deleted-entry[3]"])
        #expect(summary.warnings.allSatisfy { "\($0)".contains("@ref in at:deleted-entry") })
        #expect(handled.withLock { $0.map(\.path) } == summary.warnings.map(\.path))
    }

    @Test("a when that is no date leaves the date out, with a warning at its line; the tombstone stays")
    func badDate() throws {
        let atom = """
            <feed xmlns="http://www.w3.org/2005/Atom" xmlns:at="http://purl.org/atompub/tombstones/1.0">
              <at:deleted-entry ref="urn:a" when="yesterday"/>
            </feed>
            """
        let (feed, summary) = try FeedReader().stream(.string(atom)) { _, _ in .continue }
        #expect(feed.tombstones == [FeedTombstone(ref: "urn:a")])
        #expect(summary.warnings.count == 1)
        #expect(summary.warnings.first?.line == 2)
    }

    @Test("the other formats have no tombstones, whatever elements they carry")
    func otherFormats() throws {
        let rss = """
            <rss version="2.0" xmlns:at="http://purl.org/atompub/tombstones/1.0"><channel><title>R</title>
              <at:deleted-entry ref="urn:a"/>
              <item><guid>1</guid></item>
            </channel></rss>
            """
        let feed = try FeedReader().read(.string(rss))
        #expect(feed.format == .rss)
        #expect(feed.tombstones.isEmpty)
        #expect(feed.items.count == 1)
        #expect(feed.items.allSatisfy { !$0.isDeleted })
        #expect(try FeedReader().read(.string(FeedViewTests.json)).tombstones.isEmpty)
        #expect(try FeedReader().read(.string(FeedViewTests.atom03)).tombstones.isEmpty)
    }

    static let gdata = """
        <feed xmlns="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005">
          <title>Contacts</title>
          <entry><id>urn:c:1</id><title>Ann</title></entry>
          <entry><id>urn:c:2</id><gd:deleted/></entry>
        </feed>
        """

    @Test("a Google Data entry with gd:deleted is deleted; the others are not")
    func gdDeleted() throws {
        let feed = try FeedReader().read(.string(Self.gdata))
        #expect(feed.items.map(\.id) == ["urn:c:1", "urn:c:2"])
        #expect(feed.items.map(\.isDeleted) == [false, true])
        var streamed: [Bool] = []
        try FeedReader().stream(.string(Self.gdata)) { item, _ in
            streamed.append(item.isDeleted)
            return .continue
        }
        #expect(streamed == [false, true])
    }

    @Test("an Atom feed read by XylemAtom gives the same deleted entries in the view")
    func fromAtomFeed() throws {
        let atom = try XMLReader().read(AtomFeed.self, from: .string(Self.gdata))
        #expect(Feed(atom).items.map(\.isDeleted) == [false, true])
    }

    @Test("items that differ only in being deleted are not equal")
    func equality() throws {
        let feed = try FeedReader().read(.string(Self.gdata))
        var live = feed.items[1]
        live.isDeleted = false
        #expect(live != feed.items[1])
        var deleted = live
        deleted.isDeleted = true
        #expect(deleted == feed.items[1])
    }
}
