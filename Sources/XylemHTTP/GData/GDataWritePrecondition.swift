// Which version of an entry a write applies to: the entry's own strong ETag, one given by the
// caller, or none. Weak ETags are refused here, before anything is sent.

import XylemAtom

/// The condition a Google Data update or delete is sent with (`If-Match`, or the `gd:etag` of a
/// batch entry), so that it does not overwrite a change made since the entry was read.
///
/// The strict reading of optimistic concurrency: a write is conditional unless the caller says
/// otherwise. ``entryETag`` (the default) sends the entry's `gd:etag` and fails with
/// ``GDataWriteError`` when the entry has none (``GDataWriteError/Kind/missingETag``) or when it
/// is weak (``GDataWriteError/Kind/weakETag(_:)``): `If-Match` compares strongly, so a weak ETag
/// would never match (RFC 9110, 13.1.1), and a weak ETag is never sent for a write, whatever
/// the precondition. To write anyway, pass ``unconditional``, or ``etag(_:)`` with a strong ETag
/// (or `*`, which matches any current version but not a deleted entry).
public enum GDataWritePrecondition: Sendable, Hashable {
    /// The entry's own `gd:etag`, which must be present and strong.
    case entryETag
    /// This ETag, which must be strong (or `*`).
    case etag(String)
    /// No precondition: the write replaces whatever the server holds.
    case unconditional

    /// The ETag to send for `entry`, or nil for none.
    ///
    /// - Throws: ``GDataWriteError`` when the ETag is missing or weak.
    func etag(for entry: AtomEntry, url: String) throws -> String? {
        let etag: String
        switch self {
        case .unconditional: return nil
        case .etag(let given): etag = given
        case .entryETag:
            guard let own = entry.etag else { throw GDataWriteError(.missingETag, url: url) }
            etag = own
        }
        if Self.isWeak(etag) { throw GDataWriteError(.weakETag(etag), url: url) }
        return etag
    }

    /// Whether `etag` is weak: it starts with `W/` (case-sensitive, RFC 9110, 8.8.3).
    static func isWeak(_ etag: String) -> Bool {
        etag.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("W/")
    }
}
