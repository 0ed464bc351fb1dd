// The transport: gzip and deflate decoded as the body streams, a body cut off or stalled, the
// three timeouts, the per-host limit, and cancellation.

import NIOHTTP1
import Synchronization
import Testing

@testable import XylemHTTP

@Suite struct FetcherTransportTests {
    static let document = Array(
        ("<feed xmlns=\"http://www.w3.org/2005/Atom\">"
            + String(repeating: "<entry><title>An entry</title></entry>", count: 2_000) + "</feed>").utf8)

    @Test(arguments: ["gzip", "deflate"])
    func anEncodedBodyIsDecoded(encoding: String) async throws {
        let encoded =
            try encoding == "gzip" ? TestCompression.gzip(Self.document) : TestCompression.deflate(Self.document)
        try await LoopbackServer.with({ _, responder in
            try await responder.respond(headers: ["Content-Encoding": encoding], body: encoded)
        }) { server in
            try await withFetcher { fetcher in
                let response = try await fetcher.fetch(HTTPFetchRequest(url: server.url("feed")))
                #expect(try await bodyBytes(response) == Self.document)
                #expect(server.requests.first?.header("Accept-Encoding")?.contains("gzip") == true)
                #expect(server.requests.first?.header("Accept-Encoding")?.contains("deflate") == true)
            }
        }
        #expect(encoded.count < Self.document.count / 10)
    }

    @Test func aBodyPastTheDecompressionLimitFails() async throws {
        let bomb = try TestCompression.gzip([UInt8](repeating: 0x20, count: 4 << 20))
        try await LoopbackServer.with({ _, responder in
            try await responder.respond(headers: ["Content-Encoding": "gzip"], body: bomb)
        }) { server in
            try await withFetcher({ $0.maxDecompressionRatio = 50 }) { fetcher in
                let response = try await fetcher.fetch(HTTPFetchRequest(url: server.url("feed")))
                let error = await #expect(throws: HTTPFetchError.self) { _ = try await bodyBytes(response) }
                guard case .undecodableBody = error?.kind else {
                    Issue.record("expected an undecodable body, got \(String(describing: error))")
                    return
                }
            }
        }
    }

