// `xylem feed FILE|URL`: reads an RSS, RDF, Atom or JSON feed through XylemFeeds and prints it as
// JSON Lines as it reads: the feed, then each item as soon as it is read (for a URL, while the body
// is still arriving), then a summary.

import ArgumentParser
import Synchronization
import Xylem
import XylemFeeds
import XylemHTTP
import XylemToolSupport

struct FeedCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "feed",
        abstract: "Print an RSS, RDF, Atom or JSON feed as JSON Lines, as it is read.",
        discussion: """
            The first line is the feed ("object":"feed") with the fields that came before its \
            first item: format (rss, rdf, atom, atom0.3 or json), version, title, link, \
            description, language, updated, published, image, authors, categories, generator, \
            rights, self, next, hubs, itunes, podcast, tombstones (an Atom feed's deleted \
            entries: ref, when, by, comment). Then one line per item ("object":"item"), printed \
            as soon as the item is read: id, title, link, published, updated, authors, \
            categories, summary, content, comments, enclosures, itunes, podcast, media, and \
            "deleted":true for a Google Data entry marked deleted. The last \
            line is {"object":"summary","itemCount":N}, with under "feed" the feed fields that \
            appeared only after the first item (all the tombstones when some came after it), \
            and "repairs" when the document needed any. Keys \
            appear only when their value is present; dates are RFC 3339 in UTC. Values that do \
            not convert are left out and reported on standard error as "xylem: warning: …". A \
            document that is not well-formed is repaired as feed readers repair it (an undefined \
            entity, a bare '&', a latin-1 byte in UTF-8, a stray end tag, a truncated download), \
            each repair reported the same way, and the rest is read; --strict refuses it instead. \
            Only a document that cannot be read exits with a failure. An http or https URL is \
            fetched and read as its body arrives, with the charset of its Content-Type as the \
            encoding and its final URL (after redirects) as the base of relative links; a failed \
            fetch (a 404, say) exits with a failure naming the status and the URL. With --cache, \
            an unchanged document is answered 304 Not Modified and printed from the cache. A \
            progress bar is drawn on standard error for a long download when standard error is a \
            terminal and standard output is not.
            """)

    @Argument(help: "The document to read: a file, an http or https URL, or standard input when omitted or '-'.")
    var file: String?

    @Flag(help: "Print only the number of items.")
    var count = false

    @Option(help: ArgumentHelp("The document's URL, which relative links are resolved against.", valueName: "URL"))
    var base: String?

    @Flag(help: "Refuse a document that is not well-formed XML instead of repairing it.")
    var strict = false

    @Option(
        help: ArgumentHelp(
            "A directory that keeps each URL's ETag, Last-Modified and body between runs.", valueName: "DIR"))
    var cache: String?

    @OptionGroup
    var rangeOptions: RangeOptions

    func validate() throws {
        if cache != nil, !CommandLineSource.isURL(file) {
            throw ValidationError("--cache applies to http and https URLs.")
        }
    }

    func run() throws {
        if let bytes = rangeOptions.bytes {
            guard let file, file != "-", !CommandLineSource.isURL(file) else {
                throw ValidationError("--range reads a regular file.")
            }
            try runRange(bytes, of: file)
            return
        }
        let output = AtomLineOutput.standardOutput()
        let progress = DownloadProgress()
        do {
            try emit(to: output, progress: progress)
            progress.clear()
            try output.flush()
        } catch {
            progress.clear()
            try? output.flush()
            StandardError.write("xylem: \(AtomCommand.oneLine(error))\n")
            throw ExitCode.failure
        }
    }

    private func emit(to output: AtomLineOutput, progress: DownloadProgress) throws {
        var options = XMLReader.Options.feedReading
        if strict { options.malformedInput = .fail }
        let repairs = RepairCounter()
        options.warningHandler = { warning in
            if case .repaired = warning.kind { repairs.add() }
            StandardError.write("xylem: warning: \(AtomCommand.oneLine(warning))\n")
        }
        // Kept values are not printed: passing over unknown content reads faster.
        options.unknownContent = .ignore
        let reader = FeedReader(options: options, documentURL: base)
        var printedFeed: JSONLineObject?
        var pacer = LinePacer()
        let (feed, summary) = try read(with: reader, progress: progress) { item, feedSoFar in
            guard !count else { return .continue }
            if printedFeed == nil {
                let line = FeedJSONModel.feed(feedSoFar.feed)
                printedFeed = line
                try output.writeLine(line.encoded)
            }
            try output.writeLine { FeedJSONModel.writeItem(item, offset: nil, to: &$0) }
            if pacer.isDue() { try output.flush() }
            return .continue
        }
        if count {
            try output.writeLine(String(summary.itemCount))
            return
        }
        let finalFeed = FeedJSONModel.feed(feed)
        var line = JSONLineObject()
        line.add("object", "summary")
        line.add("itemCount", summary.itemCount)
        if repairs.count > 0 { line.add("repairs", repairs.count) }
        if let printedFeed {
            let late = FeedJSONModel.lateFields(finalFeed, since: printedFeed)
            if !late.isEmpty { line.add("feed", late) }
        } else {
            try output.writeLine(finalFeed.encoded)
        }
        try output.writeLine(line.encoded)
    }
}

extension FeedCommand {
    /// Streams the document, from a file, standard input or a URL, to `handler`.
    private func read(
        with reader: FeedReader, progress: DownloadProgress, _ handler: (FeedItem, FeedSoFar) throws -> XMLStreamControl
    ) throws -> (feed: Feed, summary: FeedReader.Summary) {
        let path = file ?? "-"
        guard CommandLineSource.isURL(path) else {
            let input: FeedInput = path == "-" ? .fileDescriptor(0) : .file(path)
            return try reader.stream(input, handler)
        }
        return try HTTPSource.withFetcher(cacheDirectory: cache) { fetcher in
            let pages = try fetcher.streamFeedBlocking(
                from: HTTPFetchRequest(url: path), reader: reader, followingNext: false, maxPages: 1,
                progress: progress.update, handler)
            // The fetcher answers a 304 from its cache: every page it returns has been read.
            guard let page = pages.first, let feed = page.feed, let summary = page.summary else {
                throw AtomCommandError("\(path): the server answered 304 Not Modified and nothing is cached")
            }
            return (feed, summary)
        }
    }
}

/// Counts the repairs a read reports, from the reading thread.
private final class RepairCounter: Sendable {
    private let value = Atomic<Int>(0)
    func add() { value.add(1, ordering: .relaxed) }
    var count: Int { value.load(ordering: .relaxed) }
}

/// Says when buffered lines should go out: at once for the first ones, then every tenth of a
/// second, so that a reader of a pipe sees items as they are read without a write per line.
private struct LinePacer {
    private let clock = ContinuousClock()
    private var last: ContinuousClock.Instant?

    mutating func isDue() -> Bool {
        let now = clock.now
        guard let last, now - last < .milliseconds(100) else {
            self.last = now
            return true
        }
        return false
    }
}
