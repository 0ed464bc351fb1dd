// The test server itself: responses arrive as written, a body can stall half-way, an abrupt close
// fails the client's read, compressed bodies decode, and connecting to a stalled listener hangs.

import AsyncHTTPClient
import NIOCore
import NIOHTTP1
import Testing

@Suite struct LoopbackServerTests {
    /// Runs `body` with a plain AsyncHTTPClient, shut down afterwards.
    @discardableResult
    private func withClient<T>(
        connectTimeout: TimeAmount = .seconds(10), _ body: (HTTPClient) async throws -> T
    ) async throws -> T {
        var configuration = HTTPClient.Configuration(decompression: .enabled(limit: .none))
        configuration.timeout.connect = connectTimeout
        let client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
        do {
            let result = try await body(client)
            try await client.shutdown()
            return result
        } catch {
            try? await client.shutdown()
            throw error
        }
    }

    private func get(_ url: String, _ client: HTTPClient, headers: HTTPHeaders = [:]) async throws -> HTTPClientResponse
    {
        var request = HTTPClientRequest(url: url)
        request.headers = headers
        return try await client.execute(request, timeout: .seconds(10))
    }

    @Test func answersWithStatusHeadersAndBody() async throws {
        try await LoopbackServer.with({ _, responder in
            try await responder.respond(status: .created, headers: ["X-Kind": "test"], body: "<feed/>")
        }) { server in
            try await withClient { client in
                let response = try await get(server.url("/feed"), client)
                #expect(response.status == .created)
                #expect(response.headers.first(name: "X-Kind") == "test")
                #expect(response.headers.first(name: "Content-Length") == "7")
                let body = try await response.body.collect(upTo: 1 << 20)
                #expect(String(buffer: body) == "<feed/>")
            }
        }
    }

    @Test func recordsRequestsWithHeadersPerPath() async throws {
        try await LoopbackServer.with({ _, responder in
            try await responder.respond(body: "ok")
        }) { server in
            try await withClient { client in
                _ = try await get(server.url("/a?x=1&y=%20"), client, headers: ["Authorization": "Bearer t"])
                _ = try await get(server.url("/a"), client, headers: ["If-None-Match": "\"v1\""])
                _ = try await get(server.url("/b"), client)
            }
            let first = try #require(server.requests(for: "/a").first)
            #expect(server.requests(for: "/a").count == 2)
            #expect(server.requests(for: "/b").count == 1)
            #expect(server.requests.count == 3)
            #expect(first.method == "GET")
            #expect(first.query == "x=1&y=%20")
            #expect(first.header("authorization") == "Bearer t")
            #expect(server.requests(for: "/a").last?.header("If-None-Match") == "\"v1\"")
            #expect(server.requests(for: "/b").first?.sequence == 2)
        }
    }

    @Test func chunkedBodyThatStallsArrivesInTwoParts() async throws {
        // The second half is written only once the client has read the first: a body that
        // stalls half-way, without relying on timing.
        let (firstHalfRead, signal) = AsyncStream<Void>.makeStream()
        defer { signal.finish() }  // frees the handler if the test fails before reading
        try await LoopbackServer.with({ _, responder in
            try await responder.head(headers: ["Content-Type": "text/plain"])
            try await responder.write("first half;")
            for await _ in firstHalfRead { break }
            try await responder.write("second half")
            try await responder.finish()
        }) { server in
            try await withClient { client in
                let response = try await get(server.url("/slow"), client)
                #expect(response.headers.first(name: "Transfer-Encoding") == "chunked")
                var chunks: [String] = []
                for try await chunk in response.body {
                    chunks.append(String(buffer: chunk))
                    if chunks.count == 1 { signal.yield() }
                }
                #expect(chunks == ["first half;", "second half"])
            }
        }
    }

    @Test(arguments: [true, false])
    func abruptCloseFailsTheClientsBodyIteration(declaresLength: Bool) async throws {
        try await LoopbackServer.with({ _, responder in
            try await responder.head(headers: declaresLength ? ["Content-Length": "100"] : [:])
            try await responder.write(Array(repeating: UInt8(ascii: "x"), count: 40))
            try await responder.closeAbruptly()
        }) { server in
            try await withClient { client in
                let response = try await get(server.url("/cut"), client)
                await #expect(throws: (any Error).self) {
                    for try await _ in response.body {}
                }
            }
        }
    }

    @Test func gzipAndDeflateBodiesDecodeInTheClient() async throws {
        let text = String(repeating: "<entry>compressible</entry>", count: 200)
        let gzip = try TestCompression.gzip(Array(text.utf8))
        let deflate = try TestCompression.deflate(Array(text.utf8))
        #expect(gzip.starts(with: [0x1F, 0x8B]))
        #expect(deflate.first == 0x78)
        #expect(gzip.count < text.utf8.count / 4)
        try await LoopbackServer.with({ request, responder in
            let gzipped = request.path == "/gzip"
            try await responder.respond(
                headers: ["Content-Encoding": gzipped ? "gzip" : "deflate"], body: gzipped ? gzip : deflate)
        }) { server in
            try await withClient { client in
                for path in ["/gzip", "/deflate"] {
                    let response = try await get(server.url(path), client)
                    let body = try await response.body.collect(upTo: 1 << 20)
                    #expect(String(buffer: body) == text, "\(path)")
                }
            }
        }
    }

    @Test func connectingToAStalledListenerTimesOut() async throws {
        let listener = try StalledListener.start()
        defer { listener.stop() }
        try await withClient(connectTimeout: .seconds(1)) { client in
            await #expect {
                _ = try await get(listener.url("/never"), client)
            } throws: { error in
                (error as? HTTPClientError) == .connectTimeout
            }
        }
    }
}
