// The Atom feed with OpenSearch paging and the Google Data attributes; its entries are of the
// kind types registered in AtomKinds.

import Xylem

/// An Atom feed (RFC 4287) with OpenSearch's `totalResults`, `startIndex` and `itemsPerPage`,
/// Google Data's `gd:etag`, `gd:kind` and `gd:fields`, and entries of registered kinds.
public struct AtomFeed: XMLReadable, XMLExtensible, Sendable, Equatable {
    /// The permanent, universally unique identifier (`atom:id`).
    public var id: String?
    /// The human-readable title.
    public var title: AtomText?
    /// A human-readable description or subtitle.
    public var subtitle: AtomText?
    /// Rights held in and over the element.
    public var rights: AtomText?
    /// When the element last changed significantly.
    public var updated: AtomDateTime?
    /// The agent that generated the feed.
    public var generator: AtomGenerator?
    /// The URI of a small square image for the feed.
    public var icon: String?
    /// The URI of a larger image for the feed.
    public var logo: String?
    /// The links, in document order.
    public var links: [AtomLink] = []
    /// The authors, in document order.
    public var authors: [AtomPerson] = []
    /// The contributors, in document order.
    public var contributors: [AtomPerson] = []
    /// The categories, in document order (kind categories included).
    public var categories: [AtomCategory] = []
    /// `openSearch:totalResults`, `startIndex` and `itemsPerPage`.
    public var totalResults: Int?
    /// `openSearch:startIndex`: the 1-based index of the first entry of this page.
    public var startIndex: Int?
    /// `openSearch:itemsPerPage`: the number of entries per page.
    public var itemsPerPage: Int?
    /// `gd:etag`, `gd:kind`, `gd:fields`.
    public var etag: String?
    /// `gd:kind`: the Google Data kind, such as `calendar#event`.
    public var kind: String?
    /// `gd:fields`: the fields a partial response holds.
    public var fields: String?
    /// `xml:lang` and `xml:base`.
    public var lang: String?
    /// The base URI (`xml:base`), when given on the element.
    public var base: String?
    /// The entries, each of the kind type its kind category or `gd:kind` chose.
    public var entries: [any AtomEntryProtocol] = []
    /// Extension values, unknown content and user data.
    public var extensions = XMLExtensions()

    /// Creates an empty feed.
    public init() {}

    /// How the type is read and written: the Atom prefixes, its elements and attributes, and its extensions.
    public static let xmlDescription = atomDescription(AtomFeed.init, element: "feed") {
        Text("id", \.id)
        Child("title", \.title)
        Child("subtitle", \.subtitle)
        Child("rights", \.rights)
        Value("updated", \.updated)
        Child("generator", \.generator)
        Text("icon", \.icon)
        Text("logo", \.logo)
        Children("link", \.links)
        Children("author", \.authors)
        Children("contributor", \.contributors)
        Children("category", \.categories)
        Value("openSearch:totalResults", \.totalResults)
        Value("openSearch:startIndex", \.startIndex)
        Value("openSearch:itemsPerPage", \.itemsPerPage)
        Attribute("gd:etag", \.etag)
        Attribute("gd:kind", \.kind)
        Attribute("gd:fields", \.fields)
        Attribute("xml:lang", \.lang)
        Attribute("xml:base", \.base)
        Children("entry", \.entries, kinds: AtomKinds.entries)
        Extensions(\.extensions, keepUnknown: true) {
            GDataFeedExtensions.declarations
        }
    }

    /// The entries of kind type `T`.
    public func entries<T: AtomEntryProtocol>(of type: T.Type) -> [T] {
        entries.compactMap { $0 as? T }
    }

    /// Whether both feeds have equal content, extensions and entries (of the same kind types).
    public static func == (lhs: AtomFeed, rhs: AtomFeed) -> Bool {
        lhs.ownFields == rhs.ownFields
            && lhs.entries.count == rhs.entries.count
            && zip(lhs.entries, rhs.entries).allSatisfy { $0.isEqual(to: $1) }
    }

    /// The feed without its entries, for printing the feed's own data.
    public var withoutEntries: AtomFeed {
        var copy = self
        copy.entries = []
        return copy
    }
}

/// The feed's own fields, compared by ``AtomFeed/==`` (entries are compared separately).
private struct FeedFields: Equatable {
    let id: String?, title: AtomText?, subtitle: AtomText?, rights: AtomText?, updated: AtomDateTime?
    let generator: AtomGenerator?, icon: String?, logo: String?
    let links: [AtomLink], authors: [AtomPerson], contributors: [AtomPerson], categories: [AtomCategory]
    let totalResults: Int?, startIndex: Int?, itemsPerPage: Int?
    let etag: String?, kind: String?, fields: String?, lang: String?, base: String?
    let extensions: XMLExtensions
}

extension AtomFeed {
    fileprivate var ownFields: FeedFields {
        FeedFields(
            id: id, title: title, subtitle: subtitle, rights: rights, updated: updated, generator: generator,
            icon: icon,
            logo: logo, links: links, authors: authors, contributors: contributors, categories: categories,
            totalResults: totalResults, startIndex: startIndex, itemsPerPage: itemsPerPage, etag: etag, kind: kind,
            fields: self.fields, lang: lang, base: base, extensions: extensions)
    }
}
