// Bodies read as they arrive: the first records are handed over while the rest of the body is
// held back by the server (which sends it only once the test has a record: a reader that waited
// for the whole body would never finish), and a body cut off fails after the records before it.
// The time limits catch such a hang; they are generous because the whole suite shares two cores
// and the fuzzers beside these tests can hold them for over a minute under a sanitizer.

import Foundation
import NIOHTTP1
import Testing
import XylemAtom
import XylemFeeds
import XylemHTTP

@Suite("Bodies read while they arrive")
struct StreamingBodyTests {
    typealias Response = ReaderResponse

    /// A response sending `first`, then waiting for `resume`, then sending `rest`, without a
    /// length (chunked).
    static func stalling(_ first: String, until resume: TestSignal, then rest: String, type: String) -> Response {
        Response(
            status: .ok, headers: ["Content-Type": type],
            parts: [.bytes(Array(first.utf8)), .wait { await resume.wait() }, .bytes(Array(rest.utf8))])
    }

    /// A response declaring the length of `whole` but sending only its first `sent` bytes.
    static func cut(_ whole: String, after sent: Int, type: String) -> Response {
        let bytes = Array(whole.utf8)
        return Response(
            status: .ok, headers: ["Content-Type": type, "Content-Length": String(bytes.count)],
            parts: [.bytes(Array(bytes.prefix(sent))), .cut])
    }

    @Test("records arrive before a stalled body goes on", .timeLimit(.minutes(5)))
    func recordsBeforeStall() async throws {
        let document = ReaderFixtures.atomPage(ids: ["1", "2", "3"], next: nil)
        let half = document.range(of: "<entry><id>3")!.lowerBound
        let resume = TestSignal()
        try await LoopbackServer.answering({ _ in
            Self.stalling(
                String(document[..<half]), until: resume, then: String(document[half...]), type: "application/atom+xml")
        }) { server in
            try await ReaderFixtures.withFetcher { fetcher in
                var ids: [String] = []
                for try await entry in fetcher.records(
                    AtomEntryRecord.self, at: AtomEntryRecord.path, from: server.baseURL + "/feed")
                {
                    ids.append(entry.id)
                    if ids.count == 1 { resume.fire() }
                }
                #expect(ids == ["1", "2", "3"])
            }
        }
    }

    @Test("feed items arrive from the reader's thread before a stalled body goes on", .timeLimit(.minutes(5)))
    func feedItemsBeforeStall() async throws {
        let document = ReaderFixtures.rssPage(guids: ["1", "2", "3"], next: nil)
        let half = document.range(of: "<item><guid isPermaLink=\"false\">3")!.lowerBound
        let resume = TestSignal()
        try await LoopbackServer.answering({ _ in
            Self.stalling(
                String(document[..<half]), until: resume, then: String(document[half...]), type: "application/rss+xml")
        }) { server in
            try await ReaderFixtures.withFetcher { fetcher in
                var guids: [String] = []
                for try await item in fetcher.feedItems(from: server.baseURL + "/feed") {
                    guids.append(item.id ?? "")
                    if guids.count == 1 { resume.fire() }
                }
                #expect(guids == ["1", "2", "3"])
            }
        }
    }

    @Test("Atom entries arrive from the reader's thread before a stalled body goes on", .timeLimit(.minutes(5)))
    func atomEntriesBeforeStall() async throws {
        let document = ReaderFixtures.atomPage(ids: ["1", "2", "3"], next: nil)
        let half = document.range(of: "<entry><id>3")!.lowerBound
        let resume = TestSignal()
        try await LoopbackServer.answering({ _ in
            Self.stalling(
                String(document[..<half]), until: resume, then: String(document[half...]), type: "application/atom+xml")
        }) { server in
            try await ReaderFixtures.withFetcher { fetcher in
                var ids: [String] = []
                for try await entry in fetcher.atomEntries(from: server.baseURL + "/feed") {
                    ids.append(entry.entry.id ?? "")
                    if ids.count == 1 { resume.fire() }
                }
                #expect(ids == ["1", "2", "3"])
            }
        }
    }

    @Test("a feed cut off mid-item fails with the truncation after the items before it, though the reader repairs")
    func truncatedFeed() async throws {
        let document = ReaderFixtures.rssPage(guids: ["1", "2", "3"], next: nil)
        let sent = document.range(of: "<title>Item 3")!.upperBound.utf16Offset(in: document)
        try await LoopbackServer.answering({ _ in
            Self.cut(document, after: sent, type: "application/rss+xml")
        }) { server in
            try await ReaderFixtures.withFetcher { fetcher in
                var guids: [String] = []
                var failure: (any Error)?
                do {
                    for try await item in fetcher.feedItems(from: server.baseURL + "/feed") {
                        guids.append(item.id ?? "")
                    }
                } catch {
                    failure = error
                }
                // The default reader repairs a truncated document; the cut body is still an error.
                #expect(guids == ["1", "2"])
                #expect(ReaderFixtures.fetchErrorKind(failure) == .truncatedBody(received: sent))
            }
        }
    }

    @Test("records of a body cut off come before the truncation error")
    func truncatedRecords() async throws {
        let document = ReaderFixtures.atomPage(ids: ["1", "2", "3"], next: nil)
        let sent = document.range(of: "<title>Entry 3")!.upperBound.utf16Offset(in: document)
        try await LoopbackServer.answering({ _ in
            Self.cut(document, after: sent, type: "application/atom+xml")
        }) { server in
            try await ReaderFixtures.withFetcher { fetcher in
                var ids: [String] = []
                var failure: (any Error)?
                do {
                    for try await entry in fetcher.records(
                        AtomEntryRecord.self, at: AtomEntryRecord.path, from: server.baseURL + "/feed")
                    {
                        ids.append(entry.id)
                    }
                } catch {
                    failure = error
                }
                #expect(ids == ["1", "2"])
                #expect(ReaderFixtures.fetchErrorKind(failure) == .truncatedBody(received: sent))
            }
        }
    }

    @Test("breaking out of the items stops the read and lets the fetcher shut down", .timeLimit(.minutes(5)))
    func stopEarly() async throws {
        let resume = TestSignal()
        let document = ReaderFixtures.rssPage(guids: ["1", "2"], next: nil)
        try await LoopbackServer.answering({ _ in
            // The rest never comes unless the read is abandoned and the server stopped.
            Self.stalling(document, until: resume, then: "", type: "application/rss+xml")
        }) { server in
            try await ReaderFixtures.withFetcher { fetcher in
                var first: String?
                for try await item in fetcher.feedItems(from: server.baseURL + "/feed") {
                    first = item.id
                    break
                }
                #expect(first == "1")
            }
        }
        resume.fire()
    }
}
