import Testing
import Xylem

@testable import XylemAtom

@Suite("Atom model")
struct AtomSmokeTests {
    @Test("a small feed reads and writes back")
    func smallFeed() throws {
        let xml = """
            <feed xmlns="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005" gd:etag="W/&quot;x&quot;">
              <id>urn:feed</id><title type="text">Feed &amp; co</title>
              <entry><id>urn:1</id><title>One</title><link rel="self" href="http://a/1"/><foo:bar xmlns:foo="urn:foo" a="1">kept</foo:bar></entry>
            </feed>
            """
        let feed = try XMLReader().read(AtomFeed.self, from: xml)
        #expect(feed.etag == "W/\"x\"")
        #expect(feed.title?.text == "Feed & co")
        #expect(feed.entries.count == 1)
        #expect(feed.entries[0].entry.links.selfLink?.href == "http://a/1")
        #expect(feed.entries[0].extensions.unknownElements.first?.name.localName == "bar")
        let written = try feed.xmlString()
        let again = try XMLReader().read(AtomFeed.self, from: written)
        #expect(again == feed)
        #expect(again.entries[0].extensions.unknownElements == feed.entries[0].extensions.unknownElements)
    }
}

@Suite("Atom feed streaming")
struct AtomFeedStreamingTests {
    static let feedXML = """
        <feed xmlns="http://www.w3.org/2005/Atom" xmlns:openSearch="http://a9.com/-/spec/opensearchrss/1.0/">
          <title>Streamed</title>
          <openSearch:totalResults>3</openSearch:totalResults>
          <entry><id>urn:1</id></entry>
          <entry><id>urn:2</id></entry>
          <openSearch:itemsPerPage>25</openSearch:itemsPerPage>
          <entry><id>urn:3</id></entry>
        </feed>
        """

    @Test("entries are handed out one by one with the feed read so far, and the feed keeps none")
    func streamsEntries() throws {
        var seen: [(String?, String?, Int?)] = []
        let (feed, summary) = try AtomFeed.stream(from: .string(Self.feedXML)) { entry, feedSoFar in
            seen.append((entry.entry.id, feedSoFar.title?.text, feedSoFar.itemsPerPage))
            #expect(feedSoFar.entries.isEmpty)
            return .continue
        }
        #expect(seen.map(\.0) == ["urn:1", "urn:2", "urn:3"])
        #expect(seen.map(\.1) == ["Streamed", "Streamed", "Streamed"])
        // Elements after an entry show up in the copies handed with later entries.
        #expect(seen.map(\.2) == [nil, nil, 25])
        #expect(summary.recordCount == 3)
        #expect(feed.entries.isEmpty)
        // The older OpenSearch namespace is read as OpenSearch.
        #expect(feed.totalResults == 3)
        #expect(feed.itemsPerPage == 25)
    }

    @Test("stopping early returns the feed as read so far")
    func stopsEarly() throws {
        let (feed, summary) = try AtomFeed.stream(from: .string(Self.feedXML)) { _, _ in .stop }
        #expect(summary.recordCount == 1)
        #expect(summary.stoppedEarly)
        #expect(feed.title?.text == "Streamed")
        #expect(feed.totalResults == 3)
    }
}
