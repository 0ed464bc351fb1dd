// Many feeds at once: every outcome reported, a failure not stopping the others, the per-host
// limit kept, and everything cancelled when the caller stops listening.

import Synchronization
import Testing

@testable import XylemHTTP

@Suite struct ManyFeedsTests {
    static func rss(_ title: String) -> String {
        "<rss version=\"2.0\"><channel><title>\(title)</title><item><title>\(title) item</title></item></channel></rss>"
    }

    @Test func everyFeedHasAnOutcomeAndAFailureStopsNoOther() async throws {
        let running = Mutex((now: 0, most: 0))
        try await LoopbackServer.with({ request, responder in
            running.withLock {
                $0.now += 1; $0.most = max($0.most, $0.now)
            }
            try await Task.sleep(for: .milliseconds(50))
            running.withLock { $0.now -= 1 }
            if request.path == "/missing" {
                try await responder.respond(status: .notFound, body: "no")
            } else {
                try await responder.respond(
                    headers: ["Content-Type": "application/rss+xml"], body: Self.rss(String(request.path.dropFirst())))
            }
        }) { server in
            let names = (0..<8).map { "feed\($0)" } + ["missing"]
            try await withFetcher({ $0.perHostConcurrency = 3 }) { fetcher in
                var outcomes: [HTTPFeedOutcome] = []
                for await outcome in fetcher.feeds(from: names.map { server.url($0) }) { outcomes.append(outcome) }
                #expect(outcomes.map(\.index).sorted() == Array(0..<9))
                for outcome in outcomes {
                    #expect(outcome.url == server.url(names[outcome.index]))
                    switch outcome.result {
                    case .success(let page):
                        #expect(page.feed?.title == names[outcome.index])
                        #expect(page.feed?.items.first?.title == "\(names[outcome.index]) item")
                    case .failure(let error):
                        #expect(names[outcome.index] == "missing")
                        #expect((error as? HTTPStatusError)?.status == 404)
                    }
                }
            }
        }
        #expect(running.withLock { $0.most } <= 3)
    }

    @Test func stoppingTheLoopCancelsTheFeedsStillRunning() async throws {
        let release = AsyncGate()
        try await LoopbackServer.with({ request, responder in
            if request.path != "/fast" { await release.wait() }
            try await responder.respond(body: Self.rss("x"))
        }) { server in
            try await withFetcher { fetcher in
                let urls = [server.url("fast")] + (0..<4).map { server.url("slow\($0)") }
                for await outcome in fetcher.feeds(from: urls) {
                    #expect(outcome.url == server.url("fast"))
                    break
                }
                // Every slow fetch gives its slot back once cancelled, without the server answering.
                let origin = try #require(HTTPTarget(server.url(""))).origin
                for _ in 0..<200 where fetcher.hosts.inFlight(origin) > 0 {
                    try await Task.sleep(for: .milliseconds(10))
                }
                #expect(fetcher.hosts.inFlight(origin) == 0)
            }
            release.open()
        }
    }
}
