// What an attribute table's lookup found, remembered by the address of the attribute's name.
// Expat keeps one copy of each unprefixed attribute name for the whole parse (in its DTD's string
// pool, which is neither changed nor freed before the parser is) and hands that same address on
// every start tag that has the attribute; so a start tag's mapped attributes are found by address
// without measuring, hashing and comparing their names. Prefixed names arrive expanded from
// NamespaceResolver's cache, which keeps each at one address too until it frees its names (when
// bindings change, or past its bounds): the engine empties the memo when the cache's generation
// changes (see `ReadEngine.syncAttributeMemo`).

/// A small two-way set-associative memo from (attribute-name address, plan identity) to the plan's
/// attribute slot. Keyed by the plan's identity, not its address, so that an entry can never
/// answer for another plan made where a dead one was (see PlanIdentity.swift). Two ways, not one:
/// with direct mapping, which pairs collided depended on where the heap put names, and a colliding
/// pair missed on every entry of a feed (about 400 instructions per Atom entry, changing with
/// unrelated allocations made before the read). Owned by one engine; freed with it.
struct AttributeMemo: ~Copyable {
    struct Entry {
        var name: UnsafeRawPointer?
        /// The plan's identity; 0 for an empty entry.
        var plan: UInt64
        var slot: Int32
    }

    static let setBits = 6
    static let size = 2 << setBits
    private let entries: UnsafeMutablePointer<Entry>

    init() {
        entries = .allocate(capacity: Self.size)
        entries.initialize(repeating: Entry(name: nil, plan: 0, slot: -1), count: Self.size)
    }

    deinit {
        entries.deallocate()
    }

    /// Forgets every entry: expat's names for a parser that has been freed (an external
    /// entity's) may be gone, and their addresses reused.
    func clear() {
        entries.update(repeating: Entry(name: nil, plan: 0, slot: -1), count: Self.size)
    }

    /// The set that (`name`, `plan`) belongs to.
    @inline(__always)
    static func setIndex(_ name: UnsafeRawPointer, _ plan: UInt64) -> Int {
        // Names sit a few bytes apart and identities are consecutive: a multiplication spreads
        // both over the index bits, which are taken from the top of the product.
        let mixed = (UInt64(UInt(bitPattern: name)) &+ plan &* 0x9E37_79B9) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed &>> UInt64(64 - Self.setBits))
    }

    /// The first of the two entries of the set that (`name`, `plan`) belongs to.
    @inline(__always)
    private func set(_ name: UnsafeRawPointer, _ plan: UInt64) -> UnsafeMutablePointer<Entry> {
        entries + 2 * Self.setIndex(name, plan)
    }

    /// The remembered slot for `name` in the plan of identity `plan` (-1: the plan does not map
    /// it), or nil.
    @inline(__always)
    func slot(_ name: UnsafePointer<CChar>, in plan: UInt64) -> Int32? {
        let set = set(UnsafeRawPointer(name), plan)
        if set[0].name == UnsafeRawPointer(name) && set[0].plan == plan { return set[0].slot }
        if set[1].name == UnsafeRawPointer(name) && set[1].plan == plan { return set[1].slot }
        return nil
    }

    /// Remembers the slot found for a name in the plan of identity `plan`, in the set's first
    /// way; the entry there moves to the second, whose entry is forgotten.
    @inline(__always)
    func remember(_ slot: Int32, for name: UnsafePointer<CChar>, in plan: UInt64) {
        let set = set(UnsafeRawPointer(name), plan)
        set[1] = set[0]
        set[0] = Entry(name: UnsafeRawPointer(name), plan: plan, slot: slot)
    }
}
