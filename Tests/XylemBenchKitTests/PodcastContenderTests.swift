// The podcast race's contenders must read the same items: the XylemFeeds item model, the Feed
// view and the XMLParser + DateFormatter reader agree on every item's fields, dates included, and
// the floors count the items.

import Foundation
import Testing

@testable import XylemBenchKit
@testable import xylem_bench_foundation

@Suite("Podcast race contenders")
struct PodcastContenderTests {
    @Test("the XylemFeeds contenders and the XMLParser reader read the same items")
    func contendersAgree() throws {
        let corpus = try TemporaryCorpus(podcast: PodcastCorpusGenerator(items: 250, seed: 4))
        defer { corpus.remove() }
        let items = try BenchmarkContender.xylemRSSItems.run(corpus.path, .checksum)
        #expect(items.entries == 250)
        #expect(try BenchmarkContender.xylemFeedView.run(corpus.path, .checksum) == items)
        #expect(try BenchmarkContender.foundationPodcast.run(corpus.path, .checksum) == items)
        for floor in [BenchmarkContender.rawExpatItems, .rawExpatItemsNamespaces] {
            #expect(try floor.run(corpus.path, .count).entries == 250)
        }
        #expect(try BenchmarkContender.xylemFeedView.run(corpus.path, .count).entries == 250)
    }

    @Test("a changed field changes the checksum")
    func checksumSeesFields() {
        var item = PodcastItemFields()
        item.duration = 60
        var first = BenchmarkChecksum()
        first.add(item)
        item.duration = 61
        var second = BenchmarkChecksum()
        second.add(item)
        #expect(first.entries == 1)
        #expect(first != second)
    }

    @Test(
        "durations as podcast readers compute them",
        arguments: [("61", 61), ("1:01", 61), ("1:00:01", 3601), ("x", -1), ("1:2:3:4", -1)] as [(String, Int)])
    func durations(text: String, seconds: Int) {
        #expect(podcastDurationSeconds(text) == seconds)
    }
}
