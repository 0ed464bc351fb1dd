// Every failure of a fetch that is not a status: what went wrong, on which URL, in one line.

/// A fetch that failed before or while its body was read.
public struct HTTPFetchError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// The URL is not an absolute `http` or `https` URL.
        case invalidURL
        /// The server answered with an HTML page where XML was expected; `mediaType` is the
        /// response's, and the body starts as an HTML document.
        case htmlInsteadOfXML(mediaType: String?)
        /// More redirects than ``HTTPFetcher/Configuration/maxRedirects``.
        case tooManyRedirects(Int)
        /// A redirect from `https` to `http`, which would send the request in the clear.
        case insecureRedirect(to: String)
        /// A redirect without a usable `Location`.
        case badRedirect(location: String?)
        /// No connection within ``HTTPFetcher/Timeouts/connect``.
        case connectTimeout
        /// No response head within ``HTTPFetcher/Timeouts/firstByte``.
        case firstByteTimeout
        /// Nothing arrived for ``HTTPFetcher/Timeouts/idleBody`` while the body was read.
        case idleTimeout
        /// The connection failed (refused, reset, closed early); `reason` is the transport's.
        case connectionFailed(reason: String)
        /// The body ended before the length the response declared, or the connection closed
        /// in the middle of a chunked body, after `received` bytes.
        case truncatedBody(received: Int)
        /// The body could not be decoded from its `Content-Encoding`, or decoding it would pass
        /// the decompression limit.
        case undecodableBody(reason: String)
        /// The retry budget (``RetryPolicy/maxTotalTime``) ran out while waiting to retry.
        case retryBudgetExhausted(lastFailure: String)
        /// Next links lead back to a page already read.
        case pageLoop(url: String)
        /// More pages than the limit asked for.
        case tooManyPages(limit: Int)
        /// The cache could not be read or written.
        case cache(reason: String)
    }

    /// What went wrong.
    public var kind: Kind
    /// The URL that was being fetched.
    public var url: String
    /// How many times the request was sent again before failing.
    public var retries: Int

    /// Creates the error.
    public init(_ kind: Kind, url: String, retries: Int = 0) {
        self.kind = kind
        self.url = url
        self.retries = retries
    }

    /// What went wrong, with the URL, in one line.
    public var description: String {
        let what: String
        switch kind {
        case .invalidURL: what = "not an absolute http or https URL"
        case .htmlInsteadOfXML(let type): what = "the server sent an HTML page (\(type ?? "no Content-Type")), not XML"
        case .tooManyRedirects(let count): what = "more than \(count) redirects"
        case .insecureRedirect(let target): what = "refused a redirect from https to \(target)"
        case .badRedirect(let location): what = "a redirect to an unusable location '\(location ?? "")'"
        case .connectTimeout: what = "connecting timed out"
        case .firstByteTimeout: what = "no response before the first-byte timeout"
        case .idleTimeout: what = "the body stalled past the idle timeout"
        case .connectionFailed(let reason): what = "the connection failed: \(reason)"
        case .truncatedBody(let received): what = "the body was cut off after \(received) bytes"
        case .undecodableBody(let reason): what = "the body could not be decoded: \(reason)"
        case .retryBudgetExhausted(let last): what = "gave up retrying within the time allowed (last: \(last))"
        case .pageLoop(let page): what = "next links loop back to \(page)"
        case .tooManyPages(let limit): what = "more than \(limit) pages"
        case .cache(let reason): what = "the cache failed: \(reason)"
        }
        var text = "\(what): \(url)"
        if retries > 0 { text += " (after \(retries) \(retries == 1 ? "retry" : "retries"))" }
        return text
    }
}
