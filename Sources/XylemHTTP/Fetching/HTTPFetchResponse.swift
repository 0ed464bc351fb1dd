// What a fetch answers: the status line and headers of the final response, where it came from,
// and its body, decoded from gzip or deflate, as an async sequence of chunks.

import NIOHTTP1

/// The answer to an ``HTTPFetchRequest``: a success (2xx), an accepted status, a body answered
/// from the cache after a 304, or a 304 reported as such.
public struct HTTPFetchResponse: Sendable {
    /// Where the body comes from.
    public enum Origin: Sendable, Equatable {
        /// From the network.
        case network
        /// From the cache, after the server answered 304 Not Modified.
        case cache
    }

    /// The status of the final response (after redirects): 304 when ``isNotModified``.
    public var status: Int
    /// The headers of the final response; after a 304 answered from the cache, the stored
    /// `Content-Type` is among them.
    public var headers: HTTPHeaders
    /// The final URL, after redirects: the base of relative links in the document.
    public var url: String
    /// The body, decoded.
    public var body: HTTPBody
    /// Where the body comes from.
    public var origin: Origin
    /// Whether the server answered 304 and the fetcher was asked to report it
    /// (``HTTPFetcher/NotModifiedPolicy/report``): the body is then empty.
    public var isNotModified: Bool
    /// How many times the request was sent again after a failure.
    public var retries: Int
    /// The URLs redirected through, in order, before ``url``.
    public var redirects: [String]

    /// Creates a response.
    public init(
        status: Int, headers: HTTPHeaders, url: String, body: HTTPBody, origin: Origin = .network,
        isNotModified: Bool = false, retries: Int = 0, redirects: [String] = []
    ) {
        self.status = status
        self.headers = headers
        self.url = url
        self.body = body
        self.origin = origin
        self.isNotModified = isNotModified
        self.retries = retries
        self.redirects = redirects
    }

    /// The `Content-Type` header's media type, lowercased, without parameters.
    public var mediaType: String? { ContentType(headers.first(name: "Content-Type"))?.mediaType }

    /// The `charset` parameter of `Content-Type`: the document's encoding, which wins over its
    /// XML declaration (RFC 7303, 3).
    public var charset: String? { ContentType(headers.first(name: "Content-Type"))?.charset }

    /// The `ETag` header.
    public var etag: String? { headers.first(name: "ETag") }

    /// The `Last-Modified` header.
    public var lastModified: String? { headers.first(name: "Last-Modified") }
}
