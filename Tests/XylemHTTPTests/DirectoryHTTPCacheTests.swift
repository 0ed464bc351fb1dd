// The directory cache: entries that outlive the cache value, bodies streamed to disk, and damaged
// or foreign files read as no entry rather than as another response.

import Foundation
import Testing
import XylemHTTP

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Directory HTTP cache")
struct DirectoryHTTPCacheTests {
    let url = "https://example.com/feed.xml"
    let first = HTTPCacheEntry.Metadata(
        etag: "W/\"1\"", lastModified: "Mon, 02 Jun 2025 10:00:00 GMT",
        contentType: "application/rss+xml; charset=utf-8",
        finalURL: "https://www.example.com/feed.xml")
    let second = HTTPCacheEntry.Metadata(etag: "\"2\"", contentType: "application/atom+xml")

    @Test func metadataAndBodyComeBackAsWritten() async throws {
        try await withTemporaryDirectory { directory in
            let cache = try DirectoryHTTPCache(directory: directory)
            try await store(
                [bytes("<rss>"), bytes("<channel/>"), bytes("</rss>")], for: url, metadata: first, in: cache)
            let entry = try #require(try await cache.entry(for: url))
            #expect(entry.metadata == first)
            #expect(try bodyBytes(entry) == bytes("<rss><channel/></rss>"))
            #expect(try await cache.entry(for: url + "?page=2") == nil)
        }
    }

    @Test func anotherCacheOnTheDirectorySeesTheEntry() async throws {
        try await withTemporaryDirectory { directory in
            try await store(
                [bytes("<feed/>")], for: url, metadata: first, in: try DirectoryHTTPCache(directory: directory))
            let reopened = try DirectoryHTTPCache(directory: directory)
            let entry = try #require(try await reopened.entry(for: url))
            #expect(entry.metadata == first)
            #expect(try bodyBytes(entry) == bytes("<feed/>"))
        }
    }

    @Test func aMissingDirectoryIsCreatedWithItsParents() async throws {
        try await withTemporaryDirectory { directory in
            let cache = try DirectoryHTTPCache(directory: directory + "/feeds/cache")
            try await store([bytes("<feed/>")], for: url, metadata: first, in: cache)
            #expect(cache.directory.hasPrefix("/"))
            #expect(try fileNames(in: directory + "/feeds/cache", endingWith: ".json").count == 1)
        }
    }

    @Test func aNewResponseReplacesTheEntryAndItsBody() async throws {
        try await withTemporaryDirectory { directory in
            let cache = try DirectoryHTTPCache(directory: directory)
            try await store([bytes("<old/>")], for: url, metadata: first, in: cache)
            try await store([bytes("<new/>")], for: url, metadata: second, in: cache)
            let entry = try #require(try await cache.entry(for: url))
            #expect(entry.metadata == second)
            #expect(try bodyBytes(entry) == bytes("<new/>"))
            #expect(try fileNames(in: directory, endingWith: ".body").count == 1)
        }
    }

    @Test func discardingKeepsTheOldEntryAndNoTemporaryFile() async throws {
        try await withTemporaryDirectory { directory in
            let cache = try DirectoryHTTPCache(directory: directory)
            try await store([bytes("<old/>")], for: url, metadata: first, in: cache)
            let writer = try #require(try await cache.writer(for: url, metadata: second))
            try await writer.write(bytes("<half"))
            #expect(try fileNames(in: directory, endingWith: ".tmp").count == 1)
            await writer.discard()
            let entry = try #require(try await cache.entry(for: url))
            #expect(entry.metadata == first)
            #expect(try bodyBytes(entry) == bytes("<old/>"))
            #expect(try fileNames(in: directory, endingWith: ".tmp").isEmpty)
        }
    }

    @Test func aWriterDroppedWithoutCommitLeavesNoTemporaryFile() async throws {
        try await withTemporaryDirectory { directory in
            let cache = try DirectoryHTTPCache(directory: directory)
            do {
                let writer = try #require(try await cache.writer(for: url, metadata: second))
                try await writer.write(bytes("<half"))
                #expect(try fileNames(in: directory, endingWith: ".tmp").count == 1)
            }
            #expect(try fileNames(in: directory, endingWith: ".tmp").isEmpty)
            #expect(try await cache.entry(for: url) == nil)
        }
    }

    @Test func updatingKeepsTheBody() async throws {
        try await withTemporaryDirectory { directory in
            let cache = try DirectoryHTTPCache(directory: directory)
            try await store([bytes("<feed/>")], for: url, metadata: first, in: cache)
            try await cache.update(second, for: url)
            let entry = try #require(try await DirectoryHTTPCache(directory: directory).entry(for: url))
            #expect(entry.metadata == second)
            #expect(try bodyBytes(entry) == bytes("<feed/>"))
        }
    }

    @Test func updatingAURLWithoutEntryStoresNothing() async throws {
        try await withTemporaryDirectory { directory in
            let cache = try DirectoryHTTPCache(directory: directory)
            try await cache.update(second, for: url)
            #expect(try await cache.entry(for: url) == nil)
            #expect(try fileNames(in: directory, endingWith: ".json").isEmpty)
        }
    }

