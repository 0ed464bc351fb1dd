import Testing
import Xylem
import XylemFeeds

@Suite("RSS model")
struct RSSModelTests {
    static let reader = XMLReader(options: .feedReading)

    static func read(declaring: Bool = true) throws -> (RSSDocument, [XMLReadError]) {
        let (document, warnings) = try reader.readWithWarnings(
            RSSDocument.self, from: .string(PodcastFeedFixture.feed(declaring: declaring)))
        return (document, warnings)
    }

    @Test("RSS 2.0's channel and item elements")
    func rssElements() throws {
        let (document, _) = try Self.read()
        #expect(document.version == "2.0")
        let channel = try #require(document.channel)
        #expect(channel.title == "Tide & Time")
        #expect(channel.link == "https://tide.example/")
        #expect(channel.language == "en-gb")
        #expect(channel.copyright == "CC BY 4.0")
        #expect(channel.managingEditor == "ed@tide.example (Ed)")
        #expect(channel.webMaster == "web@tide.example")
        #expect(channel.pubDate?.xmlText == "Tue, 10 Jun 2003 04:00:00 GMT")
        #expect(channel.lastBuildDate?.utcOffset == -5 * 3600)
        #expect(channel.categories == [RSSCategory("Ocean", domain: "https://tide.example/tax")])
        #expect(channel.generator == "Hand")
        #expect(channel.ttl == 60)
        #expect(channel.image?.url == "https://tide.example/logo.png")
        #expect(channel.image?.width == 88)
        #expect(channel.skipHours == [1, 2])
        #expect(channel.skipDays == ["Sunday"])
        #expect(channel.items.count == 2)
        let item = channel.items[0]
        #expect(item.title == "Episode 1: Low water")
        #expect(item.description == "<p>The <b>first</b> one.</p>")
        #expect(item.author == "ann@tide.example (Ann)")
        #expect(item.categories.map(\.value) == ["Ocean", "Tides"])
        #expect(item.categories[1].domain == "https://tide.example/tax")
        #expect(item.comments == "https://tide.example/1#comments")
        #expect(item.enclosures.map(\.url) == ["https://tide.example/1.mp3", "https://tide.example/1.ogg"])
        #expect(item.enclosures.map(\.length) == [24_986_239, nil])
        #expect(item.guid == RSSGUID("tide-1", isPermaLink: false))
        #expect(item.guid?.isLink == false)
        #expect(channel.items[1].guid?.isLink == true)
        #expect(item.pubDate?.utcOffset == 5400)
        #expect(item.source == RSSSource(title: "Other", url: "https://other.example/rss"))
        #expect(item.extension(ContentModule.Encoded.self)?.text == "<p>Full notes.</p>")
    }

    @Test("bad values are left unset and reported, the rest is read")
    func badValues() throws {
        let (document, warnings) = try Self.read()
        let items = document.channel?.items ?? []
        #expect(items.count == 2)
        #expect(items[1].pubDate == nil)
        #expect(items[1].extension(ITunes.Episode.self)?.value == nil)
        #expect(items[1].extension(ITunes.Duration.self)?.seconds == 754)
        let texts = warnings.map { "\($0)" }
        #expect(texts.contains { $0.contains("not a date") })
        #expect(texts.contains { $0.contains("two") })
        #expect(texts.contains { $0.contains("not-a-number") })
        #expect(warnings.allSatisfy { $0.line > 0 })
    }

    @Test("undeclared itunes, podcast, media, dc, content and atom prefixes read as declared ones")
    func undeclaredPrefixes() throws {
        let (declared, _) = try Self.read(declaring: true)
        let (undeclared, _) = try Self.read(declaring: false)
        #expect(undeclared.channel?.items.count == 2)
        #expect(undeclared.channel?.extension(ITunes.Author.self)?.text == "Ann Mariner")
        #expect(
            undeclared.channel?.items[0].extensions.values.count == declared.channel?.items[0].extensions.values.count)
        #expect(undeclared.channel?.items[0].extension(ITunes.Duration.self)?.seconds == 3723)
    }

    @Test("atom:link, Dublin Core and unknown elements in RSS")
    func atomLinksAndDublinCore() throws {
        let (document, _) = try Self.read()
        let channel = try #require(document.channel)
        let links = channel.extensions(RSSAtomLink.self)
        #expect(links.map(\.rel) == ["self", "next", "hub"])
        #expect(links[0].href == "https://tide.example/feed.xml")
        #expect(channel.extension(DublinCore.Publisher.self)?.text == "Tide Media")
        let item = channel.items[0]
        #expect(item.extension(DublinCore.Creator.self)?.text == "Ann Mariner")
        #expect(item.extension(DublinCore.Date.self)?.date?.xmlText == "2003-06-01T03:00:00Z")
        #expect(item.extension(DublinCore.Subject.self)?.text == "tides")
        #expect(item.extensions.unknownElements.map(\.name.localName) == ["unknown"])
    }

    @Test("writing back reads back to the same document")
    func roundTrip() throws {
        let (document, _) = try Self.read()
        let written = try document.xmlString(indentation: " ")
        let (again, warnings) = try Self.reader.readWithWarnings(RSSDocument.self, from: .string(written))
        #expect(again == document)
        // The values that did not convert are not written back, so they warn no more.
        #expect(warnings.count < 3)
        #expect(written.contains("<itunes:explicit>true</itunes:explicit>"))
        #expect(written.contains("<pubDate>Sun, 1 Jun 2003 04:00 +0130</pubDate>"))
    }
}

