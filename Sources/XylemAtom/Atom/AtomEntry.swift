// The Atom entry with the Google Data attributes and the Atom Publishing Protocol elements that
// every Google Data entry may carry.

import Xylem

/// An Atom entry (RFC 4287) with Google Data's `gd:etag`, `gd:kind` and `gd:fields`, the Atom
/// Publishing Protocol's `app:edited` and `app:control`, and the extensions every Google Data
/// entry may carry (see ``GDataEntryExtensions``). The generic entry type, and the content of every
/// registered kind type.
public struct AtomEntry: AtomEntryProtocol, Equatable {
    /// The permanent, universally unique identifier (`atom:id`).
    @StoredAsXMLString public var id: String?
    /// The human-readable title.
    public var title: AtomText?
    /// A short summary or excerpt.
    @RarelyPresent public var summary: AtomText?
    /// The content, inline or out of line.
    public var content: AtomContent?
    /// Rights held in and over the element.
    @RarelyPresent public var rights: AtomText?
    /// When the entry was first published.
    public var published: AtomDateTime?
    /// When the element last changed significantly.
    public var updated: AtomDateTime?
    /// `app:edited`.
    public var edited: AtomDateTime?
    /// `app:control`, with `app:draft`.
    public var control: AppControl?
    /// The links, in document order.
    public var links: [AtomLink] = []
    /// The authors, in document order.
    public var authors: [AtomPerson] = []
    /// The contributors, in document order.
    public var contributors: [AtomPerson] = []
    /// The categories, in document order (kind categories included).
    public var categories: [AtomCategory] = []
    /// The feed an entry was copied from.
    @RarelyPresent public var source: AtomSource?
    /// `gd:etag`.
    @StoredAsXMLString public var etag: String?
    /// `gd:kind`.
    @StoredAsXMLString public var kind: String?
    /// `gd:fields`, for partial responses.
    @StoredAsXMLString public var fields: String?
    /// `xml:lang` and `xml:base`.
    @StoredAsXMLString public var lang: String?
    /// The base URI (`xml:base`), when given on the element.
    @StoredAsXMLString public var base: String?
    /// Extension values, unknown content and user data.
    public var extensions = XMLExtensions()

    /// Creates an empty entry.
    public init() {}

    /// The entry itself.
    public var entry: AtomEntry {
        get { self }
        set { self = newValue }
    }

    /// How the type is read and written: the Atom prefixes, its elements and attributes, and its extensions.
    public static let xmlDescription = AtomEntry.description(AtomEntry.init, entry: \.self)

    /// The description of an entry type: the shared entry lines, then `declarations` of the
    /// extensions the kind adds (for itself, or for descendant types such as ``AtomLink``).
    ///
    /// - Parameters:
    ///   - make: Creates an empty entry of the kind.
    ///   - entry: The kind's stored ``AtomEntryProtocol/entry`` property, written `\.entry` at
    ///     the call site so that it names the stored property (properties are then written in
    ///     place; a path through the protocol requirement would copy the entry for every value).
    ///   - declarations: ``XMLExtensionDeclaration`` lines for the kind's own extensions.
    public static func description<Entry: AtomEntryProtocol>(
        _ make: @escaping @Sendable () -> Entry, entry root: WritableKeyPath<Entry, AtomEntry>,
        @XMLExtensionBuilder _ declarations: () -> [XMLExtensionDeclaration] = { [] }
    ) -> XMLDescription<Entry> {
        let declared = declarations()
        return atomDescription(make, element: "entry") {
            XMLChildValue("id", root.appending(path: \._id.xmlString))
            XMLChild("title", root.appending(path: \.title))
            XMLChild("summary", root.appending(path: \.summary))
            XMLChild("content", root.appending(path: \.content))
            XMLChild("rights", root.appending(path: \.rights))
            XMLChildValue("published", root.appending(path: \.published), using: .rfc3339)
            XMLChildValue("updated", root.appending(path: \.updated), using: .rfc3339)
            XMLChildValue("app:edited", root.appending(path: \.edited), using: .rfc3339)
            XMLChild("app:control", root.appending(path: \.control))
            XMLChildren("link", root.appending(path: \.links))
            XMLChildren("author", root.appending(path: \.authors))
            XMLChildren("contributor", root.appending(path: \.contributors))
            XMLChildren("category", root.appending(path: \.categories))
            XMLChild("source", root.appending(path: \.source))
            XMLAttribute("gd:etag", root.appending(path: \._etag.xmlString))
            XMLAttribute("gd:kind", root.appending(path: \._kind.xmlString))
            XMLAttribute("gd:fields", root.appending(path: \._fields.xmlString))
            XMLAttribute("xml:lang", root.appending(path: \._lang.xmlString))
            XMLAttribute("xml:base", root.appending(path: \._base.xmlString))
            XMLExtensionPoint(root.appending(path: \.extensions), keepUnknown: true) {
                GDataEntryExtensions.declarations
                declared
            }
        }
    }

    /// The kind category's term, when the entry has one.
    public var kindTerm: String? {
        categories.first(where: \.isKind)?.term
    }
}