    @Test func removingDeletesTheEntryAndItsFiles() async throws {
        try await withTemporaryDirectory { directory in
            let cache = try DirectoryHTTPCache(directory: directory)
            try await store([bytes("<feed/>")], for: url, metadata: first, in: cache)
            try await store([bytes("<other/>")], for: url + "?other", metadata: first, in: cache)
            try await cache.removeEntry(for: url)
            #expect(try await cache.entry(for: url) == nil)
            #expect(try await cache.entry(for: url + "?other") != nil)
            #expect(try fileNames(in: directory, endingWith: ".json").count == 1)
            #expect(try fileNames(in: directory, endingWith: ".body").count == 1)
        }
    }

    @Test func concurrentWritersForOneURLLeaveTheLastCommit() async throws {
        try await withTemporaryDirectory { directory in
            let cache = try DirectoryHTTPCache(directory: directory)
            let early = try #require(try await cache.writer(for: url, metadata: first))
            let late = try #require(try await cache.writer(for: url, metadata: second))
            try await early.write(bytes("<early>"))
            try await late.write(bytes("<late>"))
            try await early.write(bytes("</early>"))
            try await late.write(bytes("</late>"))
            try await early.commit()
            try await late.commit()
            let entry = try #require(try await cache.entry(for: url))
            #expect(entry.metadata == second)
            #expect(try bodyBytes(entry) == bytes("<late></late>"))
            #expect(try fileNames(in: directory, endingWith: ".body").count == 1)
            #expect(try fileNames(in: directory, endingWith: ".tmp").isEmpty)
        }
    }

    /// A body of several megabytes in chunks whose size is not a power of two: the temporary file
    /// grows with each chunk, and the committed file holds every byte in order.
    @Test func aLargeBodyIsWrittenToDiskAsItArrives() async throws {
        func patternByte(_ offset: Int) -> UInt8 { UInt8(truncatingIfNeeded: offset &* 131 &+ offset >> 9) }
        let chunkSize = 65_537
        let chunkCount = 100
        try await withTemporaryDirectory { directory in
            let cache = try DirectoryHTTPCache(directory: directory)
            let writer = try #require(try await cache.writer(for: url, metadata: first))
            let temporary = directory + "/" + (try #require(try fileNames(in: directory, endingWith: ".tmp").first))
            for index in 0..<chunkCount {
                let start = index * chunkSize
                try await writer.write((start..<start + chunkSize).map(patternByte))
                let written = try FileManager.default.attributesOfItem(atPath: temporary)[.size] as? Int
                #expect(written == start + chunkSize)
            }
            try await writer.commit()
            let entry = try #require(try await cache.entry(for: url))
            guard case .file(let path) = entry.body else {
                Issue.record("the body is not in a file")
                return
            }
            let handle = try #require(FileHandle(forReadingAtPath: path))
            defer { try? handle.close() }
            var offset = 0
            while let block = try handle.read(upToCount: 1 << 16), !block.isEmpty {
                let expected = (offset..<offset + block.count).map(patternByte)
                guard Array(block) == expected else {
                    Issue.record("the body differs in the block at \(offset)")
                    return
                }
                offset += block.count
            }
            #expect(offset == chunkSize * chunkCount)
        }
    }

    @Test func aMissingBodyIsNoEntry() async throws {
        try await withTemporaryDirectory { directory in
            let cache = try DirectoryHTTPCache(directory: directory)
            try await store([bytes("<feed/>")], for: url, metadata: first, in: cache)
            for name in try fileNames(in: directory, endingWith: ".body") {
                try FileManager.default.removeItem(atPath: directory + "/" + name)
            }
            #expect(try await cache.entry(for: url) == nil)
        }
    }

    /// Metadata that names the body it was written with, after that body was replaced: what a
    /// crash between the renames of another writer would leave if the order were wrong.
    @Test func metadataOfAReplacedBodyIsNoEntry() async throws {
        try await withTemporaryDirectory { directory in
            let cache = try DirectoryHTTPCache(directory: directory)
            try await store([bytes("<old/>")], for: url, metadata: first, in: cache)
            let metadataFile = directory + "/" + (try #require(try fileNames(in: directory, endingWith: ".json").first))
            let oldMetadata = try readFile(metadataFile)
            try await store([bytes("<new/>")], for: url, metadata: second, in: cache)
            try writeFile(metadataFile, oldMetadata)
            #expect(try await cache.entry(for: url) == nil)
        }
    }

    @Test func aBodyOfAnotherLengthIsNoEntry() async throws {
        try await withTemporaryDirectory { directory in
            let cache = try DirectoryHTTPCache(directory: directory)
            try await store([bytes("<feed/>")], for: url, metadata: first, in: cache)
            let body = directory + "/" + (try #require(try fileNames(in: directory, endingWith: ".body").first))
            try writeFile(body, bytes("<feed>cut"))
            #expect(try await cache.entry(for: url) == nil)
        }
    }

    @Test func damagedMetadataIsNoEntryUntilTheNextCommit() async throws {
        try await withTemporaryDirectory { directory in
            let cache = try DirectoryHTTPCache(directory: directory)
            try await store([bytes("<feed/>")], for: url, metadata: first, in: cache)
            let metadataFile = directory + "/" + (try #require(try fileNames(in: directory, endingWith: ".json").first))
            try writeFile(metadataFile, bytes("{\"url\": "))
            #expect(try await cache.entry(for: url) == nil)
            try await store([bytes("<again/>")], for: url, metadata: second, in: cache)
            #expect(try bodyBytes(try await cache.entry(for: url)) == bytes("<again/>"))
        }
    }

    /// Another URL whose hash is the same stores its entry under the same name; the metadata file
    /// then names that URL, and this one has no entry.
    @Test func metadataOfAnotherURLUnderTheSameNameIsNoEntry() async throws {
        try await withTemporaryDirectory { directory in
            let cache = try DirectoryHTTPCache(directory: directory)
            try await store([bytes("<feed/>")], for: url, metadata: first, in: cache)
            let metadataFile = directory + "/" + (try #require(try fileNames(in: directory, endingWith: ".json").first))
            var record = try #require(
                try JSONSerialization.jsonObject(with: Data(readFile(metadataFile))) as? [String: Any])
            record["url"] = "https://example.org/colliding.xml"
            try JSONSerialization.data(withJSONObject: record).write(to: URL(fileURLWithPath: metadataFile))
            let foreign = try readFile(metadataFile)
            #expect(try await cache.entry(for: url) == nil)
            // Nor may this URL change or remove the other URL's entry.
            try await cache.update(second, for: url)
            try await cache.removeEntry(for: url)
            #expect(try readFile(metadataFile) == foreign)
            #expect(try fileNames(in: directory, endingWith: ".body").count == 1)
        }
    }

    @Test func aFileWhereTheDirectoryShouldBeIsAClearError() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory + "/cache"
            try writeFile(path, bytes("not a directory"))
            let error = try #require(throws: DirectoryHTTPCache.DirectoryError.self) {
                try DirectoryHTTPCache(directory: path)
            }
            #expect(error.path == path)
            #expect(error.description.contains(path))
            #expect(error.reason.contains("not a directory"))
        }
    }

    @Test func aDirectoryUnderAFileIsAClearError() async throws {
        try await withTemporaryDirectory { directory in
            try writeFile(directory + "/file", bytes("not a directory"))
            let error = try #require(throws: DirectoryHTTPCache.DirectoryError.self) {
                try DirectoryHTTPCache(directory: directory + "/file/cache")
            }
            #expect(error.path == directory + "/file/cache")
            #expect(error.reason == String(cString: strerror(ENOTDIR)))
        }
    }

