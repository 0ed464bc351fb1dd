// A Google Data client on the fetcher: the requests its writes share (the protocol version,
// Atom bodies written from an entry's description, no caching) and reading the entries answered.

import NIOHTTP1
import Xylem
import XylemAtom

/// Writes entries to Google Data feeds through an ``HTTPFetcher``: insert, update and delete with
/// optimistic concurrency, and batches.
///
/// ```swift
/// let service = GDataService(fetcher: fetcher)
/// var event = try await service.insert(newEvent, into: calendarFeedURL)
/// event.entry.title = AtomText("Moved")
/// event = try await service.update(event)
/// try await service.delete(event)
/// ```
///
/// Every method is generic over the entry type: `AtomEntry`, or a kind type such as
/// `CalendarEvent`. The entry is written with its type's description and the server's
/// answer is read with the same one, so that the extensions of the kind survive the round trip.
///
/// Writes go through ``HTTPFetcher/fetch(_:)`` with its retry policy: `PUT` and `DELETE` are
/// idempotent and may be sent again after a failure; `POST` (an insert, a batch) is not.
public struct GDataService: Sendable {
    /// The fetcher requests go through (with its authorizer, timeouts and retries).
    public var fetcher: HTTPFetcher
    /// The `GData-Version` header sent with every request; `"2"` by default (the version with
    /// ETags); nil sends none.
    public var protocolVersion: String? = "2"
    /// Reads the server's answers; its `options.encoding` is overridden by a
    /// response's `charset`.
    public var reader = XMLReader()
    /// The most bytes of a 412 response read for ``GDataConflictError``. 16 MiB by default.
    public var maxConflictBodyLength = 16 << 20

    /// A service that sends its requests through `fetcher`.
    public init(fetcher: HTTPFetcher) {
        self.fetcher = fetcher
    }

    /// The media type of Atom documents, sent as the `Content-Type` of entries and batch feeds.
    static let atomMediaType = "application/atom+xml"

    /// Sends a write: an Atom body if any, `If-Match` if any, never from or into the cache; a
    /// 412 is returned as a response when `acceptsConflict`, so that its entry can be read.
    func send(
        _ method: HTTPMethod, to url: String, body: [UInt8]?, ifMatch: String?, expectsBody: Bool,
        acceptsConflict: Bool = true
    ) async throws -> HTTPFetchResponse {
        var request = HTTPFetchRequest(url: url, method: method, body: body)
        if body != nil { request.headers.add(name: "Content-Type", value: Self.atomMediaType) }
        if let protocolVersion { request.headers.add(name: "GData-Version", value: protocolVersion) }
        if let ifMatch { request.headers.add(name: "If-Match", value: ifMatch) }
        request.usesCache = false
        request.expectsXML = expectsBody
        if acceptsConflict { request.acceptedStatuses = [412] }
        return try await fetcher.fetch(request)
    }

    /// Throws ``GDataConflictError`` when `response` is a 412, with the entry its body holds.
    func checkConflict<Entry: AtomEntryProtocol>(
        _ response: HTTPFetchResponse, as type: Entry.Type, sentETag: String?
    ) async throws {
        guard response.status == 412 else { return }
        let body = try await response.body.collect(upTo: maxConflictBodyLength).bytes
        let current = try? responseReader(for: response).read(Entry.self, from: .bytes(body))
        throw GDataConflictError(
            current: current, body: body, status: response.status, headers: response.headers, url: response.url,
            sentETag: sentETag)
    }

    /// Reads the response's body as one `Entry`, as it arrives.
    func readEntry<Entry: AtomEntryProtocol>(_ type: Entry.Type, from response: HTTPFetchResponse) async throws
        -> Entry
    {
        do {
            return try await responseReader(for: response).read(Entry.self, from: response.body)
        } catch let error as XMLReadError {
            throw GDataWriteError(.unreadableResponse(reason: error.description), url: response.url)
        }
    }

    /// The reader for `response`: this service's, with the response's `charset` if it has one.
    func responseReader(for response: HTTPFetchResponse) -> XMLReader {
        var reader = self.reader
        if let charset = response.charset { reader.options.encoding = charset }
        return reader
    }

    /// A UTF-8 document, with its XML declaration, of what `write` writes.
    static func document(_ write: (inout XMLWriter<XMLMemorySink>) throws -> Void) throws -> [UInt8] {
        var writer = XMLWriter(to: XMLMemorySink())
        try writer.startDocument()
        try write(&writer)
        try writer.finish()
        return writer.sink.bytes
    }
}
