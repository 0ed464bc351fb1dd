// The parent's loop: every contender, N runs each, each run in a fresh child process; the runs of
// a contender are summarised as one row (median time, peak memory, entries, checksum).

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs contenders in child processes and gathers their rows.
///
/// ```swift
/// let runner = ContenderRunner(runs: 3) { request in
///     [BenchmarkChild.currentExecutable(), "bench-one"] + request.arguments
/// }
/// let rows = runner.run(BenchmarkContender.standard.map(\.label), on: "/tmp/feed.xml")
/// ```
public struct ContenderRunner {
    /// Runs per contender.
    public var runs: Int
    /// How many times each run reads the file; the rows count the bytes of all of them.
    public var repeats = 1
    /// The command (a program's path, then its arguments) that measures one request and prints
    /// the result with ``BenchmarkChild/runChild(key:path:contenders:consumer:repeats:)``.
    public var command: (_ request: BenchmarkChild.Request) -> [String]
    /// Where progress lines go; standard error by default.
    public var log: (String) -> Void = { writeToStandardError($0 + "\n") }

    /// Creates a runner.
    public init(runs: Int, command: @escaping (_ request: BenchmarkChild.Request) -> [String]) {
        self.runs = max(1, runs)
        self.command = command
    }

    /// Measures each contender `runs` times on the file at `path`, in rounds (every contender
    /// once, then again), so that a burst of load from elsewhere on the machine is shared out
    /// rather than landing on one contender. The timed runs hand each entry to a counting sink,
    /// as the raw-expat floor counts entries; before them, one untimed verification run per
    /// contender folds every entry into the checksum. A contender whose run fails is not run
    /// again; its row carries the failure.
    public func run(_ contenders: [ContenderLabel], on path: String) -> [BenchmarkRow] {
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
                    outcome = measurement.seconds.fixed(3) + " s"
                case .failure(let error):
                    rows[index].failure = error.description
                    outcome = "failed: \(error)"
                }
                log("  run \(run) of \(runs), \(contender.name): \(outcome)")
            }
        }
        for row in rows {
            if let summary = row.summary {
                // A writer's throughput is of its output.
                let bytes = row.measurements.first?.write?.outputBytes ?? row.fileBytes
                let rate = summary.seconds > 0 ? Double(bytes) / 1e6 / summary.seconds : 0
                log("  \(row.name): median \(summary.seconds.fixed(3)) s, \(rate.fixed(1)) MB/s")
            }
        }
        return rows
    }

    /// One run of `contender` in a child process: its measurement, or why the contender could
    /// not read the file (a failure the child reported, or a child that could not run).
    private func spawn(
        _ contender: ContenderLabel, on path: String, consumer: BenchmarkConsumer
    ) -> Result<BenchmarkMeasurement, BenchmarkError> {
        let request = BenchmarkChild.Request(key: contender.key, path: path, consumer: consumer, repeats: repeats)
        do {
            let measurement = try BenchmarkChild.spawn(command(request))
            if let error = measurement.error { return .failure(BenchmarkError(error)) }
            return .success(measurement)
        } catch {
            return .failure(BenchmarkError("\(error)"))
        }
    }

    /// The size of a file in bytes, or 0.
    public static func fileSize(_ path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : 0
    }

    /// Reads the file once so that the first contender does not pay for the disk.
    private static func warmPageCache(_ path: String) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var block = [UInt8](repeating: 0, count: 4 << 20)
        while block.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
    }
}
