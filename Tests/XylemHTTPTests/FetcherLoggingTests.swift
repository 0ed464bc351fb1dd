// Logging: one line per request and one per response, with what an operator needs (method, URL,
// status, bytes, time, retries), and never a credential.

import Testing

@testable import XylemHTTP

@Suite struct FetcherLoggingTests {
    @Test func oneLinePerRequestAndResponseWithoutSecrets() async throws {
        let log = CapturedLog()
        try await LoopbackServer.with({ request, responder in
            if request.sequence == 0 {
                try await responder.respond(status: .serviceUnavailable)
            } else {
                try await responder.respond(headers: ["Set-Cookie": "id=secret-cookie"], body: "<feed/>")
            }
        }) { server in
            try await withFetcher({ configuration in
                configuration.logger = log.logger()
                configuration.authorizer = BearerTokenAuthorizer { "secret-token" }
            }) { fetcher in
                var request = HTTPFetchRequest(url: server.url("feed?access_token=secret-query"))
                request.headers.add(name: "Cookie", value: "id=secret-cookie")
                let response = try await fetcher.fetch(request)
                _ = try await bodyBytes(response)
                #expect(server.requests.last?.header("Authorization") == "Bearer secret-token")
            }
        }
        let lines = log.lines
        #expect(lines.allSatisfy { !$0.text.contains("secret") })
        let requests = lines.filter { $0.message == "request" }
        let responses = lines.filter { $0.message == "response" }
        #expect(requests.count == 2)
        #expect(responses.count == 2)
        #expect(responses.first?.metadata["status"] == "503")
        let response = try #require(responses.last)
        #expect(response.metadata["method"] == "GET")
        #expect(response.metadata["status"] == "200")
        #expect(response.metadata["bytes"] == "7")
        #expect(response.metadata["retries"] == "1")
        #expect(response.metadata["url"]?.hasSuffix("/feed?access_token=***") == true)
        #expect(response.metadata["ms"].flatMap(Double.init) != nil)
        #expect(lines.contains { $0.message == "retrying" })
        #expect(lines.contains { $0.message == "request headers" && $0.text.contains("Authorization: ***") })
    }
}
