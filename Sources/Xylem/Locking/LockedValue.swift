// A value that threads share behind a pthread mutex. Swift's `Mutex` on Linux hands a contended
// lock over in the kernel (a futex), where the thread sanitizer cannot see it: reading documents
// in other encodings on several threads at once made it report the lock's own hand-over as a data
// race in Xylem, in the test suite and in any program of a user running it. The sanitizer watches
// pthread mutexes. Used only off the hot path (caches filled once per process).

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value that is read and changed only while its lock is held.
// Unchecked Sendable: `value` is touched only inside `withLock`, under the mutex.
final class LockedValue<Value: Sendable>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    init(_ value: Value) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        self.value = value
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the value while holding the lock.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}

extension LockedValue {
    /// The value `make` returns the first time this is called, kept for every later call.
    func once<Wrapped>(_ make: () -> Wrapped) -> Wrapped where Value == Wrapped? {
        withLock { value in
            if let value { return value }
            let made = make()
            value = made
            return made
        }
    }
}
