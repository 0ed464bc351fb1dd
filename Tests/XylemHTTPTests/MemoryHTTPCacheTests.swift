// The memory cache's bounds: a body over the per-entry limit keeps its validators only, and past
// the total the least recently used bodies go first.

import Testing
import XylemHTTP

@Suite("Memory HTTP cache")
struct MemoryHTTPCacheTests {
    let validators = HTTPCacheEntry.Metadata(etag: "\"1\"", contentType: "application/rss+xml")

    func tenBytes(_ letter: Character) -> [UInt8] { Array(String(repeating: letter, count: 10).utf8) }

    @Test func aBodyComesBackWithItsMetadata() async throws {
        let cache = MemoryHTTPCache()
        try await store([bytes("<rss>"), bytes("</rss>")], for: "a", metadata: validators, in: cache)
        let entry = try #require(try await cache.entry(for: "a"))
        #expect(entry.metadata == validators)
        #expect(entry.body == .bytes(bytes("<rss></rss>")))
    }

    @Test func aBodyOverTheEntryLimitKeepsOnlyItsValidators() async throws {
        let cache = MemoryHTTPCache(maxEntryBytes: 10, maxTotalBytes: 100)
        try await store([tenBytes("a")], for: "fits", metadata: validators, in: cache)
        try await store(
            [Array(tenBytes("b")[..<6]), Array(tenBytes("b")[..<5])], for: "over", metadata: validators, in: cache)
        #expect(try await cache.entry(for: "fits")?.body == .bytes(tenBytes("a")))
        let over = try #require(try await cache.entry(for: "over"))
        #expect(over.metadata == validators)
        #expect(over.body == nil)
    }

    @Test func aResponseWithoutValidatorsOrKeptBodyReplacesTheEntryWithNone() async throws {
        let cache = MemoryHTTPCache(maxEntryBytes: 10, maxTotalBytes: 100)
        try await store([tenBytes("a")], for: "a", metadata: validators, in: cache)
        try await store([tenBytes("b"), tenBytes("b")], for: "a", metadata: .init(contentType: "text/xml"), in: cache)
        #expect(try await cache.entry(for: "a") == nil)
    }

    @Test func pastTheTotalTheLeastRecentlyUsedBodyGoes() async throws {
        let cache = MemoryHTTPCache(maxEntryBytes: 10, maxTotalBytes: 20)
        try await store([tenBytes("a")], for: "a", metadata: validators, in: cache)
        try await store([tenBytes("b")], for: "b", metadata: validators, in: cache)
        _ = try await cache.entry(for: "a")
        try await store([tenBytes("c")], for: "c", metadata: validators, in: cache)
        #expect(try await cache.entry(for: "a")?.body == .bytes(tenBytes("a")))
        #expect(try await cache.entry(for: "c")?.body == .bytes(tenBytes("c")))
        let evicted = try #require(try await cache.entry(for: "b"))
        #expect(evicted.metadata == validators)
        #expect(evicted.body == nil)
    }

    @Test func aBodyLargerThanTheWholeCachePushesOutNoOther() async throws {
        let cache = MemoryHTTPCache(maxEntryBytes: 100, maxTotalBytes: 20)
        try await store([tenBytes("a")], for: "a", metadata: validators, in: cache)
        try await store([tenBytes("b"), tenBytes("b"), tenBytes("b")], for: "b", metadata: validators, in: cache)
        #expect(try await cache.entry(for: "a")?.body == .bytes(tenBytes("a")))
        #expect(try await cache.entry(for: "b")?.body == nil)
        #expect(try await cache.entry(for: "b")?.metadata == validators)
    }

    @Test func updatingKeepsTheBody() async throws {
        let cache = MemoryHTTPCache()
        try await store([tenBytes("a")], for: "a", metadata: validators, in: cache)
        let newer = HTTPCacheEntry.Metadata(etag: "\"2\"", lastModified: "Tue, 03 Jun 2025 10:00:00 GMT")
        try await cache.update(newer, for: "a")
        let entry = try #require(try await cache.entry(for: "a"))
        #expect(entry.metadata == newer)
        #expect(entry.body == .bytes(tenBytes("a")))
        try await cache.update(newer, for: "b")
        #expect(try await cache.entry(for: "b") == nil)
    }

    @Test func removingFreesTheBodysBytes() async throws {
        let cache = MemoryHTTPCache(maxEntryBytes: 10, maxTotalBytes: 20)
        try await store([tenBytes("a")], for: "a", metadata: validators, in: cache)
        try await store([tenBytes("b")], for: "b", metadata: validators, in: cache)
        try await cache.removeEntry(for: "a")
        #expect(try await cache.entry(for: "a") == nil)
        try await store([tenBytes("c")], for: "c", metadata: validators, in: cache)
        #expect(try await cache.entry(for: "b")?.body == .bytes(tenBytes("b")))
        #expect(try await cache.entry(for: "c")?.body == .bytes(tenBytes("c")))
    }

    @Test func discardingKeepsTheOldEntry() async throws {
        let cache = MemoryHTTPCache()
        try await store([tenBytes("a")], for: "a", metadata: validators, in: cache)
        let writer = try #require(try await cache.writer(for: "a", metadata: .init(etag: "\"2\"")))
        try await writer.write(tenBytes("b"))
        await writer.discard()
        try await writer.commit()
        let entry = try #require(try await cache.entry(for: "a"))
        #expect(entry.metadata == validators)
        #expect(entry.body == .bytes(tenBytes("a")))
    }
}
