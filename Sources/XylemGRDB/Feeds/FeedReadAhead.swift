// Parsing a feed and writing its items into SQLite each take about one core: the feed is read on a
// thread of its own while the database is written on the caller's, the items handed over in
// chunks through a bounded queue, in document order. The reading thread is the slower one, so it
// hands each item's model, and the writing thread makes the feed view's item from it.

import XylemFeeds
import XylemHTTP

/// A feed read on a thread of its own, its items handed over in chunks.
///
/// At most ``capacity`` chunks of ``itemsPerChunk`` items wait in the queue: a slow database
/// holds the reading back, so memory stays bounded. ``stop()`` ends the read early (the reading
/// thread's next hand-over throws `CancellationError`) and waits until the thread has finished
/// with the input.
final class FeedReadAhead: Sendable {
    /// What the reading thread hands over.
    enum Chunk: Sendable {
        /// Items in document order, as their format's models, with the feed's own fields as read
        /// before the first of them.
        case items([FeedItemDraft], feedSoFar: Feed)
        /// The whole feed (without its items) and the read's summary: the last chunk.
        case end(Feed, FeedReader.Summary)
    }

    static let itemsPerChunk = 256
    static let capacity = 4

    private let chunks = HandoffQueue<Chunk>(capacity: FeedReadAhead.capacity)
    /// Items written, handed back so that the reading thread frees them: the allocator then
    /// reuses their memory for the next items from its per-thread cache, where memory freed on
    /// the writing thread would go back to the reading thread's arena under a lock.
    private let written = HandoffQueue<[FeedItemDraft]>(capacity: FeedReadAhead.capacity * 2)
    /// Receives one element when the reading thread is done with the input.
    private let exited = HandoffQueue<Bool>(capacity: 1)

    /// Starts reading `input` with `reader` on a new thread; nil when the input must be read on
    /// the caller's thread (a sequence of chunks) or the system gives no thread.
    static func start(_ input: FeedInput, reader: FeedReader) -> FeedReadAhead? {
        guard input.readsOnAnyThread else { return nil }
        let ahead = FeedReadAhead()
        let transfer = InputTransfer(input: input)
        guard startReadingThread({ ahead.read(transfer.input, reader: reader) }) else { return nil }
        return ahead
    }

    /// The next chunk; nil after the end. Throws what ended the read early.
    func next() throws -> Chunk? {
        if let chunk = chunks.takeBlocking() { return chunk }
        if let failure = chunks.failureTaken { throw failure }
        return nil
    }

    /// Hands items the caller is done with back to the reading thread, which frees them and
    /// fills the array again; when the queue back is full they are freed here.
    func recycle(_ items: consuming [FeedItemDraft]) {
        _ = written.offer(items)
    }

    /// Ends the read if it is still going, and waits until the reading thread lets go of the
    /// input. Call it once, when done with the chunks (normally or not).
    func stop() {
        chunks.cancel()
        written.cancel()
        _ = exited.takeBlocking()
    }

    /// The reading thread's work.
    private func read(_ input: FeedInput, reader: FeedReader) {
        var pending: [FeedItemDraft] = []
        pending.reserveCapacity(Self.itemsPerChunk)
        // Arrays handed back, emptied on this thread and filled again: their buffers (tens of
        // kilobytes) are not freed and allocated again, which would make the allocator
        // consolidate its free lists each time.
        var spare: [[FeedItemDraft]] = []
        var feedSoFar: Feed?
        do {
            let (feed, summary) = try reader.streamDrafts(input) { item, soFar in
                if feedSoFar == nil, let soFar { feedSoFar = soFar.feed }
                pending.append(item)
                if pending.count >= Self.itemsPerChunk, let feedSoFar {
                    while var returned = written.poll() {
                        returned.removeAll(keepingCapacity: true)
                        spare.append(returned)
                    }
                    try chunks.putBlocking(.items(pending, feedSoFar: feedSoFar))
                    pending = spare.popLast() ?? []
                    pending.reserveCapacity(Self.itemsPerChunk)
                }
                return .continue
            }
            if !pending.isEmpty, let feedSoFar { try chunks.putBlocking(.items(pending, feedSoFar: feedSoFar)) }
            try chunks.putBlocking(.end(feed, summary))
            chunks.finish()
        } catch {
            // The items read before the failure are handed over first, as a read on the caller's
            // thread would have handed them (nothing is handed once the consumer has stopped).
            if !pending.isEmpty, let feedSoFar { try? chunks.putBlocking(.items(pending, feedSoFar: feedSoFar)) }
            chunks.finish(throwing: error)
        }
        // The queue is empty and holds one: this never blocks.
        try? exited.putBlocking(true)
    }
}

/// Hands a feed input to the reading thread. Unchecked Sendable: only inputs whose reading
/// captures nothing of the caller's thread are moved (`readsOnAnyThread`), and after the move
/// only the reading thread uses the input.
private struct InputTransfer: @unchecked Sendable {
    let input: FeedInput
}
