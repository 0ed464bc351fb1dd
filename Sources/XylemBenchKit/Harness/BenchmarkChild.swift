// Both ends of a child-process run: the parent re-executes its own binary with a hidden subcommand
// and reads one JSON line back; the child measures one contender and prints that line.

import Foundation

/// Runs contenders in child processes, so that each run starts with a fresh heap and its peak
/// memory is its own.
public enum BenchmarkChild {
    /// The path of the running executable (`/proc/self/exe` resolved on Linux).
    public static func currentExecutable() -> String {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return path
        }
        #endif
        return Bundle.main.executablePath ?? CommandLine.arguments[0]
    }

    /// The child's side: measures the contender named `key` on `path` and prints the measurement
    /// as one JSON line on standard output.
    ///
    /// - Parameters:
    ///   - consumer: What the contender's entries are handed to: a counter (timed runs) or the
    ///     checksum (the verification run).
    ///   - repeats: How many times the file is read, one read after another (small documents).
    /// - Returns: The exit status for the child: 0 when the contender read the file, 1 otherwise.
    public static func runChild(
        key: String, path: String, contenders: [BenchmarkContender], consumer: BenchmarkConsumer = .count,
        repeats: Int = 1
    ) -> Int32 {
        guard let contender = contenders.first(where: { $0.key == key }) else {
            let known = contenders.map(\.key).joined(separator: ", ")
            FileHandle.standardError.write(Data("unknown contender '\(key)'; known: \(known)\n".utf8))
            return 2
        }
        let measurement = BenchmarkMeasurement.measure(contender, path: path, consumer: consumer, repeats: repeats)
        guard let line = try? measurement.jsonLine() else { return 1 }
        print(line)
        return measurement.error == nil ? 0 : 1
    }

    /// The parent's side: runs `executable` with `arguments` and decodes the JSON line it prints.
    /// Standard error is passed through.
    public static func spawn(_ executable: String, arguments: [String]) throws -> BenchmarkMeasurement {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("{") }) else {
            let how = process.terminationReason == .uncaughtSignal ? "was killed by signal" : "exited with status"
            throw BenchmarkError("the child process \(how) \(process.terminationStatus) without a result")
        }
        return try BenchmarkMeasurement(jsonLine: String(line))
    }
}
