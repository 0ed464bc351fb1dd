// What a reader tells about each page it fetched: the response without its body, so that a caller
// can log it, store its validators or see that the page came from the cache.

import NIOHTTP1

/// One fetched document, as the readers report it: the facts of its response, without the body.
public struct HTTPPage: Sendable {
    /// The URL asked for: the one given, or a next link.
    public var requestedURL: String
    /// The final URL, after redirects: the base of the document's relative links.
    public var url: String
    /// The status of the final response; 304 when ``isNotModified``, and after a 304 answered from
    /// the cache.
    public var status: Int
    /// The headers of the final response.
    public var headers: HTTPHeaders
    /// Whether the body came from the network or from the cache.
    public var origin: HTTPFetchResponse.Origin
    /// Whether the server answered 304 and the fetcher reports it
    /// (``HTTPFetcher/NotModifiedPolicy/report``): the page was not read.
    public var isNotModified: Bool
    /// How many times the request was sent again after a failure.
    public var retries: Int
    /// The URLs redirected through, in order, before ``url``.
    public var redirects: [String]

    /// The facts of `response`, which answered a request for `requestedURL`.
    public init(requestedURL: String, response: HTTPFetchResponse) {
        self.requestedURL = requestedURL
        url = response.url
        status = response.status
        headers = response.headers
        origin = response.origin
        isNotModified = response.isNotModified
        retries = response.retries
        redirects = response.redirects
    }

    /// The `Content-Type` header's media type, lowercased, without parameters.
    public var mediaType: String? { ContentType(headers.first(name: "Content-Type"))?.mediaType }

    /// The `charset` parameter of `Content-Type`, which the readers took as the document's encoding.
    public var charset: String? { ContentType(headers.first(name: "Content-Type"))?.charset }

    /// The `ETag` header.
    public var etag: String? { headers.first(name: "ETag") }

    /// The `Last-Modified` header.
    public var lastModified: String? { headers.first(name: "Last-Modified") }

    /// The body's length in bytes as the reader sees it, when the response declared it: its
    /// `Content-Length`, unless a `Content-Encoding` makes the decoded body longer.
    public var contentLength: Int? {
        if let coding = headers.first(name: "Content-Encoding"), coding.lowercased() != "identity" { return nil }
        return headers.first(name: "Content-Length").flatMap { Int($0) }
    }
}
