// A response body for a synchronous reader on a thread of its own: a task pulls the network's
// chunks into a queue of a few, and the reader's thread takes them, blocking until each arrives.
// The queue's bound is the backpressure; stopping the reader cancels the task and the download.

/// The chunks of an ``HTTPBody`` as a sequence whose iteration blocks the thread until each
/// chunk arrives: the input of a synchronous reader (`XMLInput.chunks`, `FeedInput.chunks`).
///
/// At most four chunks wait in memory; the network is read no faster than the reader takes them.
/// When the body fails (a cut-off body, an idle timeout), the sequence ends and ``failure`` says
/// why: a reader that repairs a truncated document would otherwise take the cut for the end.
package final class HTTPBlockingBody: Sequence, IteratorProtocol {
    private let queue = HandoffQueue<[UInt8]>(capacity: 4)
    private let producer: Task<Void, Never>
    private let progress: ((Int) -> Void)?
    /// The bytes handed to the reader so far.
    package private(set) var bytesRead = 0

    /// Starts reading `body`; `progress` is called on the reading thread with the bytes taken so
    /// far after each chunk.
    package init(_ body: HTTPBody, progress: ((Int) -> Void)? = nil) {
        let queue = queue
        self.progress = progress
        producer = Task {
            do {
                for try await chunk in body where !chunk.isEmpty {
                    try await queue.put(chunk)
                }
                queue.finish()
            } catch {
                queue.finish(throwing: error)
            }
        }
    }

    deinit { stop() }

    /// The next chunk, waiting for it; nil at the end of the body, when it failed, or once stopped.
    package func next() -> [UInt8]? {
        guard let chunk = queue.takeBlocking() else { return nil }
        bytesRead += chunk.count
        progress?(bytesRead)
        return chunk
    }

    /// Why the chunks ended before the body did: the body's error, or `CancellationError` when the
    /// read was stopped. Nil while chunks come, and after a complete body.
    package var failure: (any Error)? { queue.failureTaken }

    /// Stops reading: a thread waiting in ``next()`` wakes with nil, and the download is cancelled.
    /// Safe from any thread.
    package func stop() {
        queue.cancel()
        producer.cancel()
    }

    /// Stops reading from any thread, without holding on to the body: for a cancellation handler.
    package var stopper: @Sendable () -> Void {
        let queue = queue
        let producer = producer
        return {
            queue.cancel()
            producer.cancel()
        }
    }
}
