// One request as the fetcher sends it: what to ask for, and how the answer is to be treated
// (which statuses are answers rather than failures, whether the response may be cached).

import NIOHTTP1

/// A request for ``HTTPFetcher/fetch(_:)``.
///
/// ```swift
/// var request = HTTPFetchRequest(url: "https://example.com/feed.xml")
/// request.headers.add(name: "Accept-Language", value: "en")
/// let response = try await fetcher.fetch(request)
/// ```
public struct HTTPFetchRequest: Sendable {
    /// The method; `GET` by default.
    public var method: HTTPMethod
    /// The absolute `http` or `https` URL.
    public var url: String
    /// Headers of your own. The fetcher adds `User-Agent`, `Accept`, `Accept-Encoding`, the
    /// validators of a conditional request and what the authorizer signs with.
    public var headers: HTTPHeaders
    /// The request body, if any.
    public var body: [UInt8]?
    /// Whether the request may be sent again after a failure although its method is not
    /// idempotent (`POST`, `PATCH`). Off by default: a retried `POST` may act twice.
    public var retriesNonIdempotent = false
    /// Whether a `GET` is made conditional with the validators the cache holds for its URL, and
    /// its response stored in the cache. On by default.
    public var usesCache = true
    /// Whether the response must be XML: an HTML page (a `text/html` body that starts as HTML) is
    /// then a ``HTTPFetchError`` instead of a body to parse. On by default.
    public var expectsXML = true
    /// Statuses outside 2xx that are returned as responses, with their bodies, instead of being
    /// thrown as ``HTTPStatusError`` (a Google Data write asks for 412 to read the current entry).
    public var acceptedStatuses: Set<Int> = []

    /// A request for `url`.
    public init(url: String, method: HTTPMethod = .GET, headers: HTTPHeaders = [:], body: [UInt8]? = nil) {
        self.url = url
        self.method = method
        self.headers = headers
        self.body = body
    }

    /// Whether the method is idempotent (RFC 9110, 9.2.2), so that sending it twice does what
    /// sending it once does.
    public var isIdempotent: Bool {
        switch method {
        case .GET, .HEAD, .PUT, .DELETE, .OPTIONS, .TRACE: return true
        default: return false
        }
    }
}
