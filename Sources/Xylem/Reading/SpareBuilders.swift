// Builders kept for reuse within one read: when an object has been handed to its parent or to the
// record sink, its builder holds an empty value again and serves the next object of the same
// action, so that reading a repeated element allocates no builder after the first.

/// One spare builder per ``ObjectAction``, indexed by the action's id. Owned by one engine.
struct SpareBuilders {
    private var slots: UnsafeMutablePointer<Unmanaged<AnyObjectBuilder>?>
    private var capacity: Int

    init() {
        capacity = 64
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
    }

    /// Removes and returns the spare builder of action `id`, if there is one; the caller gets
    /// the spares' reference to it.
    @inline(__always)
    mutating func take(_ id: Int) -> Unmanaged<AnyObjectBuilder>? {
        guard id < capacity, let spare = slots[id] else { return nil }
        slots[id] = nil
        return spare
    }

    /// Keeps `builder`, whose reference the caller hands over, as the spare of action `id` (an
    /// earlier spare, from a nested object of the same action, is released).
    @inline(__always)
    mutating func put(retained builder: Unmanaged<AnyObjectBuilder>, for id: Int) {
        if id >= capacity { grow(toHold: id) }
        slots[id]?.release()
        slots[id] = builder
    }

    /// Releases every spare and frees the storage; called once, by the engine's owner.
    func deallocate() {
        for index in 0..<capacity { slots[index]?.release() }
        slots.deallocate()
    }

    private mutating func grow(toHold id: Int) {
        var newCapacity = capacity * 2
        while newCapacity <= id { newCapacity *= 2 }
        let newSlots = UnsafeMutablePointer<Unmanaged<AnyObjectBuilder>?>.allocate(capacity: newCapacity)
        newSlots.moveInitialize(from: slots, count: capacity)
        (newSlots + capacity).initialize(repeating: nil, count: newCapacity - capacity)
        slots.deallocate()
        slots = newSlots
        capacity = newCapacity
    }
}
