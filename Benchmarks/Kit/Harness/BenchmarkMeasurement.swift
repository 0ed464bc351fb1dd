// One timed run of one contender, as a child process reports it to its parent: a single JSON line
// with the wall time, what was read, and the process's peak resident memory.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What one run of a contender measured.
public struct BenchmarkMeasurement: Codable, Sendable {
    /// The contender's ``BenchmarkContender/key``.
    public var contender: String
    /// Wall-clock seconds of the read, from opening the file to the last entry; for a write
    /// contender, of the write alone (``BenchmarkWrite/seconds``).
    public var seconds: Double
    /// Entries read.
    public var entries: Int
    /// The ``BenchmarkChecksum/hex`` of the entries, for a verification run of a contender that
    /// builds the model; nil otherwise.
    public var checksum: String?
    /// The process's peak resident set size in bytes (`VmHWM`), which includes the runtime's own.
    public var peakResidentBytes: Int
    /// Why the run failed, if it did.
    public var error: String?
    /// What a write contender wrote, nil for readers.
    public var write: BenchmarkWrite?

    /// Runs `contender` on the file at `path` in this process, `repeats` times one after another,
    /// handing its entries to a consumer of the given kind, and measures it: the time and entries
    /// of all the reads together, the checksum of the last. A write contender times its write
    /// itself, and its time is that of the writes alone. Errors are caught and recorded in
    /// ``error``.
    public static func measure(
        _ contender: BenchmarkContender, path: String, consumer: BenchmarkConsumer = .count, repeats: Int = 1
    ) -> BenchmarkMeasurement {
        let clock = ContinuousClock()
        let start = clock.now
        var result: BenchmarkResult?
        var entries = 0
        var failure: String?
        var write: BenchmarkWrite?
        do {
            for _ in 0..<max(1, repeats) {
                result = try contender.run(path, consumer)
                entries += result?.entries ?? 0
                if let next = result?.write { write = write.map { $0.followed(by: next) } ?? next }
            }
        } catch {
            failure = "\(error)"
        }
        let seconds = write?.seconds ?? (clock.now - start).seconds
        // A write resets the peak as it begins; the setup's peak counts for the whole process.
        let peak = max(PeakMemory.residentBytes(), write?.setupPeakResidentBytes ?? 0)
        var measurement = BenchmarkMeasurement(
            contender: contender.key, seconds: seconds, entries: entries,
            checksum: result?.checksum?.hex, peakResidentBytes: peak, error: failure)
        measurement.write = write
        return measurement
    }

    /// The measurement as one line of JSON.
    public func jsonLine() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    /// Decodes a line written by ``jsonLine()``.
    public init(jsonLine: String) throws {
        self = try JSONDecoder().decode(BenchmarkMeasurement.self, from: Data(jsonLine.utf8))
    }

    /// Creates a measurement.
    public init(
        contender: String, seconds: Double, entries: Int, checksum: String?, peakResidentBytes: Int,
        error: String? = nil
    ) {
        self.contender = contender
        self.seconds = seconds
        self.entries = entries
        self.checksum = checksum
        self.peakResidentBytes = peakResidentBytes
        self.error = error
    }
}
