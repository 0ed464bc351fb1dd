// Runs the built `xylem` program as a user does, on a thread of its own so that waiting for it
// never holds one of the threads the test server's tasks need; each line of its output can be
// seen as soon as it is printed.

import Foundation
import Testing

enum ToolRunner {
    /// The `xylem` program of this build, when it has been built.
    static let program: URL? = {
        let candidates = [
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("xylem"),
            Bundle.main.bundleURL.appendingPathComponent("xylem"),
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/debug/xylem"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// What a run printed and how it ended.
    struct Outcome: Sendable {
        var out: String
        var err: String
        var status: Int32

        /// The lines of standard output.
        var lines: [String] { out.split(separator: "\n").map(String.init) }
    }

    /// Runs `xylem` with `arguments` and standard input closed; `onLine` sees each line of
    /// standard output as it arrives.
    static func run(_ arguments: [String], onLine: (@Sendable (String) -> Void)? = nil) async throws -> Outcome {
        guard let program else { throw ToolMissing() }
        return try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                do {
                    continuation.resume(returning: try runBlocking(program, arguments, onLine: onLine))
                } catch {
                    continuation.resume(throwing: error)
                }
            }
            thread.start()
        }
    }

    private static func runBlocking(
        _ program: URL, _ arguments: [String], onLine: (@Sendable (String) -> Void)?
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        var out = Data()
        var pending = Data()
        while true {
            let data = stdout.fileHandleForReading.availableData
            if data.isEmpty { break }
            out.append(data)
            pending.append(data)
            while let newline = pending.firstIndex(of: 0x0A) {
                onLine?(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                pending = Data(pending[(newline + 1)...])
            }
        }
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            out: String(decoding: out, as: UTF8.self), err: String(decoding: err, as: UTF8.self),
            status: process.terminationStatus)
    }

    struct ToolMissing: Error, CustomStringConvertible {
        var description: String { "the xylem program has not been built" }
    }
}
