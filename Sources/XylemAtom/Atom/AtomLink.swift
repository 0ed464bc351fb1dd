// Atom links, with the relations Google Data feeds use.

import Xylem

/// An Atom `link`: relation, target and media type, with extensions (such as `gCal:webContent`).
public struct AtomLink: XMLReadable, XMLExtensible, Sendable, Equatable {
    /// The relation; nil means `alternate`.
    @StoredAsXMLString public var rel: String?
    /// The target URI.
    @StoredAsXMLString public var href: String?
    /// The advertised media type.
    @StoredAsXMLString public var type: String?
    /// The language of the target.
    @StoredAsXMLString public var hreflang: String?
    /// A human-readable title of the target.
    @StoredAsXMLString public var title: String?
    /// The advertised length of the target, in bytes, as written.
    @StoredAsXMLString public var length: String?
    /// Extensions and unknown content.
    public var extensions = XMLExtensions()

    /// Creates a link.
    public init(rel: String? = nil, href: String? = nil, type: String? = nil, title: String? = nil) {
        self.rel = rel
        self.href = href
        self.type = type
        self.title = title
    }

    /// An empty value for the reader to fill in: every property at its default, set directly
    /// (the public initializer's defaulted parameters cost a copy of the whole value).
    fileprivate init(unread: Void) {}

    /// How the type is read and written: the Atom prefixes, its elements and attributes, and its extensions.
    public static let xmlDescription = atomDescription({ AtomLink(unread: ()) }, element: "link") {
        XMLAttribute("rel", \._rel.xmlString)
        XMLAttribute("href", \._href.xmlString)
        XMLAttribute("type", \._type.xmlString)
        XMLAttribute("hreflang", \._hreflang.xmlString)
        XMLAttribute("title", \._title.xmlString)
        XMLAttribute("length", \._length.xmlString)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// Well-known link relations.
public enum AtomLinkRelation {
    /// An alternate version of the resource.
    public static let alternate = "alternate"
    /// The resource itself.
    public static let `self` = "self"
    /// Where the resource is edited.
    public static let edit = "edit"
    /// Where the media of a media entry is edited.
    public static let editMedia = "edit-media"
    /// The next page of a feed.
    public static let next = "next"
    /// The previous page of a feed.
    public static let previous = "previous"
    /// A related resource.
    public static let related = "related"
    /// The feed of a Google Data collection.
    public static let feed = "http://schemas.google.com/g/2005#feed"
    /// Where new entries are posted.
    public static let post = "http://schemas.google.com/g/2005#post"
    /// The batch endpoint.
    public static let batch = "http://schemas.google.com/g/2005#batch"
}

extension Array where Element == AtomLink {
    /// The first link with relation `rel` (`alternate` also matches links without `rel`).
    public func link(rel: String) -> AtomLink? {
        first { ($0.rel ?? AtomLinkRelation.alternate) == rel }
    }

    /// The `next` link, for paging.
    public var next: AtomLink? { link(rel: AtomLinkRelation.next) }
    /// The `previous` link, for paging.
    public var previous: AtomLink? { link(rel: AtomLinkRelation.previous) }
    /// The `self` link.
    public var selfLink: AtomLink? { link(rel: AtomLinkRelation.`self`) }
    /// The `edit` link.
    public var edit: AtomLink? { link(rel: AtomLinkRelation.edit) }
    /// The `alternate` link (a link without `rel` counts).
    public var alternate: AtomLink? { link(rel: AtomLinkRelation.alternate) }
    /// The batch endpoint.
    public var batch: AtomLink? { link(rel: AtomLinkRelation.batch) }
    /// The collection feed link (`…#feed`).
    public var feed: AtomLink? { link(rel: AtomLinkRelation.feed) }
    /// The post link (`…#post`).
    public var post: AtomLink? { link(rel: AtomLinkRelation.post) }
}
