// One request as the loopback test server received it, recorded so that a test can assert what
// the client sent: the method, the target, every header in order, and the whole body.

import NIOHTTP1

/// A request received by a ``LoopbackServer``.
struct LoopbackRequest: Sendable {
    /// The method, as sent: `GET`, `PUT`.
    var method: String
    /// The request target as sent: path and query, still percent-encoded.
    var uri: String
    /// The headers, in the order they arrived.
    var headers: HTTPHeaders
    /// The body, whole (empty when there was none).
    var body: [UInt8]
    /// The position of the request among all those the server received, from 0.
    var sequence: Int

    /// The target's path, before any `?`, still percent-encoded.
    var path: String {
        guard let mark = uri.firstIndex(of: "?") else { return uri }
        return String(uri[..<mark])
    }

    /// The target's query, after the first `?`, still percent-encoded; nil when there is no `?`.
    var query: String? {
        guard let mark = uri.firstIndex(of: "?") else { return nil }
        return String(uri[uri.index(after: mark)...])
    }

    /// The first value of header `name` (compared without case), or nil.
    func header(_ name: String) -> String? { headers.first(name: name) }

    /// The body as UTF-8 text.
    var bodyText: String { String(decoding: body, as: UTF8.self) }
}
