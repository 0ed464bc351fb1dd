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
