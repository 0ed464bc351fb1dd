// A generated corpus in a fresh temporary folder, for benchmarks run without a file of their own.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
        seconds = (clock.now - start).seconds
    }

    /// Generates `generator`'s podcast feed into `name` in a new folder under the system's
    /// temporary folder.
    public init(podcast generator: PodcastCorpusGenerator, name: String = "podcast.xml") throws {
        let base = FileManager.default.temporaryDirectory.path
        folder = base + "/xylem-bench-" + UUID().uuidString.prefix(8).lowercased()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        path = folder + "/" + name
        let clock = ContinuousClock()
        let start = clock.now
        bytes = try generator.write(toFile: path)
        seconds = (clock.now - start).seconds
    }

    /// The path, size, time taken and write speed.
    public var description: String {
        let megabytes = Double(bytes) / 1e6
        return "\(path): \(megabytes.fixed(1)) MB in \(seconds.fixed(2)) s "
            + "(\(Swift.max(megabytes / Swift.max(seconds, 1e-9), 0).fixed(0)) MB/s)"
    }

    /// Deletes the folder and the file.
    public func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }
}
