// Podcasts published as Atom 1.0 (and 0.3): the iTunes, Podcasting 2.0, Media RSS and Dublin Core
// elements of the feed and its entries reach the view typed, as they do for RSS.

import Testing
import Xylem
import XylemAtom
import XylemFeeds

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

@Suite("Atom podcasts in the feed view")
struct AtomPodcastTests {
    static let namespaces = """
        xmlns="http://www.w3.org/2005/Atom" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" \
        xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:media="http://search.yahoo.com/mrss/" \
        xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/"
        """

    /// The document's URL: the feed's relative `xml:base` is resolved against it.
    static let documentURL = "https://cdn.example/feeds/harbour.atom"

    static let podcast = """
        <?xml version="1.0" encoding="UTF-8"?>
        <feed \(namespaces) xml:base="show/">
          <title>Harbour Lights</title>
          <id>urn:uuid:harbour</id>
          <updated>2024-03-01T08:00:00Z</updated>
          <link rel="self" href="feed.atom"/>
          <icon>favicon.ico</icon>
          <itunes:author>Cara Quay</itunes:author>
          <itunes:owner><itunes:name>Cara</itunes:name><itunes:email>cara@harbour.example</itunes:email></itunes:owner>
          <itunes:image href="art/cover.jpg"/>
          <itunes:category text="Society &amp; Culture"><itunes:category text="Documentary"/></itunes:category>
          <itunes:category text="History"/>
          <itunes:explicit>clean</itunes:explicit>
          <itunes:type>serial</itunes:type>
          <itunes:block>Yes</itunes:block>
          <itunes:complete>yes</itunes:complete>
          <itunes:new-feed-url>https://new.harbour.example/feed.atom</itunes:new-feed-url>
          <itunes:summary>Night stories from the docks.</itunes:summary>
          <podcast:guid>c2b1e5c4-8a5e-5b8f-9d4e-2f3a1b6c7d8e</podcast:guid>
          <podcast:locked owner="cara@harbour.example">yes</podcast:locked>
          <podcast:funding url="support">Keep the lights on</podcast:funding>
          <podcast:person role="host" img="people/cara.jpg">Cara Quay</podcast:person>
          <dc:rights>CC BY 4.0</dc:rights>
          <entry>
            <id>urn:uuid:ep1</id>
            <title>Low tide</title>
            <published>2024-02-01T06:00:00Z</published>
            <updated>2024-02-02T06:00:00Z</updated>
            <link href="episodes/1"/>
            <link rel="enclosure" href="audio/1.mp3" length="24986239" type="audio/mpeg"/>
            <author><name>Ann Atom</name></author>
            <summary>First night.</summary>
            <itunes:duration>1:02:03</itunes:duration>
            <itunes:episode>1</itunes:episode>
            <itunes:season>2</itunes:season>
            <itunes:episodeType>full</itunes:episodeType>
            <itunes:explicit>true</itunes:explicit>
            <itunes:image href="art/1.jpg"/>
            <itunes:title>The low tide</itunes:title>
            <itunes:summary>Not the summary: the entry has its own.</itunes:summary>
            <podcast:transcript url="transcripts/1.vtt" type="text/vtt" language="en" rel="captions"/>
            <podcast:transcript url="https://elsewhere.example/1.json" type="application/json"/>
            <podcast:chapters url="chapters/1.json" type="application/json+chapters"/>
            <podcast:person role="guest" href="https://dan.example/">Dan Pier</podcast:person>
            <podcast:soundbite startTime="73.5" duration="30">The fog horn</podcast:soundbite>
            <media:thumbnail url="thumbs/1.jpg" width="120" height="90"/>
            <media:content url="video/1.mp4" type="video/mp4" medium="video" duration="3723"/>
            <media:group>
              <media:content url="video/1-lo.mp4" bitrate="300"/>
              <media:thumbnail url="thumbs/1-group.jpg"/>
            </media:group>
            <x:note xmlns:x="urn:unknown">kept</x:note>
          </entry>
          <entry xml:base="/archive/">
            <id>urn:uuid:ep2</id>
            <title>Fog</title>
            <updated>2024-02-09T06:00:00Z</updated>
            <link href="2"/>
            <dc:creator>Dan Pier</dc:creator>
            <dc:creator>Cara Quay</dc:creator>
            <dc:subject>weather</dc:subject>
            <dcterms:issued>2024-02-08T06:00:00Z</dcterms:issued>
            <itunes:author>Not an author: Dublin Core names them</itunes:author>
            <itunes:summary>Fog rolls in.</itunes:summary>
            <itunes:duration>12:34</itunes:duration>
            <itunes:episodeType>bonus</itunes:episodeType>
          </entry>
          <entry>
            <id>urn:uuid:ep3</id>
            <updated>2024-02-16T06:00:00Z</updated>
            <dc:title>Calm</dc:title>
            <itunes:author>Eve Shore</itunes:author>
            <itunes:duration>754</itunes:duration>
            <itunes:explicit>no</itunes:explicit>
          </entry>
        </feed>
        """

