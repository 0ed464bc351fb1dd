// Expanded names by the qualified names expat reports when it runs without namespace processing:
// a start tag finds "gd:rating" here and gets "uri\u{1}rating\u{1}gd" already measured, so neither
// expat nor Xylem copies or scans the namespace URI on every tag. Valid only while the bindings the
// names were resolved with stay in force: the resolver empties the cache when a declaration
// changes them. A name handed out stays valid until the next start tag's `beginTag`, however many
// distinct names that tag brings.

/// What the last two element-table lookups of a cached name, in two tables, found: each table's
/// identity, and its slot's value and key index (value -1 when the table does not know the
/// name). Tables do not change, so the next tag of the same name under one of them needs no
/// lookup. Two, because names are read under two parents by turns: an entry's children under
/// the default kind's table and under a chosen kind's, `title` in a feed and in its entries.
/// Keyed by identity, not address: a table made at a dead table's address is another table, and
/// finds nothing here (see PlanIdentity.swift).
struct TableLookupMemo {
    /// The identity of the table of the newer lookup; 0 for none.
    var table: UInt64 = 0
    var value: Int32 = -1
    var keyIndex: Int32 = 0
    var otherTable: UInt64 = 0
    var otherValue: Int32 = -1
    var otherKeyIndex: Int32 = 0

    /// What the lookup in the table of identity `table` found, if remembered.
    @inline(__always)
    func found(in table: UInt64) -> (value: Int32, keyIndex: Int32)?? {
        if self.table == table { return value < 0 ? .some(nil) : (value, keyIndex) }
        if otherTable == table { return otherValue < 0 ? .some(nil) : (otherValue, otherKeyIndex) }
        return nil
    }

    /// Remembers a lookup in the table of identity `table`, in place of the older of the two.
    @inline(__always)
    mutating func remember(_ found: (value: Int32, keyIndex: Int32)?, in table: UInt64) {
        otherTable = self.table
        otherValue = value
        otherKeyIndex = keyIndex
        self.table = table
        value = found?.value ?? -1
        keyIndex = found?.keyIndex ?? 0
    }
}

/// A bounded table from raw qualified names to their expanded, measured forms. It starts small
/// and doubles between tags while the document brings more names, so that reading a small
/// document does not pay for preparing and freeing the table a large vocabulary needs.
struct ExpandedNameCache: ~Copyable {
    private struct Slot {
        var memo: TableLookupMemo
        /// The raw name's hash, its low half (a slot stays one cache line; the bytes decide).
        var hash: UInt32
        /// The raw name's length, or -1 for an empty slot.
        var rawLength: Int32
        var keyLength: Int32
        var fullLength: Int32
        var expandedHash: UInt64
        /// The raw name, a NUL, the expanded name, a NUL.
        var bytes: UnsafeMutablePointer<UInt8>?
    }

    /// The table's first and largest sizes, in slots (64 bytes each).
    private static let initialCapacity = 64
    private static let maxCapacity = 2048
    /// More bytes of names than this (hostile input) are not kept past their tag either.
    private static let byteLimit = 1 << 22
    private static var empty: Slot {
        Slot(memo: TableLookupMemo(), hash: 0, rawLength: -1, keyLength: 0, fullLength: 0, expandedHash: 0, bytes: nil)
    }

    private var slots: UnsafeMutablePointer<Slot>
    /// The table's size less one (a power of two less one), for indexing.
    private var mask = ExpandedNameCache.initialCapacity - 1
    /// How many names make the table full: a quarter of its slots, half at its largest size.
    private var fullCount = ExpandedNameCache.fullCount(capacity: ExpandedNameCache.initialCapacity)
    private var count = 0
    /// Counts the times names were freed: whoever remembers names by address forgets them when
    /// it changes (see `AttributeMemo`).
    private(set) var generation = 0
    private var bytesHeld = 0
    /// Names made while the table was full, freed at the next tag.
    private var overflow: [UnsafeMutablePointer<UInt8>] = []
    /// The memo handed out with an overflow name: never matched, since its table is cleared.
    private let overflowMemo: UnsafeMutablePointer<TableLookupMemo>

    init() {
        slots = .allocate(capacity: Self.initialCapacity)
        slots.initialize(repeating: Self.empty, count: Self.initialCapacity)
        overflowMemo = .allocate(capacity: 1)
        overflowMemo.initialize(to: TableLookupMemo())
    }

    deinit {
        freeNames()
        for bytes in overflow { bytes.deallocate() }
        slots.deallocate()
        overflowMemo.deallocate()
    }

    /// Whether the table is full (see `fullCount`) or holds too many bytes: new names are then
    /// kept only until the next tag, which doubles the table or, at its largest size, empties it.
    private var isFull: Bool { count >= fullCount || bytesHeld > Self.byteLimit }

    /// A quarter of the slots, so that a name is found at its first slot or the next; at the
    /// largest size, half, as the bound on what hostile input can make the cache hold.
    private static func fullCount(capacity: Int) -> Int {
        capacity < maxCapacity ? capacity / 4 : capacity / 2
    }

