// Differences between the engine and the reference that are known and reported, recognized so
// that a run counts them apart instead of failing on them again and again. Each names the bug it
// stands for; remove it when the bug is fixed, and the fuzzer checks the fixed behaviour.

enum KnownDifferences {
    struct Known: Sendable {
        let name: String
        let matches: @Sendable (_ mode: ReadMode, _ expected: ReadOutcome, _ actual: ReadOutcome) -> Bool
    }

    static let all: [Known] = [
        Known(
            name: "records completed before an error in the same chunk are not handed out "
                + "(XMLRecordSequence, XMLPushParser.feed)"
        ) { mode, expected, actual in
            guard [.recordSequence, .recordSequenceAsyncChunks, .pushParser].contains(mode),
                let expectedError = expected.error, let actualError = actual.error, expectedError.admits(actualError),
                actual.records.count < expected.records.count
            else { return false }
            return Array(expected.records.prefix(actual.records.count)) == actual.records
        },
        Known(
            name: "sibling indices of elements a table does not map are counted by name hash, which tells two "
                + "namespace URIs of the same length and ending apart by neither (`r/b:item[2]` for the first b:item)"
        ) { _, expected, actual in
            guard var expectedError = expected.error, let actualError = actual.error,
                expectedError.path != actualError.path,
                withoutIndices(expectedError.path) == withoutIndices(actualError.path)
            else { return false }
            expectedError.path = actualError.path
            return expectedError.admits(actualError) && expected.records == actual.records
        },
    ]

    /// A path without its sibling indices (`a/b[2]/c` → `a/b/c`).
    private static func withoutIndices(_ path: String) -> String {
        path.replacing(#/\[[0-9]+\]/#, with: "")
    }

    /// The known difference `actual` shows, if any.
    static func match(_ mode: ReadMode, expected: ReadOutcome, actual: ReadOutcome) -> Known? {
        all.first { $0.matches(mode, expected, actual) }
    }
}
