// Statuses and types before a byte is parsed: a failure status is a typed error with the start of
// the body, an HTML page where XML was expected is refused, and a feed served as text/html is not.

import NIOHTTP1
import Testing

@testable import XylemHTTP

@Suite struct FetcherStatusTests {
    static let notFoundPage =
        "<!DOCTYPE html><html><head><title>Not Found</title></head><body>No such feed</body></html>"

    @Test func aNotFoundPageIsAStatusErrorWithTheStartOfItsBody() async throws {
        try await LoopbackServer.with({ _, responder in
            try await responder.respond(
                status: .notFound, headers: ["Content-Type": "text/html"], body: Self.notFoundPage)
        }) { server in
            try await withFetcher { fetcher in
                let error = await #expect(throws: HTTPStatusError.self) {
                    _ = try await fetcher.fetch(HTTPFetchRequest(url: server.url("missing.xml")))
                }
                #expect(error?.status == 404)
                #expect(error?.url == server.url("missing.xml"))
                #expect(error?.headers.first(name: "Content-Type") == "text/html")
                #expect(String(decoding: error?.bodyPrefix ?? [], as: UTF8.self) == Self.notFoundPage)
                #expect(error?.description.contains("HTTP 404 Not Found for \(server.url("missing.xml"))") == true)
                #expect(error?.retries == 0)
            }
        }
    }

    @Test func theErrorKeepsOnlyTheConfiguredPrefixOfALargeBody() async throws {
        let body = [UInt8](repeating: UInt8(ascii: "x"), count: 100_000)
        try await LoopbackServer.with({ _, responder in
            try await responder.respond(status: .forbidden, body: body)
        }) { server in
            try await withFetcher({ $0.errorBodyPrefixLength = 100 }) { fetcher in
                let error = await #expect(throws: HTTPStatusError.self) {
                    _ = try await fetcher.fetch(HTTPFetchRequest(url: server.url("big")))
                }
                #expect(error?.bodyPrefix.count == 100)
            }
        }
    }

    @Test func anHTMLPageWithSuccessIsRefusedWhereXMLIsExpected() async throws {
        try await LoopbackServer.with({ _, responder in
            try await responder.respond(
                headers: ["Content-Type": "text/html; charset=utf-8"], body: "\n  " + Self.notFoundPage)
        }) { server in
            try await withFetcher { fetcher in
                let error = await #expect(throws: HTTPFetchError.self) {
                    _ = try await fetcher.fetch(HTTPFetchRequest(url: server.url("feed")))
                }
                #expect(error?.kind == .htmlInsteadOfXML(mediaType: "text/html"))
                #expect(error?.description.contains("HTML page") == true)
                var request = HTTPFetchRequest(url: server.url("feed"))
                request.expectsXML = false
                let response = try await fetcher.fetch(request)
                #expect(try await bodyText(response) == "\n  " + Self.notFoundPage)
            }
        }
    }

    @Test func aFeedServedAsHTMLIsStillRead() async throws {
        let feed = #"<?xml version="1.0"?><rss version="2.0"><channel><title>T</title></channel></rss>"#
        try await LoopbackServer.with({ _, responder in
            try await responder.respond(headers: ["Content-Type": "text/html"], body: feed)
        }) { server in
            try await withFetcher { fetcher in
                let response = try await fetcher.fetch(HTTPFetchRequest(url: server.url("feed")))
                #expect(response.status == 200)
                #expect(response.mediaType == "text/html")
                #expect(try await bodyText(response) == feed)
            }
        }
    }

    @Test func anAcceptedStatusIsReturnedWithItsBody() async throws {
        try await LoopbackServer.with({ _, responder in
            try await responder.respond(status: .preconditionFailed, headers: ["ETag": "\"v2\""], body: "<entry/>")
        }) { server in
            try await withFetcher { fetcher in
                var request = HTTPFetchRequest(url: server.url("entry"), method: .PUT, body: Array("<entry/>".utf8))
                request.acceptedStatuses = [412]
                let response = try await fetcher.fetch(request)
                #expect(response.status == 412)
                #expect(response.etag == "\"v2\"")
                #expect(try await bodyText(response) == "<entry/>")
            }
        }
    }

    @Test func theCharsetOfContentTypeIsTheResponses() async throws {
        try await LoopbackServer.with({ _, responder in
            try await responder.respond(
                headers: ["Content-Type": "application/xml; charset=\"ISO-8859-1\""], body: "<a/>")
        }) { server in
            try await withFetcher { fetcher in
                let response = try await fetcher.fetch(HTTPFetchRequest(url: server.url("a")))
                #expect(response.charset == "ISO-8859-1")
                #expect(response.mediaType == "application/xml")
                _ = try await bodyBytes(response)
            }
        }
    }

    @Test func anInvalidURLIsRefusedBeforeAnythingIsSent() async throws {
        try await withFetcher { fetcher in
            let error = await #expect(throws: HTTPFetchError.self) {
                _ = try await fetcher.fetch(HTTPFetchRequest(url: "file:///etc/passwd"))
            }
            #expect(error?.kind == .invalidURL)
        }
    }
}
