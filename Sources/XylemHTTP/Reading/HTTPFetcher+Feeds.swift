// Feeds over HTTP: RSS, RDF, Atom and JSON Feed read into the feed view while the body arrives,
// with the response's charset and final URL given to the reader, pages followed by next links.

import NIOHTTP1
import Xylem
import XylemFeeds

/// One page of a feed read over HTTP: its response, and what the reader made of it.
public struct HTTPFeedPage: Sendable {
    /// The response.
    public var page: HTTPPage
    /// The feed's own fields as read: with its items from `HTTPFetcher.feed(from:reader:)`,
    /// without them from the streaming reads, which hand the items over one by one. Nil when the
    /// page was not modified, or while it is being read.
    public var feed: Feed?
    /// The format, the item count and the warnings of the read; nil when ``feed`` is.
    public var summary: FeedReader.Summary?

    /// Whether the server answered 304 Not Modified, reported rather than answered from the cache.
    public var isNotModified: Bool { page.isNotModified }

    /// A page whose reading has not ended yet.
    init(page: HTTPPage) {
        self.page = page
    }
}

extension HTTPFetcher {
    /// Fetches a feed and reads it whole, with its items.
    ///
    /// ```swift
    /// let result = try await fetcher.feed(from: HTTPFetchRequest(url: "https://example.com/feed.xml"))
    /// if let feed = result.feed {
    ///     for item in feed.items { print(item.title ?? "") }
    /// }
    /// ```
    ///
    /// The body is parsed as it arrives, on a thread of the reader's own. A `charset` in the
    /// response's `Content-Type` is the document's encoding, whatever its XML declaration says,
    /// unless `reader.options.encoding` is set; relative links resolve against the final URL,
    /// after redirects, unless `reader.documentURL` is set. A 304 reported by the fetcher
    /// (``NotModifiedPolicy/report``) returns a page with ``HTTPFeedPage/isNotModified`` set and
    /// no feed. Next links are not followed: see `feedItems(from:reader:followingNext:maxPages:)`.
    ///
    /// - Throws: ``HTTPStatusError``, ``HTTPFetchError`` (also when the body fails half-way),
    ///   `FeedReadError` or `XMLReadError` for a document that cannot be read.
    public func feed(from request: HTTPFetchRequest, reader: FeedReader = FeedReader()) async throws -> HTTPFeedPage {
        try await onReadingThread { cancellation in
            var items: [FeedItem] = []
            let pages = try self.streamFeedBlocking(
                from: request, reader: reader, followingNext: false, maxPages: 1, cancellation: cancellation
            ) { item, _ in
                items.append(item)
                return .continue
            }
            var page = pages[0]
            page.feed?.items = items
            return page
        }
    }

    /// Fetches the feed at `url` and reads it whole; see `feed(from:reader:)`.
    public func feed(from url: String, reader: FeedReader = FeedReader()) async throws -> HTTPFeedPage {
        try await feed(from: HTTPFetchRequest(url: url), reader: reader)
    }

    /// Reads a feed's items across its pages as an async sequence, each item handed over as soon
    /// as it is read, while the body is still arriving.
    ///
    /// ```swift
    /// let items = fetcher.feedItems(from: HTTPFetchRequest(url: "https://example.com/archive.xml"))
    /// for try await item in items {
    ///     print(item.title ?? "")
    /// }
    /// print("\(items.pages.count) pages")
    /// ```
    ///
    /// With `followingNext`, the page's next link (`atom:link rel="next"` in RSS, `link
    /// rel="next"` in Atom, as RFC 5005 and Google Data page feeds; `next_url` in JSON Feed) is
    /// fetched and read after it, up to `maxPages` pages. A next link back to a page already read
    /// throws ``HTTPFetchError/Kind/pageLoop(url:)``, and a next link on the last page allowed
    /// throws ``HTTPFetchError/Kind/tooManyPages(limit:)``, after every item before it: a feed
    /// longer than the limit is an error, not a quiet stop. Nothing is fetched until the sequence
    /// is iterated; iterating it again reads the pages again.
    ///
    /// Charset and base URL are taken from each response as `feed(from:reader:)`
    /// does; `reader.documentURL`, when set, is the base of the first page only. A 304 reported
    /// by the fetcher ends the sequence at that page (see ``HTTPFeedItems/isNotModified``).
    public func feedItems(
        from request: HTTPFetchRequest, reader: FeedReader = FeedReader(), followingNext: Bool = true,
        maxPages: Int = 100
    ) -> HTTPFeedItems {
        HTTPFeedItems(fetcher: self, request: request, reader: reader, followingNext: followingNext, maxPages: maxPages)
    }

