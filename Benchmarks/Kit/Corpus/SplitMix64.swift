// The corpus generator's random numbers: SplitMix64, small, fast and identical on every platform,
// so that one seed always gives the same bytes.

/// A SplitMix64 pseudo-random generator (Steele, Lea and Flood, 2014).
///
/// Deterministic across platforms and Swift versions, unlike `SystemRandomNumberGenerator`, so that
/// a corpus generated from a seed is byte-identical wherever it is generated.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0 ..< bound` (`bound` > 0), by multiply-shift: fast, and biased by less than
    /// `bound / 2⁶⁴`, which is nothing for a corpus.
    public mutating func below(_ bound: Int) -> Int {
        Int(truncatingIfNeeded: next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// A number in `range`.
    public mutating func within(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// True with probability `percent` / 100.
    public mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }
}
