// The podcast benchmark corpus: a deterministic RSS 2.0 feed whose items carry what podcast feeds
// carry (iTunes, Podcasting 2.0 and Media RSS elements, RFC 822 dates, CDATA show notes).
// Same items and seed, same bytes, on every machine.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a podcast RSS feed for benchmarks.
///
/// The channel has the usual RSS elements, `atom:link` self and hub links, the iTunes show
/// elements (author, owner, image, nested categories, explicit, type) and Podcasting 2.0's guid,
/// locked, funding and person. Each item has a title (with an `&amp;` entity, non-ASCII in about a
/// quarter of them), a link, a `guid` that is not a permalink, an RFC 822 `pubDate` in one of the
/// forms feeds write, a CDATA `description` of HTML show notes, an `enclosure`, the iTunes episode
/// elements (duration as `h:m:s`, `m:s` or seconds, episode, season, episodeType, explicit), a
/// Podcasting 2.0 transcript and chapters, sometimes a person and a soundbite, and Media RSS
/// content with a thumbnail.
///
/// ```swift
/// let bytes = try PodcastCorpusGenerator(items: 1_000, seed: 7).write(toFile: "/tmp/podcast.xml")
/// ```
///
/// Item *i* depends only on the seed and *i*.
public struct PodcastCorpusGenerator: Sendable {
    /// Items per megabyte (10⁶ bytes) of output, measured.
    public static let itemsPerMegabyte = 584

    /// The default number of items: a file of about 100 MB.
    public static let defaultItems = 58_400

    /// How many `item` elements the feed holds.
    public var items: Int
    /// The seed of the pseudo-random choices.
    public var seed: UInt64

    /// Creates a generator of `items` items from `seed`.
    public init(items: Int = PodcastCorpusGenerator.defaultItems, seed: UInt64 = CorpusGenerator.defaultSeed) {
        self.items = max(0, items)
        self.seed = seed
    }

    /// Writes the feed to an open file descriptor, which stays open.
    ///
    /// - Returns: The number of bytes written.
    @discardableResult
    public func write(to descriptor: Int32) throws -> Int {
        let writer = ByteWriter(descriptor: descriptor)
        writeChannel(writer)
        for index in 0..<items {
            try writer.makeRoom()
            writeItem(index, writer)
        }
        try writer.makeRoom()
        writer.append("</channel>\n</rss>\n")
        try writer.flush()
        return writer.total
    }

