// A response whose status is not a success: never parsed as XML. It carries what a caller needs to
// decide (the status, the headers, such as Retry-After) and the first bytes of the body, for the
// server's own explanation.

import NIOHTTP1

/// A response with a status outside 2xx (and not asked for through
/// ``HTTPFetchRequest/acceptedStatuses``), after the retries the policy allowed.
public struct HTTPStatusError: Error, Sendable, CustomStringConvertible {
    /// The status code.
    public var status: Int
    /// The response's headers.
    public var headers: HTTPHeaders
    /// The URL that answered (after redirects).
    public var url: String
    /// The first bytes of the body (``HTTPFetcher/Configuration/errorBodyPrefixLength``).
    public var bodyPrefix: [UInt8]
    /// How many times the request was sent again before this answer.
    public var retries: Int

    /// Creates the error.
    public init(status: Int, headers: HTTPHeaders, url: String, bodyPrefix: [UInt8], retries: Int = 0) {
        self.status = status
        self.headers = headers
        self.url = url
        self.bodyPrefix = bodyPrefix
        self.retries = retries
    }

    /// The status, its reason phrase and the URL, then the start of the body as text.
    public var description: String {
        let reason = HTTPResponseStatus(statusCode: status).reasonPhrase
        var text = "HTTP \(status) \(reason) for \(url)"
        if retries > 0 { text += " after \(retries) \(retries == 1 ? "retry" : "retries")" }
        let snippet = String(decoding: bodyPrefix.prefix(200), as: UTF8.self)
            .split(whereSeparator: \.isNewline).joined(separator: " ")
        if !snippet.isEmpty { text += ": \(snippet)" }
        return text
    }
}
