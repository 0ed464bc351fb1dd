// A contender's throughput against the floor, paired round by round. The runner measures every
// contender once per round, the floor first, so a ratio taken within one round has both of its
// times from the same few seconds: a machine that speeds up or slows down between rounds (this
// benchmark's usual noise on a shared VM) moves both sides of it. The ratio of the two medians,
// which the table shows, mixes rounds; the paired median, with a bootstrap interval, says how
// sure a figure near a target is.

/// The median of per-round throughput ratios against the floor, with a 95 % bootstrap interval.
public struct PairedRatio: Sendable, Equatable {
    /// The median of the per-round ratios (the floor's time over the contender's: its share of
    /// the floor's throughput).
    public var median: Double
    /// The low end of the 95 % interval: the 2.5th percentile of the medians of resampled rounds.
    public var low: Double
    /// The high end of the 95 % interval: the 97.5th percentile of the medians of resampled rounds.
    public var high: Double
    /// The rounds paired.
    public var rounds: Int

    /// How many resamples the interval is taken from.
    public static let resamples = 2000

    /// Pairs the i-th time of the floor with the i-th time of the contender (both in seconds, in
    /// the order of the rounds they were measured in); nil when there is no pair with two
    /// positive times. The resampling is seeded, so the same times always give the same interval.
    public init?(floorSeconds: [Double], contenderSeconds: [Double], seed: UInt64 = 0x5EED) {
        let ratios = zip(floorSeconds, contenderSeconds).compactMap { floor, contender in
            floor > 0 && contender > 0 ? floor / contender : nil
        }
        guard !ratios.isEmpty else { return nil }
        median = Median.of(ratios)
        rounds = ratios.count
        var generator = SplitMix64(seed: seed)
        var medians: [Double] = []
        medians.reserveCapacity(Self.resamples)
        var sample = ratios
        for _ in 0..<Self.resamples {
            for index in sample.indices { sample[index] = ratios[generator.below(ratios.count)] }
            medians.append(Median.of(sample))
        }
        medians.sort()
        low = medians[Self.resamples * 25 / 1000]
        high = medians[Self.resamples * 975 / 1000 - 1]
    }
}
