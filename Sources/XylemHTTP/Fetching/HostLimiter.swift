// The per-host limit: a counting semaphore per origin (scheme, host, port), so that many feeds
// fetched at once open at most N requests to any one server. Waiters are served in order and a
// cancelled waiter leaves the queue at once.

import Synchronization

/// Counting semaphores keyed by origin.
final class HostLimiter: Sendable {
    private let state: Mutex<State>
    let limit: Int

    private struct State {
        var inFlight: [String: Int] = [:]
        var waiters: [String: [(id: Int, continuation: CheckedContinuation<Void, any Error>)]] = [:]
        var nextID = 0
    }

    init(limit: Int) {
        self.limit = limit
        state = Mutex(State())
    }

    /// Runs `body` once fewer than `limit` bodies for `origin` are running.
    func withSlot<T>(for origin: String, _ body: () async throws -> T) async throws -> T {
        try await acquire(origin)
        defer { release(origin) }
        return try await body()
    }

    /// Takes a slot for `origin`, waiting for one to free if needed; throws `CancellationError`
    /// when the task is cancelled while waiting.
    func acquire(_ origin: String) async throws {
        let id = state.withLock { state -> Int in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let granted = state.withLock { state -> Bool in
                    if Task.isCancelled { return false }
                    if state.inFlight[origin, default: 0] < limit {
                        state.inFlight[origin, default: 0] += 1
                        return true
                    }
                    state.waiters[origin, default: []].append((id, continuation))
                    return false
                }
                if granted {
                    continuation.resume()
                } else if Task.isCancelled, !isWaiting(id, origin) {
                    continuation.resume(throwing: CancellationError())
                }
            }
        } onCancel: {
            let waiter = state.withLock { state -> CheckedContinuation<Void, any Error>? in
                guard let index = state.waiters[origin]?.firstIndex(where: { $0.id == id }) else { return nil }
                return state.waiters[origin]?.remove(at: index).continuation
            }
            waiter?.resume(throwing: CancellationError())
        }
    }

    private func isWaiting(_ id: Int, _ origin: String) -> Bool {
        state.withLock { $0.waiters[origin]?.contains { $0.id == id } ?? false }
    }

    /// Gives a slot back, handing it to the first waiter if there is one.
    func release(_ origin: String) {
        let next = state.withLock { state -> CheckedContinuation<Void, any Error>? in
            if var queue = state.waiters[origin], !queue.isEmpty {
                let first = queue.removeFirst()
                state.waiters[origin] = queue.isEmpty ? nil : queue
                return first.continuation  // the slot passes to it: in-flight count unchanged
            }
            let count = state.inFlight[origin, default: 1] - 1
            state.inFlight[origin] = count > 0 ? count : nil
            return nil
        }
        next?.resume()
    }

    /// How many slots of `origin` are taken, for tests.
    func inFlight(_ origin: String) -> Int { state.withLock { $0.inFlight[origin, default: 0] } }
}
