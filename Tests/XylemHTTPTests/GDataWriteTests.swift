// Google Data writes against a server that keeps entries with ETags: what is sent (method, URL,
// If-Match, the body read back as the entry), what comes back, and the conflicts and refusals.

import NIOHTTP1
import Testing
import Xylem
import XylemAtom
import XylemHTTP

/// Runs `body` with a Google Data server of `Entry`s on the loopback and a service to talk to it.
func withGDataServer<Entry: AtomEntryProtocol, T>(
    of type: Entry.Type,
    _ body: (GDataTestServer<Entry>, LoopbackServer, GDataService) async throws -> T
) async throws -> T {
    let store = GDataTestServer<Entry>()
    return try await LoopbackServer.with(store.handle) { server in
        try await withFetcher { fetcher in
            try await body(store, server, GDataService(fetcher: fetcher))
        }
    }
}

/// A calendar event with a title and a time, as a client makes one.
func lunch(_ title: String = "Lunch") -> CalendarEvent {
    var event = CalendarEvent()
    event.entry.title = AtomText(title)
    var when = GDWhen()
    when.startTime = "2009-03-05T12:00:00.000Z"
    when.endTime = "2009-03-05T13:00:00.000Z"
    event.when = [when]
    return event
}

@Suite struct GDataWriteTests {
    @Test func insertPostsTheEntryAndReturnsTheServersEntry() async throws {
        try await withGDataServer(of: CalendarEvent.self) { store, server, service in
            let sent = lunch()
            let created = try await service.insert(sent, into: server.url("/feed"))

            let request = try #require(server.requests(for: "/feed").first)
            #expect(request.method == "POST")
            #expect(request.header("Content-Type") == "application/atom+xml")
            #expect(request.header("GData-Version") == "2")
            #expect(request.header("If-Match") == nil)
            #expect(store.received == [sent])

            #expect(created.entry.id == "urn:test:1")
            #expect(created.entry.etag == "\"v1\"")
            #expect(created.entry.links.link(rel: "edit")?.href == server.url("/entries/1"))
            #expect(created.entry.title?.text == "Lunch")
            #expect(created.when.first?.startTime == "2009-03-05T12:00:00.000Z")
            #expect(created.when == sent.when)
        }
    }

    @Test func aGenericAtomEntryRoundTripsToo() async throws {
        try await withGDataServer(of: AtomEntry.self) { store, server, service in
            var sent = AtomEntry()
            sent.title = AtomText("Plain")
            sent.content = AtomContent("Some text")
            let created = try await service.insert(sent, into: server.url("/feed"))
            #expect(store.received == [sent])
            #expect(created.content == sent.content)
            #expect(created.etag == "\"v1\"")
        }
    }

    @Test func updatePutsToTheEditLinkWithTheEntrysETag() async throws {
        try await withGDataServer(of: CalendarEvent.self) { store, server, service in
            var event = try await service.insert(lunch(), into: server.url("/feed"))
            event.entry.title = AtomText("Late lunch")
            let updated = try await service.update(event)

            let request = try #require(server.requests(for: "/entries/1").first)
            #expect(request.method == "PUT")
            #expect(request.header("If-Match") == "\"v1\"")
            #expect(request.header("Content-Type") == "application/atom+xml")
            #expect(store.received.last == event)
            #expect(updated.entry.etag == "\"v2\"")
            #expect(updated.entry.title?.text == "Late lunch")
            #expect(store.entry(at: "/entries/1")?.entry.title?.text == "Late lunch")
        }
    }