    static func date(_ text: String) -> Date? { XMLDate(text)?.date }

    @Test("the feed's iTunes and Podcasting 2.0 fields, and the vocabularies standing in for Atom's")
    func feedFields() throws {
        let feed = try FeedReader(documentURL: Self.documentURL).read(.string(Self.podcast))
        #expect(feed.format == .atom)
        #expect(feed.title == "Harbour Lights")
        #expect(feed.selfLink == "https://cdn.example/feeds/show/feed.atom")
        let iTunes = try #require(feed.iTunes)
        #expect(iTunes.author == "Cara Quay")
        #expect(iTunes.owner?.name == "Cara")
        #expect(iTunes.owner?.email == "cara@harbour.example")
        #expect(iTunes.image == "https://cdn.example/feeds/show/art/cover.jpg")
        #expect(iTunes.categories == [["Society & Culture", "Documentary"], ["History"]])
        #expect(iTunes.explicit == false)
        #expect(iTunes.type == "serial")
        #expect(iTunes.block == true)
        #expect(iTunes.complete == true)
        #expect(iTunes.newFeedURL == "https://new.harbour.example/feed.atom")
        let podcast = try #require(feed.podcast)
        #expect(podcast.guid == "c2b1e5c4-8a5e-5b8f-9d4e-2f3a1b6c7d8e")
        #expect(podcast.locked == true)
        #expect(podcast.funding.map(\.url) == ["https://cdn.example/feeds/show/support"])
        #expect(podcast.funding.map(\.text) == ["Keep the lights on"])
        #expect(podcast.persons.map(\.name) == ["Cara Quay"])
        #expect(podcast.persons.map(\.img) == ["https://cdn.example/feeds/show/people/cara.jpg"])
        // No atom:author, subtitle, logo or rights: the vocabularies' elements stand in.
        #expect(feed.authors == [FeedPerson(name: "Cara Quay")])
        #expect(feed.description == "Night stories from the docks.")
        #expect(feed.image == "https://cdn.example/feeds/show/art/cover.jpg")
        #expect(feed.rights == "CC BY 4.0")
    }

