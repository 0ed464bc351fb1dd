// A first, plain version of fetching: one attempt, no redirects, no cache. Replaced by the full
// request loop.

import AsyncHTTPClient
import NIOCore
import NIOHTTP1

extension HTTPFetcher {
    /// Sends `request` and returns the response once its head has arrived; its body streams.
    public func fetch(_ request: HTTPFetchRequest) async throws -> HTTPFetchResponse {
        var outgoing = HTTPClientRequest(url: request.url)
        outgoing.method = request.method
        outgoing.headers = request.headers
        if let body = request.body { outgoing.body = .bytes(body) }
        let response = try await client.execute(outgoing, timeout: TimeAmount(configuration.timeouts.firstByte))
        let status = Int(response.status.code)
        let body = UncheckedBox(response.body.makeAsyncIterator())
        let chunks = HTTPBody { HTTPBody.Source { try await body.value.next().map { Array($0.readableBytesView) } } }
        guard (200..<300).contains(status) || request.acceptedStatuses.contains(status) else {
            let prefix = try await chunks.collect(upTo: configuration.errorBodyPrefixLength).bytes
            throw HTTPStatusError(status: status, headers: response.headers, url: request.url, bodyPrefix: prefix)
        }
        return HTTPFetchResponse(status: status, headers: response.headers, url: request.url, body: chunks)
    }
}
