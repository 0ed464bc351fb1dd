// The failures of Google Data writes that are not HTTP's: a precondition that cannot be sent, an
// entry without the link to write to, an answer that is not an entry, and the conflict of a
// write whose ETag no longer matches, with the server's current entry.

import NIOHTTP1
import XylemAtom

/// A Google Data write that was refused before it was sent, or whose answer could not be read.
public struct GDataWriteError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// The ETag to send in `If-Match` is weak (`W/"…"`). A weak ETag never matches in
        /// `If-Match` (RFC 9110, 13.1.1), so the write is not sent; pass
        /// ``GDataWritePrecondition/unconditional`` or a strong ``GDataWritePrecondition/etag(_:)``.
        case weakETag(String)
        /// The entry has no `gd:etag` and the write asked for the entry's own ETag; pass
        /// ``GDataWritePrecondition/unconditional`` to write without one.
        case missingETag
        /// The entry has no `edit` link with an `href`, so there is nowhere to write it.
        case missingEditLink
        /// A batch operation's id is empty, or another operation of the batch has it too.
        case invalidBatchID(String)
        /// The server's answer could not be read as an entry or a batch feed; `reason` is the
        /// reader's.
        case unreadableResponse(reason: String)
    }

    /// What went wrong.
    public var kind: Kind
    /// The URL written to; for ``Kind/missingEditLink``, the entry's `atom:id` (or empty).
    public var url: String

    /// Creates the error.
    public init(_ kind: Kind, url: String) {
        self.kind = kind
        self.url = url
    }

    /// What went wrong, with the URL, in one line.
    public var description: String {
        let what: String
        switch kind {
        case .weakETag(let etag): what = "refused to send the weak ETag \(etag) as a write precondition"
        case .missingETag: what = "the entry has no gd:etag to send as a write precondition"
        case .missingEditLink: what = "the entry has no edit link to write to"
        case .invalidBatchID(let id): what = "the batch id '\(id)' is empty or not unique"
        case .unreadableResponse(let reason): what = "the server's answer could not be read: \(reason)"
        }
        return url.isEmpty ? what : "\(what): \(url)"
    }
}

/// A conditional write refused with 412 Precondition Failed: the entry changed on the server since
/// its ETag was read. Holds the server's current entry, to merge with and write again.
///
/// ```swift
/// do {
///     event = try await service.update(event)
/// } catch let conflict as GDataConflictError<CalendarEvent> {
///     guard var current = conflict.current else { throw conflict }
///     current.entry.title = event.entry.title
///     event = try await service.update(current)
/// }
/// ```
public struct GDataConflictError<Entry: AtomEntryProtocol>: Error, CustomStringConvertible {
    /// The server's current entry, read from the response with `Entry`'s description; nil when
    /// the response held no entry (see ``body``).
    public var current: Entry?
    /// The response's body, as received (up to ``GDataService/maxConflictBodyLength`` bytes).
    public var body: [UInt8]
    /// The status: 412.
    public var status: Int
    /// The response's headers; the current `ETag` may be among them.
    public var headers: HTTPHeaders
    /// The URL written to.
    public var url: String
    /// The ETag the write was conditional on (`If-Match`).
    public var sentETag: String?

    /// Creates the error.
    public init(
        current: Entry?, body: [UInt8], status: Int, headers: HTTPHeaders, url: String, sentETag: String?
    ) {
        self.current = current
        self.body = body
        self.status = status
        self.headers = headers
        self.url = url
        self.sentETag = sentETag
    }

    /// The ETag of the server's current entry: its `gd:etag`, else the response's `ETag` header.
    public var currentETag: String? { current?.entry.etag ?? headers.first(name: "ETag") }

    /// The status, the URL and the ETags, in one line.
    public var description: String {
        var text = "HTTP \(status): the entry at \(url) changed on the server"
        if let sentETag { text += " (sent If-Match \(sentETag)" + (currentETag.map { ", now \($0))" } ?? ")") }
        if current == nil { text += "; the response holds no entry" }
        return text
    }
}
