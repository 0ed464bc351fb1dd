// Temporary directories, files and stored entries for the cache tests.

import Foundation
import Testing
import XylemHTTP

/// Runs `body` with a new empty directory, removed afterwards whatever happens.
func withTemporaryDirectory<T>(_ body: (String) async throws -> T) async throws -> T {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("xylem-cache-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try await body(path)
}

/// Writes `chunks` through a writer of `cache` and commits them.
func store(_ chunks: [[UInt8]], for url: String, metadata: HTTPCacheEntry.Metadata, in cache: any HTTPCache)
    async throws
{
    let writer = try #require(try await cache.writer(for: url, metadata: metadata))
    for chunk in chunks { try await writer.write(chunk) }
    try await writer.commit()
}

/// An entry's body, from memory or read from its file.
func bodyBytes(_ entry: HTTPCacheEntry?) throws -> [UInt8]? {
    switch entry?.body {
    case .bytes(let bytes): return bytes
    case .file(let path): return try Array(Data(contentsOf: URL(fileURLWithPath: path)))
    case nil: return nil
    }
}

/// The names in `directory` that end with `suffix`, sorted.
func fileNames(in directory: String, endingWith suffix: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(suffix) }.sorted()
}

func readFile(_ path: String) throws -> [UInt8] {
    try Array(Data(contentsOf: URL(fileURLWithPath: path)))
}

func writeFile(_ path: String, _ bytes: [UInt8]) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
}

func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
