// Redirects: followed to the final URL (the base of relative links), bounded, relative locations
// resolved, methods changed as RFC 9110 says, credentials kept to their origin.

import NIOHTTP1
import Testing

@testable import XylemHTTP

@Suite struct FetcherRedirectTests {
    @Test func redirectsAreFollowedToTheFinalURL() async throws {
        try await LoopbackServer.with({ request, responder in
            switch request.path {
            case "/old": try await responder.respond(status: .movedPermanently, headers: ["Location": "/moved/feed"])
            case "/moved/feed": try await responder.respond(status: .found, headers: ["Location": "final.xml?x=1"])
            default: try await responder.respond(headers: ["Content-Type": "application/rss+xml"], body: "<rss/>")
            }
        }) { server in
            try await withFetcher { fetcher in
                let response = try await fetcher.fetch(HTTPFetchRequest(url: server.url("old")))
                #expect(response.url == server.url("moved/final.xml?x=1"))
                #expect(response.redirects == [server.url("old"), server.url("moved/feed")])
                #expect(try await bodyText(response) == "<rss/>")
                #expect(server.requests.map(\.uri) == ["/old", "/moved/feed", "/moved/final.xml?x=1"])
            }
        }
    }

    @Test func aLoopOfRedirectsStopsAtTheLimit() async throws {
        try await LoopbackServer.with({ request, responder in
            let next = request.path == "/a" ? "/b" : "/a"
            try await responder.respond(status: .temporaryRedirect, headers: ["Location": next])
        }) { server in
            try await withFetcher({ $0.maxRedirects = 5 }) { fetcher in
                let error = await #expect(throws: HTTPFetchError.self) {
                    _ = try await fetcher.fetch(HTTPFetchRequest(url: server.url("a")))
                }
                #expect(error?.kind == .tooManyRedirects(5))
                #expect(server.requests.count == 6)
            }
        }
    }

    @Test func seeOtherTurnsAPostIntoAGetAnd307KeepsIt() async throws {
        try await LoopbackServer.with({ request, responder in
            switch request.path {
            case "/post-see-other": try await responder.respond(status: .seeOther, headers: ["Location": "/result"])
            case "/post-307": try await responder.respond(status: .temporaryRedirect, headers: ["Location": "/result"])
            default: try await responder.respond(body: request.method + " " + request.bodyText)
            }
        }) { server in
            try await withFetcher { fetcher in
                let body = Array("<entry/>".utf8)
                let seeOther = try await fetcher.fetch(
                    HTTPFetchRequest(url: server.url("post-see-other"), method: .POST, body: body))
                #expect(try await bodyText(seeOther) == "GET ")
                let kept = try await fetcher.fetch(
                    HTTPFetchRequest(url: server.url("post-307"), method: .POST, body: body))
                #expect(try await bodyText(kept) == "POST <entry/>")
            }
        }
    }

    @Test func credentialsAreNotSentToAnotherOrigin() async throws {
        try await LoopbackServer.with({ _, responder in
            try await responder.respond(body: "<elsewhere/>")
        }) { other in
            try await LoopbackServer.with({ _, responder in
                try await responder.respond(status: .found, headers: ["Location": other.url("feed")])
            }) { server in
                try await withFetcher({ $0.authorizer = BearerTokenAuthorizer { "t0ken" } }) { fetcher in
                    var request = HTTPFetchRequest(url: server.url("feed"))
                    request.headers.add(name: "Cookie", value: "session=1")
                    let response = try await fetcher.fetch(request)
                    #expect(try await bodyText(response) == "<elsewhere/>")
                    #expect(server.requests.first?.header("Authorization") == "Bearer t0ken")
                    #expect(server.requests.first?.header("Cookie") == "session=1")
                    #expect(other.requests.first?.header("Authorization") == nil)
                    #expect(other.requests.first?.header("Cookie") == nil)
                }
            }
        }
    }

    @Test func aRedirectWithoutLocationIsAnError() async throws {
        try await LoopbackServer.with({ _, responder in
            try await responder.respond(status: .movedPermanently)
        }) { server in
            try await withFetcher { fetcher in
                let error = await #expect(throws: HTTPFetchError.self) {
                    _ = try await fetcher.fetch(HTTPFetchRequest(url: server.url("feed")))
                }
                #expect(error?.kind == .badRedirect(location: nil))
            }
        }
    }
}
