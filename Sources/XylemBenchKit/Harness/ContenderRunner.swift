// The parent's loop: every contender, N runs each, each run in a fresh child process; the runs of
// a contender are summarised as one row (median time, peak memory, entries, checksum).

import Foundation

/// Runs contenders in child processes and gathers their rows.
///
/// ```swift
/// let runner = ContenderRunner(runs: 3) { key, path in ["bench-one", key, path] }
/// let rows = runner.run(BenchmarkContender.standard, on: "/tmp/feed.xml")
/// ```
public struct ContenderRunner {
    /// The executable re-run for each measurement; by default the running one.
    public var executable = BenchmarkChild.currentExecutable()
    /// Runs per contender.
    public var runs: Int
    /// How many times each run reads the file (the arguments must ask the child for as many);
    /// the rows count the bytes of all of them.
    public var repeats = 1
    /// The arguments that make `executable` measure one contender on one file and print the result
    /// with ``BenchmarkChild/runChild(key:path:contenders:consumer:repeats:)``, handing the entries to the
    /// given consumer.
    public var arguments: (_ key: String, _ path: String, _ consumer: BenchmarkConsumer) -> [String]
    /// Where progress lines go; standard error by default.
    public var log: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }

    /// Creates a runner.
    public init(
        runs: Int, arguments: @escaping (_ key: String, _ path: String, _ consumer: BenchmarkConsumer) -> [String]
    ) {
        self.runs = max(1, runs)
        self.arguments = arguments
    }

    /// Measures each contender `runs` times on the file at `path`, in rounds (every contender
    /// once, then again), so that a burst of load from elsewhere on the machine is shared out
    /// rather than landing on one contender. The timed runs hand each entry to a counting sink,
    /// as the raw-expat floor counts entries; before them, one untimed verification run per
    /// contender folds every entry into the checksum. A contender whose run fails is not run
    /// again; its row carries the failure.
    public func run(_ contenders: [BenchmarkContender], on path: String) -> [BenchmarkRow] {
        let bytes = Self.fileSize(path) * max(1, repeats)
        Self.warmPageCache(path)
        var rows = contenders.map { BenchmarkRow(name: $0.name, key: $0.key, fileBytes: bytes) }
        for (index, contender) in contenders.enumerated() {
            let outcome: String
            switch spawn(contender, on: path, consumer: .checksum) {
            case .success(let measurement):
                rows[index].verification = measurement
                outcome = "\(measurement.entries) entries"
            case .failure(let error):
                rows[index].failure = error.description
                outcome = "failed: \(error)"
            }
            log("  verification, \(contender.name): \(outcome)")
        }
        for run in 1...runs {
            for (index, contender) in contenders.enumerated() where rows[index].failure == nil {
                let outcome: String
                switch spawn(contender, on: path, consumer: .count) {
                case .success(let measurement):
                    rows[index].measurements.append(measurement)
                    outcome = String(format: "%.3f s", measurement.seconds)
                case .failure(let error):
                    rows[index].failure = error.description
                    outcome = "failed: \(error)"
                }
                log("  run \(run) of \(runs), \(contender.name): \(outcome)")
            }
        }
        for row in rows {
            if let summary = row.summary {
                log(
                    String(
                        format: "  %@: median %.3f s, %.1f MB/s", row.name, summary.seconds, summary.megabytesPerSecond)
                )
            }
        }
        return rows
    }

    /// One run of `contender` in a child process: its measurement, or why the contender could
    /// not read the file (a failure the child reported, or a child that could not run).
    private func spawn(
        _ contender: BenchmarkContender, on path: String, consumer: BenchmarkConsumer
    ) -> Result<BenchmarkMeasurement, BenchmarkError> {
        do {
            let measurement = try BenchmarkChild.spawn(executable, arguments: arguments(contender.key, path, consumer))
            if let error = measurement.error { return .failure(BenchmarkError(error)) }
            return .success(measurement)
        } catch {
            return .failure(BenchmarkError("\(error)"))
        }
    }

    /// The size of a file in bytes, or 0.
    public static func fileSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }

    /// Reads the file once so that the first contender does not pay for the disk.
    private static func warmPageCache(_ path: String) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return }
        defer { try? handle.close() }
        while let block = try? handle.read(upToCount: 4 << 20), !block.isEmpty {}
    }
}
