// Google Data batches: the feed of operations sent (each entry read back by the server as sent,
// with its batch id, operation and ETag), and the results read per operation, statuses mixed.

import NIOHTTP1
import Testing
import Xylem
import XylemAtom
import XylemHTTP

@Suite struct GDataBatchTests {
    /// `entry` as a batch sends it: with its id and operation, and the ETag given.
    private func marked(_ entry: CalendarEvent, _ id: String, _ type: String, etag: String?) -> CalendarEvent {
        var entry = entry
        entry.batchID = id
        entry.batchOperation = BatchOperation(type: type)
        entry.entry.etag = etag
        return entry
    }

    @Test func operationsWithMixedStatusesAreReadPerOperation() async throws {
        try await withGDataServer(of: CalendarEvent.self) { store, server, service in
            let first = try await service.insert(lunch("First"), into: server.url("/feed"))  // v1
            let second = try await service.insert(lunch("Second"), into: server.url("/feed"))  // v2
            var moved = first
            moved.entry.title = AtomText("First, moved")
            _ = try await service.update(moved)  // v3: `first` is now stale
            var missing = lunch("Missing")
            missing.entry.links = [AtomLink(rel: "edit", href: server.url("/entries/99"))]
            var stale = first
            stale.entry.title = AtomText("First, stale")
            let sentBefore = store.received.count

            let results = try await service.batch(
                [
                    .insert(lunch("Third"), id: "add"),
                    .update(stale, id: "change"),
                    .delete(second, id: "drop"),
                    .query(missing, id: "find"),
                    .query(first, id: "read"),
                ], to: server.url("/batch"))

            let request = try #require(server.requests(for: "/batch").first)
            #expect(request.method == "POST")
            #expect(request.header("Content-Type") == "application/atom+xml")
            #expect(
                Array(store.received.dropFirst(sentBefore)) == [
                    marked(lunch("Third"), "add", "insert", etag: nil),
                    marked(stale, "change", "update", etag: "\"v1\""),
                    marked(second, "drop", "delete", etag: "\"v2\""),
                    marked(missing, "find", "query", etag: nil),
                    marked(first, "read", "query", etag: "\"v1\""),
                ])

            #expect(results.map(\.id) == ["add", "change", "drop", "find", "read"])
            #expect(results.map(\.type) == [.insert, .update, .delete, .query, .query])
            #expect(results.map(\.status) == [201, 412, 200, 404, 200])
            #expect(results.map(\.reason) == ["Created", "Conflict", "Success", "Not Found", "Success"])
            #expect(results.map(\.succeeded) == [true, false, true, false, true])

            let added = try #require(results.result(for: "add"))
            #expect(added.entry.entry.id == "urn:test:3")
            #expect(added.entry.entry.etag == "\"v4\"")
            #expect(added.entry.when == lunch().when)
            // A conflict's result holds the entry as the server has it.
            #expect(results.result(for: "change")?.entry.entry.title?.text == "First, moved")
            #expect(results.result(for: "read")?.entry.entry.etag == "\"v3\"")
            #expect(store.entry(at: "/entries/2") == nil)
        }
    }

    @Test func aResponseIsReadPerEntryWithStatusDetails() async throws {
        let response = """
            <?xml version="1.0" encoding="UTF-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom" xmlns:batch="http://schemas.google.com/gdata/batch"
                  xmlns:gd="http://schemas.google.com/g/2005">
              <entry gd:etag='"new"'>
                <batch:id>one</batch:id>
                <batch:operation type="insert"/>
                <batch:status code="201" reason="Created"/>
                <id>urn:x:1</id>
                <title>Inserted</title>
              </entry>
              <entry>
                <batch:id>two</batch:id>
                <batch:operation type="update"/>
                <batch:status code="400" reason="Bad Request" content-type="text/plain">Title is required</batch:status>
                <id>urn:x:2</id>
              </entry>
              <entry>
                <batch:status code="500" reason="Internal Error"/>
              </entry>
            </feed>
            """
        try await LoopbackServer.with({ _, responder in
            try await responder.respond(headers: ["Content-Type": "application/atom+xml"], body: response)
        }) { server in
            try await withFetcher { fetcher in
                let results = try await GDataService(fetcher: fetcher).batch(
                    [.insert(AtomEntry(), id: "one")], to: server.url("/batch"))
                #expect(results.map(\.id) == ["one", "two", nil])
                #expect(results.map(\.type) == [.insert, .update, nil])
                #expect(results.map(\.status) == [201, 400, 500])
                #expect(results.map(\.reason) == ["Created", "Bad Request", "Internal Error"])
                #expect(results.map(\.details) == [nil, "Title is required", nil])
                #expect(results.map(\.entry.id) == ["urn:x:1", "urn:x:2", nil])
                #expect(results.first?.entry.etag == "\"new\"")
                #expect(results.first?.entry.title?.text == "Inserted")
            }
        }
    }

    @Test func emptyOrRepeatedIdsAreRefusedBeforeSending() async throws {
        try await withGDataServer(of: CalendarEvent.self) { _, server, service in
            for ids in [["a", "a"], ["a", ""]] {
                let error = try await #require(throws: GDataWriteError.self) {
                    try await service.batch(ids.map { .insert(lunch(), id: $0) }, to: server.url("/batch"))
                }
                #expect(error.kind == .invalidBatchID(ids[1]))
                #expect(error.url == server.url("/batch"))
            }
            #expect(server.requests.isEmpty)
        }
    }

    @Test func aBatchUpdateWithAWeakETagIsRefusedAndUnconditionalSendsNone() async throws {
        try await withGDataServer(of: CalendarEvent.self) { store, server, service in
            var event = try await service.insert(lunch(), into: server.url("/feed"))
            event.entry.etag = "W/\"weak\""
            let error = try await #require(throws: GDataWriteError.self) {
                try await service.batch([.update(event, id: "u")], to: server.url("/batch"))
            }
            #expect(error.kind == .weakETag("W/\"weak\""))
            #expect(server.requests(for: "/batch").isEmpty)

            let results = try await service.batch(
                [.update(event, id: "u", precondition: .unconditional)], to: server.url("/batch"))
            #expect(store.received.last?.entry.etag == nil)
            #expect(results.map(\.status) == [200])
            #expect(results.first?.entry.entry.etag == "\"v2\"")
        }
    }
}
