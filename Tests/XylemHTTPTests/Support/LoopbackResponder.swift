// How a loopback handler answers: a head, then body writes that are on the wire before the
// handler goes on (so a test can stall half-way through a body), then an end or an abrupt close.

import NIOCore
import NIOHTTP1
import Synchronization

/// Writes the response to one ``LoopbackRequest``.
///
/// Every call awaits until its bytes have been written to the socket, so that
/// `write`, `Task.sleep`, `write` really sends a body that pauses in the middle.
final class LoopbackResponder: Sendable {
    /// Where the response is in its life.
    private enum Phase {
        case beforeHead, inBody, done
    }

    /// Misuse of a responder by a test's handler.
    struct MisuseError: Error, CustomStringConvertible {
        var description: String
    }

    private let channel: any Channel
    private let version: HTTPVersion
    private let phase = Mutex(Phase.beforeHead)

    init(channel: any Channel, version: HTTPVersion) {
        self.channel = channel
        self.version = version
    }

    /// Sends the status line and headers. Without `Content-Length` the body is sent chunked
    /// (`Transfer-Encoding: chunked` is added), except for statuses that have no body.
    func head(status: HTTPResponseStatus = .ok, headers: HTTPHeaders = [:]) async throws {
        try advance(from: .beforeHead, to: .inBody, "head(status:headers:) called twice")
        var headers = headers
        if !Self.isBodiless(status), !headers.contains(name: "Content-Length"),
            !headers.contains(name: "Transfer-Encoding")
        {
            headers.add(name: "Transfer-Encoding", value: "chunked")
        }
        let head = HTTPResponseHead(version: version, status: status, headers: headers)
        try await channel.writeAndFlush(HTTPServerResponsePart.head(head))
    }

    /// Sends part of the body and waits until it is written.
    func write(_ bytes: [UInt8]) async throws {
        guard phase.withLock({ $0 }) == .inBody else {
            throw MisuseError(description: "write before head or after end")
        }
        guard !bytes.isEmpty else { return }  // an empty chunk would end a chunked body
        let buffer = channel.allocator.buffer(bytes: bytes)
        try await channel.writeAndFlush(HTTPServerResponsePart.body(.byteBuffer(buffer)))
    }

    /// Sends part of the body as UTF-8.
    func write(_ text: String) async throws { try await write(Array(text.utf8)) }

    /// Ends the response (the last chunk of a chunked body).
    func finish() async throws {
        try advance(from: .inBody, to: .done, "finish() before head or after the end")
        try await channel.writeAndFlush(HTTPServerResponsePart.end(nil))
    }

    /// Closes the TCP connection at once, in the middle of the response, so that the client sees
    /// a body shorter than declared or a chunked body without its last chunk.
    func closeAbruptly() async throws {
        phase.withLock { $0 = .done }
        try await channel.close()
    }

    /// Sends a whole response: status, headers with `Content-Length`, the body, the end.
    func respond(status: HTTPResponseStatus = .ok, headers: HTTPHeaders = [:], body: [UInt8] = []) async throws {
        var headers = headers
        if !Self.isBodiless(status), !headers.contains(name: "Content-Length") {
            headers.add(name: "Content-Length", value: String(body.count))
        }
        try await head(status: status, headers: headers)
        try await write(body)
        try await finish()
    }

    /// Sends a whole response with a UTF-8 body.
    func respond(status: HTTPResponseStatus = .ok, headers: HTTPHeaders = [:], body: String) async throws {
        try await respond(status: status, headers: headers, body: Array(body.utf8))
    }

    /// After the handler returned: ends a response it left open, or answers 500 when it sent
    /// nothing, so that a forgetful handler cannot leave the client waiting.
    func complete(after error: (any Error)?) async {
        switch phase.withLock({ $0 }) {
        case .done:
            return
        case .inBody:
            if error != nil {
                try? await closeAbruptly()
            } else {
                try? await finish()
            }
        case .beforeHead:
            let text = error.map { "the handler failed: \($0)" } ?? "the handler sent no response"
            try? await respond(status: .internalServerError, body: text)
        }
    }

    /// Whether responses with `status` have no body (RFC 9110, 6.4.1).
    private static func isBodiless(_ status: HTTPResponseStatus) -> Bool {
        status == .noContent || status == .notModified || status.code < 200
    }

    private func advance(from expected: Phase, to next: Phase, _ misuse: String) throws {
        let moved = phase.withLock { phase -> Bool in
            guard phase == expected else { return false }
            phase = next
            return true
        }
        if !moved { throw MisuseError(description: misuse) }
    }
}
