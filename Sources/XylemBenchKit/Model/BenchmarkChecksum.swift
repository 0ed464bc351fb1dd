// Proof that contenders built the same objects: an entry count and an ordered FNV-1a hash over
// every field of every entry, in document order.

/// An ordered checksum over entries.
///
/// Every field of every entry is hashed in a fixed order: strings as their UTF-8 bytes followed by
/// a 0xFF byte (which never occurs in UTF-8), numbers as 8 little-endian bytes (`Double` by its
/// bit pattern), arrays preceded by their count. Two contenders that report the same count and
/// value read the same entries, in the same order, with the same values.
///
/// ```swift
/// var checksum = BenchmarkChecksum()
/// for entry in feed.entries { checksum.add(entry) }
/// print(checksum.entries, checksum.hex)
/// ```
public struct BenchmarkChecksum: Sendable, Equatable {
    /// How many entries were added.
    public private(set) var entries = 0
    /// The 64-bit FNV-1a hash of everything added so far.
    public private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    /// An empty checksum.
    public init() {}

    /// The value as 16 lowercase hexadecimal digits.
    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Folds `entry` into the checksum.
    public mutating func add(_ entry: BenchmarkEntry) {
        entries += 1
        hash(entry.etag)
        hash(entry.id)
        hash(entry.title)
        hash(entry.published)
        hash(entry.links.count)
        for link in entry.links {
            hash(link.rel)
            hash(link.href)
            hash(link.type)
        }
        hash(entry.authors.count)
        for author in entry.authors {
            hash(author.name)
            hash(author.email)
        }
        hash(entry.categories.count)
        for category in entry.categories {
            hash(category.scheme)
            hash(category.term)
        }
        hash(entry.rating.value)
        hash(Int(bitPattern: UInt(entry.rating.average.bitPattern)))
        hash(entry.count)
        hash(entry.visible ? 1 : 0)
    }

    @inline(__always)
    private mutating func mix(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }

    private mutating func hash(_ string: String) {
        var string = string
        string.withUTF8 { bytes in
            for byte in bytes { mix(byte) }
        }
        mix(0xFF)
    }

    private mutating func hash(_ number: Int) {
        var bits = UInt64(bitPattern: Int64(number))
        for _ in 0..<8 {
            mix(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
        }
    }
}
