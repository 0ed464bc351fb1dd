// An HTTP server on the loopback interface for the examples' tests: it answers each path with a
// fixed response whose body goes out in small pieces, each flushed on its own, so that the
// client receives the document in many chunks that end anywhere, inside tags and characters.

import NIOCore
import NIOHTTP1
import NIOPosix

/// What the server answers for one path.
struct CannedResponse: Sendable {
    var status: HTTPResponseStatus = .ok
    var contentType = "application/atom+xml"
    var body: [UInt8]
    /// The size of the pieces the body is sent in.
    var pieceSize = 97
}

/// A running server; `close()` stops it.
struct FeedServer {
    let channel: any Channel

    /// The server's address for `path`.
    func url(_ path: String) -> String {
        "http://127.0.0.1:\(channel.localAddress!.port!)\(path)"
    }

    /// Runs `body` with a server answering `routes`, and stops the server afterwards.
    static func with<Result>(
        _ routes: [String: CannedResponse], _ body: (FeedServer) async throws -> Result
    ) async throws -> Result {
        let server = try await start(routes)
        do {
            let result = try await body(server)
            try await server.close()
            return result
        } catch {
            try? await server.close()
            throw error
        }
    }

    /// Starts a server answering `routes` (any other path: 404 with an empty body).
    static func start(_ routes: [String: CannedResponse]) async throws -> FeedServer {
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.pipeline.configureHTTPServerPipeline().flatMapThrowing {
                    try channel.pipeline.syncOperations.addHandler(CannedResponder(routes: routes))
                }
            }
            .bind(host: "127.0.0.1", port: 0)
            .get()
        return FeedServer(channel: channel)
    }

    func close() async throws {
        try await channel.close()
    }
}

/// Answers each request head with its canned response, piece by piece.
private final class CannedResponder: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    let routes: [String: CannedResponse]

    init(routes: [String: CannedResponse]) {
        self.routes = routes
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(let head) = unwrapInboundIn(data) else { return }
        let response = routes[head.uri] ?? CannedResponse(status: .notFound, contentType: "text/plain", body: [])
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: response.contentType)
        // No Content-Length: NIO sends the body with chunked transfer encoding.
        context.write(
            wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: response.status, headers: headers))),
            promise: nil)
        var offset = 0
        while offset < response.body.count {
            let end = min(offset + response.pieceSize, response.body.count)
            let piece = context.channel.allocator.buffer(bytes: response.body[offset..<end])
            context.writeAndFlush(wrapOutboundOut(.body(.byteBuffer(piece))), promise: nil)
            offset = end
        }
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
    }
}
