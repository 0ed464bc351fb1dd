// One attempt of a request: the hops of its redirects, each signed, logged and sent within the
// per-host limit, and then the final response's body, pulled chunk by chunk, stored in the cache as
// it passes, its failures named, and the host's slot given back when it ends.

import AsyncHTTPClient
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPCompression
import Synchronization

extension HTTPFetcher {
    /// Sends one attempt of `request`, following redirects; returns the final response's head.
    func exchange(
        _ request: HTTPFetchRequest, _ start: HTTPTarget, cached: HTTPCacheEntry?, retries: Int
    ) async throws -> Exchange {
        var target = start
        var method = request.method
        var body = request.body
        var redirects: [String] = []
        while true {
            var headers = request.headers
            headers.replaceOrAdd(name: "User-Agent", value: configuration.userAgent)
            if headers.first(name: "Accept") == nil {
                headers.add(
                    name: "Accept",
                    value: "application/atom+xml, application/rss+xml, application/rdf+xml;q=0.9, "
                        + "application/xml;q=0.9, text/xml;q=0.8, application/feed+json;q=0.8, */*;q=0.1")
            }
            headers.replaceOrAdd(name: "Accept-Encoding", value: "gzip, deflate")
            if let cached, method == .GET {
                if let etag = cached.metadata.etag { headers.replaceOrAdd(name: "If-None-Match", value: etag) }
                if let modified = cached.metadata.lastModified {
                    headers.replaceOrAdd(name: "If-Modified-Since", value: modified)
                }
            }
            // Credentials go to the origin they were meant for, not to where it redirects.
            if target.origin != start.origin {
                headers.remove(name: "Authorization")
                headers.remove(name: "Cookie")
            } else if let authorizer = configuration.authorizer {
                try await authorizer.authorize(url: target.url, headers: &headers)
            }
            let slot = try await HostSlot(hosts, target.origin)
            let exchange = try await send(
                method, target, headers, body, slot: slot, redirects: redirects, retries: retries)
            guard [301, 302, 303, 307, 308].contains(exchange.status) else { return exchange }
            let location = exchange.headers.first(name: "Location")
            _ = try? await exchange.body.collect(upTo: 64 << 10)
            exchange.log(bytes: 0, origin: "redirect")
            let next = try target.redirected(to: location, retries: retries)
            redirects.append(target.url)
            guard redirects.count <= configuration.maxRedirects else {
                throw HTTPFetchError(.tooManyRedirects(configuration.maxRedirects), url: start.url, retries: retries)
            }
            // 303 turns any method into GET; 301 and 302 turn POST into GET, as browsers do.
            if exchange.status == 303 && method != .HEAD
                || (exchange.status == 301 || exchange.status == 302) && method == .POST
            {
                method = .GET
                body = nil
            }
            target = next
        }
    }

    /// Sends one hop and waits for its head, within the first-byte timeout.
    private func send(
        _ method: HTTPMethod, _ target: HTTPTarget, _ headers: HTTPHeaders, _ body: [UInt8]?, slot: HostSlot,
        redirects: [String], retries: Int
    ) async throws -> Exchange {
        var outgoing = HTTPClientRequest(url: target.url)
        outgoing.method = method
        outgoing.headers = headers
        if let body { outgoing.body = .bytes(body) }
        let logger = configuration.logger
        logger.debug(
            "request",
            metadata: [
                "method": .string(method.rawValue), "url": .string(target.redacted),
                "attempt": .stringConvertible(retries + 1),
            ])
        logger.trace("request headers", metadata: ["headers": .string(Redaction.headers(Array(headers)))])
        let started = ContinuousClock.now
        let response: HTTPClientResponse
        do {
            // The client's own lines (connection pool, channel events) stay out of the log: it
            // carries the fetcher's one line per request and per response.
            response = try await client.execute(
                outgoing, timeout: TimeAmount(configuration.timeouts.firstByte), logger: Self.silentLogger)
        } catch {
            slot.release()
            throw HTTPFetchError.from(error, url: target.url, inBody: false, received: 0, retries: retries)
        }
        return Exchange(
            response: response, target: target, method: method, redirects: redirects, retries: retries,
            slot: slot, started: started, logger: logger)
    }
}

extension HTTPFetcher {
    /// A logger that drops everything, for AsyncHTTPClient.
    static let silentLogger = Logger(label: "xylem.http.client", factory: { _ in SwiftLogNoOpLogHandler() })
}

/// A response whose head has arrived, and the pulling of its body.
final class Exchange: @unchecked Sendable {
    // Unchecked: the body is pulled by one task at a time (AsyncIteratorProtocol's rule); the
    // head's fields are constants.
    let status: Int
    let headers: HTTPHeaders
    let target: HTTPTarget
    let method: HTTPMethod
    let redirects: [String]
    let retries: Int
    var cacheWriter: (any HTTPCacheWriter)?
    private var iterator: HTTPClientResponse.Body.AsyncIterator
    private var peeked: [[UInt8]] = []
    private let slot: HostSlot
    private let started: ContinuousClock.Instant
    private let logger: Logger
    private var received = 0
    private var finished = false

    init(
        response: HTTPClientResponse, target: HTTPTarget, method: HTTPMethod, redirects: [String], retries: Int,
        slot: HostSlot, started: ContinuousClock.Instant, logger: Logger
    ) {
        status = Int(response.status.code)
        headers = response.headers
        iterator = response.body.makeAsyncIterator()
        self.target = target
        self.method = method
        self.redirects = redirects
        self.retries = retries
        self.slot = slot
        self.started = started
        self.logger = logger
    }

