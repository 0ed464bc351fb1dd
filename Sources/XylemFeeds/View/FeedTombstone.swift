// The view of the entries an Atom feed says were deleted (RFC 6721's tombstones), and the warnings
// about tombstones that name no entry, which the view leaves out.

import Xylem

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An entry the feed says was deleted: an Atom 1.0 feed's `at:deleted-entry` (RFC 6721).
///
/// A feed reader that keeps entries removes the one whose ``FeedItem/id`` is ``ref``:
///
/// ```swift
/// let feed = try FeedReader().read(.file(path))
/// let deleted = Set(feed.tombstones.map(\.ref))
/// stored.removeAll { deleted.contains($0.id) }
/// ```
public struct FeedTombstone: Sendable, Hashable {
    /// The identifier of the deleted entry (its `atom:id`, the `ref` attribute), without the white
    /// space around it, as ``FeedItem/id`` is.
    public var ref: String
    /// When the entry was deleted (the `when` attribute).
    public var when: Date?
    /// Who deleted it (`at:by`).
    public var by: FeedPerson?
    /// Why, in words (`at:comment`).
    public var comment: String?

    /// A tombstone for the entry `ref`.
    public init(ref: String, when: Date? = nil, by: FeedPerson? = nil, comment: String? = nil) {
        self.ref = ref
        self.when = when
        self.by = by
        self.comment = comment
    }

    /// The view of an element; nil when it names no entry.
    init?(_ element: DeletedEntryElement, _ resolver: LinkResolver) {
        guard let ref = trimmedForView(element.ref), !ref.isEmpty else { return nil }
        self.init(
            ref: ref, when: element.when?.date, by: element.by.map { FeedPerson($0, resolver) },
            comment: element.comment)
    }

    /// The tombstones among an Atom feed's extension values.
    static func all(in lookup: ExtensionLookup, _ resolver: LinkResolver) -> [FeedTombstone] {
        lookup.all(DeletedEntryElement.self).compactMap { FeedTombstone($0, resolver) }
    }

    /// A warning for each tombstone among `extensions` that names no entry, and is left out of the
    /// view: its path counts the feed's `at:deleted-entry` elements as read paths count siblings
    /// (`feed/at:deleted-entry[2]`; the first has no index).
    static func warnings(in extensions: XMLExtensions) -> [XMLReadError] {
        extensions.all(DeletedEntryElement.self).enumerated().compactMap { position, element in
            guard trimmedForView(element.ref)?.isEmpty == false else {
                return XMLReadError(
                    kind: .missingRequired("@ref in \(AtomTombstones.elementName); the tombstone is left out"),
                    path: "feed/\(AtomTombstones.elementName)" + (position > 0 ? "[\(position + 1)]" : ""))
            }
            return nil
        }
    }
}
