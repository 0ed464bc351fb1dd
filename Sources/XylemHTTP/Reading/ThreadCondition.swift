// A pthread mutex with one condition variable: what a thread that may block waits on. Swift's
// `Mutex` has no condition to wait for, and the thread sanitizer sees pthread locks.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A lock, and a condition that threads holding it wait on until another signals a change.
// Unchecked Sendable: the pthread objects are made for sharing between threads.
final class ThreadCondition: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` holding the lock.
    func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Waits, holding the lock, until another thread signals; call it inside ``locked(_:)`` in a
    /// loop that checks what it waits for (a wait may end without a signal).
    func wait() {
        pthread_cond_wait(condition, mutex)
    }

    /// Wakes the threads waiting; call it holding the lock.
    func signal() {
        pthread_cond_broadcast(condition)
    }
}
