// Signing requests: a hook the fetcher calls before each request is sent (and again before each
// retry and each redirect to the same origin), so that a token can be refreshed between attempts.

import NIOHTTP1

/// Signs a request before it is sent, by adding headers.
public protocol HTTPRequestAuthorizer: Sendable {
    /// Adds what authorizes a request for `url` to `headers` (an `Authorization` header, say).
    func authorize(url: String, headers: inout HTTPHeaders) async throws
}

/// Signs requests with `Authorization: Bearer <token>`, asking a provider for the token each time,
/// so that the provider can cache it and refresh it when it expires.
///
/// ```swift
/// configuration.authorizer = BearerTokenAuthorizer { try await tokenStore.currentToken() }
/// ```
public struct BearerTokenAuthorizer: HTTPRequestAuthorizer {
    private let token: @Sendable () async throws -> String

    /// An authorizer that asks `token` for the token of each request.
    public init(token: @escaping @Sendable () async throws -> String) {
        self.token = token
    }

    /// Adds `Authorization: Bearer <token>`.
    public func authorize(url: String, headers: inout HTTPHeaders) async throws {
        headers.replaceOrAdd(name: "Authorization", value: "Bearer \(try await token())")
    }
}
