// A read that hands each item's model (for a database import, which makes the feed view's items
// on the thread that writes) must give, item for item, what the public read gives, in every
// format, with the feed's own fields handed once, with the first item.

import Testing
import Xylem
import XylemFeeds

@Suite("Feed item drafts")
struct FeedItemDraftTests {
    @Test(
        "drafts make the items the read hands, in every format",
        arguments: [
            PodcastFeedFixture.feed(), RDFModelTests.rss10, RDFModelTests.rss090, RDFModelTests.rss091,
            FeedViewTests.atom, FeedViewTests.atom03, FeedViewTests.json,
        ])
    func draftsMakeTheReadsItems(document: String) throws {
        let reader = FeedReader(documentURL: "https://example.com/feeds/")
        var read: [FeedItem] = []
        var feedsSoFar: [Feed] = []
        let (feed, summary) = try reader.stream(.string(document)) { item, soFar in
            read.append(item)
            feedsSoFar.append(soFar.feed)
            return .continue
        }
        var drafted: [FeedItem] = []
        var handedSoFar: [Feed?] = []
        let (draftFeed, draftSummary) = try reader.streamDrafts(.string(document)) { draft, soFar in
            drafted.append(draft.item())
            handedSoFar.append(soFar?.feed)
            return .continue
        }
        #expect(!read.isEmpty)
        #expect(drafted == read)
        #expect(draftFeed == feed)
        #expect(draftSummary.itemCount == summary.itemCount)
        // The feed so far comes with the first item only, equal to what the read hands with it.
        let firstHanded = try #require(handedSoFar.first)
        #expect(firstHanded != nil)
        #expect(firstHanded == feedsSoFar.first)
        #expect(handedSoFar.dropFirst().allSatisfy { $0 == nil })
    }
}
