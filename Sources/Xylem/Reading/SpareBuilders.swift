// Builders kept for reuse within one read: when an object has been handed to its parent or to the
// record sink, its builder holds an empty value again and serves the next object of the same
// action, so that reading a repeated element allocates no builder after the first.

/// One spare builder per ``ObjectAction``, found by the action's number in a small open-addressing
/// table that holds only the actions this read used. Owned by one engine.
struct SpareBuilders: ~Copyable {
    private struct Slot {
        /// The action's number, or -1 for a slot never used.
        var id: Int
        var builder: Unmanaged<AnyObjectBuilder>?
    }

    private var slots: UnsafeMutablePointer<Slot>
    private var mask: Int
    private var used = 0

    init() {
        let capacity = 64
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: Slot(id: -1, builder: nil), count: capacity)
        mask = capacity - 1
    }

    /// Removes and returns the spare builder of action `id`, if there is one; the caller gets
    /// the spares' reference to it.
    @inline(__always)
    mutating func take(_ id: Int) -> Unmanaged<AnyObjectBuilder>? {
        var index = Self.start(id) & mask
        while slots[index].id >= 0 {
            if slots[index].id == id {
                let spare = slots[index].builder
                slots[index].builder = nil
                return spare
            }
            index = (index + 1) & mask
        }
        return nil
    }

    /// Keeps `builder`, whose reference the caller hands over, as the spare of action `id` (an
    /// earlier spare, from a nested object of the same action, is released).
    @inline(__always)
    mutating func put(retained builder: Unmanaged<AnyObjectBuilder>, for id: Int) {
        var index = Self.start(id) & mask
        while slots[index].id >= 0 {
            if slots[index].id == id {
                slots[index].builder?.release()
                slots[index].builder = builder
                return
            }
            index = (index + 1) & mask
        }
        slots[index] = Slot(id: id, builder: builder)
        used += 1
        if used * 2 > mask + 1 { grow() }
    }

    /// Releases every spare and frees the storage.
    deinit {
        for index in 0...mask { slots[index].builder?.release() }
        slots.deallocate()
    }

    /// Spreads consecutive action numbers over the table.
    @inline(__always)
    private static func start(_ id: Int) -> Int {
        Int(truncatingIfNeeded: UInt64(bitPattern: Int64(id)) &* 0x9E37_79B9_7F4A_7C15 >> 32)
    }

    private mutating func grow() {
        let oldSlots = slots
        let oldCapacity = mask + 1
        let capacity = oldCapacity * 2
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: Slot(id: -1, builder: nil), count: capacity)
        mask = capacity - 1
        for index in 0..<oldCapacity where oldSlots[index].id >= 0 {
            var target = Self.start(oldSlots[index].id) & mask
            while slots[target].id >= 0 { target = (target + 1) & mask }
            slots[target] = oldSlots[index]
        }
        oldSlots.deallocate()
    }
}
