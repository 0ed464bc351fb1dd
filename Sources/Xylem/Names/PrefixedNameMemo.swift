// Prefixed attribute names and their expanded forms, remembered by the address of the name as
// expat hands it over. Expat interns every attribute name for the whole parse (see PlainNameSet),
// so a GData entry's `gd:etag` arrives at one address on every entry: with this memo its start tag
// needs neither the colon scan nor the measuring, hashing and cache probe that expand the name.
// An expanded name is valid only while the resolver's attribute-name cache keeps it, so each entry
// carries the cache's generation and is used only while that has not changed.

/// A small direct-mapped memo from attribute-name addresses to expanded names.
struct PrefixedNameMemo: ~Copyable {
    private struct Slot {
        var name: UnsafeRawPointer?
        var generation: Int
        var expanded: ExpatName?
    }

    private static let indexBits = 6
    private let slots: UnsafeMutablePointer<Slot>

    init() {
        slots = .allocate(capacity: 1 << Self.indexBits)
        slots.initialize(repeating: Slot(name: nil, generation: 0, expanded: nil), count: 1 << Self.indexBits)
    }

    deinit {
        slots.deallocate()
    }

    /// Forgets every name (their addresses may now hold other names).
    func removeAll() {
        slots.update(repeating: Slot(name: nil, generation: 0, expanded: nil), count: 1 << Self.indexBits)
    }

    @inline(__always)
    private func index(_ name: UnsafeRawPointer) -> Int {
        Int(
            truncatingIfNeeded: (UInt64(UInt(bitPattern: name)) &* 0x9E37_79B9_7F4A_7C15)
                &>> UInt64(64 - Self.indexBits))
    }

    /// The expanded name remembered for `name` while the cache is at `generation`, or nil.
    @inline(__always)
    func expanded(_ name: UnsafePointer<CChar>, generation: Int) -> ExpatName? {
        let slot = slots + index(UnsafeRawPointer(name))
        guard slot.pointee.name == UnsafeRawPointer(name), slot.pointee.generation == generation else { return nil }
        return slot.pointee.expanded
    }

    /// Remembers the expanded form of `name`, valid while the cache stays at `generation`.
    @inline(__always)
    func remember(_ name: UnsafePointer<CChar>, as expanded: ExpatName, generation: Int) {
        slots[index(UnsafeRawPointer(name))] = Slot(
            name: UnsafeRawPointer(name), generation: generation, expanded: expanded)
    }
}
