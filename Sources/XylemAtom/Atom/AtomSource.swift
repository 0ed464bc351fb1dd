// Atom `source`: the metadata of the feed an entry was copied from.

import Xylem

/// An Atom `source` element: the original feed's metadata, inside an entry.
public struct AtomSource: XMLReadable, XMLExtensible, Sendable, Equatable {
    /// The permanent, universally unique identifier (`atom:id`).
    public var id: String?
    /// The human-readable title.
    public var title: AtomText?
    /// A human-readable description or subtitle.
    public var subtitle: AtomText?
    /// When the element last changed significantly.
    public var updated: AtomDateTime?
    /// The links, in document order.
    public var links: [AtomLink] = []
    /// The authors, in document order.
    public var authors: [AtomPerson] = []
    /// The categories, in document order (kind categories included).
    public var categories: [AtomCategory] = []
    /// Everything else (generator, icon, rights, extensions), kept in order.
    public var extensions = XMLExtensions()

    /// Creates an empty source.
    public init() {}

    /// How the type is read and written: the Atom prefixes, its elements and attributes, and its extensions.
    public static let xmlDescription = atomDescription(AtomSource.init, element: "source") {
        XMLChildText("id", \.id)
        XMLChild("title", \.title)
        XMLChild("subtitle", \.subtitle)
        XMLChildValue("updated", \.updated, using: .rfc3339)
        XMLChildren("link", \.links)
        XMLChildren("author", \.authors)
        XMLChildren("category", \.categories)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}
