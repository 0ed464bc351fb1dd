// A growing open-addressing table that counts byte-string keys (expat names as they arrive), so
// that a tally of names costs one hash, one probe and one byte comparison per event, no String.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Counts occurrences of byte-string keys, adding new keys as they appear.
///
/// Keys are copied once, into one contiguous byte store, the first time they are seen; entries
/// keep that first-seen order, so callers can tell which spelling came first. Keys come from the
/// document, so they are hashed with the standard library's per-process seeded `Hasher`: a
/// document cannot be crafted to make every name land in one probe chain.
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

    /// Counts one occurrence of `key` and returns its entry number: 0 for the first distinct
    /// key, 1 for the second, and so on.
    @inline(__always)
    @discardableResult
    mutating func add(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(key))
        let hash = UInt64(UInt(bitPattern: hasher.finalize()))
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

    /// Counts `count` occurrences of `key` at once (merging the tallies of parts of a document).
    mutating func add(_ key: UnsafeBufferPointer<UInt8>, count: Int) {
        guard count > 0 else { return }
        let entry = add(key)
        entries[entry].count += count - 1
    }

    /// How many times `key` was counted.
    func count(of key: UnsafeBufferPointer<UInt8>) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(key))
        let hash = UInt64(UInt(bitPattern: hasher.finalize()))
        var index = Int(truncatingIfNeeded: hash) & mask
        while slots[index].entry >= 0 {
            if slots[index].hash == hash, matches(Int(slots[index].entry), key) {
                return entries[Int(slots[index].entry)].count
            }
            index = (index + 1) & mask
        }
        return 0
    }

    /// Calls `body` with each distinct key and its count, in first-seen order.
    func forEach(_ body: (_ key: ArraySlice<UInt8>, _ count: Int) -> Void) {
        for entry in entries {
            body(keyBytes[entry.offset..<entry.offset + entry.length], entry.count)
        }
    }

    /// The bytes of a NUL-terminated string from expat, without the terminator.
    @inline(__always)
    static func bytes(of string: UnsafePointer<CChar>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(
            start: UnsafeRawPointer(string).assumingMemoryBound(to: UInt8.self), count: strlen(string))
    }

    @inline(__always)
    private func matches(_ entry: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        let stored = entries[entry]
        guard stored.length == key.count else { return false }
        guard let base = key.baseAddress else { return true }
        return keyBytes.withUnsafeBufferPointer { bytes in
            memcmp(bytes.baseAddress! + stored.offset, base, stored.length) == 0
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
