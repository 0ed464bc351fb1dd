// Runs the built `xylem` program as a user does (its `import` and `sync` commands run the
// `xylem-store` program built beside it), or starts it to be killed.

import Foundation

enum StoreToolRunner {
    /// The `xylem` program of this build, when it has been built.
    static let program: URL? = {
        let candidates = [
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("xylem"),
            Bundle.main.bundleURL.appendingPathComponent("xylem"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    struct Outcome {
        var out: String
        var err: String
        var status: Int32
        var lines: [String] { out.split(separator: "\n").map(String.init) }
    }

    struct ToolMissing: Error, CustomStringConvertible {
        var description: String { "the xylem program has not been built" }
    }

    /// Starts `xylem` with `arguments`, its output discarded and its standard error written to
    /// the file at `errorPath` when there is one (for a test's failure message).
    static func start(_ arguments: [String], errorTo errorPath: String? = nil) throws -> Process {
        guard let program else { throw ToolMissing() }
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        if let errorPath {
            _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
            process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
        } else {
            process.standardError = FileHandle.nullDevice
        }
        try process.run()
        return process
    }

    /// Runs `xylem` with `arguments` to its end.
    static func run(_ arguments: [String]) throws -> Outcome {
        guard let program else { throw ToolMissing() }
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xylem-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Files rather than pipes: a long run fills no pipe buffer while nobody reads it.
        let outURL = folder.appendingPathComponent("out")
        let errURL = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        process.waitUntilExit()
        // Read through file handles: `Data(contentsOf:)` of an empty file leaks a buffer on Linux.
        let out = try FileHandle(forReadingFrom: outURL).readDataToEndOfFile()
        let err = try FileHandle(forReadingFrom: errURL).readDataToEndOfFile()
        return Outcome(
            out: String(decoding: out, as: UTF8.self), err: String(decoding: err, as: UTF8.self),
            status: process.terminationStatus)
    }
}
