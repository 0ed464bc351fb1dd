// An RSS item, as RSS 0.90–0.94, 2.0 and 1.0 (RDF) write it, with the vocabularies podcasts and
// media feeds extend it with as extension values.

import Xylem

/// An RSS item: RSS 2.0's elements (which include those of 0.9x and RSS 1.0), the `rdf:about` of
/// RSS 1.0, and the extension elements of ``FeedVocabularies`` (iTunes, Podcasting 2.0, Media RSS,
/// Dublin Core, `content:encoded`, `atom:link`). Elements no description knows are kept in
/// ``extensions`` and written back.
///
/// ```swift
/// let title = item.title
/// let seconds = item.extension(ITunes.Duration.self)?.seconds
/// ```
public struct RSSItem: XMLReadable, XMLExtensible, Sendable, Equatable {
    /// `title`.
    public var title: String?
    /// `link`: the item's page.
    public var link: String?
    /// `description`: a summary or the whole text, often escaped HTML.
    public var description: String?
    /// `author`: the author's email address.
    public var author: String?
    /// `category` elements.
    public var categories: [RSSCategory] = []
    /// `comments`: the page of comments.
    public var comments: String?
    /// `enclosure` elements: attached media.
    public var enclosures: [RSSEnclosure] = []
    /// `guid`: the item's identifier.
    public var guid: RSSGUID?
    /// `pubDate`: when the item was published, as written; RSS dates are RFC 822, and one in ISO
    /// 8601's syntax is read with a warning.
    public var pubDate: XMLDate?
    /// `source`: the feed the item came from.
    public var source: RSSSource?
    /// RSS 1.0's `rdf:about`: the item's URI.
    public var about: String?
    /// `xml:base`: the URI relative links in the item are resolved against.
    public var base: String?
    /// Extension values, unknown content and user data.
    public var extensions = XMLExtensions()

    /// An empty item.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = feedDescription({ RSSItem() }, element: "item") {
        RSSItem.mappings(\RSSItem.self)
    }

    /// The item's lines, for a type that holds an item at `root` (such as ``Podcast/LiveItem``).
    @XMLDescriptionBuilder<Model>
    public static func mappings<Model>(_ root: WritableKeyPath<Model, RSSItem>) -> [XMLMapping<Model>] {
        XMLChildText("title", root.appending(path: \.title))
        XMLChildText("link", root.appending(path: \.link))
        XMLChildText("description", root.appending(path: \.description))
        XMLChildText("author", root.appending(path: \.author))
        XMLChildren("category", root.appending(path: \.categories))
        XMLChildText("comments", root.appending(path: \.comments))
        XMLChildren("enclosure", root.appending(path: \.enclosures))
        XMLChild("guid", root.appending(path: \.guid))
        XMLChildValue("pubDate", root.appending(path: \.pubDate), using: .rfc822)
        XMLChild("source", root.appending(path: \.source))
        XMLAttribute("rdf:about", root.appending(path: \.about))
        XMLAttribute("xml:base", root.appending(path: \.base))
        XMLExtensionPoint(root.appending(path: \.extensions), keepUnknown: true) {
            FeedVocabularies.declarations
        }
    }
}

/// `enclosure`: a media file attached to an item.
public struct RSSEnclosure: XMLReadable, XMLExtensible, Sendable, Equatable {
    /// The file's URL.
    public var url: String?
    /// Its size in bytes; nil when absent or not a number.
    public var length: Int?
    /// Its media type.
    public var type: String?
    /// Unknown attributes and content.
    public var extensions = XMLExtensions()

    /// An enclosure.
    public init(url: String? = nil, length: Int? = nil, type: String? = nil) {
        self.url = url
        self.length = length
        self.type = type
    }

    /// How the type is read and written.
    public static let xmlDescription = feedDescription({ RSSEnclosure() }, element: "enclosure") {
        XMLAttribute("url", \.url)
        XMLAttribute("length", \.length)
        XMLAttribute("type", \.type)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// `guid`: an item's identifier, a permanent link to it unless `isPermaLink` is `false`.
public struct RSSGUID: XMLReadable, XMLExtensible, Sendable, Equatable {
    /// The identifier.
    public var value = ""
    /// `isPermaLink`, as written; absent means `true`.
    public var isPermaLink: Bool?
    /// Unknown attributes.
    public var extensions = XMLExtensions()

    /// A guid.
    public init(_ value: String = "", isPermaLink: Bool? = nil) {
        self.value = value
        self.isPermaLink = isPermaLink
    }

    /// How the type is read and written.
    public static let xmlDescription = feedDescription({ RSSGUID() }, element: "guid") {
        XMLTextContent(\.value)
        XMLAttribute("isPermaLink", \.isPermaLink)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }

    /// Whether the identifier is the item's URL (RSS 2.0's default when the attribute is absent).
    public var isLink: Bool { isPermaLink ?? true }
}

/// `source`: the feed an item was taken from, titled by the text.
public struct RSSSource: XMLReadable, XMLExtensible, Sendable, Equatable {
    /// The other feed's title.
    public var title = ""
    /// The other feed's URL.
    public var url: String?
    /// Unknown attributes.
    public var extensions = XMLExtensions()

    /// A source.
    public init(title: String = "", url: String? = nil) {
        self.title = title
        self.url = url
    }

    /// How the type is read and written.
    public static let xmlDescription = feedDescription({ RSSSource() }, element: "source") {
        XMLTextContent(\.title)
        XMLAttribute("url", \.url)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// `category`: a category of a channel or an item, with the taxonomy it is from.
public struct RSSCategory: XMLReadable, XMLExtensible, Sendable, Equatable {
    /// The category.
    public var value = ""
    /// The taxonomy's URI.
    public var domain: String?
    /// Unknown attributes.
    public var extensions = XMLExtensions()

    /// A category.
    public init(_ value: String = "", domain: String? = nil) {
        self.value = value
        self.domain = domain
    }

    /// How the type is read and written.
    public static let xmlDescription = feedDescription({ RSSCategory() }, element: "category") {
        XMLTextContent(\.value)
        XMLAttribute("domain", \.domain)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}
