// What the response tells the readers: the charset of Content-Type wins over the XML declaration,
// the final URL after redirects is the base of relative links, and a 304 the fetcher reports
// becomes "not modified" in the readers' results instead of a read.

import Foundation
import NIOHTTP1
import Testing
import XylemFeeds
import XylemHTTP

@Suite("Response facts given to the readers")
struct ResponseFactsTests {
    typealias Response = ReaderResponse

    /// A body whose declaration names another encoding than the one it is written in.
    struct MislabelledBody: Sendable, CustomTestStringConvertible {
        var bytes: [UInt8]
        var charset: String
        var title: String
        var testDescription: String { "\(charset) body, declared otherwise" }
    }

    static let mislabelled: [MislabelledBody] = [
        // "Привет" in windows-1251, in a document that declares UTF-8.
        MislabelledBody(
            bytes: Array(#"<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>"#.utf8)
                + [0xCF, 0xF0, 0xE8, 0xE2, 0xE5, 0xF2] + Array("</title></channel></rss>".utf8),
            charset: "windows-1251", title: "Привет"),
        // "Café" in UTF-8, in a document that declares ISO-8859-1.
        MislabelledBody(
            bytes: Array(#"<?xml version="1.0" encoding="ISO-8859-1"?><rss version="2.0"><channel>"#.utf8)
                + Array("<title>Café</title></channel></rss>".utf8),
            charset: "utf-8", title: "Café"),
    ]

    @Test("the charset of Content-Type is the document's encoding, whatever it declares", arguments: mislabelled)
    func charsetWins(_ body: MislabelledBody) async throws {
        try await LoopbackServer.answering({ request in
            let type =
                request.uri == "/labelled" ? "application/rss+xml; charset=\"\(body.charset)\"" : "application/rss+xml"
            return .bytes(body.bytes, type: type)
        }) { server in
            try await ReaderFixtures.withFetcher { fetcher in
                let labelled = try await fetcher.feed(from: server.baseURL + "/labelled")
                #expect(labelled.feed?.title == body.title)
                #expect(labelled.page.charset == body.charset)
                // The same bytes without the header read as their declaration says: not the title.
                let unlabelled = try await fetcher.feed(from: server.baseURL + "/unlabelled")
                #expect(unlabelled.feed?.title != body.title)
            }
        }
    }

    @Test("the records reader takes the charset of Content-Type over the declaration")
    func charsetWinsForRecords() async throws {
        let document = ReaderFixtures.atomPage(ids: ["é"], next: nil).replacingOccurrences(
            of: #"encoding="utf-8""#, with: #"encoding="ISO-8859-1""#)
        try await LoopbackServer.answering({ _ in
            .document(document, type: "application/atom+xml;charset=UTF-8")
        }) { server in
            try await ReaderFixtures.withFetcher { fetcher in
                var ids: [String] = []
                for try await entry in fetcher.records(
                    AtomEntryRecord.self, at: AtomEntryRecord.path, from: server.baseURL + "/feed")
                {
                    ids.append(entry.id)
                }
                #expect(ids == ["é"])
            }
        }
    }

    @Test("relative links resolve against the final URL, after redirects")
    func finalURLIsTheBase() async throws {
        let feed = """
            <rss version="2.0"><channel><title>Moved</title><link>./</link>
            <item><guid>1</guid><title>One</title><link>posts/1.html</link></item></channel></rss>
            """
        try await LoopbackServer.answering({ request in
            switch request.uri {
            case "/feed": return .status(.movedPermanently, headers: ["Location": "/blog/current/feed.xml"])
            case "/blog/current/feed.xml": return .document(feed, type: "application/rss+xml")
            default: return .status(.notFound)
            }
        }) { server in
            try await ReaderFixtures.withFetcher { fetcher in
                let result = try await fetcher.feed(from: server.baseURL + "/feed")
                #expect(result.page.requestedURL == server.baseURL + "/feed")
                #expect(result.page.url == server.baseURL + "/blog/current/feed.xml")
                #expect(result.page.redirects == [server.baseURL + "/feed"])
                #expect(result.feed?.link == server.baseURL + "/blog/current/")
                #expect(result.feed?.items.first?.link == server.baseURL + "/blog/current/posts/1.html")
            }
        }
    }

    @Test("a 304 the fetcher reports makes every reader report 'not modified' instead of reading")
    func notModifiedReported() async throws {
        let etag = "\"v1\""
        try await LoopbackServer.answering({ request in
            if request.headers["If-None-Match"].contains(etag) { return .status(.notModified, headers: ["ETag": etag]) }
            return .document(
                ReaderFixtures.atomPage(ids: ["1", "2"], next: "page2"), type: "application/atom+xml",
                headers: ["ETag": etag])
        }) { server in
            try await ReaderFixtures.withFetcher({
                $0.cache = MemoryHTTPCache()
                $0.notModified = .report
            }) { fetcher in
                let url = server.baseURL + "/feed"
                let first = try await fetcher.feed(from: url)
                #expect(!first.isNotModified)
                #expect(first.feed?.items.map(\.id) == ["1", "2"])

                let again = try await fetcher.feed(from: url)
                #expect(again.isNotModified)
                #expect(again.page.status == 304)
                #expect(again.feed == nil)

                let items = fetcher.feedItems(from: url)
                var itemCount = 0
                for try await _ in items { itemCount += 1 }
                #expect(itemCount == 0)
                #expect(items.isNotModified)

                let entries = fetcher.atomEntries(from: url)
                var entryCount = 0
                for try await _ in entries { entryCount += 1 }
                #expect(entryCount == 0)
                #expect(entries.isNotModified)
                #expect(entries.pages.count == 1)

                let records = fetcher.records(AtomEntryRecord.self, at: AtomEntryRecord.path, from: url)
                var recordCount = 0
                for try await _ in records { recordCount += 1 }
                #expect(recordCount == 0)
                #expect(records.isNotModified)

                let conditional = server.requests.dropFirst().map { $0.headers["If-None-Match"] }
                #expect(conditional == Array(repeating: [etag], count: 4))
            }
        }
    }

    @Test("a failed fetch throws the status error from the first next()")
    func statusError() async throws {
        try await LoopbackServer.answering({ _ in .status(.notFound) }) { server in
            try await ReaderFixtures.withFetcher { fetcher in
                var failure: (any Error)?
                do {
                    for try await _ in fetcher.atomEntries(from: server.baseURL + "/missing") {}
                } catch {
                    failure = error
                }
                #expect((failure as? HTTPStatusError)?.status == 404)
                #expect((failure as? HTTPStatusError)?.url == server.baseURL + "/missing")
            }
        }
    }
}
