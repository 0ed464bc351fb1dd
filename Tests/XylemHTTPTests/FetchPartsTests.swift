// The pieces of the request loop that need no server: HTTP dates for Retry-After, the parts of
// Content-Type, back-off delays, redaction of secrets in log lines, and the per-host limit.

import NIOHTTP1
import Testing

@testable import XylemHTTP

@Suite struct FetchPartsTests {
    @Test func httpDatesInAllThreeForms() {
        // 784111777 is 1994-11-06T08:49:37Z, RFC 9110's example.
        #expect(HTTPDate.secondsSince1970("Sun, 06 Nov 1994 08:49:37 GMT") == 784_111_777)
        #expect(HTTPDate.secondsSince1970("Sunday, 06-Nov-94 08:49:37 GMT") == 784_111_777)
        #expect(HTTPDate.secondsSince1970("Sun Nov  6 08:49:37 1994") == 784_111_777)
        #expect(HTTPDate.secondsSince1970("Thu, 01 Jan 1970 00:00:00 GMT") == 0)
        #expect(HTTPDate.secondsSince1970("Tue, 29 Feb 2028 12:00:00 GMT") == 1_835_438_400)
        #expect(HTTPDate.secondsSince1970("Sun, 06 Nov 1994 25:49:37 GMT") == nil)
        #expect(HTTPDate.secondsSince1970("Sun, 06 Foo 1994 08:49:37 GMT") == nil)
        #expect(HTTPDate.secondsSince1970("120") == nil)
    }

    @Test func retryAfterInSecondsOrAsADate() throws {
        let fetcher = HTTPFetcher()
        defer { Task { try await fetcher.shutdown() } }
        #expect(fetcher.retryAfter(["Retry-After": "7"]) == .seconds(7))
        #expect(fetcher.retryAfter(["Retry-After": " 0 "]) == .zero)
        #expect(fetcher.retryAfter(["Retry-After": "Sun, 06 Nov 1994 08:49:37 GMT"]) == .zero)
        #expect(fetcher.retryAfter(["Retry-After": "-3"]) == nil)
        #expect(fetcher.retryAfter([:]) == nil)
        let future = try #require(fetcher.retryAfter(["Retry-After": "Fri, 31 Dec 9999 23:59:59 GMT"]))
        #expect(future > .seconds(86_400 * 365))
    }

    @Test func contentTypeParts() {
        let plain = ContentType("application/atom+xml")
        #expect(plain?.mediaType == "application/atom+xml")
        #expect(plain?.charset == nil)
        #expect(plain?.isXML == true)
        let quoted = ContentType("Text/XML ; Charset=\"ISO-8859-1\"")
        #expect(quoted?.mediaType == "text/xml")
        #expect(quoted?.charset == "ISO-8859-1")
        let later = ContentType("text/html; q=1; charset=windows-1252")
        #expect(later?.charset == "windows-1252")
        #expect(later?.isXML == false)
        #expect(ContentType("") == nil)
        #expect(ContentType(nil) == nil)
    }

    @Test func backoffDoublesAndIsCappedWithJitter() {
        var policy = RetryPolicy()
        policy.initialDelay = .milliseconds(100)
        policy.maxDelay = .seconds(1)
        #expect(policy.backoff(beforeRetry: 0, random: 1) == .milliseconds(100))
        #expect(policy.backoff(beforeRetry: 0, random: 0) == .milliseconds(50))
        #expect(policy.backoff(beforeRetry: 2, random: 1) == .milliseconds(400))
        #expect(policy.backoff(beforeRetry: 10, random: 1) == .seconds(1))
        #expect(policy.backoff(beforeRetry: 60, random: 0) == .milliseconds(500))
        #expect(RetryPolicy.never.maxRetries == 0)
    }

    @Test func secretsAreRedacted() {
        #expect(
            Redaction.url("https://user:pw@example.com/feed?access_token=abc&q=x#top")
                == "https://***@example.com/feed?access_token=***&q=x#top")
        #expect(Redaction.url("http://example.com/a?key=1") == "http://example.com/a?key=***")
        #expect(Redaction.url("http://example.com/a@b") == "http://example.com/a@b")
        let line = Redaction.headers([
            ("Authorization", "Bearer s3cret"), ("Cookie", "id=1"), ("Accept", "application/atom+xml"),
        ])
        #expect(line == "Authorization: ***, Cookie: ***, Accept: application/atom+xml")
        #expect(!line.contains("s3cret"))
    }

    @Test func targetsAndRedirectResolution() throws {
        let target = try #require(HTTPTarget("https://Example.com/feeds/a.xml"))
        #expect(target.origin == "https://example.com:443")
        #expect(target.resolving("../b.xml")?.url == "https://Example.com/b.xml")
        #expect(target.resolving("http://other.test:8080/x")?.origin == "http://other.test:8080")
        #expect(HTTPTarget("ftp://example.com/a") == nil)
        #expect(HTTPTarget("/relative") == nil)
    }

    @Test func hostLimiterHoldsAtMostTheLimitPerOrigin() async throws {
        let limiter = HostLimiter(limit: 2)
        try await limiter.acquire("a")
        try await limiter.acquire("a")
        try await limiter.acquire("b")
        #expect(limiter.inFlight("a") == 2)
        let third = Task { try await limiter.acquire("a") }
        // The third waits until a slot is given back; the slot passes to it directly.
        try await Task.sleep(for: .milliseconds(20))
        #expect(limiter.inFlight("a") == 2)
        limiter.release("a")
        try await third.value
        #expect(limiter.inFlight("a") == 2)
        limiter.release("a")
        limiter.release("a")
        limiter.release("b")
        #expect(limiter.inFlight("a") == 0)
        #expect(limiter.inFlight("b") == 0)
    }

    @Test func aCancelledWaiterLeavesTheQueue() async throws {
        let limiter = HostLimiter(limit: 1)
        try await limiter.acquire("a")
        let waiter = Task { try await limiter.acquire("a") }
        try await Task.sleep(for: .milliseconds(20))
        waiter.cancel()
        await #expect(throws: CancellationError.self) { try await waiter.value }
        limiter.release("a")
        #expect(limiter.inFlight("a") == 0)
    }
}

@Suite struct RedirectRuleTests {
    @Test func aRedirectFromHTTPSToHTTPIsRefused() throws {
        let secure = try #require(HTTPTarget("https://example.com/feed"))
        #expect(throws: HTTPFetchError.self) { try secure.redirected(to: "http://example.com/feed") }
        do {
            _ = try secure.redirected(to: "http://example.com/feed")
        } catch let error as HTTPFetchError {
            #expect(error.kind == .insecureRedirect(to: "http://example.com/feed"))
            #expect(error.url == "https://example.com/feed")
        }
        #expect(try secure.redirected(to: "https://other.example/feed").url == "https://other.example/feed")
        #expect(try secure.redirected(to: "/moved").url == "https://example.com/moved")
        let plain = try #require(HTTPTarget("http://example.com/feed"))
        #expect(try plain.redirected(to: "https://example.com/feed").scheme == "https")
    }

    @Test func aRedirectWithoutAUsableLocationIsAnError() throws {
        let target = try #require(HTTPTarget("http://example.com/feed"))
        #expect(throws: HTTPFetchError.self) { try target.redirected(to: nil) }
        #expect(throws: HTTPFetchError.self) { try target.redirected(to: "ftp://example.com/x") }
    }
}
