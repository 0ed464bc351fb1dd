// Atom links, with the relations Google Data feeds use.

import Xylem

/// An Atom `link`: relation, target and media type, with extensions (such as `gCal:webContent`).
public struct AtomLink: XMLReadable, XMLWritable, XMLExtensible, Sendable, Equatable {
    /// The relation; nil means `alternate`.
    public var rel: String?
    public var href: String?
    public var type: String?
    public var hreflang: String?
    public var title: String?
    public var length: String?
    /// Extensions and unknown content.
    public var extensions = XMLExtensions()

    /// Creates a link.
    public init(rel: String? = nil, href: String? = nil, type: String? = nil, title: String? = nil) {
        self.rel = rel
        self.href = href
        self.type = type
        self.title = title
    }

    public static let xmlDescription = atomDescription({ AtomLink() }) {
        Attribute("rel", \.rel)
        Attribute("href", \.href)
        Attribute("type", \.type)
        Attribute("hreflang", \.hreflang)
        Attribute("title", \.title)
        Attribute("length", \.length)
        Extensions(\.extensions, keepUnknown: true)
    }

    public func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        try writer.startElement(AtomNamespaces.atom("link"))
        try extensions.writeNamespaceDeclarations(to: &writer)
        try writer.attribute(plain("rel"), ifPresent: rel)
        try writer.attribute(plain("href"), ifPresent: href)
        try writer.attribute(plain("type"), ifPresent: type)
        try writer.attribute(plain("hreflang"), ifPresent: hreflang)
        try writer.attribute(plain("title"), ifPresent: title)
        try writer.attribute(plain("length"), ifPresent: length)
        try extensions.writeAttributes(to: &writer)
        try extensions.writeElements(to: &writer)
        try writer.endElement()
    }
}

/// Well-known link relations.
public enum AtomLinkRelation {
    public static let alternate = "alternate"
    public static let `self` = "self"
    public static let edit = "edit"
    public static let editMedia = "edit-media"
    public static let next = "next"
    public static let previous = "previous"
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
