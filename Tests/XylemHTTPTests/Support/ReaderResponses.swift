// Responses for the readers' tests, described as values and sent by the loopback server: a body
// in parts that may wait for the test or cut the connection, so that a body can stall half-way or
// end early; and the one-time signal a test releases a stalled body with.

import NIOHTTP1
import Synchronization

/// A response: status, headers and the body's parts, sent in order.
struct ReaderResponse: Sendable {
    /// One piece of a body, or what happens between pieces.
    enum Part: Sendable {
        /// Bytes sent at once.
        case bytes([UInt8])
        /// Waits for the test before sending on.
        case wait(@Sendable () async -> Void)
        /// Closes the connection: the body ends there, whatever it declared.
        case cut
    }

    var status: HTTPResponseStatus = .ok
    var headers: HTTPHeaders = [:]
    var parts: [Part] = []

    /// A response with `body` whole, with its `Content-Length`.
    static func document(_ body: String, type: String = "application/xml", headers: HTTPHeaders = [:]) -> ReaderResponse
    {
        .bytes(Array(body.utf8), type: type, headers: headers)
    }

    /// A response of `body`'s bytes, with its `Content-Length`.
    static func bytes(_ body: [UInt8], type: String, headers: HTTPHeaders = [:]) -> ReaderResponse {
        var all = headers
        all.replaceOrAdd(name: "Content-Type", value: type)
        all.replaceOrAdd(name: "Content-Length", value: String(body.count))
        return ReaderResponse(status: .ok, headers: all, parts: [.bytes(body)])
    }

    /// A response of `status` without a body.
    static func status(_ status: HTTPResponseStatus, headers: HTTPHeaders = [:]) -> ReaderResponse {
        var all = headers
        if status != .notModified { all.replaceOrAdd(name: "Content-Length", value: "0") }
        return ReaderResponse(status: status, headers: all, parts: [])
    }

    /// Sends the response through `responder`.
    func send(with responder: LoopbackResponder) async throws {
        try await responder.head(status: status, headers: headers)
        for part in parts {
            switch part {
            case .bytes(let bytes): try await responder.write(bytes)
            case .wait(let signal): await signal()
            case .cut:
                try await responder.closeAbruptly()
                return
            }
        }
        try await responder.finish()
    }
}

extension LoopbackServer {
    /// Runs `body` with a server that answers each request with `answer`'s response, stopping it
    /// afterwards, also on failure.
    static func answering<Result>(
        _ answer: @escaping @Sendable (LoopbackRequest) async -> ReaderResponse,
        _ body: (LoopbackServer) async throws -> Result
    ) async throws -> Result {
        try await with({ request, responder in try await answer(request).send(with: responder) }, body)
    }

    /// `http://127.0.0.1:PORT`, without a trailing slash.
    var baseURL: String { "http://127.0.0.1:\(port)" }
}

/// A one-time signal between a test and its server: ``wait()`` returns once ``fire()`` was called.
final class TestSignal: Sendable {
    private let state = Mutex<(fired: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

    /// Lets every waiter, and every later one, go on.
    func fire() {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.fired = true
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Returns once ``fire()`` has been called.
    func wait() async {
        await withCheckedContinuation { continuation in
            let fired = state.withLock { state -> Bool in
                if !state.fired { state.waiters.append(continuation) }
                return state.fired
            }
            if fired { continuation.resume() }
        }
    }
}
