// An immutable open-addressing table from name keys (expat's "uri\u{1}local" bytes) to small
// integers, so that each start tag costs one hash, one probe and one byte comparison.

/// Maps name keys to values without creating a `String` per lookup.
final class NameTable: @unchecked Sendable {
    // Immutable after init, so sharing across threads is safe.
    private struct Slot {
        var hash: UInt64
        var offset: Int32
        var length: Int32
        var value: Int32  // -1 marks an empty slot
    }

    private let slots: [Slot]
    private let mask: Int
    private let keyBytes: [UInt8]
    /// The keys in insertion order, for validation messages and iteration.
    let keys: [[UInt8]]

    /// Builds a table; a key given twice keeps its first value.
    init(_ entries: [(key: [UInt8], value: Int32)]) {
        var capacity = 8
        while capacity < entries.count * 2 { capacity <<= 1 }
        var slots = [Slot](repeating: Slot(hash: 0, offset: 0, length: 0, value: -1), count: capacity)
        var keyBytes: [UInt8] = []
        var keys: [[UInt8]] = []
        let mask = capacity - 1
        for entry in entries {
            let hash = ExpatName.hash(of: entry.key)
            var index = Int(truncatingIfNeeded: hash) & mask
            var duplicate = false
            while slots[index].value >= 0 {
                let slot = slots[index]
                if slot.hash == hash && Array(keyBytes[Int(slot.offset)..<Int(slot.offset + slot.length)]) == entry.key {
                    duplicate = true
                    break
                }
                index = (index + 1) & mask
            }
            if duplicate { continue }
            slots[index] = Slot(hash: hash, offset: Int32(keyBytes.count), length: Int32(entry.key.count), value: entry.value)
            keyBytes.append(contentsOf: entry.key)
            keys.append(entry.key)
        }
        self.slots = slots
        self.mask = mask
        self.keyBytes = keyBytes
        self.keys = keys
    }

    var isEmpty: Bool { keys.isEmpty }

    /// The value stored for a measured expat name, or nil.
    @inline(__always)
    func lookup(_ name: ExpatName) -> Int32? {
        if keys.isEmpty { return nil }
        var index = Int(truncatingIfNeeded: name.hash) & mask
        return slots.withUnsafeBufferPointer { slots in
            keyBytes.withUnsafeBufferPointer { keyBytes in
                while true {
                    let slot = slots[index]
                    if slot.value < 0 { return nil }
                    if slot.hash == name.hash && Int(slot.length) == name.keyLength
                        && memoryEqual(keyBytes.baseAddress! + Int(slot.offset), name.base, name.keyLength)
                    {
                        return slot.value
                    }
                    index = (index + 1) & mask
                }
            }
        }
    }
}

@inline(__always)
private func memoryEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    var index = 0
    while index < count {
        if a[index] != b[index] { return false }
        index += 1
    }
    return true
}
