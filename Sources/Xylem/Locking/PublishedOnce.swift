// A value made once and then read without a lock: the first caller makes it (outside any lock, so
// that the user code it may run can take other locks), the first one stored is kept, and later
// readers find it with one atomic load.

import Synchronization

/// An object made on first use and kept; read with one atomic load once made.
final class PublishedOnce<Value: AnyObject & Sendable>: Sendable {
    /// Keeps the value alive and decides which of racing makers wins.
    private let kept = LockedValue<Value?>(nil)
    /// The kept value's address, 0 until it is made.
    private let published = Atomic<UInt>(0)

    init() {}

    /// The value, made by `make` the first time.
    @inline(__always)
    func value(_ make: () -> Value) -> Value {
        let address = published.load(ordering: .acquiring)
        if address != 0 {
            // Held by `kept` for the life of this object.
            return Unmanaged<Value>.fromOpaque(UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped)
                .takeUnretainedValue()
        }
        return publish(make)
    }

    @inline(never)
    private func publish(_ make: () -> Value) -> Value {
        let value = kept.once(make)
        published.store(UInt(bitPattern: Unmanaged.passUnretained(value).toOpaque()), ordering: .releasing)
        return value
    }
}
