// Atom feeds over HTTP, as Google Data services page them: the entries of every page in one
// stream, each of the kind type its category chose, read while the body arrives.

import Xylem
import XylemAtom

/// One page of an Atom feed read over HTTP: its response, and the feed's own data.
public struct HTTPAtomPage: Sendable {
    /// The response.
    public var page: HTTPPage
    /// The feed's own data, without its entries, which are handed over one by one. Nil when the
    /// page was not modified, or while it is being read.
    public var feed: AtomFeed?
    /// The entry count, bytes and warnings of the read; nil when ``feed`` is.
    public var summary: XMLReader.StreamSummary?

    /// Whether the server answered 304 Not Modified, reported rather than answered from the cache.
    public var isNotModified: Bool { page.isNotModified }

    /// A page whose reading has not ended yet.
    init(page: HTTPPage) {
        self.page = page
    }
}

extension HTTPFetcher {
    /// Reads an Atom feed's entries across its pages as an async sequence, each entry of the kind
    /// type its category chose (`AtomKinds`), handed over as soon as it is read.
    ///
    /// ```swift
    /// let entries = fetcher.atomEntries(from: HTTPFetchRequest(url: "https://example.com/events"))
    /// for try await entry in entries {
    ///     if let event = entry as? CalendarEvent { print(event.entry.title?.value ?? "") }
    /// }
    /// ```
    ///
    /// With `followingNext`, each page's `link rel="next"` (RFC 5005, Google Data) is fetched and
    /// read after it, resolved against the page's `xml:base` and final URL, up to `maxPages`
    /// pages. A next link back to a page already read throws
    /// ``HTTPFetchError/Kind/pageLoop(url:)``, and a next link on the last page allowed throws
    /// ``HTTPFetchError/Kind/tooManyPages(limit:)``, after every entry before it.
    ///
    /// A `charset` in the response's `Content-Type` is the document's encoding, unless
    /// `reader.options.encoding` is set. A 304 reported by the fetcher ends the sequence at that
    /// page (see ``HTTPAtomEntries/isNotModified``). Nothing is fetched until the sequence is
    /// iterated.
    public func atomEntries(
        from request: HTTPFetchRequest, reader: XMLReader = XMLReader(), followingNext: Bool = true,
        maxPages: Int = 100
    ) -> HTTPAtomEntries {
        HTTPAtomEntries(
            fetcher: self, request: request, reader: reader, followingNext: followingNext, maxPages: maxPages)
    }

    /// The entries of the Atom feed at `url` across its pages; see
    /// `atomEntries(from:reader:followingNext:maxPages:)`.
    public func atomEntries(
        from url: String, reader: XMLReader = XMLReader(), followingNext: Bool = true, maxPages: Int = 100
    ) -> HTTPAtomEntries {
        atomEntries(from: HTTPFetchRequest(url: url), reader: reader, followingNext: followingNext, maxPages: maxPages)
    }

    /// The Atom feed read on the calling thread, which it blocks, as `AtomFeed.stream` reads it,
    /// page after page: for the async readers' own threads, never for a task.
    package func streamAtomFeedBlocking(
        from request: HTTPFetchRequest, reader: XMLReader, followingNext: Bool, maxPages: Int,
        cancellation: ReadCancellation = ReadCancellation(), log: PageLog<HTTPAtomPage> = PageLog(),
        _ handler: (any AtomEntryProtocol, AtomFeed) throws -> XMLStreamControl
    ) throws -> [HTTPAtomPage] {
        try readPages(
            from: request, followingNext: followingNext, maxPages: maxPages, cancellation: cancellation,
            onPage: { log.append(HTTPAtomPage(page: $0)) }
        ) { content in
            let pageReader = XMLReader(options: content.options(reader.options))
            let (feed, summary) = try AtomFeed.stream(from: .chunks(content.body), reader: pageReader) {
                entry, feed in
                // Entries a repairing reader closes after the body was cut off are not the feed's.
                if let failure = content.body.failure { throw failure }
                return try handler(entry, feed)
            }
            log.updateLast {
                $0.feed = feed
                $0.summary = summary
            }
            return summary.stoppedEarly ? nil : Self.nextLink(of: feed, on: content.page)
        }
        return log.all
    }

    /// The feed's next page: its `next` link resolved against the feed's `xml:base`, itself
    /// resolved against the page's final URL.
    package static func nextLink(of feed: AtomFeed, on page: HTTPPage) -> String? {
        guard let href = feed.links.next?.href else { return nil }
        let base = feed.base.flatMap { resolve($0, against: page.url) } ?? page.url
        return resolve(href, against: base)
    }
}

/// The entries of an Atom feed across its pages, read over HTTP as they are iterated; see
/// `HTTPFetcher.atomEntries(from:reader:followingNext:maxPages:)`.
public struct HTTPAtomEntries: AsyncSequence, Sendable {
    /// An entry, of the kind type its category chose.
    public typealias Element = any AtomEntryProtocol
    /// The failures of the fetches and reads.
    public typealias Failure = any Error

    let fetcher: HTTPFetcher
    let request: HTTPFetchRequest
    let reader: XMLReader
    let followingNext: Bool
    let maxPages: Int
    private let log = PageLog<HTTPAtomPage>()

    init(fetcher: HTTPFetcher, request: HTTPFetchRequest, reader: XMLReader, followingNext: Bool, maxPages: Int) {
        self.fetcher = fetcher
        self.request = request
        self.reader = reader
        self.followingNext = followingNext
        self.maxPages = maxPages
    }

    /// The pages fetched so far, in order: each appears when its response arrives, and its feed
    /// data and summary when it has been read.
    public var pages: [HTTPAtomPage] { log.all }

    /// Whether the first page was answered 304 Not Modified and reported: the sequence was empty.
    public var isNotModified: Bool { log.all.first?.isNotModified ?? false }

    /// Starts a read, which fetches the first page on the first `next()`.
    public func makeAsyncIterator() -> Iterator {
        log.reset()
        let (fetcher, request, reader, followingNext, maxPages, log) = (
            fetcher, request, reader, followingNext, maxPages, log
        )
        return Iterator(
            entries: ThreadedItems { cancellation, emit in
                _ = try fetcher.streamAtomFeedBlocking(
                    from: request, reader: reader, followingNext: followingNext, maxPages: maxPages,
                    cancellation: cancellation, log: log
                ) { entry, _ in
                    try emit(entry)
                    return .continue
                }
            })
    }

    /// Takes the entries as the reader's thread hands them over.
    public struct Iterator: AsyncIteratorProtocol {
        let entries: ThreadedItems<any AtomEntryProtocol>

        /// The next entry, or nil after the last page; throws a failure after the entries before it.
        public mutating func next() async throws -> (any AtomEntryProtocol)? {
            try await entries.next()
        }
    }
}
