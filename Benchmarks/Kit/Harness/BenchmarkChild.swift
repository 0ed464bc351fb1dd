// Both ends of a child-process run: the parent starts a program that measures one contender
// (`xylem bench-one`, `xylem-bench-foundation`, `compare run-one`) and reads one JSON line back;
// the child measures the contender and prints that line.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs contenders in child processes, so that each run starts with a fresh heap and its peak
/// memory is its own.
public enum BenchmarkChild {
    /// What a child is asked to measure, as its command line says it:
    /// `CONTENDER FILE [--checksum] [--repeat N]`.
    public struct Request: Sendable, Equatable {
        /// The contender's key.
        public var key: String
        /// The corpus file.
        public var path: String
        /// What the contender's entries are handed to: a counter (timed runs) or the checksum
        /// (the verification run).
        public var consumer: BenchmarkConsumer
        /// How many times the file is read, one read after another (small documents).
        public var repeats: Int

        /// Creates a request.
        public init(key: String, path: String, consumer: BenchmarkConsumer = .count, repeats: Int = 1) {
            self.key = key
            self.path = path
            self.consumer = consumer
            self.repeats = repeats
        }

        /// The arguments that ask a child for this request.
        public var arguments: [String] {
            [key, path] + (consumer == .checksum ? ["--checksum"] : [])
                + (repeats > 1 ? ["--repeat", "\(repeats)"] : [])
        }

        /// Reads a request from the arguments ``arguments`` writes.
        public init(arguments: [String]) throws {
            guard arguments.count >= 2, !arguments[0].hasPrefix("-"), !arguments[1].hasPrefix("-") else {
                throw BenchmarkError("expected CONTENDER FILE [--checksum] [--repeat N]")
            }
            self.init(key: arguments[0], path: arguments[1])
            var rest = arguments.dropFirst(2)
            while let option = rest.popFirst() {
                switch option {
                case "--checksum":
                    consumer = .checksum
                case "--repeat":
                    guard let value = rest.popFirst(), let count = Int(value), count >= 1 else {
                        throw BenchmarkError("--repeat takes a number of 1 or more")
                    }
                    repeats = count
                default:
                    throw BenchmarkError("unexpected argument '\(option)'")
                }
            }
        }
    }

    /// The path of the running executable (`/proc/self/exe` resolved on Linux).
    public static func currentExecutable() -> String {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if count > 0 { return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        #elseif canImport(Darwin)
        var size = UInt32(4096)
        var buffer = [CChar](repeating: 0, count: Int(size))
        if _NSGetExecutablePath(&buffer, &size) == 0 {
            return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        }
        #endif
        return CommandLine.arguments[0]
    }

    /// The path of the program `name` in the folder of the running executable, where SwiftPM
    /// builds every program of a package.
    public static func programBesideCurrent(_ name: String) -> String {
        let executable = currentExecutable()
        guard let slash = executable.lastIndex(of: "/") else { return name }
        return String(executable[...slash]) + name
    }

    /// Whether `path` names a file this process may execute.
    public static func isExecutable(_ path: String) -> Bool {
        access(path, X_OK) == 0
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
            writeToStandardError("unknown contender '\(key)'; known: \(known)\n")
            return 2
        }
        let measurement = BenchmarkMeasurement.measure(contender, path: path, consumer: consumer, repeats: repeats)
        guard let line = try? measurement.jsonLine() else { return 1 }
        writeWhole(line + "\n", to: 1)
        return measurement.error == nil ? 0 : 1
    }

    /// The child's side of a program that only measures: reads the request from `arguments`
    /// (those after the program's name), measures it and returns the exit status.
    public static func main(arguments: [String], contenders: [BenchmarkContender]) -> Int32 {
        do {
            let request = try Request(arguments: arguments)
            return runChild(
                key: request.key, path: request.path, contenders: contenders, consumer: request.consumer,
                repeats: request.repeats)
        } catch {
            writeToStandardError("\(error)\n")
            return 2
        }
    }

    /// The parent's side: runs `command` (a program's path, then its arguments) and decodes the
    /// JSON line it prints. Standard error is passed through.
    public static func spawn(_ command: [String]) throws -> BenchmarkMeasurement {
        let child = try ChildProcess.run(command)
        let text = String(decoding: child.output, as: UTF8.self)
        guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("{") }) else {
            let how =
                child.signal.map { "was killed by signal \($0)" } ?? "exited with status \(child.exitStatus ?? -1)"
            throw BenchmarkError("the child process \(how) without a result")
        }
        return try BenchmarkMeasurement(jsonLine: String(line))
    }
}
