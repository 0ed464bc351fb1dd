// The URLSession recipe reads against a local server: every entry of a feed that arrives in small pieces,
// the encoding a response declares, and the errors a caller must be able to tell apart (a failed
// status, a broken document).

import Foundation
import HTTPReading
import Testing
import Xylem

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The way of reading a URL's records that the example shows (AsyncHTTPClient's is the
/// XylemHTTP module of the package itself).
enum Client: String, CaseIterable, CustomTestStringConvertible {
    case urlSession

    var testDescription: String { rawValue }

    func headlines(_ url: String) async throws -> [Headline] {
        var headlines: [Headline] = []
        for try await headline in URLSession.xmlRecords(Headline.self, at: Headline.entries, from: URL(string: url)!) {
            headlines.append(headline)
        }
        return headlines
    }
}

/// An Atom feed with one entry per title, written by hand (not by Xylem's writer).
func atomFeed(titles: [String], encodingDeclaration: String = "UTF-8") -> String {
    var feed = """
        <?xml version="1.0" encoding="\(encodingDeclaration)"?>
        <feed xmlns="http://www.w3.org/2005/Atom"><title>Test feed</title>

        """
    for (index, title) in titles.enumerated() {
        let escaped = title.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        feed += """
              <entry><id>urn:entry:\(index)</id><title> \(escaped) </title>\
            <link rel="alternate" href="https://example.com/\(index)"/><updated>2024-05-0\(index % 9 + 1)T10:00:00Z</updated></entry>

            """
    }
    return feed + "</feed>\n"
}

@Suite("Reading records over HTTP")
struct HTTPReadingTests {
    static let titles = (0..<1_500).map { "Entry \($0) — ünïcödé & <markup>" }

    @Test("every entry of a feed sent in 97-byte pieces arrives, in order", arguments: Client.allCases)
    func wholeFeed(client: Client) async throws {
        let feed = CannedResponse(body: Array(atomFeed(titles: Self.titles).utf8))
        let headlines = try await FeedServer.with(["/feed.xml": feed]) { server in
            try await client.headlines(server.url("/feed.xml"))
        }

        #expect(headlines.map(\.title) == Self.titles)
        #expect(headlines.map(\.id) == Self.titles.indices.map { "urn:entry:\($0)" })
        // `date -u -d 2024-05-04T10:00:00Z +%s`
        #expect(headlines[3].updated == Date(timeIntervalSince1970: 1_714_816_800))
    }

    @Test("the charset of the Content-Type header is the document's encoding", arguments: Client.allCases)
    func charsetFromHeader(client: Client) async throws {
        // Latin-1 bytes under a declaration that claims UTF-8: the header is what counts (RFC 7303).
        let latin1 = atomFeed(titles: ["café", "naïve"]).data(using: .isoLatin1)!
        let response = CannedResponse(contentType: "application/atom+xml; charset=ISO-8859-1", body: Array(latin1))
        let headlines = try await FeedServer.with(["/latin1.xml": response]) { server in
            try await client.headlines(server.url("/latin1.xml"))
        }

        #expect(headlines.map(\.title) == ["café", "naïve"])
    }

    @Test("a failed status is an HTTPStatusError, and the body is not read", arguments: Client.allCases)
    func failedStatus(client: Client) async throws {
        let error = try await FeedServer.with([:]) { server in
            await #expect(throws: HTTPStatusError.self) {
                _ = try await client.headlines(server.url("/missing.xml"))
            }
        }
        #expect(error?.status == 404)
    }

    @Test("a document cut short ends the read with a malformed-XML error", arguments: Client.allCases)
    func truncatedDocument(client: Client) async throws {
        let feed = Array(atomFeed(titles: ["one", "two", "three"]).utf8)
        let cut = CannedResponse(body: Array(feed.prefix(feed.count - 30)))
        let error = try await FeedServer.with(["/cut.xml": cut]) { server in
            await #expect(throws: XMLReadError.self) {
                _ = try await client.headlines(server.url("/cut.xml"))
            }
        }
        guard case .malformed = error?.kind else {
            Issue.record("expected a malformed-XML error, got \(String(describing: error))")
            return
        }
    }
}
