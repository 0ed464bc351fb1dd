// The page loop every reader shares: fetch a page, hand its body to a synchronous reader on the
// calling thread, then follow the next link the reader found, refusing loops and too many pages.

import Synchronization
import Xylem

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One fetched page, handed to a page reader on the reading thread.
package struct HTTPPageContent {
    /// The response's facts.
    package let page: HTTPPage
    /// The body; iterating it blocks until each chunk arrives.
    package let body: HTTPBlockingBody

    /// `options` with the response's `charset` as the document's encoding, unless the options
    /// name one already: RFC 7303 makes the charset win over the XML declaration.
    package func options(_ options: XMLReader.Options) -> XMLReader.Options {
        var options = options
        if options.encoding == nil { options.encoding = page.charset }
        return options
    }
}

extension HTTPFetcher {
    /// Fetches `request`, hands the page to `readPage`, and while `followingNext` is set and
    /// `readPage` returns a next link (relative links resolve against the page's final URL),
    /// fetches and reads that page too. Runs on the calling thread, which it blocks: never call it
    /// from a task.
    ///
    /// A page answered 304 under ``NotModifiedPolicy/report`` is not read, and ends the loop.
    /// A next link back to a page already read (asked for, or reached through redirects) throws
    /// ``HTTPFetchError/Kind/pageLoop(url:)``; one past `maxPages` pages,
    /// ``HTTPFetchError/Kind/tooManyPages(limit:)``. When the body fails, its error is thrown
    /// rather than the reader's, which met a cut-off document.
    ///
    /// - Parameters:
    ///   - onPage: Called with each page as soon as its response has arrived, before it is read.
    ///   - progress: Called on the calling thread after each chunk, with the page's bytes read
    ///     and its length when declared.
    /// - Returns: The pages fetched, in order.
    @discardableResult
    package func readPages(
        from request: HTTPFetchRequest, followingNext: Bool, maxPages: Int,
        cancellation: ReadCancellation = ReadCancellation(),
        onPage: (HTTPPage) -> Void = { _ in }, progress: ((HTTPPage, XMLProgress) -> Void)? = nil,
        _ readPage: (HTTPPageContent) throws -> String?
    ) throws -> [HTTPPage] {
        precondition(maxPages >= 1, "maxPages must be 1 or more")
        var request = request
        var pages: [HTTPPage] = []
        var visited: Set<String> = []
        while true {
            if cancellation.isCancelled { throw CancellationError() }
            visited.insert(Self.pageKey(request.url))
            let response = try blockingAwait(cancellation: cancellation) { [request] in try await self.fetch(request) }
            visited.insert(Self.pageKey(response.url))
            let page = HTTPPage(requestedURL: request.url, response: response)
            pages.append(page)
            onPage(page)
            if page.isNotModified { return pages }
            let body = HTTPBlockingBody(
                response.body,
                progress: progress.map { report in
                    { report(page, XMLProgress(bytesRead: $0, totalBytes: page.contentLength)) }
                })
            defer { body.stop() }
            let link: String?
            do {
                link = try cancellation.whileRegistered(body.stopper) {
                    try readPage(HTTPPageContent(page: page, body: body))
                }
            } catch {
                // A parse error after the body failed is the failure's doing.
                throw body.failure ?? error
            }
            // A reader that repairs documents reads a cut-off body to its end without an error.
            if let failure = body.failure { throw failure }
            guard followingNext, let link, let next = Self.resolve(link, against: page.url) else { return pages }
            if visited.contains(Self.pageKey(next)) { throw HTTPFetchError(.pageLoop(url: next), url: page.url) }
            guard pages.count < maxPages else { throw HTTPFetchError(.tooManyPages(limit: maxPages), url: page.url) }
            request.url = next
        }
    }

    /// `link` made absolute against `base`; nil when it does not parse.
    static func resolve(_ link: String, against base: String) -> String? {
        let trimmed = String(link.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        guard !trimmed.isEmpty, let baseURL = URL(string: base) else { return nil }
        return URL(string: trimmed, relativeTo: baseURL)?.absoluteString
    }

    /// What tells two page URLs apart: the URL without its fragment, which names no other document.
    static func pageKey(_ url: String) -> String {
        String(url[..<(url.firstIndex(of: "#") ?? url.endIndex)])
    }
}

/// The pages of a read as it goes, shared between the reading thread and the caller.
package final class PageLog<Page: Sendable>: Sendable {
    private let pages = Mutex<[Page]>([])

    /// An empty log.
    package init() {}

    /// The pages so far.
    package var all: [Page] { pages.withLock { $0 } }

    /// Adds a page.
    package func append(_ page: Page) { pages.withLock { $0.append(page) } }

    /// Changes the last page added.
    package func updateLast(_ change: (inout Page) -> Void) {
        pages.withLock { pages in
            if !pages.isEmpty { change(&pages[pages.count - 1]) }
        }
    }

    /// Forgets every page, for a new read.
    package func reset() { pages.withLock { $0.removeAll() } }
}
