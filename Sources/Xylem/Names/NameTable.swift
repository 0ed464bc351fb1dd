// An immutable open-addressing table from name keys (expat's "uri\u{1}local" bytes) to small
// integers, so that each start tag costs one hash, one probe and one memcmp.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One slot of a ``NameTable``: a key's hash, where its bytes are, its value, and its number
/// among the table's distinct keys (for counting elements by name).
struct NameSlot {
    var hash: UInt64
    var offset: Int32
    var length: Int32
    var value: Int32  // -1 marks an empty slot
    var keyIndex: Int32
}

/// A table's storage as plain pointers, for the engine's hot paths: copying or probing it
/// touches no reference count. Valid while its ``NameTable`` lives.
struct NameTableView {
    let slots: UnsafeMutablePointer<NameSlot>
    let mask: Int
    let keyBytes: UnsafeMutablePointer<UInt8>
    let isEmpty: Bool
    /// How many distinct keys the table has.
    let keyCount: Int

    /// The value stored for a measured expat name, or nil.
    @inline(__always)
    func lookup(_ name: ExpatName) -> Int32? {
        lookupSlot(name)?.value
    }

    /// The slot of a measured expat name, or nil.
    @inline(__always)
    func lookupSlot(_ name: ExpatName) -> NameSlot? {
        if isEmpty { return nil }
        var index = Int(truncatingIfNeeded: name.hash) & mask
        while true {
            let slot = slots[index]
            if slot.value < 0 { return nil }
            if slot.hash == name.hash && Int(slot.length) == name.keyLength
                && Self.bytesEqual(keyBytes + Int(slot.offset), name.base, name.keyLength)
            {
                return slot
            }
            index = (index + 1) & mask
        }
    }

    /// The slot of a key given by its bytes and hash (another table's slot, say), or nil.
    func lookupSlot(hash: UInt64, key: UnsafePointer<UInt8>, length: Int) -> NameSlot? {
        if isEmpty { return nil }
        var index = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = slots[index]
            if slot.value < 0 { return nil }
            if slot.hash == hash && Int(slot.length) == length
                && Self.bytesEqual(keyBytes + Int(slot.offset), key, length)
            {
                return slot
            }
            index = (index + 1) & mask
        }
    }

    /// Compares keys in place, eight bytes at a time (the last word may overlap the one before;
    /// keys of four to seven bytes as two four-byte words):
    /// element keys carry their namespace URI and are mostly 20 to 60 bytes long, for which a
    /// call into libc's vectorized memcmp cost more than the comparison. Longer keys go to memcmp.
    @inline(__always)
    static func bytesEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        if count > 64 { return memcmp(a, b, count) == 0 }
        if count >= 8 {
            var index = 0
            while index + 8 <= count {
                if UnsafeRawPointer(a).loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    != UnsafeRawPointer(b).loadUnaligned(fromByteOffset: index, as: UInt64.self)
                {
                    return false
                }
                index += 8
            }
            return index == count
                || UnsafeRawPointer(a).loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                    == UnsafeRawPointer(b).loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        }
        if count >= 4 {
            // Two words that overlap when the key is shorter than eight bytes.
            return UnsafeRawPointer(a).loadUnaligned(as: UInt32.self)
                == UnsafeRawPointer(b).loadUnaligned(as: UInt32.self)
                && UnsafeRawPointer(a).loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
                    == UnsafeRawPointer(b).loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        }
        var index = 0
        while index < count {
            if a[index] != b[index] { return false }
            index += 1
        }
        return true
    }
}

final class NameTable: @unchecked Sendable {
    // Immutable after init (the storage is written only there), so sharing across threads is safe.
    private typealias Slot = NameSlot

    private let slots: UnsafeMutablePointer<Slot>
    private let mask: Int
    private let keyBytes: UnsafeMutablePointer<UInt8>
    /// The keys in insertion order, for validation messages and iteration.
    let keys: [[UInt8]]
    let isEmpty: Bool

    /// Builds a table; a key given twice keeps its first value.
    init(_ entries: [(key: [UInt8], value: Int32)]) {
        var capacity = 8
        while capacity < entries.count * 2 { capacity <<= 1 }
        let mask = capacity - 1
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: Slot(hash: 0, offset: 0, length: 0, value: -1, keyIndex: -1), count: capacity)
        var allBytes: [UInt8] = []
        var keys: [[UInt8]] = []
        for entry in entries {
            let hash = ExpatName.hash(of: entry.key)
            var index = Int(truncatingIfNeeded: hash) & mask
            var duplicate = false
            while slots[index].value >= 0 {
                let slot = slots[index]
                if slot.hash == hash && Array(allBytes[Int(slot.offset)..<Int(slot.offset + slot.length)]) == entry.key
                {
                    duplicate = true
                    break
                }
                index = (index + 1) & mask
            }
            if duplicate { continue }
            slots[index] = Slot(
                hash: hash, offset: Int32(allBytes.count), length: Int32(entry.key.count), value: entry.value,
                keyIndex: Int32(keys.count))
            allBytes.append(contentsOf: entry.key)
            keys.append(entry.key)
        }
        keyBytes = .allocate(capacity: max(1, allBytes.count))
        keyBytes.initialize(from: allBytes, count: allBytes.count)
        self.mask = mask
        self.keys = keys
        self.isEmpty = keys.isEmpty
    }

    deinit {
        slots.deallocate()
        keyBytes.deallocate()
    }

    /// The value stored for a key given as bytes (`uri\u{1}local` or `local`), or nil.
    func lookup(key: [UInt8]) -> Int32? {
        (key + [0]).withUnsafeBufferPointer { bytes in
            bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { lookup(ExpatName($0)) }
        }
    }

    /// The storage as plain pointers, valid while the table lives.
    var view: NameTableView {
        NameTableView(slots: slots, mask: mask, keyBytes: keyBytes, isEmpty: isEmpty, keyCount: keys.count)
    }

    /// The value stored for a measured expat name, or nil.
    @inline(__always)
    func lookup(_ name: ExpatName) -> Int32? {
        view.lookup(name)
    }
}
