// The request loop: each attempt follows redirects hop by hop; a failed attempt is retried as the
// policy says; a success is checked (status, HTML where XML was expected) before its body is
// handed over; a 304 is answered from the cache or reported.

import AsyncHTTPClient
import NIOCore
import NIOHTTP1

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension HTTPFetcher {
    /// Sends `request` and returns the response once its head has arrived and been checked; the
    /// body streams as it is iterated.
    ///
    /// - A status outside 2xx (and outside ``HTTPFetchRequest/acceptedStatuses``) throws
    ///   ``HTTPStatusError`` with the first bytes of the body; the body is never parsed.
    /// - Redirects are followed up to ``Configuration/maxRedirects``, never from `https` to `http`;
    ///   `Authorization` is dropped on a redirect to another origin.
    /// - Failed attempts are retried as ``Configuration/retry`` says, before any of the body has
    ///   been handed over; a failure in the middle of the body is thrown by the body's iteration.
    /// - A `GET` is made conditional with the cache's validators; a 304 answers from the cache or
    ///   is reported, as ``Configuration/notModified`` says.
    /// - Throws: ``HTTPStatusError``, ``HTTPFetchError``, `CancellationError`, or the authorizer's
    ///   or cache's errors.
    public func fetch(_ request: HTTPFetchRequest) async throws -> HTTPFetchResponse {
        guard let target = HTTPTarget(request.url) else { throw HTTPFetchError(.invalidURL, url: request.url) }
        let cache = request.method == .GET && request.usesCache ? configuration.cache : nil
        let cached = await lookUp(request.url, in: cache)
        var retries = 0
        var waited = Duration.zero
        while true {
            try Task.checkCancellation()
            let failure: RetryPolicy.Failure
            let thrown: any Error
            do {
                let exchange = try await exchange(request, target, cached: cached, retries: retries)
                let status = exchange.status
                if status == 304, let cached {
                    return try await notModified(exchange, cached: cached, cache: cache, request: request)
                }
                if (200..<300).contains(status) || request.acceptedStatuses.contains(status) {
                    return try await success(exchange, request: request, cache: cache)
                }
                let prefix = try? await exchange.body.collect(upTo: configuration.errorBodyPrefixLength).bytes
                let error = HTTPStatusError(
                    status: status, headers: exchange.headers, url: exchange.target.url, bodyPrefix: prefix ?? [],
                    retries: retries)
                failure = RetryPolicy.Failure(
                    status: status, error: nil, retryAfter: retryAfter(exchange.headers), retriesSoFar: retries)
                thrown = error
            } catch let error as HTTPFetchError where error.isRetriable {
                failure = RetryPolicy.Failure(status: nil, error: error, retryAfter: nil, retriesSoFar: retries)
                thrown = HTTPFetchError(error.kind, url: error.url, retries: retries)
            }
            guard let delay = retryDelay(after: failure, request: request) else { throw thrown }
            guard waited + delay <= configuration.retry.maxTotalTime else {
                throw HTTPFetchError(
                    .retryBudgetExhausted(lastFailure: String(describing: thrown)), url: request.url, retries: retries)
            }
            configuration.logger.debug(
                "retrying",
                metadata: [
                    "url": .string(target.redacted), "after": .string("\(delay)"),
                    "retry": .stringConvertible(retries + 1),
                    "because": .string(
                        failure.status.map { "status \($0)" } ?? failure.error.map { "\($0.kind)" } ?? ""),
                ])
            try await Task.sleep(for: delay)
            waited += delay
            retries += 1
        }
    }

    /// The cache's entry for `url`, or nil; a cache that fails is logged and treated as empty.
    private func lookUp(_ url: String, in cache: (any HTTPCache)?) async -> HTTPCacheEntry? {
        guard let cache else { return nil }
        do {
            guard let entry = try await cache.entry(for: url), entry.metadata.hasValidators else { return nil }
            // Answering from the cache needs a body to answer with.
            if configuration.notModified == .answerFromCache, entry.body == nil { return nil }
            return entry
        } catch {
            configuration.logger.warning(
                "cache lookup failed", metadata: ["url": .string(Redaction.url(url)), "error": "\(error)"])
            return nil
        }
    }

    /// How long to wait before sending again after `failure`, or nil to fail now.
    private func retryDelay(after failure: RetryPolicy.Failure, request: HTTPFetchRequest) -> Duration? {
        let policy = configuration.retry
        guard failure.retriesSoFar < policy.maxRetries, request.isIdempotent || request.retriesNonIdempotent else {
            return nil
        }
        switch policy.decide?(failure) ?? .useDefault {
        case .fail: return nil
        case .retry(let delay): return delay
        case .useDefault: break
        }
        let backoff = policy.backoff(beforeRetry: failure.retriesSoFar, random: Double.random(in: 0...1))
        if let status = failure.status {
            guard policy.retriedStatuses.contains(status) else { return nil }
            return max(backoff, failure.retryAfter ?? .zero)
        }
        return policy.retriesConnectionFailures ? backoff : nil
    }

    /// The delay a `Retry-After` header asks for: seconds, or an HTTP date from now.
    func retryAfter(_ headers: HTTPHeaders) -> Duration? {
        guard let header = headers.first(name: "Retry-After") else { return nil }
        let value = header[...].trimmingSpaces()
        if let seconds = Int(value), seconds >= 0 { return .seconds(seconds) }
        guard let date = HTTPDate.secondsSince1970(value) else { return nil }
        let now = Date().timeIntervalSince1970
        return .milliseconds(max(0, Int((Double(date) - now) * 1000)))
    }

    /// A 304 to a conditional request: the cached body, or the report that nothing changed.
    private func notModified(
        _ exchange: Exchange, cached: HTTPCacheEntry, cache: (any HTTPCache)?, request: HTTPFetchRequest
    ) async throws -> HTTPFetchResponse {
        _ = try? await exchange.body.collect(upTo: 64 << 10)
        var metadata = cached.metadata
        if let etag = exchange.headers.first(name: "ETag") { metadata.etag = etag }
        if let modified = exchange.headers.first(name: "Last-Modified") { metadata.lastModified = modified }
        if metadata != cached.metadata { try? await cache?.update(metadata, for: request.url) }
        var headers = exchange.headers
        if let type = metadata.contentType, headers.first(name: "Content-Type") == nil {
            headers.add(name: "Content-Type", value: type)
        }
        let url = metadata.finalURL ?? exchange.target.url
        exchange.log(bytes: 0, origin: configuration.notModified == .report ? "not modified" : "cache")
        guard configuration.notModified == .answerFromCache, let body = cached.body else {
            return HTTPFetchResponse(
                status: 304, headers: headers, url: url, body: .empty, origin: .network, isNotModified: true,
                retries: exchange.retries, redirects: exchange.redirects)
        }
        return HTTPFetchResponse(
            status: 304, headers: headers, url: url, body: HTTPBody(cached: body), origin: .cache,
            retries: exchange.retries, redirects: exchange.redirects)
    }

    /// A response to hand over: checked for HTML where XML was expected, its body stored in the
    /// cache as it streams when it carries validators.
    private func success(
        _ exchange: Exchange, request: HTTPFetchRequest, cache: (any HTTPCache)?
    ) async throws -> HTTPFetchResponse {
        let contentType = ContentType(exchange.headers.first(name: "Content-Type"))
        if request.expectsXML, contentType?.mediaType == "text/html", try await exchange.startsAsHTML() {
            throw HTTPFetchError(
                .htmlInsteadOfXML(mediaType: contentType?.mediaType), url: exchange.target.url,
                retries: exchange.retries)
        }
        if let cache, (200..<300).contains(exchange.status) {
            let metadata = HTTPCacheEntry.Metadata(
                etag: exchange.headers.first(name: "ETag"), lastModified: exchange.headers.first(name: "Last-Modified"),
                contentType: exchange.headers.first(name: "Content-Type"), finalURL: exchange.target.url)
            if metadata.hasValidators {
                do {
                    exchange.cacheWriter = try await cache.writer(for: request.url, metadata: metadata)
                } catch {
                    configuration.logger.warning(
                        "cache write failed",
                        metadata: ["url": .string(Redaction.url(request.url)), "error": "\(error)"])
                }
            } else {
                try? await cache.removeEntry(for: request.url)
            }
        }
        return HTTPFetchResponse(
            status: exchange.status, headers: exchange.headers, url: exchange.target.url,
            body: HTTPBody { HTTPBody.Source { try await exchange.next() } }, origin: .network,
            retries: exchange.retries, redirects: exchange.redirects)
    }
}

extension HTTPBody {
    /// The body a cache kept: in memory, or read from its file in blocks.
    init(cached body: HTTPCacheEntry.Body) {
        switch body {
        case .bytes(let bytes):
            self.init(bytes: bytes)
        case .file(let path):
            self.init { FileBlocks(path: path).source }
        }
    }
}

extension HTTPFetchError {
    /// Whether the failure happened before the response head, where sending again is safe.
    var isRetriable: Bool {
        switch kind {
        case .connectTimeout, .firstByteTimeout, .idleTimeout, .connectionFailed: return true
        default: return false
        }
    }
}
