// `xylem atom FILE|URL`: reads an Atom feed, entry or service document through XylemAtom and prints
// it as JSON Lines, streaming a feed's entries so that a feed of any size is read in constant memory;
// a feed at a URL is read across the pages its next links lead to.

import ArgumentParser
import Xylem
import XylemAtom
import XylemHTTP
import XylemToolSupport

struct AtomCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "atom",
        abstract: "Print an Atom feed, entry or service document as JSON Lines.",
        discussion: """
            A feed prints one line for the feed (without its entries, with "entryCount"), then \
            one line per entry, each of the kind type its kind category or gd:kind chose ("type": \
            CalendarEvent, Contact, …, or Entry). Keys appear only when their value is present: \
            object, type, id, title, updated, published, etag, links, authors, categories, \
            content, summary; for the feed totalResults, startIndex, itemsPerPage, entryCount; \
            "extensions" names the typed extension elements and "unknown" counts the elements and \
            attributes no description knew. Entries are streamed in one pass; their lines wait in \
            a temporary file until the feed's line, which needs the whole feed, is printed. \
            A document that is not well-formed is repaired as feed readers repair it (an \
            undefined entity, a bare '&', a stray end tag, a truncated download): each repair is \
            reported on standard error as "xylem: warning: …" and the rest is read; --strict \
            refuses such a document instead. An http or https URL is fetched and read as its body \
            arrives, with the charset of its Content-Type as the encoding; a feed's next links \
            (rel="next", as RFC 5005 and Google Data page feeds) are followed, up to --max-pages \
            pages, its entries printed after the first page's feed line and counted in its \
            entryCount. A next link back to a page already read, more pages than allowed, or a \
            failed fetch (a 404, say) exits with a failure naming the URL. With --cache, an \
            unchanged document is answered 304 Not Modified and printed from the cache.
            """)

    @Argument(help: "The document to read: a file, an http or https URL, or standard input when omitted or '-'.")
    var file: String?

    @Flag(help: "Print only the number of entries (every entry is still read into its model).")
    var count = false

    @Flag(help: "Pass over unknown elements and attributes instead of keeping them (reads faster).")
    var ignoreUnknown = false

    @Flag(help: "Refuse a document that is not well-formed XML instead of repairing it.")
    var strict = false

    @Option(
        help: ArgumentHelp(
            "Threads that read a feed's entries; by default one per core for files of 8 MiB and more, one otherwise.",
            valueName: "N"))
    var jobs: Int?

    @Option(help: ArgumentHelp("The most pages of a feed at a URL read by following its next links.", valueName: "N"))
    var maxPages = 100

    @Option(
        help: ArgumentHelp(
            "A directory that keeps each URL's ETag, Last-Modified and body between runs.", valueName: "DIR"))
    var cache: String?

    @OptionGroup
    var rangeOptions: RangeOptions

    @Option(help: .hidden)
    var sliceSize: Int?

    @Option(help: .hidden)
    var slicesInFlight: Int?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more.") }
        if maxPages < 1 { throw ValidationError("--max-pages must be 1 or more.") }
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
        if let file, CommandLineSource.isURL(file) {
            try run(url: file)
            return
        }
        var input: AtomInput?
        do {
            let opened = try AtomInput(path: file ?? "-")
            input = opened
            try emit(opened)
        } catch {
            // A truncated standard input shows up as a parse error; its read failure is the cause.
            let cause: any Error = input?.readFailure ?? error
            StandardError.write("xylem: \(AtomCommand.oneLine(cause))\n")
            throw ExitCode.failure
        }
    }

    private var reader: XMLReader { reader(encoding: nil) }

    /// The reader, for a document in `encoding` when it is known from outside (an HTTP charset).
    func reader(encoding: String?) -> XMLReader {
        var options = XMLReader.Options()
        options.encoding = encoding
        options.malformedInput = strict ? .fail : .repair
        if ignoreUnknown { options.unknownContent = .ignore }
        var parallelism = jobs.map { XMLReader.Parallelism(workers: $0) } ?? .automatic
        if let sliceSize { parallelism.sliceSize = sliceSize }
        if let slicesInFlight { parallelism.slicesInFlight = slicesInFlight }
        options.parallelism = parallelism
        return XMLReader(options: options)
    }

    /// The reader with warnings written to standard error as they come, for a document that is
    /// read on one thread (a feed's warnings come with its summary: a warning handler would keep
    /// its read on one thread).
    private func reportingWarnings(encoding: String?) -> XMLReader {
        var reporting = reader(encoding: encoding)
        reporting.options.warningHandler = { StandardError.write("xylem: warning: \(AtomCommand.oneLine($0))\n") }
        return reporting
    }

    /// Prints `document`, whose encoding, when known from outside, is `encoding`.
    func emit(_ document: AtomInput, encoding: String? = nil) throws {
        let output = AtomLineOutput.standardOutput()
        switch document.root {
        case .feed:
            try printFeed(document.input, to: output)
        case .entry:
            let entry = try reportingWarnings(encoding: encoding).read(AtomKinds.entries, from: document.input)
            if count {
                try output.writeLine("1")
            } else {
                try output.writeLine { AtomJSONModel.writeEntry(entry, offset: nil, to: &$0) }
            }
        case .service:
            let service = try reportingWarnings(encoding: encoding).read(AtomService.self, from: document.input)
            try output.writeLine(count ? "0" : AtomJSONModel.service(service).encoded)
        case .rss, .rdf:
            throw AtomCommandError("\(document.name): an RSS feed, not an Atom document; read it with 'xylem feed'")
        }
        try output.flush()
    }

    /// Streams the entries with the feed around them (``AtomFeed/stream(from:reader:progress:_:)``):
    /// the feed's own data is complete, and its entries counted, only at the end of the document.
    private func printFeed(_ input: XMLInput, to output: AtomLineOutput) throws {
        let spool = count ? nil : try AtomLineOutput.spool()
        var entryCount = 0
        let (feed, summary) = try AtomFeed.stream(from: input, reader: reader) { entry, _ in
            entryCount += 1
            try spool?.writeLine { AtomJSONModel.writeEntry(entry, offset: nil, to: &$0) }
            return .continue
        }
        for warning in summary.warnings { StandardError.write("xylem: warning: \(AtomCommand.oneLine(warning))\n") }
        guard let spool else {
            try output.writeLine(String(entryCount))
            return
        }
        try output.writeLine(AtomJSONModel.feed(feed, entryCount: entryCount).encoded)
        try spool.copy(to: output)
    }

    /// An error's description on one line, as the command's contract promises.
    static func oneLine(_ error: any Error) -> String {
        String(describing: error).split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
