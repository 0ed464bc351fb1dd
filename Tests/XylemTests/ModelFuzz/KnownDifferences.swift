// Differences between the engine and the reference that are known and reported, recognized so
// that a run counts them apart instead of failing on them again and again. Each names the bug it
// stands for; remove it when the bug is fixed, and the fuzzer checks the fixed behaviour.

enum KnownDifferences {
    struct Known: Sendable {
        let name: String
        let matches: @Sendable (_ mode: ReadMode, _ expected: ReadOutcome, _ actual: ReadOutcome) -> Bool
    }

    /// Empty while every difference the fuzzer has found is fixed; it then checks the fixed behaviour.
    static let all: [Known] = []

    /// The known difference `actual` shows, if any.
    static func match(_ mode: ReadMode, expected: ReadOutcome, actual: ReadOutcome) -> Known? {
        all.first { $0.matches(mode, expected, actual) }
    }
}
