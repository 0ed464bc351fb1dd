// `xylem sync LIST --db PATH`: every feed of an OPML subscription list or a file of URLs fetched
// with its stored validators, read and imported; one line per feed and a summary.

import ArgumentParser
import Xylem
import XylemFeeds
import XylemGRDB
import XylemHTTP
import XylemToolSupport

struct SyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Fetch every feed of a subscription list and import it into a SQLite database.",
        discussion: """
            LIST is an OPML file (the feeds are its outlines with an xmlUrl) or a text file with \
            one URL per line (blank lines and lines starting with # are skipped). Each feed is \
            fetched with the ETag and Last-Modified stored for it by the previous sync, many at \
            once (at most 4 on one host), read and repaired as `xylem feed` reads it, and imported \
            as `xylem import` imports it. One line is printed per feed as it ends: \
            {"url":…,"status":"imported","inserted":N,"updated":N,"deleted":N,"unchanged":N}, \
            {"url":…,"status":"not-modified"} or {"url":…,"status":"failed","error":"…"}; then a \
            summary, {"feeds":N,"imported":N,"notModified":N,"failed":N,"inserted":N,"updated":N,\
            "deleted":N,"unchanged":N}. The exit status is 1 when a feed failed.
            """)

    @Argument(help: "The subscription list: an OPML file or a file of URLs.")
    var list: String

    @Option(help: ArgumentHelp("The SQLite database file.", valueName: "PATH"))
    var db: String

    @Option(help: ArgumentHelp("The most feeds fetched and read at once.", valueName: "N"))
    var concurrency = 16

    func validate() throws {
        if concurrency < 1 { throw ValidationError("--concurrency must be at least 1.") }
    }

    func run() async throws {
        let summary: FeedSync.Summary
        let total: Int
        do {
            let subscriptions = try SubscriptionList.read(contentsOf: list)
            total = subscriptions.feeds.count
            var configuration = HTTPFetcher.Configuration()
            configuration.userAgent = "xylem"
            var options = XMLReader.Options.feedReading
            options.unknownContent = .ignore
            let sync = FeedSync(
                database: try FeedDatabase(path: db), configuration: configuration,
                reader: FeedReader(options: options), maxConcurrentFeeds: concurrency)
            summary = try await sync.run(subscriptions.feeds.map(\.url)) { outcome in
                ToolOutput.line(Self.line(outcome).encoded)
            }
        } catch {
            ToolOutput.error(ToolOutput.describe(error))
            throw ExitCode.failure
        }
        var line = JSONLineObject()
        line.add("feeds", total)
        line.add("imported", summary.imported)
        line.add("notModified", summary.notModified)
        line.add("failed", summary.failed)
        line.add(summary.counts)
        ToolOutput.line(line.encoded)
        if summary.failed > 0 { throw ExitCode.failure }
    }

    /// The line printed for one feed.
    static func line(_ outcome: FeedSync.Outcome) -> JSONLineObject {
        var line = JSONLineObject()
        line.add("url", outcome.url)
        switch outcome.status {
        case .imported(let counts, let warnings):
            line.add("status", "imported")
            line.add(counts)
            if warnings > 0 { line.add("warnings", warnings) }
        case .notModified:
            line.add("status", "not-modified")
        case .failed(let error):
            line.add("status", "failed")
            line.add("error", ToolOutput.describe(error))
        }
        return line
    }
}
