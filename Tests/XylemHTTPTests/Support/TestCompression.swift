// gzip and zlib-wrapped deflate bodies for tests of Content-Encoding. The tests have no zlib of
// their own (swift-nio-extras' zlib module is AsyncHTTPClient's, not a declared dependency), so
// the bytes come from the system's `gzip` and `python3` tools, run through Foundation's Process.

import Foundation

/// Compresses test bodies with the system's tools.
enum TestCompression {
    /// A tool that could not compress.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// `bytes` in the gzip format (RFC 1952), as `Content-Encoding: gzip` sends them.
    static func gzip(_ bytes: [UInt8]) throws -> [UInt8] {
        try run(["gzip", "-c", "-n", "-9"], input: bytes)
    }

    /// `bytes` in the zlib format (RFC 1950), as `Content-Encoding: deflate` sends them.
    static func deflate(_ bytes: [UInt8]) throws -> [UInt8] {
        let script = "import sys, zlib; sys.stdout.buffer.write(zlib.compress(open(sys.argv[1], 'rb').read(), 9))"
        return try run(["python3", "-c", script], input: bytes)
    }

    /// Runs `command` with a file of `input` as its last argument and returns what it printed.
    /// The input goes through a file, not a pipe, so that a large output cannot block the tool
    /// while this side is still writing.
    private static func run(_ command: [String], input: [UInt8]) throws -> [UInt8] {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("xylem-compress-\(UUID().uuidString)")
        try Data(input).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command + [file.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(command[0]) exited with status \(process.terminationStatus)")
        }
        return Array(data)
    }
}
