// RFC 6721's deleted-entry element as the Atom feed reader reads it: every part optional, so that
// a tombstone without its reference is read, reported and left out of the view instead of failing
// the read of the feed.

import Xylem
import XylemAtom

/// The Atom Tombstones namespace (RFC 6721).
enum AtomTombstones {
    /// The namespace URI.
    static let namespace = "http://purl.org/atompub/tombstones/1.0"
    /// The name of the element, as the read reports it in paths.
    static let elementName = "at:deleted-entry"
}

/// `at:deleted-entry`: an entry the feed says was deleted, with the reference to it, when, by whom
/// and why, as written.
struct DeletedEntryElement: XMLExtension {
    static let xmlName = XMLQualifiedName(
        namespaceURI: AtomTombstones.namespace, localName: "deleted-entry", prefix: "at")
    /// `ref`: the `atom:id` of the deleted entry.
    var ref: String?
    /// `when`: when the entry was deleted.
    var when: AtomDateTime?
    /// `at:by`: who deleted it, an Atom person.
    var by: AtomPerson?
    /// `at:comment`: why.
    var comment: String?

    static let xmlDescription = XMLDescription(
        { DeletedEntryElement() }, namespaces: ["": AtomNamespaces.atom, "at": AtomTombstones.namespace]
    ) {
        XMLAttribute("ref", \.ref)
        XMLAttribute("when", \.when, using: .rfc3339)
        XMLChild("at:by", \.by)
        XMLChildText("at:comment", \.comment)
    }
}
