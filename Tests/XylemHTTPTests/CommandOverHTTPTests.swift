// `xylem feed URL` and `xylem atom URL`, run as a user runs them against a server on the loopback
// interface: the same lines as from a file, printed while the body arrives, pages followed, a
// failed fetch reported with its status and URL, and a cache that turns a second run into a 304.
// Skipped when the program has not been built.

import Foundation
import NIOHTTP1
import Synchronization
import Testing

@Suite("xylem feed and atom over HTTP")
struct CommandOverHTTPTests {
    typealias Response = ReaderResponse

    static let podcast = """
        <?xml version="1.0" encoding="UTF-8"?>
        <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
        <channel><title>Show &amp; tell</title><link>https://example.com/show</link>
        <itunes:author>Ann</itunes:author>
        <item><guid>ep1</guid><title>Episode 1</title><link>episodes/1</link>
        <pubDate>Wed, 01 May 2024 10:00:00 GMT</pubDate>
        <enclosure url="https://example.com/1.mp3" length="100" type="audio/mpeg"/></item>
        <item><guid>ep2</guid><title>Episode 2</title></item>
        </channel></rss>
        """

    @Test("xylem feed URL prints what xylem feed FILE prints", .enabled(if: ToolRunner.program != nil))
    func feedURLLikeFile() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("xylem-http-\(UUID()).xml")
        try Data(Self.podcast.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        try await LoopbackServer.answering({ _ in .document(Self.podcast, type: "application/rss+xml") }) { server in
            let url = server.baseURL + "/show.xml"
            let fromURL = try await ToolRunner.run(["feed", url])
            let fromFile = try await ToolRunner.run(["feed", "--base", url, file.path])
            #expect(fromURL.status == 0)
            #expect(fromURL.err == "")
            #expect(fromURL.out == fromFile.out)
            #expect(fromURL.lines.count == 4)
            #expect(fromURL.out.contains(#""link":"\#(server.baseURL)/episodes/1""#))
        }
    }

    @Test(
        "xylem feed URL prints the first items while the body is still arriving",
        .enabled(if: ToolRunner.program != nil), .timeLimit(.minutes(5)))
    func feedStreams() async throws {
        let half = Self.podcast.range(of: "<item><guid>ep2")!.lowerBound
        let resume = TestSignal()
        try await LoopbackServer.answering({ _ in
            Response(
                status: .ok, headers: ["Content-Type": "application/rss+xml"],
                parts: [
                    .bytes(Array(Self.podcast[..<half].utf8)), .wait { await resume.wait() },
                    .bytes(Array(Self.podcast[half...].utf8)),
                ])
        }) { server in
            // The server sends the second item only once the first has been printed.
            let outcome = try await ToolRunner.run(["feed", server.baseURL + "/show.xml"]) { line in
                if line.contains(#""object":"item""#) { resume.fire() }
            }
            #expect(outcome.status == 0)
            #expect(outcome.lines.filter { $0.contains(#""object":"item""#) }.count == 2)
        }
    }

    @Test("xylem atom URL follows next links and counts every page's entries", .enabled(if: ToolRunner.program != nil))
    func atomPages() async throws {
        try await LoopbackServer.answering({ request in
            switch request.uri {
            case "/events": return .document(ReaderFixtures.atomPage(ids: ["a", "b"], next: "events/2"))
            case "/events/2": return .document(ReaderFixtures.atomPage(ids: ["c"], next: "3"))
            case "/events/3": return .document(ReaderFixtures.atomPage(ids: ["d"], next: nil))
            default: return .status(.notFound)
            }
        }) { server in
            let outcome = try await ToolRunner.run(["atom", server.baseURL + "/events"])
            #expect(outcome.status == 0)
            let objects = try outcome.lines.map {
                try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:]
            }
            #expect(objects.first?["object"] as? String == "feed")
            #expect(objects.first?["entryCount"] as? Int == 4)
            #expect(objects.dropFirst().map { $0["id"] as? String } == ["a", "b", "c", "d"])
            let counted = try await ToolRunner.run(["atom", "--count", server.baseURL + "/events"])
            #expect(counted.out == "4\n")
            let limited = try await ToolRunner.run(["atom", "--max-pages", "2", server.baseURL + "/events"])
            #expect(limited.status != 0)
            #expect(limited.err == "xylem: more than 2 pages: \(server.baseURL)/events/2\n")
        }
    }

    @Test("xylem atom URL reads an entry document", .enabled(if: ToolRunner.program != nil))
    func atomEntry() async throws {
        let entry = #"<entry xmlns="http://www.w3.org/2005/Atom"><id>solo</id><title>Alone</title></entry>"#
        try await LoopbackServer.answering({ _ in .document(entry, type: "application/atom+xml") }) { server in
            let outcome = try await ToolRunner.run(["atom", server.baseURL + "/entry"])
            #expect(outcome.status == 0)
            #expect(outcome.lines.count == 1)
            #expect(outcome.out.contains(#""id":"solo""#))
        }
    }

    @Test("xylem atom URL stops a loop of next links with an error", .enabled(if: ToolRunner.program != nil))
    func atomLoop() async throws {
        try await LoopbackServer.answering({ request in
            .document(ReaderFixtures.atomPage(ids: [request.uri], next: request.uri == "/one" ? "two" : "one"))
        }) { server in
            let outcome = try await ToolRunner.run(["atom", server.baseURL + "/one"])
            #expect(outcome.status != 0)
            #expect(outcome.out == "")
            #expect(outcome.err == "xylem: next links loop back to \(server.baseURL)/one: \(server.baseURL)/two\n")
        }
    }

    @Test(
        "a failed fetch exits with a failure naming the status and the URL", .enabled(if: ToolRunner.program != nil),
        arguments: ["feed", "atom"])
    func notFound(command: String) async throws {
        try await LoopbackServer.answering({ _ in .status(.notFound) }) { server in
            let url = server.baseURL + "/gone.xml"
            let outcome = try await ToolRunner.run([command, url])
            #expect(outcome.status != 0)
            #expect(outcome.out == "")
            #expect(outcome.err == "xylem: HTTP 404 Not Found for \(url)\n")
        }
    }

    @Test(
        "--cache: a second run sends the validators, is answered 304 and prints the same lines",
        .enabled(if: ToolRunner.program != nil), arguments: ["feed", "atom"])
    func cache(command: String) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("xylem-cache-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let etag = "\"rev-7\""
        let document =
            command == "feed" ? Self.podcast : ReaderFixtures.atomPage(ids: ["x", "y"], next: nil)
        let answered304 = Atomic(0)
        try await LoopbackServer.answering({ request in
            if request.headers["If-None-Match"].contains(etag) {
                answered304.add(1, ordering: .relaxed)
                return .status(.notModified, headers: ["ETag": etag])
            }
            return .document(document, type: "application/xml", headers: ["ETag": etag])
        }) { server in
            let url = server.baseURL + "/doc.xml"
            let first = try await ToolRunner.run([command, "--cache", directory.path, url])
            let second = try await ToolRunner.run([command, "--cache", directory.path, url])
            #expect(first.status == 0)
            #expect(second.status == 0)
            #expect(!first.out.isEmpty)
            #expect(second.out == first.out)
            #expect(server.requests.map { $0.headers["If-None-Match"] } == [[], [etag]])
            #expect(answered304.load(ordering: .relaxed) == 1)
        }
    }
}
