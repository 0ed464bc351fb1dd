// Running a synchronous read on a thread of its own for async callers: either its one result is
// awaited, or the values it hands over one by one are taken as an async sequence, through a
// bounded queue that holds the thread back while the caller has not taken them.

import Synchronization

/// The system refused to start the thread a read runs on.
struct ReadingThreadError: Error, CustomStringConvertible {
    var description: String { "the system refused to start a thread for the reader" }
}

/// Runs `body` on a thread of its own and waits for its result; cancelling the task cancels the
/// read through the ``ReadCancellation`` handed to `body`.
func onReadingThread<Value: Sendable>(
    _ body: @escaping @Sendable (ReadCancellation) throws -> Value
) async throws -> Value {
    let cancellation = ReadCancellation()
    let outcome = HandoffQueue<Result<Value, any Error>>(capacity: 1)
    let started = startReadingThread {
        do {
            try outcome.putBlocking(.success(try body(cancellation)))
        } catch {
            try? outcome.putBlocking(.failure(error))
        }
    }
    guard started else { throw ReadingThreadError() }
    return try await withTaskCancellationHandler {
        guard let result = try await outcome.take() else { throw CancellationError() }
        return try result.get()
    } onCancel: {
        cancellation.cancel()
    }
}

/// The values a read on a thread of its own hands over, taken one by one by a task. The thread
/// starts with the first ``next()``; when the taker is done with the values (it drops them, or
/// its task is cancelled), the read is cancelled.
final class ThreadedItems<Element: Sendable>: Sendable {
    /// The read: it hands each value to `emit`, which blocks while the taker is behind and throws
    /// once the taker has stopped.
    typealias Read = @Sendable (ReadCancellation, _ emit: (Element) throws -> Void) throws -> Void

    private let items = HandoffQueue<Element>(capacity: 16)
    private let cancellation = ReadCancellation()
    private let started = Atomic(false)
    private let read: Read

    init(_ read: @escaping Read) {
        self.read = read
    }

    deinit {
        items.cancel()
        cancellation.cancel()
    }

    /// The next value, or nil once the read has ended; throws the read's error after the values
    /// handed over before it.
    func next() async throws -> Element? {
        if !started.exchange(true, ordering: .relaxed) {
            let (items, cancellation, read) = (items, cancellation, read)
            let running = startReadingThread {
                do {
                    try read(cancellation) { try items.putBlocking($0) }
                    items.finish()
                } catch {
                    items.finish(throwing: error)
                }
            }
            guard running else { throw ReadingThreadError() }
        }
        let cancellation = cancellation
        return try await withTaskCancellationHandler {
            try await items.take()
        } onCancel: {
            cancellation.cancel()
        }
    }
}