    /// Called before each start tag's names are resolved: frees the last tag's overflow names
    /// and, when the cache is full, doubles its table or, at its largest size, empties it.
    @inline(__always)
    mutating func beginTag() {
        if !overflow.isEmpty || isFull { makeRoom() }
    }

    @inline(never)
    private mutating func makeRoom() {
        for bytes in overflow { bytes.deallocate() }
        overflow.removeAll(keepingCapacity: true)
        generation &+= 1
        guard isFull else { return }
        if mask + 1 < Self.maxCapacity && bytesHeld <= Self.byteLimit {
            grow()
        } else {
            removeAll()
        }
    }

    /// Doubles the table, keeping its names (their bytes do not move; their memos do, which is
    /// why this happens only between tags).
    private mutating func grow() {
        let oldSlots = slots
        let oldCapacity = mask + 1
        mask = oldCapacity * 2 - 1
        fullCount = Self.fullCount(capacity: mask + 1)
        slots = .allocate(capacity: mask + 1)
        slots.initialize(repeating: Self.empty, count: mask + 1)
        for old in 0..<oldCapacity where oldSlots[old].rawLength >= 0 {
            var index = Int(oldSlots[old].hash) & mask
            while slots[index].rawLength >= 0 { index = (index + 1) & mask }
            slots[index] = oldSlots[old]
        }
        oldSlots.deallocate()
    }

    /// Forgets every name (the bindings they were resolved with have changed). Only between
    /// tags, or before the current tag's names are resolved.
    mutating func removeAll() {
        guard count > 0 else { return }
        generation &+= 1
        freeNames()
        slots.update(repeating: Self.empty, count: mask + 1)
        count = 0
        bytesHeld = 0
    }

    private func freeNames() {
        for index in 0...mask { slots[index].bytes?.deallocate() }
    }

    /// The expanded name cached for a raw name and its table-lookup memo (valid until the
    /// cache changes), or nil.
    @inline(__always)
    func lookup(_ raw: UnsafePointer<UInt8>, length: Int, hash: UInt64) -> (
        ExpatName, UnsafeMutablePointer<TableLookupMemo>
    )? {
        var index = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = slots[index]
            if slot.rawLength < 0 { return nil }
            if slot.hash == UInt32(truncatingIfNeeded: hash) && Int(slot.rawLength) == length, let bytes = slot.bytes,
                NameTableView.bytesEqual(bytes, raw, length)
            {
                let name = ExpatName(
                    base: UnsafePointer(bytes + length + 1), fullLength: Int(slot.fullLength),
                    keyLength: Int(slot.keyLength),
                    hash: slot.expandedHash)
                return (name, memo(at: index))
            }
            index = (index + 1) & mask
        }
    }

    @inline(__always)
    private func memo(at index: Int) -> UnsafeMutablePointer<TableLookupMemo> {
        // `memo` is the slot's first field.
        UnsafeMutableRawPointer(slots + index).assumingMemoryBound(to: TableLookupMemo.self)
    }

    /// Stores the expanded name made of `parts` ("uri", separator, "local", separator, "prefix",
    /// each omitted as expat omits it) for a raw name, and returns it measured. Past the cache's
    /// bounds the name is kept only until the next tag.
    mutating func insert(
        _ raw: UnsafePointer<UInt8>, length: Int, hash: UInt64, uri: UnsafeBufferPointer<UInt8>?,
        local: UnsafeBufferPointer<UInt8>, prefix: UnsafeBufferPointer<UInt8>?
    ) -> (ExpatName, UnsafeMutablePointer<TableLookupMemo>) {
        let expandedLength = (uri.map { $0.count + 1 } ?? 0) + local.count + (prefix.map { $0.count + 1 } ?? 0)
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: length + 1 + expandedLength + 1)
        bytes.initialize(from: raw, count: length)
        bytes[length] = 0
        var end = length + 1
        func append(_ part: UnsafeBufferPointer<UInt8>) {
            if let base = part.baseAddress { (bytes + end).initialize(from: base, count: part.count) }
            end += part.count
        }
        if let uri {
            append(uri)
            bytes[end] = expatNameSeparator
            end += 1
        }
        append(local)
        if let prefix {
            bytes[end] = expatNameSeparator
            end += 1
            append(prefix)
        }
        bytes[end] = 0
        let expanded = ExpatName(UnsafeRawPointer(bytes + length + 1).assumingMemoryBound(to: CChar.self))
        if isFull {
            overflow.append(bytes)
            overflowMemo.pointee = TableLookupMemo()
            return (expanded, overflowMemo)
        }
        bytesHeld += end + 1
        var index = Int(truncatingIfNeeded: hash) & mask
        while slots[index].rawLength >= 0 { index = (index + 1) & mask }
        slots[index] = Slot(
            memo: TableLookupMemo(), hash: UInt32(truncatingIfNeeded: hash), rawLength: Int32(length),
            keyLength: Int32(expanded.keyLength),
            fullLength: Int32(expanded.fullLength), expandedHash: expanded.hash, bytes: bytes)
        count += 1
        return (expanded, memo(at: index))
    }
}