@Suite("Vocabularies in RSS")
struct VocabularyTests {
    static func item() throws -> (RSSChannel, RSSItem) {
        let (document, _) = try RSSModelTests.read()
        let channel = try #require(document.channel)
        return (channel, channel.items[0])
    }

    @Test("iTunes: author, owner, image, nested categories, explicit, block, complete, new-feed-url, type")
    func iTunesChannel() throws {
        let (channel, _) = try Self.item()
        #expect(channel.extension(ITunes.Author.self)?.text == "Ann Mariner")
        #expect(channel.extension(ITunes.Title.self)?.text == "Tide and Time")
        #expect(channel.extension(ITunes.Subtitle.self)?.text == "The sea, weekly")
        #expect(channel.extension(ITunes.Summary.self)?.text == "Stories from the shore.")
        #expect(channel.extension(ITunes.Keywords.self)?.text == "sea,tide")
        #expect(channel.extension(ITunes.ShowType.self)?.text == "serial")
        #expect(channel.extension(ITunes.Owner.self) == ITunes.Owner(name: "Ann", email: "ann@tide.example"))
        #expect(channel.extension(ITunes.Image.self)?.href == "https://tide.example/art.jpg")
        #expect(
            channel.extensions(ITunes.Category.self).flatMap(\.paths) == [["Science", "Earth Sciences"], ["History"]])
        #expect(channel.extension(ITunes.Explicit.self)?.isExplicit == false)
        #expect(channel.extension(ITunes.Block.self)?.isYes == true)
        #expect(channel.extension(ITunes.Complete.self)?.isYes == false)
        #expect(channel.extension(ITunes.NewFeedURL.self)?.text == "https://new.tide.example/feed")
    }

    @Test("iTunes: duration, episode, season, episodeType, explicit, image, title, block of an item")
    func iTunesItem() throws {
        let (_, item) = try Self.item()
        #expect(item.extension(ITunes.Duration.self)?.seconds == 3723)
        #expect(item.extension(ITunes.Episode.self)?.value == 1)
        #expect(item.extension(ITunes.Season.self)?.value == 2)
        #expect(item.extension(ITunes.EpisodeType.self)?.text == "full")
        #expect(item.extension(ITunes.Explicit.self)?.isExplicit == true)
        #expect(item.extension(ITunes.Image.self)?.href == "https://tide.example/1.jpg")
        #expect(item.extension(ITunes.Title.self)?.text == "Low water")
        #expect(item.extension(ITunes.Block.self)?.isYes == false)
    }

    @Test(
        "explicit in all its spellings",
        arguments: [
            ("yes", true), ("Yes", true), ("TRUE", true), ("explicit", true), (" no ", false), ("false", false),
            ("clean", false), ("Clean", false), ("maybe", nil),
        ] as [(String, Bool?)])
    func explicitSpellings(text: String, expected: Bool?) {
        #expect(ITunes.Explicit(text).isExplicit == expected)
    }

    @Test(
        "durations as seconds, m:s and h:m:s",
        arguments: [
            ("754", 754), ("12:34", 754), ("1:02:03", 3723), ("01:02:03", 3723), (" 45 ", 45), ("754.8", 754),
            ("0:00:07.5", 7), ("", nil), ("1:2:3:4", nil), ("abc", nil), ("1::3", nil), ("-5", nil),
        ] as [(String, Int?)])
    func durations(text: String, expected: Int?) {
        #expect(ITunes.Duration(text).seconds == expected)
    }

    @Test("Podcasting 2.0 in the channel")
    func podcastChannel() throws {
        let (channel, _) = try Self.item()
        #expect(channel.extension(Podcast.GUID.self)?.text == "917393e3-1b1e-5cef-ace4-edaa54e1f810")
        let locked = try #require(channel.extension(Podcast.Locked.self))
        #expect(locked.isLocked == true)
        #expect(locked.owner == "ann@tide.example")
        #expect(channel.extension(Podcast.Funding.self)?.url == "https://tide.example/donate")
        #expect(channel.extension(Podcast.Funding.self)?.text == "Support the show")
        let person = try #require(channel.extension(Podcast.Person.self))
        #expect([person.name, person.role, person.group] == ["Ann Mariner", "host", "cast"])
        #expect(person.img == "https://tide.example/ann.jpg")
        #expect(person.href == "https://ann.example")
        let location = try #require(channel.extension(Podcast.Location.self))
        #expect([location.name, location.geo, location.osm] == ["Penzance", "geo:50.1,-5.5", "R123"])
        #expect(channel.extension(Podcast.Medium.self)?.text == "podcast")
        let trailer = try #require(channel.extension(Podcast.Trailer.self))
        #expect(trailer.title == "Season two")
        #expect(trailer.length == 12345)
        #expect(trailer.season == 2)
        #expect(trailer.pubdate?.utcOffset == -5 * 3600)
        #expect(channel.extension(Podcast.License.self)?.name == "cc-by-4.0")
        #expect(channel.extension(Podcast.Images.self)?.srcset?.hasPrefix("https://tide.example/a-600.jpg") == true)
        let value = try #require(channel.extension(Podcast.ValueBlock.self))
        #expect([value.type, value.method] == ["lightning", "keysend"])
        #expect(value.recipients.map(\.split) == [90, 10])
        #expect(value.recipients.map(\.fee) == [nil, true])
        let live = try #require(channel.extension(Podcast.LiveItem.self))
        #expect(live.status == "live")
        #expect(live.start?.utcOffset == -6 * 3600)
        #expect(live.item.title == "Live from the harbour")
        #expect(live.item.enclosures.first?.length == 312)
        #expect(channel.extension(Podcast.Podroll.self)?.remoteItems.map(\.feedGuid) == ["abc-1"])
        #expect(channel.extension(Podcast.Txt.self)?.purpose == "verify")
        let frequency = try #require(channel.extension(Podcast.UpdateFrequency.self))
        #expect(frequency.text == "Weekly")
        #expect(frequency.complete == false)
        #expect(frequency.rrule == "FREQ=WEEKLY")
        #expect(frequency.dtstart?.xmlText == "2023-01-01T00:00:00Z")
    }

    @Test("Podcasting 2.0 in an item")
    func podcastItem() throws {
        let (_, item) = try Self.item()
        let transcripts = item.extensions(Podcast.Transcript.self)
        #expect(transcripts.map(\.url) == ["https://tide.example/1.vtt", "https://tide.example/1.json"])
        #expect(transcripts[0].language == "en")
        #expect(transcripts[0].rel == "captions")
        #expect(item.extension(Podcast.Chapters.self)?.type == "application/json+chapters")
        #expect(item.extension(Podcast.Person.self)?.role == "guest")
        #expect(item.extension(Podcast.Season.self)?.number == 2)
        #expect(item.extension(Podcast.Season.self)?.name == "Shores")
        #expect(item.extension(Podcast.Episode.self)?.number == 1.5)
        #expect(item.extension(Podcast.Episode.self)?.display == "Ep. 1")
        let soundbite = try #require(item.extension(Podcast.Soundbite.self))
        #expect(soundbite.startTime == 73)
        #expect(soundbite.duration == 60.5)
        #expect(soundbite.title == "Why tides turn")
        let alternate = try #require(item.extension(Podcast.AlternateEnclosure.self))
        #expect(alternate.isDefault == true)
        #expect(alternate.bitrate == 128000)
        #expect(alternate.sources.map(\.uri) == ["https://tide.example/1.opus", "ipfs://QmX"])
        #expect(alternate.sources[1].contentType == "audio/opus")
        #expect(alternate.integrity?.value == "sha384-ExVq")
        #expect(item.extension(Podcast.RemoteItem.self)?.itemGuid == "ep-9")
    }

    @Test("Media RSS: content, group, thumbnail, title, description, credit, player, keywords, category, rating")
    func mediaRSS() throws {
        let (channel, item) = try Self.item()
        #expect(channel.extension(MediaRSS.Rating.self)?.scheme == "urn:simple")
        let content = try #require(item.extension(MediaRSS.Content.self))
        #expect(content.url == "https://tide.example/1.mp4")
        #expect(content.fileSize == 1000)
        #expect(content.medium == "video")
        #expect(content.isDefault == true)
        #expect(content.duration == 3723)
        #expect([content.width, content.height] == [640, 360])
        #expect(content.extension(MediaRSS.Title.self)?.text == "Low water (video)")
        #expect(content.thumbnails.map(\.time) == ["12:05:01.123"])
        let group = try #require(item.extension(MediaRSS.Group.self))
        #expect(group.contents.map(\.url) == ["https://tide.example/1-lo.mp4", "https://tide.example/1-hi.mp4"])
        #expect(group.contents[0].bitrate == 300)
        #expect(group.contents[0].channels == 2)
        #expect(group.extension(MediaRSS.Credit.self)?.role == "producer")
        #expect(item.extensions(MediaRSS.Thumbnail.self).map(\.url) == ["https://tide.example/1-t.jpg"])
        #expect(item.extension(MediaRSS.Title.self)?.text == "Low water")
        #expect(item.extension(MediaRSS.Description.self)?.text == "<b>Low</b>")
        #expect(item.extension(MediaRSS.Description.self)?.type == "html")
        #expect(item.extension(MediaRSS.Player.self)?.width == 400)
        #expect(item.extension(MediaRSS.Keywords.self)?.text == "tide, moon")
        #expect(item.extension(MediaRSS.Category.self)?.label == "Tides")
        #expect(item.extension(MediaRSS.Rating.self)?.value == "nonadult")
    }
}
