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
    public static let xmlDescription = AtomFeed.description(AtomFeed.init, feed: \.self)

    /// The description of a type that holds a feed at `feed`: the feed's lines, then
    /// `declarations` of further extensions, for the holding type itself (stored in the feed's
    /// ``extensions``) or for the types below it (``AtomEntry``, ``AtomLink``).
    ///
    /// Read such a type to read feeds that carry a vocabulary ``AtomFeed`` does not declare, such
    /// as a podcast's iTunes elements, as typed values rather than unknown content; reads of
    /// ``AtomFeed`` itself stay as they are. Its entries are streamed as ``AtomFeed``'s are:
    ///
    /// ```swift
    /// struct PodcastFeed: XMLReadable {
    ///     var feed = AtomFeed()
    ///     static let xmlDescription = AtomFeed.description(PodcastFeed.init, feed: \.feed) {
    ///         XMLExtensionDeclaration(Author.self)                          // inside the feed itself
    ///         XMLExtensionDeclaration(Duration.self, inside: AtomEntry.self) // inside each entry
    ///     }
    /// }
    /// let (podcast, _) = try XMLReader().readContainer(
    ///     PodcastFeed.self, streaming: "entry", as: AtomKinds.entries,
    ///     namespaces: ["": AtomNamespaces.atom], from: .file(path)
    /// ) { entry, podcastSoFar in
    ///     print(entry.entry.extension(Duration.self)?.text ?? "")
    ///     return .continue
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - make: Creates an empty value of the holding type.
    ///   - root: The holding type's stored ``AtomFeed`` property.
    ///   - namespaces: Further prefixes and alternate URIs, for the declared vocabularies'
    ///     namespaces to match their variant URIs too; Atom's own prefixes take precedence.
    ///   - declarations: ``XMLExtensionDeclaration`` lines beside ``GDataFeedExtensions``'.
    public static func description<Root>(
        _ make: @escaping @Sendable () -> Root, feed root: WritableKeyPath<Root, AtomFeed>,
        namespaces: XMLNamespaces = [:], @XMLExtensionBuilder _ declarations: () -> [XMLExtensionDeclaration] = { [] }
    ) -> XMLDescription<Root> {
        let declared = declarations()
        let atom = XMLNamespaces(AtomNamespaces.prefixes, alternates: AtomNamespaces.alternates)
        return XMLDescription(make, element: "feed", namespaces: namespaces.merging(atom)) {
            XMLChildText("id", root.appending(path: \.id))
            XMLChild("title", root.appending(path: \.title))
            XMLChild("subtitle", root.appending(path: \.subtitle))
            XMLChild("rights", root.appending(path: \.rights))
            XMLChildValue("updated", root.appending(path: \.updated), using: .rfc3339)
            XMLChild("generator", root.appending(path: \.generator))
            XMLChildText("icon", root.appending(path: \.icon))
            XMLChildText("logo", root.appending(path: \.logo))
            XMLChildren("link", root.appending(path: \.links))
            XMLChildren("author", root.appending(path: \.authors))
            XMLChildren("contributor", root.appending(path: \.contributors))
            XMLChildren("category", root.appending(path: \.categories))
            XMLChildValue("openSearch:totalResults", root.appending(path: \.totalResults))
            XMLChildValue("openSearch:startIndex", root.appending(path: \.startIndex))
            XMLChildValue("openSearch:itemsPerPage", root.appending(path: \.itemsPerPage))
            XMLAttribute("gd:etag", root.appending(path: \.etag))
            XMLAttribute("gd:kind", root.appending(path: \.kind))
            XMLAttribute("gd:fields", root.appending(path: \.fields))
            XMLAttribute("xml:lang", root.appending(path: \.lang))
            XMLAttribute("xml:base", root.appending(path: \.base))
            XMLChildren("entry", root.appending(path: \.entries), kinds: AtomKinds.entries)
            XMLExtensionPoint(root.appending(path: \.extensions), keepUnknown: true) {
                GDataFeedExtensions.declarations
                declared
            }
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
