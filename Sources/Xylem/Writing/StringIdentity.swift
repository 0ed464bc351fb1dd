// Cheap string comparisons for the writer's hot paths: names and namespace URIs come from plans
// and models as the same few strings over and over, so two strings with the same representation
// (the same storage object, or the same small-string bytes) are equal without looking further,
// and strings of different lengths differ without calling the standard library's comparison.

/// Whether `a` and `b` have the same representation: if so they are equal. Strings that differ
/// in representation may still be equal.
@inline(__always)
func haveSameRepresentation(_ a: String, _ b: String) -> Bool {
    #if _pointerBitWidth(_64)
    let left = unsafeBitCast(a, to: (UInt64, UInt64).self)
    let right = unsafeBitCast(b, to: (UInt64, UInt64).self)
    return left.0 == right.0 && left.1 == right.1
    #else
    return false
    #endif
}

/// `a == b`, answered without the standard library's comparison when the representations match
/// or the lengths differ.
@inline(__always)
func quicklyEqual(_ a: String, _ b: String) -> Bool {
    if haveSameRepresentation(a, b) { return true }
    return a.utf8.count == b.utf8.count && a == b
}

/// Runs `body` on the UTF-8 of `string`: a native string's own storage (small strings copied to
/// the stack), without the copy of the string that `withUTF8` needs, and its retain and release.
@inline(__always)
func withUTF8Bytes<Result>(
    of string: String, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
) rethrows -> Result {
    if let result = try string.utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = string
    return try copy.withUTF8(body)
}

/// Strings already checked (names found valid), remembered by representation in a small
/// two-way set-associative table: a lookup is one hash of the representation and at most two
/// comparisons (with one way, two names of a document that shared a slot displaced each other
/// on every use). The table keeps the strings, so their storage cannot be freed and reused by
/// other strings while they are remembered.
struct CheckedStrings {
    private static let sets = 128
    /// Two ways per set, side by side: `2 * set` and `2 * set + 1`.
    private var strings: [String?] = []

    @inline(__always)
    private static func set(of string: String) -> Int {
        #if _pointerBitWidth(_64)
        let bits = unsafeBitCast(string, to: (UInt64, UInt64).self)
        let mixed = (bits.0 ^ (bits.1 &* 0x9E37_79B9_7F4A_7C15)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 57)
        #else
        return 0
        #endif
    }

    @inline(__always)
    func contains(_ string: String) -> Bool {
        guard !strings.isEmpty else { return false }
        let first = 2 * Self.set(of: string)
        if let known = strings[first], haveSameRepresentation(known, string) { return true }
        if let known = strings[first + 1], haveSameRepresentation(known, string) { return true }
        return false
    }

    /// Remembers `string`, in its set's empty way, or in place of the way used longest ago.
    mutating func insert(_ string: String) {
        if strings.isEmpty { strings = Array(repeating: nil, count: 2 * Self.sets) }
        let first = 2 * Self.set(of: string)
        // The newest goes first; the older moves to the second way, displacing the oldest.
        strings[first + 1] = strings[first]
        strings[first] = string
    }
}
