// Syncing a subscription list into a feed database against a loopback server: a feed imported then
// answered 304 to its stored ETag, a 404 and a cut-off body reported as failures that stop no
// other feed, a broken document repaired and imported, and the tool's lines.

import Foundation
import GRDB
import NIOHTTP1
import Testing
import XylemGRDB
import XylemHTTP

@Suite struct FeedSyncTests {
    static let feed = """
        <rss version="2.0"><channel><title>A</title>
        <item><guid>a1</guid><title>One</title></item><item><guid>a2</guid><title>Two</title></item>
        </channel></rss>
        """
    /// Not well-formed: a bare ampersand and an unclosed item, which the feed reader repairs.
    static let broken = """
        <rss version="2.0"><channel><title>B & co</title>
        <item><guid>b1</guid><title>Fish & chips</title></item><item><guid>b2</guid><title>Cut
        """

    /// Serves /a (ETag "v1", 304 to it), /missing (404), /broken and /cut (a body cut short).
    static func serve(_ request: LoopbackRequest, _ responder: LoopbackResponder) async throws {
        switch request.path {
        case "/a":
            if request.header("If-None-Match") == "\"v1\"" {
                try await responder.respond(status: .notModified, headers: ["ETag": "\"v1\""])
            } else {
                try await responder.respond(
                    headers: ["ETag": "\"v1\"", "Content-Type": "application/rss+xml"], body: feed)
            }
        case "/broken":
            try await responder.respond(headers: ["Content-Type": "application/rss+xml"], body: broken)
        case "/cut":
            try await responder.head(headers: ["Content-Length": "5000", "Content-Type": "application/rss+xml"])
            try await responder.write(String(feed.prefix(60)))
            try await responder.closeAbruptly()
        default:
            try await responder.respond(status: .notFound, body: "no such feed")
        }
    }

    static func configuration() -> HTTPFetcher.Configuration {
        var configuration = HTTPFetcher.Configuration()
        configuration.retry.initialDelay = .milliseconds(10)
        configuration.retry.maxDelay = .milliseconds(40)
        return configuration
    }

    @Test func aSecondSyncSendsTheStoredValidatorsAndFailuresStopNoOtherFeed() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xylem-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try FeedDatabase(path: folder.appendingPathComponent("feeds.sqlite").path)
        try await LoopbackServer.with(Self.serve) { server in
            let urls = ["a", "missing", "broken", "cut"].map { server.url($0) }
            let sync = FeedSync(database: database, configuration: Self.configuration())
            var first: [String: FeedSync.Status] = [:]
            let summary = try await sync.run(urls) { first[$0.url] = $0.status }
            #expect(summary.imported == 2 && summary.failed == 2 && summary.notModified == 0)
            #expect(summary.counts == ImportCounts(inserted: 4))
            guard case .failed(let missing) = first[urls[1]] else {
                Issue.record("a 404 is a failure")
                return
            }
            #expect((missing as? HTTPStatusError)?.status == 404)
            guard case .failed = first[urls[3]] else {
                Issue.record("a cut-off body is a failure")
                return
            }
            guard case .imported(_, let warnings) = first[urls[2]] else {
                Issue.record("a broken document is repaired and imported")
                return
            }
            #expect(warnings > 0)
            let titles = try await database.writer.read { db in
                try String.fetchAll(db, sql: "SELECT title FROM items ORDER BY id")
            }
            #expect(titles.contains("Fish & chips"))
            #expect(titles.contains("One") && titles.contains("Two"))

            var second: [String: FeedSync.Status] = [:]
            let again = try await sync.run(urls) { second[$0.url] = $0.status }
            guard case .notModified = second[urls[0]] else {
                Issue.record("an unchanged feed is answered 304")
                return
            }
            #expect(server.requests(for: "/a").last?.header("If-None-Match") == "\"v1\"")
            #expect(again.notModified == 1 && again.imported == 1 && again.failed == 2)
            #expect(again.counts == ImportCounts(unchanged: 2))
            #expect(
                try await database.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM items") } == 4)
        }
    }

    @Test func theToolPrintsALinePerFeedAndASummary() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xylem-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let db = folder.appendingPathComponent("feeds.sqlite").path
        try await LoopbackServer.with(Self.serve) { server in
            let opml = """
                <?xml version="1.0"?>
                <opml version="2.0"><head><title>Mine</title></head><body>
                <outline text="Folder"><outline text="A" type="rss" xmlUrl="\(server.url("a"))"/></outline>
                <outline text="Gone" type="rss" xmlUrl="\(server.url("missing"))"/>
                </body></opml>
                """
            let list = folder.appendingPathComponent("list.opml").path
            try Data(opml.utf8).write(to: URL(fileURLWithPath: list))
            let first = try await ToolRunner.run(["sync", list, "--db", db])
            #expect(first.status != 0)
            #expect(first.lines.count == 3)
            #expect(
                first.lines.contains(
                    #"{"url":"\#(server.url("a"))","status":"imported","inserted":2,"updated":0,"deleted":0,"unchanged":0}"#
                ))
            #expect(
                first.lines.contains {
                    $0.hasPrefix(#"{"url":"\#(server.url("missing"))","status":"failed","error":"#)
                        && $0.contains("404")
                })
            #expect(
                first.lines.last
                    == #"{"feeds":2,"imported":1,"notModified":0,"failed":1,"inserted":2,"updated":0,"deleted":0,"unchanged":0}"#
            )
            let second = try await ToolRunner.run(["sync", list, "--db", db])
            #expect(second.lines.contains(#"{"url":"\#(server.url("a"))","status":"not-modified"}"#))
        }
    }
}
