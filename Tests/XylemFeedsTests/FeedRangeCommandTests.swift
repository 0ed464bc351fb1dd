// `xylem split --model feed` and `xylem feed --range` on an RSS 2.0 feed, run as a worker runs
// them: the ranges' items are the whole feed's, links resolved against the channel's xml:base.
// Skipped when the program has not been built.

import Testing

#if canImport(Foundation)
import Foundation
#endif

@Suite("xylem feed --range")
struct FeedRangeCommandTests {
    static func feed(items: Int) -> String {
        var xml =
            "<?xml version=\"1.0\"?>\n<rss version=\"2.0\" xmlns:itunes=\"http://www.itunes.com/dtds/podcast-1.0.dtd\">"
        xml += "<channel xml:base=\"https://x.example/show/\"><title>Show</title>\n"
        for index in 0..<items {
            xml += "<item><guid>g\(index)</guid><title>Episode \(index) &amp; more</title><link>e/\(index)</link>"
            xml += "<!-- <item><guid>fake</guid></item> -->"
            xml += "<pubDate>Tue, 26 Apr 2011 23:00:00 GMT</pubDate><itunes:duration>1:0\(index % 10)</itunes:duration>"
            xml += "<description><![CDATA[ notes > <item><guid>fake</guid></item> ]]></description></item>\n"
        }
        return xml + "</channel></rss>\n"
    }

    @Test("the items of the ranges are the whole feed's items, in order", .enabled(if: FeedCommandTests.program != nil))
    func rangesMatchWholeRead() throws {
        let directory = FileManager.default.temporaryDirectory
        let file = directory.appendingPathComponent("xylem-feed-range-\(UUID()).xml")
        let plan = directory.appendingPathComponent("xylem-feed-range-\(UUID()).json")
        defer {
            try? FileManager.default.removeItem(at: file)
            try? FileManager.default.removeItem(at: plan)
        }
        try Data(Self.feed(items: 1200).utf8).write(to: file)
        let whole = try FeedCommandTests.run(["feed", "--strict", file.path], input: "")
        #expect(whole.status == 0)
        let expected = whole.out.split(separator: "\n").filter { $0.contains("\"object\":\"item\"") }.map(String.init)
        #expect(expected.count == 1200)
        #expect(expected.first?.contains("\"link\":\"https://x.example/show/e/0\"") == true)
        let split = try FeedCommandTests.run(["split", file.path, "--model", "feed", "--bytes", "65536"], input: "")
        #expect(split.status == 0, "\(split.err)")
        try Data(split.out.utf8).write(to: plan)
        let object = try JSONSerialization.jsonObject(with: Data(split.out.utf8)) as? [String: Any]
        let ranges = try #require(object?["ranges"] as? [[String: Int]])
        #expect(ranges.count > 3)
        var lines: [String] = []
        for range in ranges {
            let bounds = "\(range["start"] ?? -1)-\(range["end"] ?? -1)"
            let read = try FeedCommandTests.run(
                ["feed", file.path, "--range", bounds, "--context", plan.path], input: "")
            #expect(read.status == 0, "\(read.err)")
            lines += read.out.split(separator: "\n").map(String.init)
        }
        #expect(lines.allSatisfy { $0.hasPrefix("{\"_offset\":") })
        #expect(lines.map { $0.replacing(/^\{"_offset":\d+,/, with: "{") } == expected)
    }

    @Test("an Atom feed is split with --model atom", .enabled(if: FeedCommandTests.program != nil))
    func atomFeedRefused() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("xylem-feed-atom-\(UUID()).xml")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("<feed xmlns=\"http://www.w3.org/2005/Atom\"><entry/><entry/></feed>".utf8).write(to: file)
        let split = try FeedCommandTests.run(["split", file.path, "--model", "feed", "--parts", "2"], input: "")
        #expect(split.status != 0 && split.err.contains("--model atom"))
    }
}