    @Test("an entry's iTunes, Podcasting 2.0 and Media RSS fields, links resolved against xml:base")
    func entryFields() throws {
        let feed = try FeedReader(documentURL: Self.documentURL).read(.string(Self.podcast))
        #expect(feed.items.count == 3)
        let item = feed.items[0]
        #expect(item.id == "urn:uuid:ep1")
        #expect(item.title == "Low tide")
        #expect(item.link == "https://cdn.example/feeds/show/episodes/1")
        #expect(item.authors == [FeedPerson(name: "Ann Atom")])
        #expect(item.summary == "First night.")
        #expect(
            item.enclosures == [
                FeedEnclosure(url: "https://cdn.example/feeds/show/audio/1.mp3", length: 24_986_239, type: "audio/mpeg")
            ])
        let iTunes = try #require(item.iTunes)
        #expect(iTunes.duration == 3723)
        #expect(iTunes.episode == 1)
        #expect(iTunes.season == 2)
        #expect(iTunes.episodeType == "full")
        #expect(iTunes.explicit == true)
        #expect(iTunes.image == "https://cdn.example/feeds/show/art/1.jpg")
        #expect(iTunes.title == "The low tide")
        let podcast = try #require(item.podcast)
        #expect(
            podcast.transcripts.map(\.url) == [
                "https://cdn.example/feeds/show/transcripts/1.vtt", "https://elsewhere.example/1.json",
            ])
        #expect(podcast.transcripts.first?.type == "text/vtt")
        #expect(podcast.transcripts.first?.language == "en")
        #expect(podcast.transcripts.first?.rel == "captions")
        #expect(podcast.chapters?.url == "https://cdn.example/feeds/show/chapters/1.json")
        #expect(podcast.chapters?.type == "application/json+chapters")
        #expect(podcast.persons.map(\.name) == ["Dan Pier"])
        #expect(podcast.persons.first?.role == "guest")
        #expect(podcast.persons.first?.href == "https://dan.example/")
        #expect(podcast.soundbites.map(\.startTime) == [73.5])
        #expect(podcast.soundbites.map(\.duration) == [30])
        #expect(podcast.soundbites.map(\.title) == ["The fog horn"])
        let media = try #require(item.media)
        #expect(
            media.thumbnails == [
                "https://cdn.example/feeds/show/thumbs/1.jpg", "https://cdn.example/feeds/show/thumbs/1-group.jpg",
            ])
        #expect(
            media.contents.map(\.url) == [
                "https://cdn.example/feeds/show/video/1.mp4", "https://cdn.example/feeds/show/video/1-lo.mp4",
            ])
        #expect(media.contents.first?.medium == "video")
        #expect(media.contents.first?.duration == 3723)
        #expect(media.contents.last?.bitrate == 300)
        // What no vocabulary declares is kept as it was.
        #expect(item.extensions.unknownElements.count == 1)
    }

    @Test("entries without Atom's author, title or summary take the vocabularies'")
    func entryFallbacks() throws {
        let feed = try FeedReader(documentURL: Self.documentURL).read(.string(Self.podcast))
        let fog = feed.items[1]
        #expect(fog.link == "https://cdn.example/archive/2")
        #expect(fog.authors == [FeedPerson(name: "Dan Pier"), FeedPerson(name: "Cara Quay")])
        #expect(fog.summary == "Fog rolls in.")
        #expect(fog.categories == ["weather"])
        #expect(fog.published == Self.date("2024-02-08T06:00:00Z"))
        #expect(fog.updated == Self.date("2024-02-09T06:00:00Z"))
        #expect(fog.iTunes?.duration == 754)
        #expect(fog.iTunes?.episodeType == "bonus")
        #expect(fog.podcast == nil)
        #expect(fog.media == nil)
        let calm = feed.items[2]
        #expect(calm.title == "Calm")
        #expect(calm.authors == [FeedPerson(name: "Eve Shore")])
        #expect(calm.iTunes?.duration == 754)
        #expect(calm.iTunes?.explicit == false)
    }

    @Test("entries are handed over one by one, with the feed as read so far")
    func streaming() throws {
        let document = """
            <feed \(Self.namespaces)><title>S</title><itunes:author>Ann</itunes:author>
              <entry><title>1</title><itunes:duration>60</itunes:duration></entry>
              <itunes:complete>yes</itunes:complete>
              <entry><title>2</title><itunes:duration>1:00:00</itunes:duration></entry>
            </feed>
            """
        var seen: [(title: String?, seconds: Int?, author: String?, complete: Bool?)] = []
        let (feed, summary) = try FeedReader().stream(.string(document)) { item, feedSoFar in
            seen.append((item.title, item.iTunes?.duration, feedSoFar.iTunes?.author, feedSoFar.iTunes?.complete))
            #expect(feedSoFar.items.isEmpty)
            return .continue
        }
        #expect(seen.map(\.title) == ["1", "2"])
        #expect(seen.map(\.seconds) == [60, 3600])
        #expect(seen.map(\.author) == ["Ann", "Ann"])
        #expect(seen.map(\.complete) == [nil, true])
        #expect(feed.iTunes?.complete == true)
        #expect(feed.items.isEmpty)
        #expect(summary.itemCount == 2)
        #expect(summary.format == .atom)
    }

    @Test("an itunes: prefix the feed never declares is read as iTunes's")
    func undeclaredPrefix() throws {
        let document = """
            <feed xmlns="http://www.w3.org/2005/Atom"><title>U</title><itunes:author>Ann</itunes:author>
              <entry><title>1</title><itunes:duration>2:00</itunes:duration><media:thumbnail url="t.jpg"/></entry>
            </feed>
            """
        let feed = try FeedReader().read(.string(document))
        #expect(feed.iTunes?.author == "Ann")
        #expect(feed.items.first?.iTunes?.duration == 120)
        #expect(feed.items.first?.media?.thumbnails == ["t.jpg"])
        // Strict XML reading refuses the undeclared prefix.
        #expect(throws: XMLReadError.self) { try FeedReader(options: XMLReader.Options()).read(.string(document)) }
    }

    @Test("the iTunes namespace in its other spellings")
    func iTunesVariants() throws {
        for uri in ["HTTP://WWW.ITUNES.COM/DTDS/PODCAST-1.0.DTD", "http://www.itunes.com/DTDs/Podcast-1.0.dtd"] {
            let atom10 = """
                <feed xmlns="http://www.w3.org/2005/Atom" xmlns:itunes="\(uri)"><itunes:block>yes</itunes:block>
                  <entry><itunes:episode>4</itunes:episode></entry></feed>
                """
            let atom03 = """
                <feed version="0.3" xmlns="http://purl.org/atom/ns#" xmlns:itunes="\(uri)">
                  <itunes:block>yes</itunes:block><entry><itunes:episode>4</itunes:episode></entry></feed>
                """
            for document in [atom10, atom03] {
                let feed = try FeedReader().read(.string(document))
                #expect(feed.iTunes?.block == true, "\(uri)")
                #expect(feed.items.first?.iTunes?.episode == 4, "\(uri)")
            }
        }
    }

    @Test("Atom 0.3 podcasts: the same fields and fallbacks")
    func atom03Podcast() throws {
        let document = """
            <feed version="0.3" xmlns="http://purl.org/atom/ns#" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"
              xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:podcast="https://podcastindex.org/namespace/1.0"
              xml:base="https://old.example/cast/">
              <title>Old cast</title><itunes:author>Bo</itunes:author><itunes:image href="cover.png"/>
              <entry><title>One</title><itunes:duration>1:30</itunes:duration><dc:creator>Cy</dc:creator>
                <itunes:summary>Said</itunes:summary><podcast:transcript url="1.srt" type="application/srt"/></entry>
            </feed>
            """
        let feed = try FeedReader().read(.string(document))
        #expect(feed.format == .atom03)
        #expect(feed.iTunes?.author == "Bo")
        #expect(feed.authors == [FeedPerson(name: "Bo")])
        #expect(feed.image == "https://old.example/cast/cover.png")
        let item = try #require(feed.items.first)
        #expect(item.iTunes?.duration == 90)
        #expect(item.authors == [FeedPerson(name: "Cy")])
        #expect(item.summary == "Said")
        #expect(item.podcast?.transcripts.map(\.url) == ["https://old.example/cast/1.srt"])
    }
}

