// What the fetcher tests share: a fetcher made for a test and shut down after it, quick retries,
// and a log handler that keeps the lines a fetcher logs.

import Logging
import Synchronization
import Testing

@testable import XylemHTTP

/// Runs `body` with a fetcher configured by `configure`, and shuts the fetcher down after it.
func withFetcher<T>(
    _ configure: (inout HTTPFetcher.Configuration) -> Void = { _ in },
    _ body: (HTTPFetcher) async throws -> T
) async throws -> T {
    var configuration = HTTPFetcher.Configuration()
    configuration.retry.initialDelay = .milliseconds(10)
    configuration.retry.maxDelay = .milliseconds(40)
    // Tests that are not about timeouts must not fail because a loaded machine (sanitizers, the
    // fuzzers beside them) was slow; the tests that are about timeouts set their own.
    configuration.timeouts.firstByte = .seconds(180)
    configuration.timeouts.idleBody = .seconds(180)
    configure(&configuration)
    let fetcher = HTTPFetcher(configuration: configuration)
    do {
        let result = try await body(fetcher)
        try await fetcher.shutdown()
        return result
    } catch {
        try? await fetcher.shutdown()
        throw error
    }
}

/// The body of a response, whole.
func bodyBytes(_ response: HTTPFetchResponse) async throws -> [UInt8] {
    try await response.body.collect(upTo: .max).bytes
}

/// The body of a response as text.
func bodyText(_ response: HTTPFetchResponse) async throws -> String {
    String(decoding: try await bodyBytes(response), as: UTF8.self)
}

/// Keeps every line logged through it, with its metadata.
final class CapturedLog: Sendable {
    struct Line: Sendable {
        var level: Logger.Level
        var message: String
        var metadata: [String: String]

        /// The message and the metadata in one string, to look for secrets in.
        var text: String {
            message + " " + metadata.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }.joined(separator: " ")
        }
    }

    private let stored = Mutex<[Line]>([])

    var lines: [Line] { stored.withLock { $0 } }

    /// A logger that writes here, at trace level.
    func logger() -> Logger {
        var logger = Logger(label: "test") { _ in Handler(log: self) }
        logger.logLevel = .trace
        return logger
    }

    fileprivate func append(_ line: Line) { stored.withLock { $0.append(line) } }

    private struct Handler: LogHandler {
        let log: CapturedLog
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let all = metadata.merging(event.metadata ?? [:]) { $1 }
            log.append(
                Line(level: event.level, message: "\(event.message)", metadata: all.mapValues { "\($0)" }))
        }
    }
}
