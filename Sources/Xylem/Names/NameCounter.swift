// A growing open-addressing table that counts byte-string keys (expat names as they arrive), so
// that a tally of names costs one hash, one probe and one byte comparison per event, no String.

/// Counts occurrences of byte-string keys, adding new keys as they appear.
///
/// Keys are copied once, into one contiguous byte store, the first time they are seen; entries
/// keep that first-seen order, so callers can tell which spelling came first.
struct NameCounter {
    private struct Slot {
        var hash: UInt64
        var entry: Int32  // -1 marks an empty slot
    }

    private struct Entry {
        var offset: Int
        var length: Int
        var count: Int
    }

    private var slots: [Slot]
    private var mask: Int
    private var entries: [Entry] = []
    private var keyBytes: [UInt8] = []

    init() {
        slots = [Slot](repeating: Slot(hash: 0, entry: -1), count: 64)
        mask = 63
    }

    /// How many distinct keys have been seen.
    var count: Int { entries.count }

    /// Counts one occurrence of `key` (whose ``NameCounter/hash(_:)`` is `hash`) and returns its
    /// entry number: 0 for the first distinct key, 1 for the second, and so on.
    @inline(__always)
    @discardableResult
    mutating func add(_ key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int {
        var index = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = slots[index]
            if slot.entry < 0 { break }
            if slot.hash == hash, matches(Int(slot.entry), key) {
                entries[Int(slot.entry)].count += 1
                return Int(slot.entry)
            }
            index = (index + 1) & mask
        }
        let entry = entries.count
        slots[index] = Slot(hash: hash, entry: Int32(entry))
        entries.append(Entry(offset: keyBytes.count, length: key.count, count: 1))
        keyBytes.append(contentsOf: key)
        // Keep the load at or below one half so probes stay short.
        if entries.count * 2 > slots.count { grow() }
        return entry
    }

    /// Calls `body` with each distinct key and its count, in first-seen order.
    func forEach(_ body: (_ key: ArraySlice<UInt8>, _ count: Int) -> Void) {
        for entry in entries {
            body(keyBytes[entry.offset..<entry.offset + entry.length], entry.count)
        }
    }

    /// FNV-1a over `key`, the hash ``add(_:hash:)`` expects.
    @inline(__always)
    static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = hashSeed
        for byte in key { hash = (hash ^ UInt64(byte)) &* hashPrime }
        return hash
    }

    /// The bytes and hash of a NUL-terminated string from expat, measured in one pass, and
    /// whether it holds the namespace separator (for a name: whether it is in a namespace).
    @inline(__always)
    static func measure(
        _ string: UnsafePointer<CChar>
    ) -> (bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, hasSeparator: Bool) {
        let bytes = UnsafeRawPointer(string).assumingMemoryBound(to: UInt8.self)
        var hash = hashSeed
        var hasSeparator = false
        var length = 0
        while true {
            let byte = bytes[length]
            if byte == 0 { break }
            if byte == expatNameSeparator { hasSeparator = true }
            hash = (hash ^ UInt64(byte)) &* hashPrime
            length += 1
        }
        return (UnsafeBufferPointer(start: bytes, count: length), hash, hasSeparator)
    }

    private static let hashSeed: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let hashPrime: UInt64 = 0x0000_0100_0000_01b3

    @inline(__always)
    private func matches(_ entry: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        let stored = entries[entry]
        guard stored.length == key.count else { return false }
        return keyBytes.withUnsafeBufferPointer { bytes in
            var index = 0
            while index < key.count {
                if bytes[stored.offset + index] != key[index] { return false }
                index += 1
            }
            return true
        }
    }

    private mutating func grow() {
        let capacity = slots.count * 2
        var grown = [Slot](repeating: Slot(hash: 0, entry: -1), count: capacity)
        let newMask = capacity - 1
        for slot in slots where slot.entry >= 0 {
            var index = Int(truncatingIfNeeded: slot.hash) & newMask
            while grown[index].entry >= 0 { index = (index + 1) & newMask }
            grown[index] = slot
        }
        slots = grown
        mask = newMask
    }
}