    /// The superuser reads any directory, so this holds for other users only.
    @Test(.enabled(if: geteuid() != 0)) func anUnreadableDirectoryIsAClearError() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory + "/locked"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            chmod(path, 0)
            defer { chmod(path, 0o700) }
            let error = try #require(throws: DirectoryHTTPCache.DirectoryError.self) {
                try DirectoryHTTPCache(directory: path)
            }
            #expect(error.path == path)
            #expect(error.reason == String(cString: strerror(EACCES)))
        }
    }

    @Test func metadataThatCannotBeReadIsAClearError() async throws {
        try await withTemporaryDirectory { directory in
            let cache = try DirectoryHTTPCache(directory: directory)
            try await store([bytes("<feed/>")], for: url, metadata: first, in: cache)
            let metadataFile = directory + "/" + (try #require(try fileNames(in: directory, endingWith: ".json").first))
            try FileManager.default.removeItem(atPath: metadataFile)
            try FileManager.default.createDirectory(atPath: metadataFile, withIntermediateDirectories: false)
            let error = try await #require(throws: HTTPFetchError.self) { try await cache.entry(for: url) }
            #expect(error.url == url)
            guard case .cache(let reason) = error.kind else {
                Issue.record("not a cache error: \(error)")
                return
            }
            #expect(reason.contains(metadataFile))
            #expect(reason.contains(String(cString: strerror(EISDIR))))
        }
    }

    @Test func writingIntoARemovedDirectoryIsAClearError() async throws {
        try await withTemporaryDirectory { directory in
            let cache = try DirectoryHTTPCache(directory: directory + "/cache")
            try FileManager.default.removeItem(atPath: directory + "/cache")
            let error = try await #require(throws: HTTPFetchError.self) {
                _ = try await cache.writer(for: url, metadata: first)
            }
            #expect(error.url == url)
            guard case .cache(let reason) = error.kind else {
                Issue.record("not a cache error: \(error)")
                return
            }
            #expect(reason.contains(cache.directory))
            #expect(reason.contains(String(cString: strerror(ENOENT))))
        }
    }
}
