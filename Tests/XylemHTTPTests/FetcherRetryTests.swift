// Retries: which failures are sent again, Retry-After honoured (as seconds and as a date), the
// count and time budgets, the hook, and non-idempotent requests left alone.

import NIOHTTP1
import Synchronization
import Testing

@testable import XylemHTTP

@Suite struct FetcherRetryTests {
    @Test func a503WithRetryAfterIsRetriedAfterTheDelayAsked() async throws {
        let asked = Mutex<[Duration?]>([])
        try await LoopbackServer.with({ request, responder in
            if request.sequence == 0 {
                try await responder.respond(status: .serviceUnavailable, headers: ["Retry-After": "1"], body: "busy")
            } else {
                try await responder.respond(headers: ["Content-Type": "application/xml"], body: "<ok/>")
            }
        }) { server in
            try await withFetcher({ configuration in
                configuration.retry.decide = { failure in
                    asked.withLock { $0.append(failure.retryAfter) }
                    return .useDefault
                }
            }) { fetcher in
                let clock = ContinuousClock()
                let start = clock.now
                let response = try await fetcher.fetch(HTTPFetchRequest(url: server.url("feed")))
                let elapsed = clock.now - start
                #expect(response.status == 200)
                #expect(response.retries == 1)
                #expect(try await bodyText(response) == "<ok/>")
                #expect(server.requests(for: "/feed").count == 2)
                #expect(asked.withLock { $0 } == [.seconds(1)])
                // The back-off alone would have waited under 40 ms.
                #expect(elapsed >= .seconds(1))
            }
        }
    }

    @Test func retryAfterAsAnHTTPDateInThePastRetriesAtOnce() async throws {
        let asked = Mutex<[Duration?]>([])
        try await LoopbackServer.with({ request, responder in
            if request.sequence == 0 {
                try await responder.respond(
                    status: .tooManyRequests, headers: ["Retry-After": "Sun, 06 Nov 1994 08:49:37 GMT"])
            } else {
                try await responder.respond(body: "<ok/>")
            }
        }) { server in
            try await withFetcher({ configuration in
                configuration.retry.decide = { failure in
                    asked.withLock { $0.append(failure.retryAfter) }
                    return .useDefault
                }
            }) { fetcher in
                let response = try await fetcher.fetch(HTTPFetchRequest(url: server.url("feed")))
                #expect(response.retries == 1)
                #expect(asked.withLock { $0 } == [.zero])
                _ = try await bodyBytes(response)
            }
        }
    }

    @Test(arguments: [408, 429, 500, 502, 503, 504])
    func retriedStatusesGiveUpAfterMaxRetries(status: Int) async throws {
        try await LoopbackServer.with({ _, responder in
            try await responder.respond(status: HTTPResponseStatus(statusCode: status), body: "down")
        }) { server in
            try await withFetcher({ $0.retry.maxRetries = 2 }) { fetcher in
                let error = await #expect(throws: HTTPStatusError.self) {
                    _ = try await fetcher.fetch(HTTPFetchRequest(url: server.url("feed")))
                }
                #expect(error?.status == status)
                #expect(error?.retries == 2)
                #expect(server.requests(for: "/feed").count == 3)
            }
        }
    }

    @Test func otherFailureStatusesAreNotRetried() async throws {
        try await LoopbackServer.with({ _, responder in
            try await responder.respond(status: .badRequest, body: "no")
        }) { server in
            try await withFetcher { fetcher in
                await #expect(throws: HTTPStatusError.self) {
                    _ = try await fetcher.fetch(HTTPFetchRequest(url: server.url("feed")))
                }
                #expect(server.requests(for: "/feed").count == 1)
            }
        }
    }

    @Test func aPostIsNotRetriedUnlessAsked() async throws {
        try await LoopbackServer.with({ _, responder in
            try await responder.respond(status: .serviceUnavailable, body: "busy")
        }) { server in
            try await withFetcher({ $0.retry.maxRetries = 1 }) { fetcher in
                var request = HTTPFetchRequest(url: server.url("post"), method: .POST, body: Array("<entry/>".utf8))
                await #expect(throws: HTTPStatusError.self) { _ = try await fetcher.fetch(request) }
                #expect(server.requests(for: "/post").count == 1)
                request.retriesNonIdempotent = true
                await #expect(throws: HTTPStatusError.self) { _ = try await fetcher.fetch(request) }
                #expect(server.requests(for: "/post").count == 3)
                #expect(server.requests(for: "/post").last?.bodyText == "<entry/>")
            }
        }
    }

    @Test func aRetryAfterPastTheTimeBudgetFailsAtOnce() async throws {
        try await LoopbackServer.with({ _, responder in
            try await responder.respond(status: .serviceUnavailable, headers: ["Retry-After": "3600"])
        }) { server in
            try await withFetcher({ $0.retry.maxTotalTime = .seconds(5) }) { fetcher in
                let error = await #expect(throws: HTTPFetchError.self) {
                    _ = try await fetcher.fetch(HTTPFetchRequest(url: server.url("feed")))
                }
                guard case .retryBudgetExhausted(let last) = error?.kind else {
                    Issue.record("expected the retry budget to run out, got \(String(describing: error))")
                    return
                }
                #expect(last.contains("503"))
                #expect(server.requests(for: "/feed").count == 1)
            }
        }
    }

    @Test func theHookDecidesPerFailure() async throws {
        try await LoopbackServer.with({ request, responder in
            if request.sequence == 0 || request.path == "/other" {
                try await responder.respond(status: .forbidden)
            } else {
                try await responder.respond(body: "<ok/>")
            }
        }) { server in
            // 403 is not retried by default; the hook retries it once.
            try await withFetcher({ configuration in
                configuration.retry.decide = { failure in
                    failure.status == 403 && failure.retriesSoFar == 0 ? .retry(after: .milliseconds(1)) : .useDefault
                }
            }) { fetcher in
                let response = try await fetcher.fetch(HTTPFetchRequest(url: server.url("feed")))
                #expect(response.retries == 1)
                _ = try await bodyBytes(response)
            }
            try await withFetcher({ $0.retry.decide = { _ in .fail } }) { fetcher in
                await #expect(throws: HTTPStatusError.self) {
                    _ = try await fetcher.fetch(HTTPFetchRequest(url: server.url("other")))
                }
                #expect(server.requests(for: "/other").count == 1)
            }
        }
    }

    @Test func aRefusedConnectionIsRetriedThenReported() async throws {
        // A port that was just freed: connecting to it is refused.
        let server = try await LoopbackServer.start { _, responder in try await responder.respond() }
        let url = server.url("feed")
        try await server.stop()
        // The client keeps trying to connect until the connect timeout, then reports the refusal.
        try await withFetcher({ configuration in
            configuration.retry.maxRetries = 2
            configuration.timeouts.connect = .milliseconds(200)
        }) { fetcher in
            let error = await #expect(throws: HTTPFetchError.self) {
                _ = try await fetcher.fetch(HTTPFetchRequest(url: url))
            }
            guard case .connectionFailed = error?.kind else {
                Issue.record("expected a connection failure, got \(String(describing: error))")
                return
            }
            #expect(error?.retries == 2)
        }
    }
}
