// Inserting, updating and deleting one entry: POST to a feed, PUT and DELETE to the entry's edit
// link, conditional on its ETag, with a 412 turned into the conflict and the server's entry.

import NIOHTTP1
import XylemAtom

extension GDataService {
    /// Adds `entry` to the feed at `feedURL` (`POST`) and returns the entry the server created,
    /// with its id, edit link and ETag, read as `Entry`.
    ///
    /// Not sent again after a failure: a `POST` that reached the server may have created the
    /// entry (unless the fetcher's requests are set to retry non-idempotent methods).
    ///
    /// - Throws: ``HTTPStatusError`` for a refusal, ``HTTPFetchError`` when the request fails,
    ///   ``GDataWriteError`` when the answer is not an entry.
    public func insert<Entry: AtomEntryProtocol>(_ entry: Entry, into feedURL: String) async throws -> Entry {
        let body = try Self.document { try $0.write(entry) }
        let response = try await send(
            .POST, to: feedURL, body: body, ifMatch: nil, expectsBody: true, acceptsConflict: false)
        return try await readEntry(Entry.self, from: response)
    }

    /// Replaces the entry at its `edit` link with `entry` (`PUT`) and returns the server's
    /// updated entry, with its new ETag.
    ///
    /// - Parameters:
    ///   - entry: The entry as it is to be, with the `edit` link and `gd:etag` it was read with.
    ///   - precondition: The version written over: by default the entry's own strong `gd:etag`,
    ///     sent as `If-Match` (see ``GDataWritePrecondition``).
    /// - Throws: ``GDataConflictError`` when the entry changed on the server (412),
    ///   ``GDataWriteError`` when the entry has no edit link or no usable ETag (nothing is sent)
    ///   or the answer is not an entry, ``HTTPStatusError`` and ``HTTPFetchError`` as a fetch does.
    public func update<Entry: AtomEntryProtocol>(
        _ entry: Entry, precondition: GDataWritePrecondition = .entryETag
    ) async throws -> Entry {
        let url = try editURL(of: entry.entry)
        let etag = try precondition.etag(for: entry.entry, url: url)
        let body = try Self.document { try $0.write(entry) }
        let response = try await send(.PUT, to: url, body: body, ifMatch: etag, expectsBody: true)
        try await checkConflict(response, as: Entry.self, sentETag: etag)
        return try await readEntry(Entry.self, from: response)
    }

    /// Deletes the entry at its `edit` link (`DELETE`).
    ///
    /// - Parameters:
    ///   - entry: The entry, with the `edit` link and `gd:etag` it was read with.
    ///   - precondition: The version deleted: by default the entry's own strong `gd:etag`, sent
    ///     as `If-Match` (see ``GDataWritePrecondition``).
    /// - Throws: ``GDataConflictError`` when the entry changed on the server (412), with its
    ///   current version; ``GDataWriteError`` when the entry has no edit link or no usable ETag
    ///   (nothing is sent); ``HTTPStatusError`` and ``HTTPFetchError`` as a fetch does.
    public func delete<Entry: AtomEntryProtocol>(
        _ entry: Entry, precondition: GDataWritePrecondition = .entryETag
    ) async throws {
        let url = try editURL(of: entry.entry)
        let etag = try precondition.etag(for: entry.entry, url: url)
        let response = try await send(.DELETE, to: url, body: nil, ifMatch: etag, expectsBody: false)
        try await checkConflict(response, as: Entry.self, sentETag: etag)
        for try await _ in response.body {}  // the connection is reused once the body is read
    }

    /// The `href` of the entry's `edit` link.
    func editURL(of entry: AtomEntry) throws -> String {
        guard let href = entry.links.link(rel: AtomLinkRelation.edit)?.href, !href.isEmpty else {
            throw GDataWriteError(.missingEditLink, url: entry.id ?? "")
        }
        return href
    }
}
