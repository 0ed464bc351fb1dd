// Sending a batch: one feed of operations POSTed to the batch URL, each entry marked with its
// batch id, operation and precondition; the answer streamed back as one result per entry.

import Xylem
import XylemAtom

extension GDataService {
    /// Sends `operations` as one batch feed to `batchURL` (a feed's
    /// `AtomLinkRelation.batch` link) and returns the server's results, one per
    /// entry of its response, in the response's order.
    ///
    /// ```swift
    /// let results = try await service.batch([
    ///     .insert(newEvent, id: "add"),
    ///     .update(changedEvent, id: "move"),
    ///     .delete(oldEvent, id: "drop"),
    /// ], to: batchURL)
    /// for result in results where !result.succeeded {
    ///     print(result.id ?? "?", result.status ?? 0, result.reason ?? "")
    /// }
    /// ```
    ///
    /// Each entry is written with `Entry`'s description, with `batch:id` and `batch:operation`
    /// set; an update or a delete carries its precondition as the entry's `gd:etag` (nothing for
    /// ``GDataWritePrecondition/unconditional``). Results are read as `Entry` as they arrive. The
    /// batch is a `POST`: it is not sent again after a failure. A failed operation is a result
    /// with its status, not an error; an operation the server left unanswered (an interrupted
    /// batch) has no result.
    ///
    /// - Throws: ``GDataWriteError`` before sending when an id is empty or repeated
    ///   (``GDataWriteError/Kind/invalidBatchID(_:)``) or a precondition cannot be sent, and when
    ///   the answer is not a feed of entries; ``HTTPStatusError`` and ``HTTPFetchError`` as a
    ///   fetch does.
    public func batch<Entry: AtomEntryProtocol>(
        _ operations: [GDataBatchOperation<Entry>], to batchURL: String
    ) async throws -> [GDataBatchResult<Entry>] {
        let entries = try Self.prepare(operations, url: batchURL)
        let body = try Self.document { writer in
            try writer.writeStart(AtomFeed())
            for entry in entries { try writer.write(entry) }
            try writer.endElement()
        }
        let response = try await send(
            .POST, to: batchURL, body: body, ifMatch: nil, expectsBody: true, acceptsConflict: false)
        var results: [GDataBatchResult<Entry>] = []
        do {
            let records = responseReader(for: response).records(
                Entry.self, at: AtomKinds.feedEntries, from: response.body)
            for try await entry in records { results.append(GDataBatchResult(entry: entry)) }
        } catch let error as XMLReadError {
            throw GDataWriteError(.unreadableResponse(reason: error.description), url: response.url)
        }
        return results
    }

    /// The entries of `operations`, marked for the batch feed.
    private static func prepare<Entry: AtomEntryProtocol>(
        _ operations: [GDataBatchOperation<Entry>], url: String
    ) throws -> [Entry] {
        var seen = Set<String>()
        return try operations.map { operation in
            guard !operation.id.isEmpty, seen.insert(operation.id).inserted else {
                throw GDataWriteError(.invalidBatchID(operation.id), url: url)
            }
            var entry = operation.entry
            entry.batchID = operation.id
            entry.batchOperation = BatchOperation(type: operation.type.rawValue)
            if operation.type == .update || operation.type == .delete {
                entry.entry.etag = try operation.precondition.etag(for: entry.entry, url: url)
            }
            return entry
        }
    }
}
