// A real HTTP/1.1 server on 127.0.0.1 for the tests, on SwiftNIO: each request is recorded, then
// answered by the test's async handler through a ``LoopbackResponder``.

import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization

/// An HTTP server on an ephemeral port of 127.0.0.1 that answers with a test's handler.
///
/// ```swift
/// let server = try await LoopbackServer.start { request, responder in
///     try await responder.respond(body: "<feed/>")
/// }
/// // ... the test ...
/// try await server.stop()
/// ```
final class LoopbackServer: Sendable {
    /// Answers one request.
    typealias Handler = @Sendable (LoopbackRequest, LoopbackResponder) async throws -> Void

    private let channel: any Channel
    private let log: ConnectionLog

    /// The port the server listens on.
    let port: Int

    private init(channel: any Channel, log: ConnectionLog) {
        self.channel = channel
        self.log = log
        port = channel.localAddress?.port ?? 0
    }

    /// Starts a server on 127.0.0.1, on a port the system chooses.
    static func start(_ handler: @escaping Handler) async throws -> LoopbackServer {
        let log = ConnectionLog()
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { child in
                log.opened(child)
                return child.eventLoop.makeCompletedFuture {
                    try child.pipeline.syncOperations.configureHTTPServerPipeline()
                    try child.pipeline.syncOperations.addHandler(RequestCollector(log: log, handler: handler))
                }
            }
            .bind(host: "127.0.0.1", port: 0)
            .get()
        return LoopbackServer(channel: channel, log: log)
    }

    /// Starts a server, runs `body` with it, and stops it, also when `body` throws.
    static func with<T>(
        _ handler: @escaping Handler, _ body: (LoopbackServer) async throws -> T
    ) async throws -> T {
        let server = try await start(handler)
        do {
            let result = try await body(server)
            try await server.stop()
            return result
        } catch {
            try? await server.stop()
            throw error
        }
    }

    /// The URL of `path` on this server: `http://127.0.0.1:PORT/path`.
    func url(_ path: String) -> String {
        "http://127.0.0.1:\(port)" + (path.hasPrefix("/") ? path : "/" + path)
    }

    /// Every request received so far, in the order they arrived.
    var requests: [LoopbackRequest] { log.requests }

    /// The requests received so far whose path (without the query) is `path`.
    func requests(for path: String) -> [LoopbackRequest] {
        log.requests.filter { $0.path == path }
    }

    /// Stops listening and closes every open connection.
    func stop() async throws {
        for connection in log.openConnections { try? await connection.close() }
        try await channel.close()
    }
}

/// The requests a server received and the connections it has open, shared with its channels.
private final class ConnectionLog: Sendable {
    private struct State {
        var requests: [LoopbackRequest] = []
        var connections: [ObjectIdentifier: any Channel] = [:]
    }

    private let state = Mutex(State())

    var requests: [LoopbackRequest] { state.withLock { $0.requests } }

    var openConnections: [any Channel] { state.withLock { Array($0.connections.values) } }

    /// Records `request`, numbered in the order of arrival.
    func record(_ request: LoopbackRequest) -> LoopbackRequest {
        state.withLock { state in
            var request = request
            request.sequence = state.requests.count
            state.requests.append(request)
            return request
        }
    }

    /// Keeps `connection` until it closes, so that stopping the server can close it.
    func opened(_ connection: any Channel) {
        let key = ObjectIdentifier(connection)
        state.withLock { $0.connections[key] = connection }
        connection.closeFuture.whenComplete { _ in
            _ = self.state.withLock { $0.connections.removeValue(forKey: key) }
        }
    }
}

/// Gathers a request's head and body parts, then runs the handler on it in a task of its own.
private final class RequestCollector: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let log: ConnectionLog
    private let handler: LoopbackServer.Handler
    private var head: HTTPRequestHead?
    private var body: [UInt8] = []

    init(log: ConnectionLog, handler: @escaping LoopbackServer.Handler) {
        self.log = log
        self.handler = handler
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let received):
            head = received
            body = []
        case .body(let buffer):
            body += buffer.readableBytesView
        case .end:
            guard let head else { return }
            self.head = nil
            let request = log.record(
                LoopbackRequest(
                    method: head.method.rawValue, uri: head.uri, headers: head.headers, body: body, sequence: 0))
            let responder = LoopbackResponder(channel: context.channel, version: head.version)
            let handler = self.handler
            // High priority: the whole suite runs in one process, and long synchronous tests
            // (fuzzers, differential reads) can hold every thread of the default-priority pool for
            // longer than a fetch timeout. An answer must not wait behind them.
            Task(priority: .high) {
                do {
                    try await handler(request, responder)
                    await responder.complete(after: nil)
                } catch {
                    await responder.complete(after: error)
                }
            }
        }
    }
}
