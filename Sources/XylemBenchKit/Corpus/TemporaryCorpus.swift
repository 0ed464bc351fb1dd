// A generated corpus in a fresh temporary folder, for benchmarks run without a file of their own.

import Foundation

/// A corpus file written into a new temporary folder.
///
/// ```swift
/// let corpus = try TemporaryCorpus(CorpusGenerator())   // about 100 MB
/// defer { corpus.remove() }
/// ```
public struct TemporaryCorpus: Sendable, CustomStringConvertible {
    /// The folder that holds the file.
    public let folder: String
    /// The file's path.
    public let path: String
    /// The file's size.
    public let bytes: Int
    /// How long writing it took, in seconds.
    public let seconds: Double

    /// Generates `generator`'s feed into `name` in a new folder under the system's temporary folder.
    public init(_ generator: CorpusGenerator, name: String = "feed.xml") throws {
        let base = FileManager.default.temporaryDirectory.path
        folder = base + "/xylem-bench-" + UUID().uuidString.prefix(8).lowercased()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        path = folder + "/" + name
        let clock = ContinuousClock()
        let start = clock.now
        bytes = try generator.write(toFile: path)
        let elapsed = clock.now - start
        seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// The path, size, time taken and write speed.
    public var description: String {
        let megabytes = Double(bytes) / 1e6
        return "\(path): \(String(format: "%.1f", megabytes)) MB in \(String(format: "%.2f", seconds)) s "
            + "(\(String(format: "%.0f", megabytes / max(seconds, 1e-9))) MB/s)"
    }

    /// Deletes the folder and the file.
    public func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }
}
