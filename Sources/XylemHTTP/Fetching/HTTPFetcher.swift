// The fetcher: one AsyncHTTPClient with the timeouts asked for, and around each request what a
// feed or Google Data client needs (redirects followed by hand so that every hop is checked, logged
// and signed; retries with back-off; conditional GET through the cache; a limit per host).

import AsyncHTTPClient
import Logging
import NIOCore
import NIOHTTP1

/// Fetches documents over HTTP for the readers: statuses checked before a byte is parsed,
/// redirects, retries with back-off, conditional GET, a limit of connections per host, logging,
/// and request signing.
///
/// ```swift
/// let fetcher = HTTPFetcher()
/// let feed = try await fetcher.feed(from: "https://example.com/feed.xml")
/// try await fetcher.shutdown()
/// ```
///
/// One fetcher is meant to serve a whole program: it holds a connection pool, the cache and the
/// per-host limits. Call ``shutdown()`` before it is released.
public final class HTTPFetcher: Sendable {
    /// What to do when the server answers 304 Not Modified to a conditional request.
    public enum NotModifiedPolicy: Sendable {
        /// Answer with the cached body, as if the server had sent it
        /// (``HTTPFetchResponse/origin`` is ``HTTPFetchResponse/Origin/cache``). Requests are made
        /// conditional only when the cache holds a body.
        case answerFromCache
        /// Return a response with ``HTTPFetchResponse/isNotModified`` set and no body; the
        /// readers report "not modified" instead of reading.
        case report
    }

    /// How long each part of a request may take.
    public struct Timeouts: Sendable {
        /// Establishing the connection (TCP and TLS), attempts after a refusal included. 10 seconds
        /// by default.
        public var connect: Duration = .seconds(10)
        /// From sending the request to receiving the response's head. 30 seconds by default.
        public var firstByte: Duration = .seconds(30)
        /// The longest gap between two reads of the body. 30 seconds by default.
        public var idleBody: Duration = .seconds(30)

        /// The default timeouts.
        public init() {}

        /// Timeouts of your own.
        public init(connect: Duration, firstByte: Duration, idleBody: Duration) {
            self.connect = connect
            self.firstByte = firstByte
            self.idleBody = idleBody
        }
    }

    /// How the fetcher behaves.
    public struct Configuration: Sendable {
        /// The timeouts.
        public var timeouts = Timeouts()
        /// When and how failed requests are sent again.
        public var retry = RetryPolicy()
        /// The most redirects followed for one request. 10 by default.
        public var maxRedirects = 10
        /// The most requests in flight to one host (scheme, host and port) at once. 4 by default.
        public var perHostConcurrency = 4
        /// The validators and bodies of earlier responses; in memory by default, nil for none.
        public var cache: (any HTTPCache)? = MemoryHTTPCache()
        /// What a 304 answers with.
        public var notModified = NotModifiedPolicy.answerFromCache
        /// Signs each request (and each redirected one to the same origin), for example with a
        /// bearer token.
        public var authorizer: (any HTTPRequestAuthorizer)?
        /// Where the request and response lines go; `Authorization` and cookies never appear.
        public var logger = Logger(label: "xylem.http")
        /// The `User-Agent` header.
        public var userAgent = "Xylem"
        /// How many bytes of an error response's body an ``HTTPStatusError`` keeps.
        public var errorBodyPrefixLength = 1024
        /// The most a gzip or deflate body may grow when decoded, as a multiple of its encoded
        /// size; past it the read fails instead of filling memory or disk. 250 by default.
        public var maxDecompressionRatio = 250

        /// The default configuration.
        public init() {}
    }

    /// The configuration the fetcher was made with.
    public let configuration: Configuration
    let client: HTTPClient
    let hosts: HostLimiter

    /// A fetcher with its own connection pool.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        var clientConfiguration = HTTPClient.Configuration(
            redirectConfiguration: .disallow,
            timeout: .init(
                connect: TimeAmount(configuration.timeouts.connect),
                read: TimeAmount(configuration.timeouts.idleBody)),
            decompression: .enabled(limit: .ratio(configuration.maxDecompressionRatio)))
        clientConfiguration.connectionPool.concurrentHTTP1ConnectionsPerHostSoftLimit = max(
            1, configuration.perHostConcurrency)
        client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: clientConfiguration)
        hosts = HostLimiter(limit: max(1, configuration.perHostConcurrency))
    }

    /// Closes the connection pool. Requests in flight fail.
    public func shutdown() async throws {
        try await client.shutdown()
    }
}

extension TimeAmount {
    /// The amount of `duration`, to the nanosecond.
    init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        self = .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
