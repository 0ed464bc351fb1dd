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
        process.standardError = try errorPath.map { try newFile(URL(fileURLWithPath: $0)) } ?? FileHandle.nullDevice
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
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try newFile(outURL)
        process.standardError = try newFile(errURL)
        try process.run()
        process.waitUntilExit()
        return Outcome(out: try text(of: outURL), err: try text(of: errURL), status: process.terminationStatus)
    }

    /// A new, empty file at `url`, open for writing a process's output into.
    private static func newFile(_ url: URL) throws -> FileHandle {
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        return try FileHandle(forWritingTo: url)
    }

    /// The text of the file at `url`, read through a file handle: `Data(contentsOf:)` of an
    /// empty file leaks a buffer on Linux.
    static func text(of url: URL) throws -> String {
        String(decoding: try FileHandle(forReadingFrom: url).readDataToEndOfFile(), as: UTF8.self)
    }
}
