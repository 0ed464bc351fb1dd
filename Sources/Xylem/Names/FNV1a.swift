// The one hash function of Xylem's byte-keyed tables: 64-bit FNV-1a. Name tables and category
// tables feed it differently (bytes, or eight-byte words), but the start value and the step are
// these, so that every table agrees with itself from construction to lookup.

/// 64-bit FNV-1a: the start value and one mixing step.
enum FNV1a {
    /// The hash of nothing.
    @inline(__always)
    static var offsetBasis: UInt64 { 0xcbf2_9ce4_8422_2325 }

    /// Folds `value` (a byte, or a word) into `hash`.
    @inline(__always)
    static func mix(_ hash: UInt64, _ value: UInt64) -> UInt64 {
        (hash ^ value) &* 0x0000_0100_0000_01b3
    }
}
