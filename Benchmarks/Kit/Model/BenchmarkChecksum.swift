// Proof that contenders built the same objects: an entry count and an ordered hash over every
// field of every entry, in document order. It runs in each contender's untimed verification
// run (the timed runs only count entries, see BenchmarkSink.swift) and takes eight bytes a step,
// which keeps that run short on a 100 MB corpus.

/// An ordered checksum over entries.
///
/// Every field of every entry is hashed in a fixed order: strings as their UTF-8 bytes in 8-byte
/// little-endian words (the last one padded with zeros) followed by their length, numbers as one
/// word (`Double` by its bit pattern), arrays preceded by their count. Two contenders that report
/// the same count and value read the same entries, in the same order, with the same values.
///
/// ```swift
/// var checksum = BenchmarkChecksum()
/// for entry in feed.entries { checksum.add(entry) }
/// print(checksum.entries, checksum.hex)
/// ```
public struct BenchmarkChecksum: Sendable, Equatable {
    /// How many entries were added.
    public private(set) var entries = 0
    /// The 64-bit hash of everything added so far.
    public private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    /// An empty checksum.
    public init() {}

    /// The value as 16 lowercase hexadecimal digits.
    public var hex: String {
        let folded = value ^ (value >> 31)
        let digits = String(folded, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Folds `entry` into the checksum. (Fields are read in place, by index: iterating with
    /// `for link in entry.links` would copy each element and retain its strings.)
    public mutating func add(_ entry: BenchmarkEntry) {
        entries += 1
        hash(entry.etag)
        hash(entry.id)
        hash(entry.title)
        hash(entry.published)
        hash(entry.links.count)
        for index in entry.links.indices {
            hash(entry.links[index].rel)
            hash(entry.links[index].href)
            hash(entry.links[index].type)
        }
        hash(entry.authors.count)
        for index in entry.authors.indices {
            hash(entry.authors[index].name)
            hash(entry.authors[index].email)
        }
        hash(entry.categories.count)
        for index in entry.categories.indices {
            hash(entry.categories[index].scheme)
            hash(entry.categories[index].term)
        }
        hash(entry.rating.value)
        hash(Int(bitPattern: UInt(entry.rating.average.bitPattern)))
        hash(entry.count)
        hash(entry.visible ? 1 : 0)
    }

    /// Counts one more entry (for the adders of other models, in other files).
    mutating func countEntry() {
        entries += 1
    }

    /// Mixes one 64-bit word in (multiply-xor, with the golden-ratio constant). Each string and
    /// number ends with a length or a value word, and ``hex`` folds the high half down.
    @inline(__always)
    private mutating func mix(_ word: UInt64) {
        value = (value ^ word) &* 0x9E37_79B9_7F4A_7C15
    }

    mutating func hash(_ string: String) {
        // The string's own storage when it has one (no copy of the string, so no retain); a
        // copy's otherwise (small strings live inline and need a place to be read from).
        if let count = string.utf8.withContiguousStorageIfAvailable({ hash(bytes: UnsafeRawBufferPointer($0)) }) {
            mix(UInt64(count))
            return
        }
        var copy = string
        mix(UInt64(copy.withUTF8 { hash(bytes: UnsafeRawBufferPointer($0)) }))
    }

    /// Mixes `raw` in eight bytes at a time and returns its length.
    private mutating func hash(bytes raw: UnsafeRawBufferPointer) -> Int {
        var offset = 0
        while offset + 8 <= raw.count {
            mix(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        if offset < raw.count {
            var tail: UInt64 = 0
            withUnsafeMutableBytes(of: &tail) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: raw[offset...])) }
            mix(UInt64(littleEndian: tail))
        }
        return raw.count
    }

    mutating func hash(_ number: Int) {
        mix(UInt64(bitPattern: Int64(number)))
    }
}
