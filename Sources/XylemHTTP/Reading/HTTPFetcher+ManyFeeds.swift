// Many feeds at once, as a feed reader refreshes its subscriptions: each fetched and read on its
// own, within the fetcher's per-host limit and a limit of reads in flight, and all of them
// cancelled together when the caller stops listening.

import XylemFeeds

/// What became of one feed of ``HTTPFetcher/feeds(from:reader:maxConcurrentReads:)``.
public struct HTTPFeedOutcome: Sendable {
    /// The feed's position in the list given.
    public var index: Int
    /// The URL given.
    public var url: String
    /// The feed read (or reported not modified), or why it could not be.
    public var result: Result<HTTPFeedPage, any Error>
}

extension HTTPFetcher {
    /// Fetches and reads every feed of `urls`, handing over each outcome as soon as its feed is
    /// read, in the order they end.
    ///
    /// ```swift
    /// for await outcome in fetcher.feeds(from: subscriptions) {
    ///     switch outcome.result {
    ///     case .success(let page): print(outcome.url, page.feed?.items.count ?? 0)
    ///     case .failure(let error): print(outcome.url, "failed:", error)
    ///     }
    /// }
    /// ```
    ///
    /// At most `maxConcurrentReads` feeds are in flight at once, and at most
    /// ``Configuration/perHostConcurrency`` of them on one host. One feed's failure does not stop
    /// the others. Breaking out of the loop, or cancelling the task that iterates, cancels every
    /// fetch and read still running.
    public func feeds(
        from urls: [String], reader: FeedReader = FeedReader(), maxConcurrentReads: Int = 16
    ) -> AsyncStream<HTTPFeedOutcome> {
        let (stream, continuation) = AsyncStream.makeStream(of: HTTPFeedOutcome.self)
        let work = Task {
            await withTaskGroup(of: HTTPFeedOutcome.self) { group in
                var pending = urls.enumerated().makeIterator()
                func startNext() {
                    guard let (index, url) = pending.next() else { return }
                    group.addTask {
                        do {
                            return HTTPFeedOutcome(
                                index: index, url: url, result: .success(try await self.feed(from: url, reader: reader))
                            )
                        } catch {
                            return HTTPFeedOutcome(index: index, url: url, result: .failure(error))
                        }
                    }
                }
                for _ in 0..<max(1, maxConcurrentReads) { startNext() }
                for await outcome in group {
                    continuation.yield(outcome)
                    startNext()
                }
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in work.cancel() }
        return stream
    }
}
