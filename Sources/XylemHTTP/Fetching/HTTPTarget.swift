// A request's URL taken apart as far as the fetcher needs: whether it is http or https, the
// origin that the per-host limit and the redirect checks key on, and relative references resolved.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An absolute `http` or `https` URL.
struct HTTPTarget: Sendable, Equatable {
    /// The URL as given (or as resolved from a redirect's `Location`).
    let url: String
    /// `http` or `https`, lowercased.
    let scheme: String
    /// Scheme, host and port: `https://example.com:443`.
    let origin: String

    /// Parses `url`; nil unless it is an absolute http or https URL with a host.
    init?(_ url: String) {
        guard let parsed = URL(string: url), let scheme = parsed.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = parsed.host, !host.isEmpty
        else { return nil }
        self.url = url
        self.scheme = scheme
        let port = parsed.port ?? (scheme == "https" ? 443 : 80)
        origin = "\(scheme)://\(host.lowercased()):\(port)"
    }

    /// The target of `location` (a redirect's, maybe relative) seen from this URL.
    func resolving(_ location: String) -> HTTPTarget? {
        guard let base = URL(string: url), let resolved = URL(string: location, relativeTo: base) else { return nil }
        return HTTPTarget(resolved.absoluteString)
    }

    /// Where a redirect's `Location` leads: resolved against this URL, and never from `https`
    /// to `http`, which would send the request, and what the server answers, in the clear.
    func redirected(to location: String?, retries: Int = 0) throws -> HTTPTarget {
        guard let location, let next = resolving(location) else {
            throw HTTPFetchError(.badRedirect(location: location), url: url, retries: retries)
        }
        if scheme == "https", next.scheme == "http" {
            throw HTTPFetchError(.insecureRedirect(to: next.redacted), url: url, retries: retries)
        }
        return next
    }

    /// The URL with credentials and well-known secret query parameters masked, for logs.
    var redacted: String { Redaction.url(url) }
}

/// What never reaches a log line: credentials in URLs and headers.
enum Redaction {
    /// Headers whose values are secrets.
    static let secretHeaders: Set<String> = [
        "authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key",
    ]
    /// Query parameters whose values are secrets.
    static let secretParameters: Set<String> = [
        "access_token", "oauth_token", "api_key", "apikey", "key", "token", "signature", "sig", "password",
    ]

    /// `url` with a user and password, and the values of secret parameters, replaced by `***`.
    static func url(_ url: String) -> String {
        var text = url
        if let colon = text.firstIndex(of: ":"), text[colon...].hasPrefix("://") {
            let authorityStart = text.index(colon, offsetBy: 3)
            let authorityEnd = text[authorityStart...].firstIndex(where: { "/?#".contains($0) }) ?? text.endIndex
            if let at = text[authorityStart..<authorityEnd].lastIndex(of: "@") {
                text.replaceSubrange(authorityStart..<at, with: "***")
            }
        }
        guard let queryStart = text.firstIndex(of: "?") else { return text }
        let fragmentStart = text[queryStart...].firstIndex(of: "#") ?? text.endIndex
        let query = text[text.index(after: queryStart)..<fragmentStart]
        let masked = query.split(separator: "&", omittingEmptySubsequences: false).map { pair -> String in
            let name = pair.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
            return secretParameters.contains(name.lowercased()) ? "\(name)=***" : String(pair)
        }
        return String(text[..<queryStart]) + "?" + masked.joined(separator: "&") + String(text[fragmentStart...])
    }

    /// `headers` as `name: value` pairs with secret values replaced by `***`.
    static func headers(_ headers: [(name: String, value: String)]) -> String {
        headers.map { secretHeaders.contains($0.name.lowercased()) ? "\($0.name): ***" : "\($0.name): \($0.value)" }
            .joined(separator: ", ")
    }
}
