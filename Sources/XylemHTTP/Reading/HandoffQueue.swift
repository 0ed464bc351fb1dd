// The bridge between a task and a thread that may block: a bounded queue whose one side is a
// task, which suspends while it must wait, and whose other side is a thread of its own, which
// blocks. A network body goes to a parser's thread through one; its items come back through another.

/// A bounded first-in, first-out queue between one producer and one consumer, either of them a
/// task (``put(_:)``, ``take()``) or a thread that may block (``putBlocking(_:)``,
/// ``takeBlocking()``). A full queue holds the producer back, so the consumer's pace reaches the
/// source: memory stays bounded by `capacity` elements.
// Unchecked Sendable: every stored property is read and written only under `condition`'s lock.
package final class HandoffQueue<Element: Sendable>: @unchecked Sendable {
    private let condition = ThreadCondition()
    private let capacity: Int
    private var buffer: [Element] = []
    private var ended = false
    private var failure: (any Error)?
    private var cancelled = false
    /// Counts every change, so that a task about to wait can tell whether it missed one.
    private var changes = 0
    /// The task waiting for a change, if one is.
    private var waiter: CheckedContinuation<Void, Never>?
    private var takenFailure: (any Error)?

    /// A queue that holds at most `capacity` elements (at least one).
    package init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    // MARK: Producer

    /// Appends `element`, blocking the thread while the queue is full; throws
    /// `CancellationError` once the consumer has stopped.
    package func putBlocking(_ element: Element) throws {
        try condition.locked {
            while buffer.count >= capacity, !cancelled { condition.wait() }
            if cancelled { throw CancellationError() }
            buffer.append(element)
            changed()
        }
    }

    /// Appends `element` if the queue has room and is not cancelled; never blocks.
    package func offer(_ element: Element) -> Bool {
        condition.locked {
            guard buffer.count < capacity, !cancelled else { return false }
            buffer.append(element)
            changed()
            return true
        }
    }

    /// Appends `element`, suspending while the queue is full; throws `CancellationError` once the
    /// consumer has stopped or the task is cancelled.
    package func put(_ element: Element) async throws {
        while true {
            let seen = try condition.locked { () throws -> Int? in
                if cancelled { throw CancellationError() }
                guard buffer.count >= capacity else {
                    buffer.append(element)
                    changed()
                    return nil
                }
                return changes
            }
            guard let seen else { return }
            await waitForChange(since: seen)
        }
    }

    /// Ends the queue: the consumer takes what is left, then the end, or `error`.
    package func finish(throwing error: (any Error)? = nil) {
        condition.locked {
            guard !ended else { return }
            ended = true
            failure = error
            changed()
        }
    }

    // MARK: Consumer

    /// The next element, blocking the thread until one comes; nil at the end, after a failure
    /// (then in ``failureTaken``) or once cancelled.
    package func takeBlocking() -> Element? {
        condition.locked {
            while buffer.isEmpty, !ended, !cancelled { condition.wait() }
            if cancelled {
                takenFailure = takenFailure ?? CancellationError()
                return nil
            }
            guard !buffer.isEmpty else {
                takenFailure = failure
                return nil
            }
            let element = buffer.removeFirst()
            changed()
            return element
        }
    }

    /// The next element if one is waiting; never blocks.
    package func poll() -> Element? {
        condition.locked {
            guard !buffer.isEmpty, !cancelled else { return nil }
            let element = buffer.removeFirst()
            changed()
            return element
        }
    }

    /// Why ``takeBlocking()`` returned nil, when it did for a failure or a cancellation rather
    /// than the end: the consumer saw an incomplete stream.
    package var failureTaken: (any Error)? {
        condition.locked { takenFailure }
    }

    /// The next element, suspending until one comes; nil at the end. Throws the producer's
    /// failure, or `CancellationError` once cancelled or when the task is.
    package func take() async throws -> Element? {
        while true {
            let (element, seen) = try condition.locked { () throws -> (Element?, Int?) in
                if cancelled { throw CancellationError() }
                if !buffer.isEmpty {
                    let element = buffer.removeFirst()
                    changed()
                    return (element, nil)
                }
                if ended {
                    if let failure { throw failure }
                    return (nil, nil)
                }
                return (nil, changes)
            }
            guard let seen else { return element }
            await waitForChange(since: seen)
        }
    }

    /// Stops the queue from either side: both sides are woken, and further puts and takes fail.
    package func cancel() {
        condition.locked {
            guard !cancelled else { return }
            cancelled = true
            changed()
        }
    }

    // MARK: Waking

    /// Records a change and wakes whoever waits; called holding the lock.
    private func changed() {
        changes &+= 1
        condition.signal()
        if let waiter {
            self.waiter = nil
            waiter.resume()
        }
    }

    /// Suspends until something changed after `seen`; cancelling the task cancels the queue.
    private func waitForChange(since seen: Int) async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let now = condition.locked { () -> Bool in
                    if changes != seen || cancelled { return true }
                    waiter = continuation
                    return false
                }
                if now { continuation.resume() }
            }
        } onCancel: {
            cancel()
        }
    }
}
