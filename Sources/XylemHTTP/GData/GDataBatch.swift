// The parts of a Google Data batch: the operations sent, each an entry with its batch id and
// type, and the result the server gives for each, with its status and the entry it answers.

import XylemAtom

/// What a batch operation does with its entry (`batch:operation type="…"`).
public enum GDataBatchOperationType: String, Sendable, Hashable, CaseIterable {
    /// Adds the entry to the feed.
    case insert
    /// Replaces the entry with the same `atom:id`.
    case update
    /// Deletes the entry with the same `atom:id`.
    case delete
    /// Reads the entry with the same `atom:id`.
    case query
}

/// One operation of a batch: an entry, what to do with it, and the id that ties it to its result.
public struct GDataBatchOperation<Entry: AtomEntryProtocol>: Sendable {
    /// `batch:id`: the caller's name for the operation, echoed in its result; unique in a batch.
    public var id: String
    /// What to do.
    public var type: GDataBatchOperationType
    /// The entry: whole for an insert or an update; its `atom:id` (and `gd:etag`) is enough for a
    /// delete or a query.
    public var entry: Entry
    /// For an update or a delete, the version written over, sent as the entry's `gd:etag`
    /// (see ``GDataWritePrecondition``); ignored by inserts and queries.
    public var precondition: GDataWritePrecondition

    /// An operation of `type` on `entry`, named `id`.
    public init(
        _ type: GDataBatchOperationType, _ entry: Entry, id: String, precondition: GDataWritePrecondition = .entryETag
    ) {
        self.type = type
        self.entry = entry
        self.id = id
        self.precondition = precondition
    }

    /// Adds `entry`.
    public static func insert(_ entry: Entry, id: String) -> Self { Self(.insert, entry, id: id) }

    /// Replaces the entry with `entry`'s id, if it is still at `precondition`'s version.
    public static func update(
        _ entry: Entry, id: String, precondition: GDataWritePrecondition = .entryETag
    ) -> Self {
        Self(.update, entry, id: id, precondition: precondition)
    }

    /// Deletes the entry with `entry`'s id, if it is still at `precondition`'s version.
    public static func delete(
        _ entry: Entry, id: String, precondition: GDataWritePrecondition = .entryETag
    ) -> Self {
        Self(.delete, entry, id: id, precondition: precondition)
    }

    /// Reads the entry with `entry`'s id.
    public static func query(_ entry: Entry, id: String) -> Self { Self(.query, entry, id: id) }
}

/// The server's answer to one operation of a batch: an entry of the response feed.
public struct GDataBatchResult<Entry: AtomEntryProtocol>: Sendable {
    /// `batch:id`: the id of the operation answered, when the server echoed it.
    public var id: String?
    /// The operation answered, from `batch:operation` (nil when absent or of another type).
    public var type: GDataBatchOperationType?
    /// `batch:status`'s `code`: the operation's HTTP status (nil when absent or not a number).
    public var status: Int?
    /// `batch:status`'s `reason`.
    public var reason: String?
    /// `batch:status`'s content, such as an error document, and its `content-type`.
    public var details: String?
    /// The entry of the result: the inserted, updated or queried entry after a success; the
    /// entry as the server has it (or as sent) after a failure.
    public var entry: Entry

    /// The result read from a response entry.
    public init(entry: Entry) {
        id = entry.batchID
        type = entry.batchOperation?.type.flatMap(GDataBatchOperationType.init(rawValue:))
        status = entry.batchStatus?.codeValue
        reason = entry.batchStatus?.reason
        let text = entry.batchStatus?.text ?? ""
        details = text.allSatisfy(\.isWhitespace) ? nil : text
        self.entry = entry
    }

    /// Whether the operation succeeded: its status is 2xx.
    public var succeeded: Bool { status.map { (200..<300).contains($0) } ?? false }
}

extension Array {
    /// The result of the operation named `id`.
    public func result<Entry>(for id: String) -> GDataBatchResult<Entry>? where Element == GDataBatchResult<Entry> {
        first { $0.id == id }
    }
}
