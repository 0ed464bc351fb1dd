// Conditional GET: the validators of a response are remembered, sent with the next request for
// the same URL, and a 304 answers from the cached body or is reported.

import NIOHTTP1
import Synchronization
import Testing

@testable import XylemHTTP

@Suite struct FetcherCacheTests {
    static let feed = "<feed xmlns=\"http://www.w3.org/2005/Atom\"><title>Cached</title></feed>"

    /// A server with one document whose ETag and Last-Modified it checks.
    static func validatingServer(
        _ body: @escaping @Sendable (LoopbackServer) async throws -> Void
    ) async throws {
        try await LoopbackServer.with(
            { request, responder in
                if request.header("If-None-Match") == "\"v1\""
                    || request.header("If-Modified-Since") == "Sun, 06 Nov 1994 08:49:37 GMT"
                {
                    try await responder.respond(status: .notModified, headers: ["ETag": "\"v1\""])
                    return
                }
                try await responder.respond(
                    headers: [
                        "Content-Type": "application/atom+xml; charset=utf-8", "ETag": "\"v1\"",
                        "Last-Modified": "Sun, 06 Nov 1994 08:49:37 GMT",
                    ], body: feed)
            }, body)
    }

    @Test func a304AnswersFromTheCachedBody() async throws {
        try await Self.validatingServer { server in
            try await withFetcher { fetcher in
                let first = try await fetcher.fetch(HTTPFetchRequest(url: server.url("feed")))
                #expect(first.origin == .network)
                #expect(try await bodyText(first) == Self.feed)
                let second = try await fetcher.fetch(HTTPFetchRequest(url: server.url("feed")))
                #expect(second.origin == .cache)
                #expect(second.status == 304)
                #expect(!second.isNotModified)
                #expect(second.charset == "utf-8")
                #expect(try await bodyText(second) == Self.feed)
                let sent = server.requests(for: "/feed")
                #expect(sent.count == 2)
                #expect(sent[0].header("If-None-Match") == nil)
                #expect(sent[1].header("If-None-Match") == "\"v1\"")
                #expect(sent[1].header("If-Modified-Since") == "Sun, 06 Nov 1994 08:49:37 GMT")
            }
        }
    }

    @Test func a304IsReportedWhenAskedAndNeedsNoBody() async throws {
        try await Self.validatingServer { server in
            // Validators alone, as a database of feeds keeps them.
            let cache = MemoryHTTPCache()
            try await cache.writer(
                for: server.url("feed"), metadata: HTTPCacheEntry.Metadata(etag: "\"v1\"")
            )?.commit()
            try await withFetcher({ configuration in
                configuration.cache = cache
                configuration.notModified = .report
            }) { fetcher in
                let response = try await fetcher.fetch(HTTPFetchRequest(url: server.url("feed")))
                #expect(response.isNotModified)
                #expect(response.status == 304)
                #expect(try await bodyBytes(response).isEmpty)
            }
        }
    }

    @Test func aBodyIsStoredOnlyOnceItEnded() async throws {
        try await LoopbackServer.with({ _, responder in
            try await responder.head(headers: ["ETag": "\"v1\"", "Content-Length": "100"])
            try await responder.write("<feed>")
            try await responder.closeAbruptly()
        }) { server in
            let cache = MemoryHTTPCache()
            try await withFetcher({ $0.cache = cache }) { fetcher in
                let response = try await fetcher.fetch(HTTPFetchRequest(url: server.url("feed")))
                await #expect(throws: HTTPFetchError.self) { _ = try await bodyBytes(response) }
                #expect(try await cache.entry(for: server.url("feed")) == nil)
            }
        }
    }

    @Test func aDirectoryCacheAnswersA304InALaterFetcher() async throws {
        try await Self.validatingServer { server in
            try await withTemporaryDirectory { directory in
                for round in 0..<2 {
                    try await withFetcher({ $0.cache = try! DirectoryHTTPCache(directory: directory) }) { fetcher in
                        let response = try await fetcher.fetch(HTTPFetchRequest(url: server.url("feed")))
                        #expect(response.origin == (round == 0 ? .network : .cache))
                        #expect(try await bodyText(response) == Self.feed)
                    }
                }
                #expect(server.requests(for: "/feed").map { $0.header("If-None-Match") } == [nil, "\"v1\""])
            }
        }
    }

    @Test func withoutTheCacheNoValidatorsAreSent() async throws {
        try await Self.validatingServer { server in
            try await withFetcher({ $0.cache = nil }) { fetcher in
                for _ in 0..<2 {
                    let response = try await fetcher.fetch(HTTPFetchRequest(url: server.url("feed")))
                    #expect(try await bodyText(response) == Self.feed)
                }
                #expect(server.requests.allSatisfy { $0.header("If-None-Match") == nil })
            }
        }
    }
}
