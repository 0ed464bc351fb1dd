// Hash tables over the engine's sibling counters, for the frames that count many names. A frame
// finds the counter of a child its table does not know by scanning its own counters: a few
// compares for the handful of unknown names an ordinary element has, but quadratic for an element
// with thousands of distinct unknown children. Past `scanLimit` names a frame gets a table here,
// so that each child costs one hash and one probe however many names came before it.
//
// Only the top frame counts new children, so the tables form a stack like the frames: the top
// table belongs to the top frame when its counters start where the frame's do, and it sits at the
// end of `slots`, where it can grow without moving another. Names come from the document, so they are hashed
// with the standard library's per-process seeded `Hasher`, over the whole key: a document cannot
// be crafted to put every name in one probe chain, as it could with the engine's own name hash
// (which reads a namespace URI only by its length and last bytes). Keys are still compared in full.

/// The tables that find the sibling counters of frames with many distinct unknown children.
struct SiblingIndex: ~Copyable {
    /// How many counters a frame scans before it gets a table: more than the unknown names of
    /// an ordinary element (a podcast item read without its vocabularies has a dozen), few enough
    /// that scanning them, a compare of the engine's name hash each, stays cheap.
    static let scanLimit = 32

    /// A frame's table: where its counters start in the engine's `siblings`, and where its slots
    /// are in `slots` (a power of two of them). (This type and `Slot` are not private: the Swift
    /// 6.3 compiler crashes on a private type stored in a buffer of a non-copyable type.)
    struct Table: BitwiseCopyable {
        let siblingStart: Int
        let slotStart: Int
        let mask: Int
        /// The 1-based position of the counter found last (0 for none): children of one name
        /// often come in a row (a channel's items), and then need no hash.
        var lastFound: Int32 = 0
    }

    /// A counter's position in `siblings` plus one (0 for an empty slot), with the low bits of its
    /// name's hash, which place it again when its table grows and pass most other names by.
    struct Slot: BitwiseCopyable {
        var position: Int32
        var hash: UInt32
    }

    private var tables = GrowableBuffer<Table>(capacity: 16)
    /// The slots of every table, one table after another.
    private var slots = GrowableBuffer<Slot>(capacity: 64)

    /// Finds the counter for `name` among the counters of the top frame, which start at `start`
    /// and number more than ``scanLimit``: its position in `siblings`, or nil with the hash that
    /// ``added(_:hash:from:)`` needs.
    func position(
        of name: ExpatName, from start: Int, siblings: UnsafePointer<SiblingCount>, keys: UnsafePointer<UInt8>
    ) -> (position: Int?, hash: UInt32) {
        let table = tables[tables.count - 1]
        assert(table.siblingStart == start, "a frame with many sibling names but no table")
        let hash = Self.hash(name.base, name.keyLength)
        var index = Int(hash) & table.mask
        while true {
            let slot = slots[table.slotStart + index]
            if slot.position == 0 { return (nil, hash) }
            if slot.hash == hash {
                let sibling = siblings[Int(slot.position) - 1]
                if Int(sibling.keyLength) == name.keyLength,
                    NameTableView.bytesEqual(keys + Int(sibling.keyStart), name.base, name.keyLength)
                {
                    return (Int(slot.position) - 1, hash)
                }
            }
            index = (index + 1) & table.mask
        }
    }

    /// ``position(of:from:siblings:keys:)``, first trying the counter found last in this table,
    /// which it then remembers.
    mutating func memoizedPosition(
        of name: ExpatName, hash nameHash: UInt64, from start: Int, siblings: UnsafePointer<SiblingCount>,
        keys: UnsafePointer<UInt8>
    ) -> (position: Int?, hash: UInt32) {
        let last = tables.count - 1
        let remembered = Int(tables[last].lastFound)
        if remembered > 0 {
            let sibling = siblings[remembered - 1]
            if sibling.hash == nameHash, Int(sibling.keyLength) == name.keyLength,
                NameTableView.bytesEqual(keys + Int(sibling.keyStart), name.base, name.keyLength)
            {
                return (remembered - 1, 0)
            }
        }
        let found = position(of: name, from: start, siblings: siblings, keys: keys)
        if let position = found.position { tables[last].lastFound = Int32(position + 1) }
        return found
    }

    /// Adds the counter just appended at `position`, whose name hashes to `hash`, to the table of
    /// its frame (counters from `start`), which must have one.
    mutating func added(_ position: Int, hash: UInt32, from start: Int) {
        let table = tables[tables.count - 1]
        assert(table.siblingStart == start, "a frame with many sibling names but no table")
        // Keep the load at or below one half, so that probes stay short.
        if (position + 1 - start) * 2 > table.mask + 1 {
            grow(table)
        }
        insert(Slot(position: Int32(position + 1), hash: hash), into: tables[tables.count - 1])
    }

    /// Makes the table of the top frame, whose counters, from `start` to the end of `siblings`,
    /// have just passed ``scanLimit``.
    mutating func make(
        from start: Int, count: Int, siblings: UnsafePointer<SiblingCount>, keys: UnsafePointer<UInt8>
    ) {
        let table = Table(siblingStart: start, slotStart: slots.count, mask: 63)
        slots.appendZeros(table.mask + 1)
        tables.append(table)
        for position in start..<(start + count) {
            let sibling = siblings[position]
            let hash = Self.hash(keys + Int(sibling.keyStart), Int(sibling.keyLength))
            insert(Slot(position: Int32(position + 1), hash: hash), into: table)
        }
    }

    /// Drops the tables of frames whose counters start at `start` or later (the frame closing now
    /// and any above it).
    @inline(__always)
    mutating func drop(from start: Int) {
        while tables.count > 0, tables[tables.count - 1].siblingStart >= start {
            slots.truncate(to: tables.removeLast().slotStart)
        }
    }

    /// Replaces the top table with one twice its size (it is the last in `slots`, so the old
    /// slots are copied aside first).
    private mutating func grow(_ table: Table) {
        let old = Array(slots.elements(from: table.slotStart))
        slots.truncate(to: table.slotStart)
        tables.removeLast()
        let grown = Table(siblingStart: table.siblingStart, slotStart: table.slotStart, mask: table.mask * 2 + 1)
        slots.appendZeros(grown.mask + 1)
        tables.append(grown)
        for slot in old where slot.position != 0 { insert(slot, into: grown) }
    }

    private func insert(_ slot: Slot, into table: Table) {
        var index = Int(slot.hash) & table.mask
        while slots[table.slotStart + index].position != 0 { index = (index + 1) & table.mask }
        slots[table.slotStart + index] = slot
    }

    /// The seeded hash of a key, fed to the hasher in eight-byte words (the last one completed
    /// with the key's length, so that keys of different lengths differ).
    private static func hash(_ key: UnsafePointer<UInt8>, _ length: Int) -> UInt32 {
        let raw = UnsafeRawPointer(key)
        var hasher = Hasher()
        var offset = 0
        while offset + 8 <= length {
            hasher.combine(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        var last = UInt64(truncatingIfNeeded: length) &<< 56
        var shift: UInt64 = 0
        while offset < length {
            last |= UInt64(key[offset]) &<< shift
            shift += 8
            offset += 1
        }
        hasher.combine(last)
        return UInt32(truncatingIfNeeded: hasher.finalize())
    }
}
