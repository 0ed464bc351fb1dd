// 64-bit FNV-1a, for the category tables' keys (fed eight-byte words) and the middle of long
// local names in expat names' hash (fed bytes; see ExpatName.swift). Each table hashes its keys
// the same way from its construction to its lookups.

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