    /// The items of the feed at `url` across its pages; see
    /// `feedItems(from:reader:followingNext:maxPages:)`.
    public func feedItems(
        from url: String, reader: FeedReader = FeedReader(), followingNext: Bool = true, maxPages: Int = 100
    ) -> HTTPFeedItems {
        feedItems(from: HTTPFetchRequest(url: url), reader: reader, followingNext: followingNext, maxPages: maxPages)
    }

    /// Reads a feed across its pages, handing each item to `handler` as soon as it is read, with
    /// the page's feed fields as read so far, as `FeedReader.stream` does; returns the pages.
    ///
    /// `handler` runs on the reader's thread, one item at a time; it may block, and returning
    /// `.stop` ends the whole read. Paging, charset and base URL are as in
    /// `feedItems(from:reader:followingNext:maxPages:)`.
    @discardableResult
    public func streamFeed(
        from request: HTTPFetchRequest, reader: FeedReader = FeedReader(), followingNext: Bool = true,
        maxPages: Int = 100, _ handler: @escaping @Sendable (FeedItem, FeedSoFar) throws -> XMLStreamControl
    ) async throws -> [HTTPFeedPage] {
        try await onReadingThread { cancellation in
            try self.streamFeedBlocking(
                from: request, reader: reader, followingNext: followingNext, maxPages: maxPages,
                cancellation: cancellation, handler)
        }
    }

    /// The feed read on the calling thread, which it blocks: for the `xylem` tool and the async
    /// readers' own threads, never for a task. `log` gets each page as its response arrives and
    /// its feed when read.
    package func streamFeedBlocking(
        from request: HTTPFetchRequest, reader: FeedReader, followingNext: Bool, maxPages: Int,
        cancellation: ReadCancellation = ReadCancellation(), log: PageLog<HTTPFeedPage> = PageLog(),
        progress: ((HTTPPage, XMLProgress) -> Void)? = nil,
        _ handler: (FeedItem, FeedSoFar) throws -> XMLStreamControl
    ) throws -> [HTTPFeedPage] {
        var isFirstPage = true
        try readPages(
            from: request, followingNext: followingNext, maxPages: maxPages, cancellation: cancellation,
            onPage: { log.append(HTTPFeedPage(page: $0)) }, progress: progress
        ) { content in
            var pageReader = reader
            pageReader.options = content.options(reader.options)
            if !isFirstPage || reader.documentURL == nil { pageReader.documentURL = content.page.url }
            isFirstPage = false
            let (feed, summary) = try pageReader.stream(.chunks(content.body)) { item, feedSoFar in
                // Items a repairing reader closes after the body was cut off are not the feed's.
                if let failure = content.body.failure { throw failure }
                return try handler(item, feedSoFar)
            }
            log.updateLast {
                $0.feed = feed
                $0.summary = summary
            }
            return summary.stoppedEarly ? nil : feed.nextLink
        }
        return log.all
    }
}

/// The items of a feed across its pages, read over HTTP as they are iterated; see
/// `HTTPFetcher.feedItems(from:reader:followingNext:maxPages:)`.
public struct HTTPFeedItems: AsyncSequence, Sendable {
    /// An item.
    public typealias Element = FeedItem
    /// The failures of the fetches and reads.
    public typealias Failure = any Error

    let fetcher: HTTPFetcher
    let request: HTTPFetchRequest
    let reader: FeedReader
    let followingNext: Bool
    let maxPages: Int
    private let log = PageLog<HTTPFeedPage>()

    init(fetcher: HTTPFetcher, request: HTTPFetchRequest, reader: FeedReader, followingNext: Bool, maxPages: Int) {
        self.fetcher = fetcher
        self.request = request
        self.reader = reader
        self.followingNext = followingNext
        self.maxPages = maxPages
    }

    /// The pages fetched so far, in order: each appears when its response arrives, and its feed
    /// fields and summary when it has been read.
    public var pages: [HTTPFeedPage] { log.all }

    /// Whether the first page was answered 304 Not Modified and reported: the sequence was empty.
    public var isNotModified: Bool { log.all.first?.isNotModified ?? false }

    /// Starts a read, which fetches the first page on the first `next()`.
    public func makeAsyncIterator() -> Iterator {
        log.reset()
        let (fetcher, request, reader, followingNext, maxPages, log) = (
            fetcher, request, reader, followingNext, maxPages, log
        )
        return Iterator(
            items: ThreadedItems { cancellation, emit in
                _ = try fetcher.streamFeedBlocking(
                    from: request, reader: reader, followingNext: followingNext, maxPages: maxPages,
                    cancellation: cancellation, log: log
                ) { item, _ in
                    try emit(item)
                    return .continue
                }
            })
    }

    /// Takes the items as the reader's thread hands them over.
    public struct Iterator: AsyncIteratorProtocol {
        let items: ThreadedItems<FeedItem>

        /// The next item, or nil after the last page; throws a failure after the items before it.
        public mutating func next() async throws -> FeedItem? {
            try await items.next()
        }
    }
}
