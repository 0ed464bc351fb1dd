// The model fuzzer's source of randomness: SplitMix64, seeded, so that a case is reproduced from
// its seed and number alone.

struct FuzzRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// The generator of case `number` of a run seeded with `seed`: cases do not depend on each
    /// other, so one can be replayed without the ones before it.
    init(seed: UInt64, case number: Int) {
        var mixer = FuzzRandom(seed: seed ^ (UInt64(truncatingIfNeeded: number) &* 0x9E37_79B9_7F4A_7C15))
        state = mixer.next()
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed &>> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed &>> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed &>> 31)
    }

    /// True with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }

    /// A number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    /// One of `items`, which must not be empty.
    mutating func pick<T>(_ items: [T]) -> T {
        items[Int.random(in: 0..<items.count, using: &self)]
    }
}
