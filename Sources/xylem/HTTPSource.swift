// The documents of `xylem feed` and `xylem atom` given as http or https URLs: the fetcher the
// commands read them with (a cache on disk when asked for), and the progress of a long download.

import Xylem
import XylemHTTP

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

enum HTTPSource {
    /// Runs `body` with a fetcher whose cache, when `cacheDirectory` is given, keeps validators and
    /// bodies there between runs, so that an unchanged document is answered 304 and read from it.
    /// The fetcher is shut down before returning.
    static func withFetcher<Result>(cacheDirectory: String?, _ body: (HTTPFetcher) throws -> Result) throws -> Result {
        var configuration = HTTPFetcher.Configuration()
        configuration.userAgent = "xylem"
        configuration.cache = try cacheDirectory.map { try DirectoryHTTPCache(directory: $0) }
        let fetcher = HTTPFetcher(configuration: configuration)
        defer { _ = try? blockingAwait(cancellation: ReadCancellation()) { try await fetcher.shutdown() } }
        return try body(fetcher)
    }
}

/// A progress bar for a long download whose length the response declared, drawn when standard
/// error is a terminal and standard output is not (lines printed to the same terminal would be
/// drawn over). A new bar starts with each page.
final class DownloadProgress {
    private let shows = StandardError.isTerminal && isatty(1) == 0
    private var bar: ProgressBar?
    private var pageURL: String?

    /// Shows `progress` of `page`'s body.
    func update(_ page: HTTPPage, _ progress: XMLProgress) {
        guard shows, let total = progress.totalBytes, total > StatsCommand.progressThreshold else { return }
        if bar == nil || pageURL != page.url {
            bar?.clear()
            bar = ProgressBar(total: total, start: ContinuousClock.now)
            pageURL = page.url
        }
        bar?.update(progress.bytesRead)
    }

    /// Erases the bar, before a message or at the end.
    func clear() {
        bar?.clear()
    }
}
