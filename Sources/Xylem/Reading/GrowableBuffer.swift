// A manually managed, growable buffer of plain values for the engine's hot stacks (collected
// text, path names, sibling counters). Appends are a capacity check and a memcpy, truncation is
// a store: none of Array's uniqueness checks, and no copy-on-write surprises. Non-copyable, so
// that exactly one owner frees the storage, when the buffer goes; indices are checked against
// the count in debug builds.

struct GrowableBuffer<Element: BitwiseCopyable>: ~Copyable {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        claim(1).initialize(to: element)
    }

    @inline(__always)
    mutating func append(_ elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress else { return }
        let added = elements.count
        let destination = claim(added)
        if added <= 4 {
            // Expat hands text over in small pieces around entity references: copy those
            // in place rather than through memcpy.
            for index in 0..<added { (destination + index).initialize(to: source[index]) }
        } else {
            destination.initialize(from: source, count: added)
        }
    }

    /// Room for `added` more elements at the end, counted as appended (grown first if needed).
    /// The caller initializes them.
    @inline(__always)
    mutating func claim(_ added: Int) -> UnsafeMutablePointer<Element> {
        let start = count
        if added > capacity &- start { grow(toAtLeast: start &+ added) }
        count = start &+ added
        return base + start
    }

    /// Room for `added` more elements at the end, counted as appended, when the capacity holds
    /// them; nil, and nothing changed, otherwise. The caller initializes them.
    @inline(__always)
    mutating func claimWithinCapacity(_ added: Int) -> UnsafeMutablePointer<Element>? {
        let start = count
        guard added <= capacity &- start else { return nil }
        count = start &+ added
        return base + start
    }

    /// Appends `count` zero-filled elements.
    @inline(__always)
    mutating func appendZeros(_ count: Int) {
        guard count > 0 else { return }
        UnsafeMutableRawPointer(claim(count)).initializeMemory(
            as: UInt8.self, repeating: 0, count: count * MemoryLayout<Element>.stride)
    }

    /// Removes and returns the last element.
    @inline(__always)
    @discardableResult
    mutating func removeLast() -> Element {
        assert(count > 0, "removing from an empty buffer")
        count -= 1
        return base[count]
    }

    /// Drops everything from `newCount` on.
    @inline(__always)
    mutating func truncate(to newCount: Int) {
        assert(newCount >= 0 && newCount <= count, "truncating a buffer past its end")
        count = newCount
    }

    @inline(__always)
    subscript(index: Int) -> Element {
        get {
            assert(index >= 0 && index < count, "a buffer index outside the buffer")
            return base[index]
        }
        nonmutating set {
            assert(index >= 0 && index < count, "a buffer index outside the buffer")
            base[index] = newValue
        }
    }

    /// The elements from `start` to the end, valid until the next append.
    @inline(__always)
    func elements(from start: Int) -> UnsafeBufferPointer<Element> {
        assert(start >= 0 && start <= count, "a buffer range outside the buffer")
        return UnsafeBufferPointer(start: base + start, count: count - start)
    }

    // Out of line: the appends are inlined into the engine's callbacks, where the growth path's
    // calls made every text callback save and restore callee-saved registers.
    @inline(never)
    private mutating func grow(toAtLeast needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}

extension GrowableBuffer where Element == UInt8 {
    /// Appends the bytes of `value` as they are in memory, unaligned.
    @inline(__always)
    mutating func appendUnaligned<T: BitwiseCopyable>(_ value: T) {
        UnsafeMutableRawPointer(claim(MemoryLayout<T>.size)).storeBytes(of: value, as: T.self)
    }

    mutating func append(_ string: String) {
        var string = string
        string.withUTF8 { append($0) }
    }

    mutating func append(_ string: StaticString) {
        append(UnsafeBufferPointer(start: string.utf8Start, count: string.utf8CodeUnitCount))
    }
}

/// How many children of one name a frame has seen, for sibling indices in paths.
struct SiblingCount: BitwiseCopyable {
    var hash: UInt64
    var count: Int32
    /// Where the name's key is in the engine's `siblingNames`: names are compared in full, since
    /// different namespaces can share a hash (it reads a URI only by its length and last bytes).
    var keyStart: Int32
    var keyLength: Int32
}
