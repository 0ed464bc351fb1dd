// The thread a synchronous reader runs on, and what it needs to work with async code: waiting for
// an async operation by blocking (allowed on a thread of its own, never on a task's), and a
// cancellation that reaches whatever the thread is waiting for.

import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Stops a read that runs on a thread: what the thread waits for registers how to stop it.
package final class ReadCancellation: Sendable {
    private struct State {
        var cancelled = false
        var nextID = 0
        var handlers: [Int: @Sendable () -> Void] = [:]
    }

    private let state = Mutex(State())

    /// A read not cancelled yet.
    package init() {}

    /// Whether ``cancel()`` was called.
    package var isCancelled: Bool { state.withLock { $0.cancelled } }

    /// Runs every registered handler, and from now on each one registered at once.
    package func cancel() {
        let handlers = state.withLock { state -> [@Sendable () -> Void] in
            guard !state.cancelled else { return [] }
            state.cancelled = true
            defer { state.handlers = [:] }
            return Array(state.handlers.values)
        }
        for handler in handlers { handler() }
    }

    /// Runs `body` with `handler` called if the read is cancelled meanwhile (or at once, if it
    /// already is).
    package func whileRegistered<Result>(_ handler: @escaping @Sendable () -> Void, _ body: () throws -> Result)
        rethrows
        -> Result
    {
        let id = state.withLock { state -> Int? in
            guard !state.cancelled else { return nil }
            state.nextID += 1
            state.handlers[state.nextID] = handler
            return state.nextID
        }
        if id == nil { handler() }
        defer {
            if let id { _ = state.withLock { $0.handlers.removeValue(forKey: id) } }
        }
        return try body()
    }
}

/// Runs `operation` in a task and blocks the calling thread until it ends: for a thread of the
/// reader's own, never for a task (it would hold one of the few threads tasks run on).
package func blockingAwait<Value: Sendable>(
    cancellation: ReadCancellation, _ operation: @escaping @Sendable () async throws -> Value
) throws -> Value {
    let outcome = HandoffQueue<Result<Value, any Error>>(capacity: 1)
    let task = Task {
        do {
            try outcome.putBlocking(.success(try await operation()))
        } catch {
            try? outcome.putBlocking(.failure(error))
        }
    }
    return try cancellation.whileRegistered({ task.cancel() }) {
        // The task puts exactly one outcome into an empty queue of one: it never blocks.
        guard let result = outcome.takeBlocking() else { throw CancellationError() }
        return try result.get()
    }
}

/// Starts a thread of its own running `body`; it is not joined, and ends when `body` returns.
/// Returns false when the system refuses a thread.
package func startReadingThread(_ body: @escaping @Sendable () -> Void) -> Bool {
    let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
    #if canImport(Darwin)
    var thread: pthread_t?
    let result = pthread_create(
        &thread, nil,
        { context in
            Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().body()
            return nil
        }, context)
    if result == 0, let thread { pthread_detach(thread) }
    #else
    var thread = pthread_t()
    let result = pthread_create(
        &thread, nil,
        { context in
            Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue().body()
            return nil
        }, context)
    if result == 0 { pthread_detach(thread) }
    #endif
    if result != 0 { Unmanaged<ThreadBody>.fromOpaque(context).release() }
    return result == 0
}

private final class ThreadBody: Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}
