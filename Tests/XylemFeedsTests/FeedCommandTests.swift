// `xylem feed` and `xylem roundtrip` on feeds, run as a user runs them: the built `xylem` program
// with a document on standard input. Skipped when the program has not been built.

import Testing
import Xylem
import XylemFeeds

#if canImport(Foundation)
import Foundation
#endif

@Suite("xylem feed")
struct FeedCommandTests {
    /// The `xylem` program next to the test bundle, when it has been built.
    static let program: URL? = {
        let candidates = [
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("xylem"),
            Bundle.main.bundleURL.appendingPathComponent("xylem"),
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent(".build/debug/xylem"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    static func run(_ arguments: [String], input: String) throws -> (out: String, err: String, status: Int32) {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self), process.terminationStatus)
    }

    static let feed = """
        <rss version="2.0"><channel><title>Show &amp; "tell"</title>
          <itunes:explicit>Yes</itunes:explicit><itunes:owner><itunes:name>Ann</itunes:name></itunes:owner>
          <item><guid>a</guid><title>One</title><link>1</link><pubDate>Tue, 26 Apr 2011 23:00:00 PST</pubDate>
            <enclosure url="1.mp3" length="12" type="audio/mpeg"/><itunes:duration>1:01</itunes:duration>
            <podcast:transcript url="1.vtt" type="text/vtt"/><media:thumbnail url="t.jpg"/></item>
          <item><title>Two</title><pubDate>soon</pubDate></item>
          <generator>Late</generator>
        </channel></rss>
        """

    @Test("xylem --version names the package and the expat it loaded", .enabled(if: program != nil))
    func version() throws {
        let (out, err, status) = try Self.run(["--version"], input: "")
        #expect(status == 0)
        #expect(err.isEmpty)
        #expect(out.hasPrefix("xylem "))
        #expect(out.contains("(expat \(XMLReader.expatVersion))"))
    }

    @Test(
        "a feed line, one line per item, a summary with the late fields; warnings on standard error",
        .enabled(if: program != nil))
    func jsonLines() throws {
        let (out, err, status) = try Self.run(["feed", "--base", "https://x.example/show/", "-"], input: Self.feed)
        #expect(status == 0)
        let lines = out.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                #"{"object":"feed","format":"rss","version":"2.0","title":"Show & \"tell\"","itunes":{"explicit":true,"owner":{"name":"Ann"}}}"#,
                #"{"object":"item","id":"a","title":"One","link":"https://x.example/show/1","published":"2011-04-27T07:00:00Z","enclosures":[{"url":"https://x.example/show/1.mp3","length":12,"type":"audio/mpeg"}],"itunes":{"duration":61},"podcast":{"transcripts":[{"url":"https://x.example/show/1.vtt","type":"text/vtt"}]},"media":{"thumbnails":["https://x.example/show/t.jpg"]}}"#,
                #"{"object":"item","title":"Two"}"#,
                #"{"object":"summary","itemCount":2,"feed":{"generator":"Late"}}"#,
            ])
        #expect(err.hasPrefix("xylem: warning: line 6"))
        #expect(err.contains("\"soon\""))
    }

    @Test("an Atom podcast prints the same iTunes, podcast and media objects", .enabled(if: program != nil))
    func atomPodcast() throws {
        let atom = """
            <feed xmlns="http://www.w3.org/2005/Atom" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"
              xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:media="http://search.yahoo.com/mrss/">
              <title>Quay</title><itunes:author>Cara</itunes:author><itunes:explicit>no</itunes:explicit>
              <podcast:locked>yes</podcast:locked>
              <entry><id>e1</id><title>One</title><link href="1"/>
                <link rel="enclosure" href="1.mp3" length="12" type="audio/mpeg"/><itunes:duration>1:01</itunes:duration>
                <podcast:transcript url="1.vtt" type="text/vtt"/><media:thumbnail url="t.jpg"/></entry>
            </feed>
            """
        let (out, err, status) = try Self.run(["feed", "--base", "https://x.example/show/", "-"], input: atom)
        #expect(status == 0)
        #expect(err.isEmpty)
        #expect(
            out.split(separator: "\n").map(String.init) == [
                #"{"object":"feed","format":"atom","version":"1.0","title":"Quay","authors":[{"name":"Cara"}],"itunes":{"author":"Cara","explicit":false},"podcast":{"locked":true}}"#,
                #"{"object":"item","id":"e1","title":"One","link":"https://x.example/show/1","enclosures":[{"url":"https://x.example/show/1.mp3","length":12,"type":"audio/mpeg"}],"itunes":{"duration":61},"podcast":{"transcripts":[{"url":"https://x.example/show/1.vtt","type":"text/vtt"}]},"media":{"thumbnails":["https://x.example/show/t.jpg"]}}"#,
                #"{"object":"summary","itemCount":1}"#,
            ])
    }

    @Test(
        "tombstones on the feed line, those after the first entry in the summary; deleted entries marked",
        .enabled(if: program != nil))
    func deletedEntries() throws {
        let atom = """
            <feed xmlns="http://www.w3.org/2005/Atom" xmlns:at="http://purl.org/atompub/tombstones/1.0"
              xmlns:gd="http://schemas.google.com/g/2005">
              <title>T</title>
              <at:deleted-entry ref="urn:1" when="2005-11-29T13:11:12+01:00"><at:comment>Spam</at:comment></at:deleted-entry>
              <entry><id>urn:2</id><gd:deleted/></entry>
              <entry><id>urn:3</id></entry>
              <at:deleted-entry ref="urn:4"><at:by><name>Ann</name></at:by></at:deleted-entry>
              <at:deleted-entry when="2005-11-29T12:11:12Z"/>
            </feed>
            """
        let (out, err, status) = try Self.run(["feed", "-"], input: atom)
        #expect(status == 0)
        #expect(
            out.split(separator: "\n").map(String.init) == [
                #"{"object":"feed","format":"atom","version":"1.0","title":"T","tombstones":[{"ref":"urn:1","when":"2005-11-29T12:11:12Z","comment":"Spam"}]}"#,
                #"{"object":"item","id":"urn:2","deleted":true}"#,
                #"{"object":"item","id":"urn:3"}"#,
                #"{"object":"summary","itemCount":2,"feed":{"tombstones":[{"ref":"urn:1","when":"2005-11-29T12:11:12Z","comment":"Spam"},{"ref":"urn:4","by":{"name":"Ann"}}]}}"#,
            ])
        #expect(err.hasPrefix("xylem: warning: "))
        #expect(err.contains("feed/at:deleted-entry[3]"))
    }

    @Test("--count prints the number of items", .enabled(if: program != nil))
    func count() throws {
        #expect(try Self.run(["feed", "--count"], input: Self.feed).out == "2\n")
    }

    @Test("only an unreadable document fails", .enabled(if: program != nil))
    func failures() throws {
        let notAFeed = try Self.run(["feed"], input: "<html/>")
        #expect(notAFeed.status != 0)
        #expect(notAFeed.err.hasPrefix("xylem: "))
        let broken = try Self.run(["feed", "--strict"], input: "<rss><channel><item></channel></rss>")
        #expect(broken.status != 0)
        let noRoot = try Self.run(["feed"], input: "<?xml version=\"1.0\"?><!-- nothing -->")
        #expect(noRoot.status != 0)
    }

    @Test("a feed without items prints its line, then the summary", .enabled(if: program != nil))
    func noItems() throws {
        let out = try Self.run(
            ["feed"], input: #"{"version":"https://jsonfeed.org/version/1.1","title":"J","items":[]}"#
        ).out
        #expect(
            out == #"{"object":"feed","format":"json","version":"https://jsonfeed.org/version/1.1","title":"J"}"# + "\n"
                + #"{"object":"summary","itemCount":0}"# + "\n")
    }

    @Test("roundtrip writes an RSS feed back with what the model keeps", .enabled(if: program != nil))
    func roundtrip() throws {
        let (out, _, status) = try Self.run(["roundtrip"], input: Self.feed)
        #expect(status == 0)
        #expect(out.contains("<title>Show &amp; \"tell\"</title>"))
        #expect(out.contains("<itunes:duration>1:01</itunes:duration>"))
        #expect(out.contains("xmlns:itunes=\"http://www.itunes.com/dtds/podcast-1.0.dtd\""))
    }

    @Test(
        "roundtrip copies RSS and RDF feeds as read whole, with the whole read's warnings on standard error",
        .enabled(if: program != nil))
    func roundtripAsReadWhole() throws {
        let reader = XMLReader(options: .feedReading)
        let (out, err, status) = try Self.run(["roundtrip"], input: Self.feed)
        #expect(status == 0)
        let (whole, warnings) = try reader.readWithWarnings(RSSDocument.self, from: .string(Self.feed))
        #expect(try reader.read(RSSDocument.self, from: .string(out)) == whole)
        let lines = warnings.map {
            "xylem: warning: \("\($0)".split(whereSeparator: \.isNewline).joined(separator: " "))\n"
        }
        #expect(err == lines.joined())
        #expect(!warnings.isEmpty)
        let rdf = try Self.run(["roundtrip"], input: RDFModelTests.rss10)
        #expect(rdf.status == 0)
        #expect(
            try reader.read(RDFDocument.self, from: .string(rdf.out))
                == reader.read(RDFDocument.self, from: .string(RDFModelTests.rss10)))
    }
}
