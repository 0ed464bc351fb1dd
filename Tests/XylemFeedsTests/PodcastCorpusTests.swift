// The podcast benchmark corpus: deterministic, and read by the feed model without a warning, with
// every item's iTunes, Podcasting 2.0 and Media RSS elements and dates.

import Testing
import Xylem
import XylemBenchKit
import XylemFeeds

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

@Suite("Podcast corpus")
struct PodcastCorpusTests {
    static func generate(items: Int, seed: UInt64 = 1) throws -> [UInt8] {
        let path = "/tmp/xylem-podcast-\(items)-\(seed)-\(UInt32.random(in: 0...UInt32.max)).xml"
        defer { _ = try? FileManager.default.removeItem(atPath: path) }
        try PodcastCorpusGenerator(items: items, seed: seed).write(toFile: path)
        return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test("the same items and seed give the same bytes; a longer feed starts with the same items")
    func deterministic() throws {
        let first = try Self.generate(items: 40)
        #expect(try Self.generate(items: 40) == first)
        #expect(try Self.generate(items: 40, seed: 2) != first)
        let longer = try Self.generate(items: 80)
        let end = Array("</channel>".utf8)
        #expect(longer.starts(with: first.dropLast(first.count - firstIndex(of: end, in: first))))
    }

    @Test("every item reads with its podcast elements and no warning")
    func readsCompletely() throws {
        let bytes = try Self.generate(items: 300)
        let (feed, summary) = try FeedReader().stream(.bytes(bytes)) { item, _ in
            #expect(item.id != nil)
            #expect(item.published != nil)
            #expect(item.summary?.hasPrefix("<p>") == true)
            #expect(item.enclosures.count == 1)
            #expect(item.iTunes?.duration != nil)
            #expect(item.iTunes?.explicit != nil)
            #expect(item.podcast?.transcripts.count == 1)
            #expect(item.podcast?.chapters != nil)
            #expect(item.media?.contents.count == 1)
            #expect(item.media?.thumbnails.count == 1)
            return .continue
        }
        #expect(summary.itemCount == 300)
        #expect(summary.warnings.isEmpty)
        #expect(feed.iTunes?.categories == [["Technology", "Software How-To"]])
        #expect(feed.podcast?.locked == false)
        let whole = try FeedReader().read(.bytes(bytes))
        #expect(whole.items.map(\.iTunes?.episode) == (1...300).map { $0 })
    }

    private func firstIndex(of pattern: [UInt8], in bytes: [UInt8]) -> Int {
        var index = 0
        while index + pattern.count <= bytes.count {
            if bytes[index..<index + pattern.count].elementsEqual(pattern) { return index }
            index += 1
        }
        return bytes.count
    }
}
