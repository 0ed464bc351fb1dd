// A value that threads share behind a pthread mutex. Swift's `Mutex` on Linux hands a contended
// lock over in the kernel (a futex), where the thread sanitizer cannot see it: reading documents
// in other encodings on several threads at once made it report the lock's own hand-over as a data
// race in Xylem, in the test suite and in any program of a user running it. The sanitizer watches
// pthread mutexes. Used only off the hot path (caches filled once per process). No user code runs
// while a lock is held (a description's builder may read other descriptions, whose caches take
// their own locks): debug builds count the locks each thread holds, so that tests can check it.

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

    /// Runs `body` with the value while holding the lock. `body` must not run user code.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        LocksHeld.enter()
        defer {
            LocksHeld.leave()
            pthread_mutex_unlock(mutex)
        }
        return try body(&value)
    }
}

extension LockedValue {
    /// The value kept by the first call that stored one. `make` runs without the lock (it may
    /// run user code, which may take other locks, or this one); when threads race, each may
    /// make a value, and all get the one stored first.
    func once<Wrapped>(_ make: () -> Wrapped) -> Wrapped where Value == Wrapped? {
        if let kept = withLock({ $0 }) { return kept }
        let made = make()
        return withLock { value in
            if let value { return value }
            value = made
            return made
        }
    }
}

/// How many ``LockedValue`` locks the current thread holds, counted in debug builds only.
enum LocksHeld {
    #if DEBUG
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The number of locks the current thread holds.
    static var onThisThread: Int {
        Int(bitPattern: pthread_getspecific(key))
    }

    static func enter() {
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: onThisThread + 1))
    }

    static func leave() {
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: onThisThread - 1))
    }
    #else
    @inline(__always) static func enter() {}
    @inline(__always) static func leave() {}
    #endif
}
