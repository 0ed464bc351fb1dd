// `xylem import FILE|URL --db PATH`: one feed into the SQLite database of `FeedDatabase`, its
// items streamed in batches, resumed where an interrupted import of the same document stopped.

import ArgumentParser
import Xylem
import XylemFeeds
import XylemGRDB
import XylemHTTP
import XylemToolSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import an RSS, RDF, Atom or JSON feed into a SQLite database.",
        discussion: """
            The database is created if needed, with the tables feeds, items, enclosures, authors, \
            item_authors, categories, item_categories and feed_http (see the XylemGRDB \
            documentation). Items are uniqued by their id or guid (else their link) within the \
            feed: an item seen again updates its row in place, so importing the same document \
            twice changes nothing, and a newer copy of a feed updates the changed items and adds \
            the new ones. Tombstones (at:deleted-entry) and entries marked gd:deleted delete \
            their items. Items are written in transactions of --batch-size; an import that was \
            interrupted (even killed) resumes after its last committed batch when run again on \
            the same file (same path, size and modification time) or URL (same ETag or \
            Last-Modified). A broken document is repaired as `xylem feed` repairs it, each repair \
            a warning on standard error. The last line printed is \
            {"inserted":N,"updated":N,"deleted":N,"unchanged":N}.
            """)

    @Argument(help: "The feed: a file, or an http or https URL.")
    var source: String

    @Option(help: ArgumentHelp("The SQLite database file.", valueName: "PATH"))
    var db: String

    @Option(help: ArgumentHelp("Items written per transaction.", valueName: "N"))
    var batchSize = 1000

    @Option(help: ArgumentHelp("The document's URL, which relative links are resolved against.", valueName: "URL"))
    var base: String?

    @Flag(help: "Refuse a document that is not well-formed XML instead of repairing it.")
    var strict = false

    @Flag(help: "Start over instead of resuming an interrupted import.")
    var noResume = false

    func validate() throws {
        if batchSize < 1 { throw ValidationError("--batch-size must be at least 1.") }
    }

    func run() async throws {
        do {
            let database = try FeedDatabase(path: db)
            let options = ImportOptions(batchSize: batchSize, resumes: !noResume)
            let result: FeedImportResult
            if CommandLineSource.isURL(source) {
                var configuration = HTTPFetcher.Configuration()
                configuration.userAgent = "xylem"
                let fetcher = HTTPFetcher(configuration: configuration)
                do {
                    result = try await database.importFeed(
                        from: source, fetcher: fetcher, reader: reader, options: options)
                } catch {
                    try? await fetcher.shutdown()
                    throw error
                }
                try await fetcher.shutdown()
            } else {
                let path = Self.absolutePath(source)
                result = try database.importFeed(
                    .file(path), url: path, source: .file(path), reader: reader, options: options)
            }
            if result.result.resumedAfter > 0 {
                ToolOutput.error("resumed after \(result.result.resumedAfter) items committed by an earlier run")
            }
            let counts = result.result.counts
            var line = JSONLineObject()
            line.add(counts)
            ToolOutput.line(line.encoded)
        } catch {
            ToolOutput.error(ToolOutput.describe(error))
            throw ExitCode.failure
        }
    }

    /// The feed reader: repairs broken documents (unless --strict), reports each warning on
    /// standard error, and passes over content the tables do not keep.
    private var reader: FeedReader {
        var options = XMLReader.Options.feedReading
        if strict { options.malformedInput = .fail }
        options.warningHandler = { warning in ToolOutput.error("warning: " + ToolOutput.describe(warning)) }
        options.unknownContent = .ignore
        return FeedReader(options: options, documentURL: base)
    }

    /// `path` made absolute against the working directory: the feed's row is keyed by it.
    static func absolutePath(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return FileManager.default.currentDirectoryPath + "/" + path
    }
}