    deinit {
        if !finished, let cacheWriter {
            Task { await cacheWriter.discard() }
        }
    }

    /// The body of this exchange only (for error prefixes and redirects).
    var body: HTTPBody {
        HTTPBody { HTTPBody.Source { try await self.next() } }
    }

    /// The next chunk of the body; at its end, the cache entry is committed, the response logged
    /// and the host's slot given back.
    func next() async throws -> [UInt8]? {
        if !peeked.isEmpty { return peeked.removeFirst() }
        guard !finished else { return nil }
        let buffer: ByteBuffer?
        do {
            buffer = try await iterator.next()
        } catch {
            finished = true
            slot.release()
            await cacheWriter?.discard()
            cacheWriter = nil
            let failure = HTTPFetchError.from(
                error, url: target.url, inBody: true, received: received, retries: retries)
            logger.debug(
                "response failed",
                metadata: [
                    "url": .string(target.redacted), "status": .stringConvertible(status),
                    "bytes": .stringConvertible(received), "error": .string("\(failure)"),
                ])
            throw failure
        }
        guard let buffer else {
            finished = true
            slot.release()
            if let writer = cacheWriter {
                cacheWriter = nil
                do {
                    try await writer.commit()
                } catch {
                    logger.warning(
                        "cache write failed", metadata: ["url": .string(target.redacted), "error": "\(error)"])
                }
            }
            log(bytes: received, origin: "network")
            return nil
        }
        let chunk = Array(buffer.readableBytesView)
        received += chunk.count
        if let writer = cacheWriter {
            do {
                try await writer.write(chunk)
            } catch {
                cacheWriter = nil
                await writer.discard()
                logger.warning("cache write failed", metadata: ["url": .string(target.redacted), "error": "\(error)"])
            }
        }
        return chunk
    }

    /// Whether the body starts as an HTML document (after a byte order mark and white space):
    /// `<!DOCTYPE html`, `<html`, `<head` or `<body`. The bytes looked at stay to be read.
    func startsAsHTML() async throws -> Bool {
        var head: [UInt8] = []
        while head.count < 512, let chunk = try await next() {
            peeked.append(chunk)
            head += chunk
            if head.contains(where: {
                $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF
            }),
                head.count >= 16
            {
                break
            }
        }
        let text = String(decoding: head.prefix(512), as: UTF8.self)
            .drop(while: { $0 == "\u{FEFF}" || $0.isWhitespace }).lowercased()
        return ["<!doctype html", "<html", "<head", "<body"].contains { text.hasPrefix($0) }
    }

    /// Logs the response line.
    func log(bytes: Int, origin: String) {
        let elapsed = ContinuousClock.now - started
        logger.debug(
            "response",
            metadata: [
                "method": .string(method.rawValue), "url": .string(target.redacted),
                "status": .stringConvertible(status), "bytes": .stringConvertible(bytes),
                "ms": .stringConvertible(elapsed.milliseconds), "retries": .stringConvertible(retries),
                "origin": .string(origin),
            ])
        logger.trace("response headers", metadata: ["headers": .string(Redaction.headers(Array(headers)))])
    }
}

/// A slot of the per-host limit, given back once (at the end of the body, on failure, or when the
/// response is dropped unread).
final class HostSlot: Sendable {
    private let limiter: HostLimiter
    private let origin: String
    private let released = Atomic<Bool>(false)

    init(_ limiter: HostLimiter, _ origin: String) async throws {
        try await limiter.acquire(origin)
        self.limiter = limiter
        self.origin = origin
    }

    func release() {
        if !released.exchange(true, ordering: .acquiringAndReleasing) { limiter.release(origin) }
    }

    deinit { release() }
}

extension HTTPFetchError {
    /// The fetch error for a transport failure; `inBody` when the head had already arrived.
    static func from(_ error: any Error, url: String, inBody: Bool, received: Int, retries: Int) -> any Error {
        if error is CancellationError { return error }
        if let fetchError = error as? HTTPFetchError { return fetchError }
        let kind: Kind
        if let client = error as? HTTPClientError {
            switch client {
            case .cancelled: return CancellationError()
            case .connectTimeout, .tlsHandshakeTimeout, .getConnectionFromPoolTimeout: kind = .connectTimeout
            case .deadlineExceeded: kind = inBody ? .idleTimeout : .firstByteTimeout
            case .readTimeout: kind = inBody ? .idleTimeout : .firstByteTimeout
            case .remoteConnectionClosed, .bodyLengthMismatch:
                kind = inBody ? .truncatedBody(received: received) : .connectionFailed(reason: "\(client)")
            default: kind = .connectionFailed(reason: "\(client)")
            }
        } else if error is NIOHTTPDecompression.DecompressionError
            || error is NIOHTTPDecompression.ExtraDecompressionError
        {
            kind = .undecodableBody(reason: "\(error)")
        } else if error is HTTPParserError, inBody {
            kind = .truncatedBody(received: received)
        } else {
            kind = .connectionFailed(reason: "\(error)")
        }
        return HTTPFetchError(kind, url: url, retries: retries)
    }
}

extension Duration {
    /// The duration in milliseconds, to a tenth.
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return (Double(seconds) * 1000 + Double(attoseconds) / 1e15 * 1).rounded(toPlaces: 1)
    }
}

extension Double {
    fileprivate func rounded(toPlaces places: Int) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (self * scale).rounded() / scale
    }
}
