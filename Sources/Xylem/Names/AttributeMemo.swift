// What an attribute table's lookup found, remembered by the address of the attribute's name.
// Expat keeps one copy of each unprefixed attribute name for the whole parse (in its DTD's string
// pool, which is neither changed nor freed before the parser is) and hands that same address on
// every start tag that has the attribute; so a start tag's mapped attributes are found by address
// without measuring, hashing and comparing their names. Prefixed names arrive expanded from
// NamespaceResolver's cache, which keeps each at one address too until it frees its names (when
// bindings change, or past its bounds): the engine empties the memo when the cache's generation
// changes (see `ReadEngine.syncAttributeMemo`).

/// A small two-way set-associative memo from (attribute-name address, table) to the table's slot.
/// Two ways, not one: with direct mapping, which pairs collided depended on where the heap put
/// names and plans, and a colliding pair missed on every entry of a feed (about 400 instructions
/// per Atom entry, changing with unrelated allocations made before the read).
struct AttributeMemo {
    struct Entry {
        var name: UnsafeRawPointer?
        var table: UnsafeRawPointer?
        var slot: Int32
    }

    static let setBits = 6
    static let size = 2 << setBits
    private let entries: UnsafeMutablePointer<Entry>

    init() {
        entries = .allocate(capacity: Self.size)
        clear()
    }

    /// Forgets every entry: expat's names for a parser that has been freed (an external
    /// entity's) may be gone, and their addresses reused.
    func clear() {
        entries.initialize(repeating: Entry(name: nil, table: nil, slot: -1), count: Self.size)
    }

    func deallocate() {
        entries.deallocate()
    }

    /// The set that (`name`, `table`) belongs to.
    @inline(__always)
    static func setIndex(_ name: UnsafeRawPointer, _ table: UnsafeRawPointer) -> Int {
        // Names sit a few bytes apart and tables a few hundred: a multiplication spreads both
        // over the index bits, which are taken from the top of the product.
        let mixed =
            (UInt64(UInt(bitPattern: name)) &+ UInt64(UInt(bitPattern: table)) &* 0x9E37_79B9) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed &>> UInt64(64 - Self.setBits))
    }

    /// The first of the two entries of the set that (`name`, `table`) belongs to.
    @inline(__always)
    private func set(_ name: UnsafeRawPointer, _ table: UnsafeRawPointer) -> UnsafeMutablePointer<Entry> {
        entries + 2 * Self.setIndex(name, table)
    }

    /// The remembered slot for `name` in `table` (-1: the table does not map it), or nil.
    @inline(__always)
    func slot(_ name: UnsafePointer<CChar>, in table: UnsafeRawPointer) -> Int32? {
        let set = set(UnsafeRawPointer(name), table)
        if set[0].name == UnsafeRawPointer(name) && set[0].table == table { return set[0].slot }
        if set[1].name == UnsafeRawPointer(name) && set[1].table == table { return set[1].slot }
        return nil
    }

    /// Remembers the slot found for a name in `table`, in the set's first way; the entry there
    /// moves to the second, whose entry is forgotten.
    @inline(__always)
    func remember(_ slot: Int32, for name: UnsafePointer<CChar>, in table: UnsafeRawPointer) {
        let set = set(UnsafeRawPointer(name), table)
        set[1] = set[0]
        set[0] = Entry(name: UnsafeRawPointer(name), table: table, slot: slot)
    }
}