@Suite("Atom feeds read by XylemAtom and by the feed reader")
struct AtomModelAgreementTests {
    static let gData = """
        <feed xmlns="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005"
          xmlns:openSearch="http://a9.com/-/spec/opensearch/1.1/" gd:etag="W/&quot;feed&quot;">
          <title>G</title><openSearch:totalResults>1</openSearch:totalResults>
          <entry gd:etag="W/&quot;e1&quot;"><id>e1</id><title>One</title><gd:rating value="4" min="1" max="5"/>
            <itunes:duration xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">60</itunes:duration></entry>
        </feed>
        """

    @Test("Google Data's extensions are read as XylemAtom reads them")
    func gDataExtensions() throws {
        let feed = try FeedReader().read(.string(Self.gData))
        let item = try #require(feed.items.first)
        #expect(item.extensions.first(GDRating.self)?.value == "4")
        #expect(item.iTunes?.duration == 60)
        let atom = try XMLReader().read(AtomFeed.self, from: .string(Self.gData))
        #expect(atom.etag == "W/\"feed\"")
        #expect(atom.totalResults == 1)
        #expect(atom.entries.first?.entry.etag == "W/\"e1\"")
        #expect(atom.entries.first?.rating?.value == "4")
    }

    @Test("an AtomFeed read by XylemAtom keeps the vocabularies as unknown content, in the view too")
    func atomFeedView() throws {
        let atom = try XMLReader(options: .feedReading).read(AtomFeed.self, from: .string(AtomPodcastTests.podcast))
        #expect(atom.entries.count == 3)
        let feed = Feed(atom, documentURL: AtomPodcastTests.documentURL)
        #expect(feed.title == "Harbour Lights")
        #expect(feed.items.map(\.id) == ["urn:uuid:ep1", "urn:uuid:ep2", "urn:uuid:ep3"])
        #expect(feed.items[0].link == "https://cdn.example/feeds/show/episodes/1")
        #expect(feed.iTunes == nil)
        #expect(feed.items[0].iTunes == nil)
        #expect(!atom.extensions.unknownElements.isEmpty)
        #expect(atom.entries[0].entry.extensions.unknownElements.count > 1)
    }
}
