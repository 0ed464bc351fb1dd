// The Xylem contender: stream every entry with readRecords, fold it into the checksum, drop it.

import Xylem

/// Reads the corpus with ``XMLReader/readRecords(_:at:from:progress:_:)``.
enum XylemContender {
    @Sendable static func run(_ path: String) throws -> BenchmarkResult {
        var checksum = BenchmarkChecksum()
        try XMLReader().readRecords(BenchmarkEntry.self, at: BenchmarkNamespaces.entryPath, from: .file(path)) { entry in
            checksum.add(entry)
            return .continue
        }
        return BenchmarkResult(checksum)
    }
}
