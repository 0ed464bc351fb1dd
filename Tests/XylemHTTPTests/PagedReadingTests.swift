// Paged feeds over HTTP: next links followed into one stream of Atom entries or feed items, in
// order, relative links resolved against each page's final URL; loops and too many pages refused.

import NIOHTTP1
import Synchronization
import Testing
import XylemAtom
import XylemFeeds
import XylemHTTP

@Suite("Paged feeds over HTTP")
struct PagedReadingTests {
    typealias Response = ReaderResponse

    @Test("an Atom feed of three pages reads as one stream of entries, in order")
    func atomThreePages() async throws {
        // Page 2 is reached through a redirect: its relative next link resolves against /archive/.
        try await LoopbackServer.answering({ request in
            switch request.uri {
            case "/feeds/events":
                return .document(ReaderFixtures.atomPage(ids: ["a1", "a2"], next: "events?page=2"))
            case "/feeds/events?page=2":
                return .status(.found, headers: ["Location": "/archive/events-2.xml"])
            case "/archive/events-2.xml":
                return .document(ReaderFixtures.atomPage(ids: ["b1", "b2"], next: "events-3.xml"))
            case "/archive/events-3.xml":
                return .document(ReaderFixtures.atomPage(ids: ["c1"], next: nil))
            default:
                return .status(.notFound)
            }
        }) { server in
            try await ReaderFixtures.withFetcher { fetcher in
                let entries = fetcher.atomEntries(from: server.baseURL + "/feeds/events")
                var ids: [String] = []
                for try await entry in entries { ids.append(entry.entry.id ?? "") }
                #expect(ids == ["a1", "a2", "b1", "b2", "c1"])
                #expect(
                    entries.pages.map(\.page.url) == [
                        server.baseURL + "/feeds/events", server.baseURL + "/archive/events-2.xml",
                        server.baseURL + "/archive/events-3.xml",
                    ])
                #expect(entries.pages[1].page.requestedURL == server.baseURL + "/feeds/events?page=2")
                #expect(entries.pages.map { $0.summary?.recordCount } == [2, 2, 1])
                #expect(entries.pages.allSatisfy { $0.feed?.title?.value == "Paged feed" })
            }
        }
    }

    @Test("an RSS feed's atom:link rel=next pages its items into one stream")
    func rssPaged() async throws {
        try await LoopbackServer.answering({ request in
            switch request.uri {
            case "/podcast.xml": return .document(ReaderFixtures.rssPage(guids: ["1", "2"], next: "podcast-2.xml"))
            case "/podcast-2.xml": return .document(ReaderFixtures.rssPage(guids: ["3"], next: nil))
            default: return .status(.notFound)
            }
        }) { server in
            try await ReaderFixtures.withFetcher { fetcher in
                let items = fetcher.feedItems(from: server.baseURL + "/podcast.xml")
                var titles: [String] = []
                for try await item in items { titles.append(item.title ?? "") }
                #expect(titles == ["Item 1", "Item 2", "Item 3"])
                #expect(items.pages.count == 2)
                #expect(items.pages.map { $0.summary?.format } == [.rss, .rss])
                #expect(items.pages[0].feed?.nextLink == server.baseURL + "/podcast-2.xml")
                #expect(items.pages[1].feed?.title == "Archive")
            }
        }
    }

    @Test("without followingNext only the first page is read")
    func notFollowing() async throws {
        try await LoopbackServer.answering({ request in
            .document(ReaderFixtures.rssPage(guids: ["1"], next: "more.xml"))
        }) { server in
            try await ReaderFixtures.withFetcher { fetcher in
                let items = fetcher.feedItems(from: server.baseURL + "/feed.xml", followingNext: false)
                var count = 0
                for try await _ in items { count += 1 }
                #expect(count == 1)
                #expect(server.requests.map(\.uri) == ["/feed.xml"])
            }
        }
    }

    @Test("next links that lead back to a page already read end with a page-loop error")
    func loop() async throws {
        try await LoopbackServer.answering({ request in
            switch request.uri {
            case "/page1": return .document(ReaderFixtures.atomPage(ids: ["p1"], next: "page2"))
            case "/page2": return .document(ReaderFixtures.atomPage(ids: ["p2"], next: "/page1#again"))
            default: return .status(.notFound)
            }
        }) { server in
            try await ReaderFixtures.withFetcher { fetcher in
                var ids: [String] = []
                var failure: (any Error)?
                do {
                    for try await entry in fetcher.atomEntries(from: server.baseURL + "/page1") {
                        ids.append(entry.entry.id ?? "")
                    }
                } catch {
                    failure = error
                }
                #expect(ids == ["p1", "p2"])
                #expect(ReaderFixtures.fetchErrorKind(failure) == .pageLoop(url: server.baseURL + "/page1#again"))
                #expect((failure as? HTTPFetchError)?.url == server.baseURL + "/page2")
                #expect(server.requests.count == 2)
            }
        }
    }

    @Test("a next link on the last page allowed is an error, after the items of the pages read")
    func pageLimit() async throws {
        try await LoopbackServer.answering({ request in
            let page = Int(request.uri.dropFirst("/page".count)) ?? 0
            return .document(ReaderFixtures.rssPage(guids: ["\(page)"], next: "page\(page + 1)"))
        }) { server in
            try await ReaderFixtures.withFetcher { fetcher in
                var guids: [String] = []
                var failure: (any Error)?
                let items = fetcher.feedItems(from: server.baseURL + "/page1", maxPages: 2)
                do {
                    for try await item in items { guids.append(item.id ?? "") }
                } catch {
                    failure = error
                }
                #expect(guids == ["1", "2"])
                #expect(ReaderFixtures.fetchErrorKind(failure) == .tooManyPages(limit: 2))
                #expect(server.requests.map(\.uri) == ["/page1", "/page2"])
                #expect(items.pages.count == 2)
            }
        }
    }

    @Test("the handler-based read hands over every page's items with the page's feed so far")
    func handlerBased() async throws {
        try await LoopbackServer.answering({ request in
            switch request.uri {
            case "/a.xml": return .document(ReaderFixtures.rssPage(guids: ["1"], next: "b.xml", title: "First"))
            case "/b.xml": return .document(ReaderFixtures.rssPage(guids: ["2", "3"], next: nil, title: "Second"))
            default: return .status(.notFound)
            }
        }) { server in
            try await ReaderFixtures.withFetcher { fetcher in
                let seen = SeenLines()
                let pages = try await fetcher.streamFeed(from: HTTPFetchRequest(url: server.baseURL + "/a.xml")) {
                    item, feedSoFar in
                    seen.add("\(feedSoFar.title ?? "") \(item.id ?? "")")
                    return item.id == "2" ? .stop : .continue
                }
                #expect(seen.lines == ["First 1", "Second 2"])
                #expect(pages.count == 2)
                #expect(pages[1].summary?.stoppedEarly == true)
            }
        }
    }
}

/// Lines collected from the reader's thread.
final class SeenLines: Sendable {
    private let stored = Mutex<[String]>([])
    func add(_ line: String) { stored.withLock { $0.append(line) } }
    var lines: [String] { stored.withLock { $0 } }
}