    @Test func aStaleETagIsAConflictWithTheServersCurrentEntry() async throws {
        try await withGDataServer(of: CalendarEvent.self) { store, server, service in
            let original = try await service.insert(lunch(), into: server.url("/feed"))
            var first = original
            first.entry.title = AtomText("Changed elsewhere")
            _ = try await service.update(first)

            var stale = original
            stale.entry.title = AtomText("Changed here")
            let error = try await #require(throws: GDataConflictError<CalendarEvent>.self) {
                try await service.update(stale)
            }
            #expect(error.status == 412)
            #expect(error.url == server.url("/entries/1"))
            #expect(error.sentETag == "\"v1\"")
            #expect(error.currentETag == "\"v2\"")
            #expect(error.current?.entry.title?.text == "Changed elsewhere")
            #expect(error.current?.when == original.when)
            #expect(store.entry(at: "/entries/1")?.entry.title?.text == "Changed elsewhere")

            // The conflict's entry carries the current ETag: writing it again succeeds.
            var merged = try #require(error.current)
            merged.entry.title = AtomText("Changed here")
            #expect(try await service.update(merged).entry.etag == "\"v3\"")
        }
    }

    @Test func deleteSendsTheETagAndAStaleDeleteIsAConflict() async throws {
        try await withGDataServer(of: CalendarEvent.self) { store, server, service in
            let original = try await service.insert(lunch(), into: server.url("/feed"))
            let updated = try await service.update(original, precondition: .etag("\"v1\""))

            await #expect(throws: GDataConflictError<CalendarEvent>.self) {
                try await service.delete(original)
            }
            #expect(store.entry(at: "/entries/1") != nil)

            try await service.delete(updated)
            let deletes = server.requests(for: "/entries/1").filter { $0.method == "DELETE" }
            #expect(deletes.map { $0.header("If-Match") } == ["\"v1\"", "\"v2\""])
            #expect(deletes.allSatisfy { $0.body.isEmpty })
            #expect(store.entry(at: "/entries/1") == nil)

            let gone = try await #require(throws: HTTPStatusError.self) { try await service.delete(updated) }
            #expect(gone.status == 404)
        }
    }

    @Test func aWeakETagIsNeverSent() async throws {
        try await withGDataServer(of: CalendarEvent.self) { _, server, service in
            var event = lunch()
            event.entry.etag = "W/\"CUUEQX47eCp7ImA9WxRVEkQ.\""
            event.entry.links = [AtomLink(rel: "edit", href: server.url("/entries/1"))]
            let weak = GDataWriteError.Kind.weakETag("W/\"CUUEQX47eCp7ImA9WxRVEkQ.\"")

            let update = try await #require(throws: GDataWriteError.self) { try await service.update(event) }
            #expect(update.kind == weak)
            #expect(update.url == server.url("/entries/1"))
            let delete = try await #require(throws: GDataWriteError.self) { try await service.delete(event) }
            #expect(delete.kind == weak)
            let given = try await #require(throws: GDataWriteError.self) {
                try await service.update(event, precondition: .etag("W/\"other\""))
            }
            #expect(given.kind == .weakETag("W/\"other\""))
            #expect(server.requests.isEmpty)
        }
    }

    @Test func anEntryWithoutAnETagIsWrittenOnlyUnconditionally() async throws {
        try await withGDataServer(of: CalendarEvent.self) { store, server, service in
            var event = try await service.insert(lunch(), into: server.url("/feed"))
            event.entry.etag = nil
            let error = try await #require(throws: GDataWriteError.self) { try await service.update(event) }
            #expect(error.kind == .missingETag)
            #expect(server.requests(for: "/entries/1").isEmpty)

            let updated = try await service.update(event, precondition: .unconditional)
            let request = try #require(server.requests(for: "/entries/1").first)
            #expect(request.header("If-Match") == nil)
            #expect(updated.entry.etag == "\"v2\"")
            #expect(store.received.last == event)
        }
    }

    @Test func anEntryWithoutAnEditLinkIsNotSent() async throws {
        try await withGDataServer(of: CalendarEvent.self) { _, server, service in
            var event = lunch()
            event.entry.id = "urn:test:orphan"
            event.entry.etag = "\"v1\""
            let error = try await #require(throws: GDataWriteError.self) { try await service.update(event) }
            #expect(error.kind == .missingEditLink)
            #expect(error.url == "urn:test:orphan")
            #expect(server.requests.isEmpty)
        }
    }

    @Test func aConflictWithoutAnEntryKeepsTheBody() async throws {
        try await LoopbackServer.with({ _, responder in
            try await responder.respond(
                status: .preconditionFailed, headers: ["ETag": "\"v9\"", "Content-Type": "text/plain"],
                body: "version mismatch")
        }) { server in
            try await withFetcher { fetcher in
                var event = lunch()
                event.entry.etag = "\"v1\""
                event.entry.links = [AtomLink(rel: "edit", href: server.url("/entries/7"))]
                let error = try await #require(throws: GDataConflictError<CalendarEvent>.self) {
                    try await GDataService(fetcher: fetcher).update(event)
                }
                #expect(error.current == nil)
                #expect(error.body == Array("version mismatch".utf8))
                #expect(error.currentETag == "\"v9\"")
            }
        }
    }

    @Test func anAnswerThatIsNoEntryIsATypedError() async throws {
        try await LoopbackServer.with({ _, responder in
            try await responder.respond(
                status: .created, headers: ["Content-Type": "application/atom+xml"], body: "<entry><title>")
        }) { server in
            try await withFetcher { fetcher in
                let error = try await #require(throws: GDataWriteError.self) {
                    try await GDataService(fetcher: fetcher).insert(lunch(), into: server.url("/feed"))
                }
                guard case .unreadableResponse = error.kind else {
                    Issue.record("expected unreadableResponse, got \(error.kind)")
                    return
                }
                #expect(error.url == server.url("/feed"))
            }
        }
    }

    @Test func aFailedUpdateIsSentAgainButAFailedInsertIsNot() async throws {
        try await LoopbackServer.with({ request, responder in
            if request.sequence == 0 || request.method == "POST" {
                return try await responder.respond(status: .serviceUnavailable)
            }
            try await responder.respond(
                headers: ["Content-Type": "application/atom+xml"], body: "<entry xmlns='http://www.w3.org/2005/Atom'/>")
        }) { server in
            try await withFetcher { fetcher in
                let service = GDataService(fetcher: fetcher)
                var event = lunch()
                event.entry.etag = "\"v1\""
                event.entry.links = [AtomLink(rel: "edit", href: server.url("/entries/1"))]
                _ = try await service.update(event)
                #expect(server.requests(for: "/entries/1").count == 2)

                let error = try await #require(throws: HTTPStatusError.self) {
                    try await service.insert(lunch(), into: server.url("/feed"))
                }
                #expect(error.status == 503)
                #expect(server.requests(for: "/feed").count == 1)
            }
        }
    }
}
