// Which registered kind a category names, found from the category's scheme and term bytes as
// expat hands them over: hash tables built once per registry, so that choosing an entry's kind
// makes no String and compares no String for every registered kind.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The category rules of a ``KindSelector``'s choices, as byte tables.
struct CategoryMatcher {
    /// term → the choices registered with exactly that term, each with its scheme, in order.
    private let exactByTerm: ByteKeyTable<[(scheme: [UInt8], choice: Int)]>
    /// scheme → the first choice registered with that scheme and any term.
    private let schemeOnly: ByteKeyTable<Int>
    /// term → the first choice registered with that term and any scheme.
    private let termOnly: ByteKeyTable<Int>
    /// The schemes that some choice is registered under with an exact term.
    private let decisive: ByteKeyTable<Int>

    init(choices: [KindSelector.Choice]) {
        var exact: [(key: [UInt8], value: [(scheme: [UInt8], choice: Int)])] = []
        var schemeOnly: [(key: [UInt8], value: Int)] = []
        var termOnly: [(key: [UInt8], value: Int)] = []
        var decisive: [(key: [UInt8], value: Int)] = []
        for (index, choice) in choices.enumerated() {
            switch (choice.scheme, choice.term) {
            case (let scheme?, let term?):
                let key = Array(term.utf8)
                if let group = exact.firstIndex(where: { $0.key == key }) {
                    exact[group].value.append((Array(scheme.utf8), index))
                } else {
                    exact.append((key, [(Array(scheme.utf8), index)]))
                }
                decisive.append((Array(scheme.utf8), 0))
            case (let scheme?, nil):
                schemeOnly.append((Array(scheme.utf8), index))
            case (nil, let term?):
                termOnly.append((Array(term.utf8), index))
            case (nil, nil):
                continue
            }
        }
        // The tables keep the first value of a key given twice: the first registration wins,
        // as it does when choices are tried in order.
        exactByTerm = ByteKeyTable(exact)
        self.schemeOnly = ByteKeyTable(schemeOnly)
        self.termOnly = ByteKeyTable(termOnly)
        self.decisive = ByteKeyTable(decisive)
    }

    /// The best choice for a category with these attribute values (NUL-terminated, from expat):
    /// its index (-1 for the default) and score (2 exact or decisive, 1 through a wildcard), or
    /// nil when no rule matches.
    func match(scheme: UnsafePointer<CChar>?, term: UnsafePointer<CChar>?) -> (index: Int, score: Int)? {
        let schemeBytes = scheme.map {
            UnsafeBufferPointer(start: UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self), count: strlen($0))
        }
        let termBytes = term.map {
            UnsafeBufferPointer(start: UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self), count: strlen($0))
        }
        // Each key is hashed once for the two tables it is looked up in (category URIs are long).
        let schemeHash = schemeBytes.map(ByteKeys.hash)
        let termHash = termBytes.map(ByteKeys.hash)
        if let schemeBytes, let termBytes, let termHash, let group = exactByTerm.value(for: termBytes, hash: termHash) {
            for candidate in group where ByteKeys.equal(candidate.scheme, schemeBytes) {
                return (candidate.choice, 2)
            }
        }
        var best: Int?
        if let schemeBytes, let schemeHash, let index = schemeOnly.value(for: schemeBytes, hash: schemeHash) {
            best = index
        }
        if let termBytes, let termHash, let index = termOnly.value(for: termBytes, hash: termHash) {
            best = min(best ?? index, index)
        }
        // A kind category decides even through a wildcard, or for the default when no kind is
        // registered for its term, so that the rest of the element is read live.
        if let schemeBytes, let schemeHash, decisive.value(for: schemeBytes, hash: schemeHash) != nil {
            return (best ?? -1, 2)
        }
        return best.map { ($0, 1) }
    }
}

/// An immutable hash table from byte strings to values, hashed eight bytes at a time (category
/// schemes and terms are long URIs).
struct ByteKeyTable<Value> {
    private let slots: [Int32]  // index into `entries`, -1 when empty
    private let entries: [(hash: UInt64, key: [UInt8], value: Value)]
    private let mask: Int

    init(_ pairs: [(key: [UInt8], value: Value)]) {
        var capacity = 8
        while capacity < pairs.count * 2 { capacity <<= 1 }
        var slots = [Int32](repeating: -1, count: capacity)
        var entries: [(hash: UInt64, key: [UInt8], value: Value)] = []
        for pair in pairs {
            let hash = pair.key.withUnsafeBufferPointer(ByteKeys.hash)
            var index = Int(truncatingIfNeeded: hash) & (capacity - 1)
            var duplicate = false
            while slots[index] >= 0 {
                let entry = entries[Int(slots[index])]
                if entry.hash == hash && entry.key == pair.key {
                    duplicate = true
                    break
                }
                index = (index + 1) & (capacity - 1)
            }
            if duplicate { continue }
            slots[index] = Int32(entries.count)
            entries.append((hash, pair.key, pair.value))
        }
        self.slots = slots
        self.entries = entries
        mask = capacity - 1
    }

    /// The value stored under `key`, whose ``ByteKeys/hash(_:)`` is `hash` (computed once by the
    /// caller for all the tables it looks the key up in). Inlined: the matcher runs for every
    /// category element.
    @inline(__always)
    func value(for key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Value? {
        guard !entries.isEmpty else { return nil }
        var index = Int(truncatingIfNeeded: hash) & mask
        while slots[index] >= 0 {
            let entry = entries[Int(slots[index])]
            if entry.hash == hash && ByteKeys.equal(entry.key, key) { return entry.value }
            index = (index + 1) & mask
        }
        return nil
    }
}

/// Comparing and hashing the byte-string keys of a ``ByteKeyTable``.
enum ByteKeys {
    @inline(__always)
    static func equal(_ stored: [UInt8], _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        stored.count == key.count
            && (key.isEmpty || stored.withUnsafeBytes { memcmp($0.baseAddress!, key.baseAddress!, key.count) == 0 })
    }

    /// FNV-1a over eight-byte words, the last word overlapping the one before it when the
    /// length is not a multiple of eight (so that no byte outside the key is read).
    static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = FNV1a.offsetBasis ^ UInt64(key.count)
        guard let base = key.baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
        let count = key.count
        if count < 8 {
            for byte in key { hash = FNV1a.mix(hash, UInt64(byte)) }
            return hash
        }
        var offset = 0
        while offset + 8 <= count {
            hash = FNV1a.mix(hash, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        if offset < count {
            hash = FNV1a.mix(hash, raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
        }
        return hash ^ (hash >> 32)
    }
}