    @Test func aTruncatedBodyIsAnErrorAfterTheBytesThatArrived() async throws {
        try await LoopbackServer.with({ _, responder in
            try await responder.head(headers: ["Content-Length": "1000"])
            try await responder.write([UInt8](repeating: UInt8(ascii: "a"), count: 400))
            try await responder.closeAbruptly()
        }) { server in
            try await withFetcher { fetcher in
                let response = try await fetcher.fetch(HTTPFetchRequest(url: server.url("feed")))
                var received = 0
                let error = await #expect(throws: HTTPFetchError.self) {
                    for try await chunk in response.body { received += chunk.count }
                }
                #expect(received == 400)
                #expect(error?.kind == .truncatedBody(received: 400))
                #expect(error?.description.contains("cut off after 400 bytes") == true)
            }
        }
    }

    @Test func aChunkedBodyCutOffIsAnError() async throws {
        try await LoopbackServer.with({ _, responder in
            try await responder.head()
            try await responder.write("<feed>")
            try await responder.closeAbruptly()
        }) { server in
            try await withFetcher { fetcher in
                let response = try await fetcher.fetch(HTTPFetchRequest(url: server.url("feed")))
                let error = await #expect(throws: HTTPFetchError.self) { _ = try await bodyBytes(response) }
                #expect(error?.kind == .truncatedBody(received: 6))
            }
        }
    }

    @Test func theFirstPartOfAStalledBodyArrivesBeforeTheStallEnds() async throws {
        let release = AsyncGate()
        try await LoopbackServer.with({ _, responder in
            try await responder.head()
            try await responder.write("first part;")
            await release.wait()
            try await responder.write("second part")
            try await responder.finish()
        }) { server in
            try await withFetcher { fetcher in
                let response = try await fetcher.fetch(HTTPFetchRequest(url: server.url("feed")))
                var iterator = response.body.makeAsyncIterator()
                let first = try await iterator.next()
                #expect(first.map { String(decoding: $0, as: UTF8.self) } == "first part;")
                release.open()
                var rest: [UInt8] = []
                while let chunk = try await iterator.next() { rest += chunk }
                #expect(String(decoding: rest, as: UTF8.self) == "second part")
            }
        }
    }

    @Test func aStallLongerThanTheIdleTimeoutFails() async throws {
        let release = AsyncGate()
        try await LoopbackServer.with({ _, responder in
            try await responder.head()
            try await responder.write("<feed>")
            await release.wait()
        }) { server in
            try await withFetcher({ $0.timeouts.idleBody = .milliseconds(300) }) { fetcher in
                let response = try await fetcher.fetch(HTTPFetchRequest(url: server.url("feed")))
                let error = await #expect(throws: HTTPFetchError.self) { _ = try await bodyBytes(response) }
                #expect(error?.kind == .idleTimeout)
            }
            release.open()
        }
    }

    @Test func noHeadWithinTheFirstByteTimeoutFails() async throws {
        let release = AsyncGate()
        try await LoopbackServer.with({ _, responder in
            await release.wait()
            try await responder.respond()
        }) { server in
            try await withFetcher({ configuration in
                configuration.timeouts.firstByte = .milliseconds(300)
                configuration.retry = .never
            }) { fetcher in
                let error = await #expect(throws: HTTPFetchError.self) {
                    _ = try await fetcher.fetch(HTTPFetchRequest(url: server.url("feed")))
                }
                #expect(error?.kind == .firstByteTimeout)
            }
            release.open()
        }
    }

    @Test func aConnectThatHangsTimesOut() async throws {
        let listener = try StalledListener.start()
        defer { listener.stop() }
        try await withFetcher({ configuration in
            configuration.timeouts.connect = .milliseconds(300)
            configuration.retry = .never
        }) { fetcher in
            let error = await #expect(throws: HTTPFetchError.self) {
                _ = try await fetcher.fetch(HTTPFetchRequest(url: listener.url("feed")))
            }
            #expect(error?.kind == .connectTimeout)
        }
    }

    @Test func atMostTheLimitOfRequestsRunAtOnceOnOneHost() async throws {
        let running = Mutex((now: 0, most: 0))
        try await LoopbackServer.with({ _, responder in
            running.withLock {
                $0.now += 1; $0.most = max($0.most, $0.now)
            }
            try await Task.sleep(for: .milliseconds(100))
            running.withLock { $0.now -= 1 }
            try await responder.respond(body: "<ok/>")
        }) { server in
            try await withFetcher({ $0.perHostConcurrency = 2 }) { fetcher in
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for index in 0..<6 {
                        group.addTask {
                            let response = try await fetcher.fetch(HTTPFetchRequest(url: server.url("feed\(index)")))
                            _ = try await bodyBytes(response)
                        }
                    }
                    try await group.waitForAll()
                }
                #expect(fetcher.hosts.inFlight(HTTPTarget(server.url(""))!.origin) == 0)
            }
        }
        #expect(running.withLock { $0.most } <= 2)
        #expect(running.withLock { $0.most } >= 1)
    }

    @Test func cancellingStopsAStalledReadAndFreesTheSlot() async throws {
        let release = AsyncGate()
        try await LoopbackServer.with({ _, responder in
            try await responder.head()
            try await responder.write("<feed>")
            await release.wait()
        }) { server in
            try await withFetcher { fetcher in
                let started = AsyncGate()
                let reading = Task {
                    let response = try await fetcher.fetch(HTTPFetchRequest(url: server.url("feed")))
                    var iterator = response.body.makeAsyncIterator()
                    _ = try await iterator.next()
                    started.open()
                    while try await iterator.next() != nil {}
                }
                await started.wait()
                reading.cancel()
                await #expect(throws: (any Error).self) { try await reading.value }
                #expect(fetcher.hosts.inFlight(HTTPTarget(server.url(""))!.origin) == 0)
            }
            release.open()
        }
    }
}

/// A gate that tasks wait at until it is opened once.
final class AsyncGate: Sendable {
    private let state = Mutex<(open: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

    func wait() async {
        await withCheckedContinuation { continuation in
            let opened = state.withLock { state -> Bool in
                if state.open { return true }
                state.waiters.append(continuation)
                return false
            }
            if opened { continuation.resume() }
        }
    }

    func open() {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.open = true
            defer { state.waiters = [] }
            return state.waiters
        }
        waiters.forEach { $0.resume() }
    }
}
