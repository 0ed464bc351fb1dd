// The shape of every write contender's run: build what is written from the corpus (untimed),
// write it (timed) to a counting sink, and in the verification run to a file that is read back
// through the benchmark model, whose checksum must be the one the readers report for the corpus.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Runs write contenders.
///
/// ```swift
/// let result = try WriteRun.run(path, .count) { path in
///     let feed = try XMLReader().read(BenchmarkFeed.self, from: .file(path))
///     return (feed, feed.entries.count)
/// } write: { feed, output in
///     var writer = XMLWriter(to: output)
///     try writer.write(feed)
///     try writer.finish()
/// }
/// ```
public enum WriteRun {
    /// Builds what is written with `prepare`, then times `write` as it writes it to a
    /// ``BenchmarkOutput``: a counting one for ``BenchmarkConsumer/count``; for
    /// ``BenchmarkConsumer/checksum`` a file in a temporary folder, read back with the benchmark
    /// model so that the result's entries and checksum are those of the output.
    ///
    /// - Parameters:
    ///   - prepare: Builds the value to write from the corpus at a path, and says how many
    ///     entries it holds.
    ///   - write: Writes the value, whole, to the output.
    public static func run<Prepared>(
        _ path: String, _ consumer: BenchmarkConsumer,
        prepare: (String) throws -> (value: Prepared, entries: Int),
        write: (Prepared, BenchmarkOutput) throws -> Void
    ) throws -> BenchmarkResult {
        let clock = ContinuousClock()
        let setupStart = clock.now
        let prepared = try prepare(path)
        let setupSeconds = (clock.now - setupStart).seconds

        var folder: String?
        defer { if let folder { try? FileManager.default.removeItem(atPath: folder) } }
        let output: BenchmarkOutput
        if consumer == .checksum {
            let made = FileManager.default.temporaryDirectory.path + "/xylem-write-" + UUID().uuidString.prefix(8)
            try FileManager.default.createDirectory(atPath: made, withIntermediateDirectories: true)
            folder = made
            output = try BenchmarkOutput(path: made + "/written.xml")
        } else {
            output = BenchmarkOutput()
        }

        let setupPeak = PeakMemory.residentBytes()
        let before = PeakMemory.currentResidentBytes()
        let canMeasureAdded = before != nil && PeakMemory.resetPeak()
        let start = clock.now
        try write(prepared.value, output)
        let seconds = (clock.now - start).seconds
        let added = canMeasureAdded ? before.map { max(0, PeakMemory.residentBytes() - $0) } : nil
        try output.close()

        var result = BenchmarkResult(entries: prepared.entries)
        if let folder {
            result = try XylemContender.run(folder + "/written.xml", .checksum)
        }
        result.write = BenchmarkWrite(
            seconds: seconds, outputBytes: output.bytes, setupSeconds: setupSeconds,
            setupPeakResidentBytes: setupPeak, addedResidentBytes: added)
        return result
    }
}
