// A small Google Data server for the write tests, on the loopback server: it keeps entries with
// ETags, answers POST, PUT and DELETE with If-Match checked (412 with its current entry when the
// ETag is stale), answers batch feeds, and keeps every entry it was sent, read as `Entry`.

import NIOHTTP1
import Synchronization
import Xylem
import XylemAtom

/// Entries of type `Entry` kept the way a Google Data feed keeps them, with the handler that
/// serves them: `POST /feed` inserts, `PUT` and `DELETE /entries/N` write, `POST /batch` runs a
/// batch. Ids are `urn:test:N`, edit links `http://HOST/entries/N`, ETags `"v1"`, `"v2"`, …
final class GDataTestServer<Entry: AtomEntryProtocol>: Sendable {
    private struct State {
        var entries: [String: Entry] = [:]  // by path: /entries/N
        var nextNumber = 1
        var nextVersion = 1
        var received: [Entry] = []
    }

    private let state = Mutex(State())

    /// Every entry the server was sent, read with `Entry`'s description, in order (batch
    /// entries included).
    var received: [Entry] { state.withLock { $0.received } }

    /// The entry kept at `path`.
    func entry(at path: String) -> Entry? { state.withLock { $0.entries[path] } }

    /// Answers `request`.
    @Sendable func handle(_ request: LoopbackRequest, _ responder: LoopbackResponder) async throws {
        let origin = "http://" + (request.header("Host") ?? "127.0.0.1")
        switch (request.method, request.path) {
        case ("POST", "/feed"):
            let stored = try store(try receive(request.body), at: nil, origin: origin)
            try await respond(responder, status: .created, with: stored)
        case ("POST", "/batch"):
            try await responder.respond(headers: Self.atomHeaders, body: try batch(request.body, origin: origin))
        case ("PUT", _), ("DELETE", _):
            try await write(request, responder, origin: origin)
        default:
            try await responder.respond(status: .notFound)
        }
    }

    private func write(_ request: LoopbackRequest, _ responder: LoopbackResponder, origin: String) async throws {
        guard let current = entry(at: request.path) else {
            return try await responder.respond(status: .notFound)
        }
        if let ifMatch = request.header("If-Match"), ifMatch != "*", ifMatch != current.entry.etag {
            return try await respond(responder, status: .preconditionFailed, with: current)
        }
        if request.method == "DELETE" {
            state.withLock { _ = $0.entries.removeValue(forKey: request.path) }
            return try await responder.respond()
        }
        let stored = try store(try receive(request.body), at: request.path, origin: origin)
        try await respond(responder, status: .ok, with: stored)
    }

    /// Reads a sent entry and keeps it among ``received``.
    private func receive(_ body: [UInt8]) throws -> Entry {
        let entry = try XMLReader().read(Entry.self, from: .bytes(body))
        state.withLock { $0.received.append(entry) }
        return entry
    }

    /// Stores `entry` at `path` (a new one for nil) with a new ETag, id and edit link.
    private func store(_ entry: Entry, at path: String?, origin: String) throws -> Entry {
        state.withLock { state in
            var entry = entry
            let path = path ?? "/entries/\(state.nextNumber)"
            if state.entries[path] == nil { state.nextNumber += 1 }
            entry.entry.id = "urn:test:" + path.split(separator: "/").last!
            entry.entry.links.removeAll { $0.rel == AtomLinkRelation.edit }
            entry.entry.links.append(AtomLink(rel: AtomLinkRelation.edit, href: origin + path))
            entry.entry.etag = "\"v\(state.nextVersion)\""
            state.nextVersion += 1
            entry.batchID = nil
            entry.batchOperation = nil
            state.entries[path] = entry
            return entry
        }
    }

    /// Runs the operations of a batch feed and writes the result feed.
    private func batch(_ body: [UInt8], origin: String) async throws -> [UInt8] {
        var results: [Entry] = []
        for try await sent in XMLReader().records(Entry.self, at: AtomKinds.feedEntries, from: .bytes(body)) {
            state.withLock { $0.received.append(sent) }
            var (result, code, reason) = try run(sent, origin: origin)
            result.batchID = sent.batchID
            result.batchOperation = sent.batchOperation
            var batchStatus = BatchStatus()
            batchStatus.code = String(code)
            batchStatus.reason = reason
            result.batchStatus = batchStatus
            results.append(result)
        }
        var writer = XMLWriter(to: XMLMemorySink())
        try writer.startDocument()
        try writer.writeStart(AtomFeed())
        for result in results { try writer.write(result) }
        try writer.endElement()
        try writer.finish()
        return writer.sink.bytes
    }

    /// Runs one batch operation: the result's entry, status and reason.
    private func run(_ sent: Entry, origin: String) throws -> (Entry, Int, String) {
        let href = sent.entry.links.link(rel: AtomLinkRelation.edit)?.href
        let path = href.map { String($0.dropFirst(origin.count)) }
        let current = path.flatMap(entry(at:))
        switch sent.batchOperation?.type {
        case "insert":
            return (try store(sent, at: nil, origin: origin), 201, "Created")
        case "query":
            guard let current else { return (sent, 404, "Not Found") }
            return (current, 200, "Success")
        case "update", "delete":
            guard let current, let path else { return (sent, 404, "Not Found") }
            guard sent.entry.etag == nil || sent.entry.etag == current.entry.etag else {
                return (current, 412, "Conflict")
            }
            if sent.batchOperation?.type == "update" {
                return (try store(sent, at: path, origin: origin), 200, "Success")
            }
            state.withLock { _ = $0.entries.removeValue(forKey: path) }
            return (sent, 200, "Success")
        default:
            return (sent, 400, "Bad Request")
        }
    }

    private func respond(_ responder: LoopbackResponder, status: HTTPResponseStatus, with entry: Entry) async throws {
        var headers = Self.atomHeaders
        if let etag = entry.entry.etag { headers.add(name: "ETag", value: etag) }
        try await responder.respond(status: status, headers: headers, body: Array(try entry.xmlString().utf8))
    }

    private static var atomHeaders: HTTPHeaders { ["Content-Type": "application/atom+xml; charset=UTF-8"] }
}