    /// Creates (or truncates) the file at `path` and writes the feed into it.
    ///
    /// - Returns: The number of bytes written.
    @discardableResult
    public func write(toFile path: String) throws -> Int {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw CorpusGenerator.WriteError(errno: errno, context: path) }
        defer { close(descriptor) }
        return try write(to: descriptor)
    }

    private func writeChannel(_ out: ByteWriter) {
        out.append(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" \
            xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:media="http://search.yahoo.com/mrss/" \
            xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">
            <channel>
              <title>Xylem benchmark podcast &amp; friends</title>
              <link>https://podcast.example.com/</link>
              <description><![CDATA[A <em>generated</em> podcast feed.]]></description>
              <language>en-us</language>
              <copyright>CC BY 4.0</copyright>
              <pubDate>Thu, 01 Jan 2026 00:00:00 GMT</pubDate>
              <lastBuildDate>Thu, 01 Jan 2026 00:00:00 GMT</lastBuildDate>
              <generator>XylemBenchKit</generator>
              <atom:link rel="self" type="application/rss+xml" href="https://podcast.example.com/feed.xml"/>
              <atom:link rel="hub" href="https://pubsubhubbub.appspot.com/"/>
              <image><url>https://podcast.example.com/logo.png</url><title>Xylem benchmark podcast</title>\
            <link>https://podcast.example.com/</link></image>
              <itunes:author>Corpus Generator</itunes:author>
              <itunes:owner><itunes:name>Corpus Generator</itunes:name><itunes:email>corpus@example.com</itunes:email></itunes:owner>
              <itunes:image href="https://podcast.example.com/art.jpg"/>
              <itunes:category text="Technology"><itunes:category text="Software How-To"/></itunes:category>
              <itunes:explicit>false</itunes:explicit>
              <itunes:type>episodic</itunes:type>
              <podcast:guid>c2a35a6e-4a3c-5d0b-9a5b-
            """)
        out.append(Int(truncatingIfNeeded: seed % 1_000_000_000_000), width: 12)
        out.append(
            """
            </podcast:guid>
              <podcast:locked owner="corpus@example.com">no</podcast:locked>
              <podcast:funding url="https://podcast.example.com/support">Support the show</podcast:funding>
              <podcast:person role="host" img="https://podcast.example.com/host.jpg">Corpus Generator</podcast:person>

            """)
    }

    /// Writes item `index`, drawing only from a generator seeded by the seed and the index.
    func writeItem(_ index: Int, _ out: ByteWriter) {
        var random = SplitMix64(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(index))
        _ = random.next()
        out.append("  <item>\n    <title>Episode ")
        out.append(index + 1)
        out.append(": ")
        for word in 0..<random.within(3...7) {
            if word > 0 { out.append(UInt8(ascii: " ")) }
            out.append(pick(random.chance(25) ? CorpusVocabulary.foreignWords : CorpusVocabulary.words, &random))
        }
        out.append(" &amp; more</title>\n    <link>https://podcast.example.com/episodes/")
        out.append(index + 1)
        out.append("</link>\n    <guid isPermaLink=\"false\">podcast-")
        out.append(Int(truncatingIfNeeded: seed % 1_000_000))
        out.append("-episode-")
        out.append(index + 1)
        out.append("</guid>\n    <pubDate>")
        writeDate(&random, out)
        out.append("</pubDate>\n    <description><![CDATA[<p>")
        for sentence in 0..<random.within(2...5) {
            if sentence > 0 { out.append("</p>\n<p>") }
            for word in 0..<random.within(8...20) {
                if word > 0 { out.append(UInt8(ascii: " ")) }
                out.append(pick(CorpusVocabulary.words, &random))
            }
            out.append(" <a href=\"https://podcast.example.com/notes\">notes</a>.")
        }
        out.append("</p>]]></description>\n    <enclosure url=\"https://cdn.example.com/episodes/")
        out.append(index + 1)
        out.append(".mp3\" length=\"")
        out.append(random.within(1_000_000...99_999_999))
        out.append("\" type=\"audio/mpeg\"/>\n    <itunes:duration>")
        writeDuration(&random, out)
        out.append("</itunes:duration>\n    <itunes:episode>")
        out.append(index + 1)
        out.append("</itunes:episode>\n    <itunes:season>")
        out.append(index / 50 + 1)
        out.append("</itunes:season>\n    <itunes:episodeType>")
        out.append(random.chance(90) ? "full" : "bonus")
        out.append("</itunes:episodeType>\n    <itunes:explicit>")
        out.append(random.chance(80) ? "false" : "true")
        out.append("</itunes:explicit>\n    <podcast:transcript url=\"https://podcast.example.com/transcripts/")
        out.append(index + 1)
        out.append(
            ".vtt\" type=\"text/vtt\" language=\"en\"/>\n    <podcast:chapters url=\"https://podcast.example.com/chapters/"
        )
        out.append(index + 1)
        out.append(".json\" type=\"application/json+chapters\"/>\n")
        if random.chance(40) {
            out.append("    <podcast:person role=\"guest\">")
            out.append(pick(CorpusVocabulary.firstNames, &random))
            out.append(UInt8(ascii: " "))
            out.append(pick(CorpusVocabulary.lastNames, &random))
            out.append("</podcast:person>\n")
        }
        if random.chance(30) {
            out.append("    <podcast:soundbite startTime=\"")
            out.append(random.below(3000))
            out.append(".5\" duration=\"")
            out.append(random.within(15...60))
            out.append(".0\">A moment worth sharing</podcast:soundbite>\n")
        }
        out.append("    <media:content url=\"https://cdn.example.com/episodes/")
        out.append(index + 1)
        out.append(".mp3\" type=\"audio/mpeg\" medium=\"audio\" fileSize=\"")
        out.append(random.within(1_000_000...99_999_999))
        out.append("\" duration=\"")
        out.append(random.within(60...7200))
        out.append("\">\n      <media:thumbnail url=\"https://podcast.example.com/thumbs/")
        out.append(index + 1)
        out.append(".jpg\" width=\"300\" height=\"300\"/>\n    </media:content>\n  </item>\n")
    }

    /// An RFC 822 date in one of the forms feeds write: RFC 1123 with `GMT` or a numeric offset,
    /// a North American zone name, or without the weekday.
    private func writeDate(_ random: inout SplitMix64, _ out: ByteWriter) {
        let day = random.within(1...28)
        let month = random.below(12)
        let year = random.within(2012...2025)
        let form = random.below(4)
        if form != 3 {
            out.append(Self.weekdays[random.below(7)])
            out.append(", ")
        }
        out.append(day, width: 2)
        out.append(UInt8(ascii: " "))
        out.append(Self.months[month])
        out.append(UInt8(ascii: " "))
        out.append(year, width: 4)
        out.append(UInt8(ascii: " "))
        out.append(random.below(24), width: 2)
        out.append(UInt8(ascii: ":"))
        out.append(random.below(60), width: 2)
        out.append(UInt8(ascii: ":"))
        out.append(random.below(60), width: 2)
        switch form {
        case 0: out.append(" GMT")
        case 1: out.append(" -0500")
        case 2: out.append(" PST")
        default: out.append(" +0000")
        }
    }

    /// `h:mm:ss`, `mm:ss` or whole seconds.
    private func writeDuration(_ random: inout SplitMix64, _ out: ByteWriter) {
        let seconds = random.within(60...7200)
        switch random.below(3) {
        case 0:
            out.append(seconds / 3600)
            out.append(UInt8(ascii: ":"))
            out.append(seconds / 60 % 60, width: 2)
            out.append(UInt8(ascii: ":"))
            out.append(seconds % 60, width: 2)
        case 1:
            out.append(seconds / 60)
            out.append(UInt8(ascii: ":"))
            out.append(seconds % 60, width: 2)
        default:
            out.append(seconds)
        }
    }

    private func pick(_ list: [[UInt8]], _ random: inout SplitMix64) -> [UInt8] {
        list[random.below(list.count)]
    }

    // Weekday names are not checked against the date by readers, so any will do.
    private static let weekdays: [StaticString] = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    private static let months: [StaticString] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
}
