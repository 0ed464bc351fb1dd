// Links from an entry to other feeds and entries: gd:feedLink, gd:entryLink, and gd:comments,
// which holds the feed link of an entry's comments.

import Xylem

/// `gd:feedLink`: a link to a feed (such as an event's comments), possibly with the feed inline.
public struct GDFeedLink: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gd("feedLink")
    /// The feed's URI.
    public var href: String?
    /// The relation.
    public var rel: String?
    /// How many entries the feed holds, approximately, as written.
    public var countHint: String?
    /// Whether the feed is read-only, as written.
    public var readOnly: String?
    /// An inline feed, kept as unknown content, and other unknown content.
    public var extensions = XMLExtensions()

    /// An empty link.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(GDFeedLink.init) {
        XMLAttribute("href", \.href)
        XMLAttribute("rel", \.rel)
        XMLAttribute("countHint", \.countHint)
        XMLAttribute("readOnly", \.readOnly)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// `gd:entryLink`: a link to an entry (such as a contact or a place), possibly with it inline.
public struct GDEntryLink: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gd("entryLink")
    /// The entry's URI.
    public var href: String?
    /// The relation.
    public var rel: String?
    /// Whether the entry is read-only, as written.
    public var readOnly: String?
    /// An inline entry, kept as unknown content, and other unknown content.
    public var extensions = XMLExtensions()

    /// An empty link.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(GDEntryLink.init) {
        XMLAttribute("href", \.href)
        XMLAttribute("rel", \.rel)
        XMLAttribute("readOnly", \.readOnly)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// `gd:comments`: where an entry's comments are, as a feed link.
public struct GDComments: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gd("comments")
    /// The relation.
    public var rel: String?
    /// The comments feed.
    public var feedLink: GDFeedLink?
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// Empty comments.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(GDComments.init) {
        XMLAttribute("rel", \.rel)
        XMLChild("gd:feedLink", \.feedLink)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}
