// An RSS channel: the feed's own data, its image and text input, and its items.

import Xylem

/// An RSS channel: RSS 2.0's elements (which include those of 0.9x and RSS 1.0), the
/// vocabularies of ``FeedVocabularies``, and its items. Unknown elements are kept in
/// ``extensions`` and written back.
public struct RSSChannel: XMLReadable, XMLExtensible, Sendable, Equatable {
    /// `title`.
    public var title: String?
    /// `link`: the site's URL.
    public var link: String?
    /// `description`.
    public var description: String?
    /// `language`.
    public var language: String?
    /// `copyright`.
    public var copyright: String?
    /// `managingEditor`: the editor's email address.
    public var managingEditor: String?
    /// `webMaster`: the technical contact's email address.
    public var webMaster: String?
    /// `pubDate`, as written; RSS dates are RFC 822, and one in ISO 8601's syntax is read with
    /// a warning.
    public var pubDate: XMLDate?
    /// `lastBuildDate`, as written (RFC 822, as `pubDate`).
    public var lastBuildDate: XMLDate?
    /// `category` elements.
    public var categories: [RSSCategory] = []
    /// `generator`.
    public var generator: String?
    /// `docs`: the URL of the format's documentation.
    public var docs: String?
    /// `ttl`: minutes the feed may be cached.
    public var ttl: Int?
    /// `image`.
    public var image: RSSImage?
    /// `rating`: the PICS rating.
    public var rating: String?
    /// `textInput`.
    public var textInput: RSSTextInput?
    /// `skipHours`' hours.
    public var skipHours: [Int] = []
    /// `skipDays`' days.
    public var skipDays: [String] = []
    /// RSS 1.0's `rdf:about`.
    public var about: String?
    /// `xml:base`: the URI relative links in the channel are resolved against.
    public var base: String?
    /// The items inside the channel.
    public var items: [RSSItem] = []
    /// Extension values, unknown content and user data.
    public var extensions = XMLExtensions()

    /// An empty channel.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = feedDescription({ RSSChannel() }, element: "channel") {
        RSSChannel.mappings(\RSSChannel.self)
        XMLChildren("item", \.items)
    }

    /// The channel's lines without its items, for a type that holds a channel at `root`.
    @XMLDescriptionBuilder<Model>
    static func mappings<Model>(_ root: WritableKeyPath<Model, RSSChannel>) -> [XMLMapping<Model>] {
        XMLChildText("title", root.appending(path: \.title))
        XMLChildText("link", root.appending(path: \.link))
        XMLChildText("description", root.appending(path: \.description))
        XMLChildText("language", root.appending(path: \.language))
        XMLChildText("copyright", root.appending(path: \.copyright))
        XMLChildText("managingEditor", root.appending(path: \.managingEditor))
        XMLChildText("webMaster", root.appending(path: \.webMaster))
        XMLChildValue("pubDate", root.appending(path: \.pubDate), using: .rfc822)
        XMLChildValue("lastBuildDate", root.appending(path: \.lastBuildDate), using: .rfc822)
        XMLChildren("category", root.appending(path: \.categories))
        XMLChildText("generator", root.appending(path: \.generator))
        XMLChildText("docs", root.appending(path: \.docs))
        XMLChildValue("ttl", root.appending(path: \.ttl))
        XMLChild("image", root.appending(path: \.image))
        XMLChildText("rating", root.appending(path: \.rating))
        XMLChild("textInput", root.appending(path: \.textInput))
        XMLChildValues("hour", root.appending(path: \.skipHours), wrapper: "skipHours")
        XMLChildValues("day", root.appending(path: \.skipDays), wrapper: "skipDays")
        XMLAttribute("rdf:about", root.appending(path: \.about))
        XMLAttribute("xml:base", root.appending(path: \.base))
        XMLExtensionPoint(root.appending(path: \.extensions), keepUnknown: true) {
            FeedVocabularies.declarations
        }
    }
}

/// `image`: the channel's logo.
public struct RSSImage: XMLReadable, XMLExtensible, Sendable, Equatable {
    /// The picture's URL.
    public var url: String?
    /// Its alternative text.
    public var title: String?
    /// The page it links to.
    public var link: String?
    /// Its width in pixels.
    public var width: Int?
    /// Its height in pixels.
    public var height: Int?
    /// Text for a tooltip.
    public var description: String?
    /// RSS 1.0's `rdf:about`.
    public var about: String?
    /// Unknown attributes and content.
    public var extensions = XMLExtensions()

    /// An image at `url`.
    public init(url: String? = nil) { self.url = url }

    /// How the type is read and written.
    public static let xmlDescription = feedDescription({ RSSImage() }, element: "image") {
        XMLChildText("url", \.url)
        XMLChildText("title", \.title)
        XMLChildText("link", \.link)
        XMLChildValue("width", \.width)
        XMLChildValue("height", \.height)
        XMLChildText("description", \.description)
        XMLAttribute("rdf:about", \.about)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// `textInput` (`textinput` in RSS 1.0): a text box that submits to a URL.
public struct RSSTextInput: XMLReadable, XMLExtensible, Sendable, Equatable {
    /// The submit button's label.
    public var title: String?
    /// What the box is for.
    public var description: String?
    /// The text object's name.
    public var name: String?
    /// Where the text goes.
    public var link: String?
    /// RSS 1.0's `rdf:about`.
    public var about: String?
    /// Unknown attributes and content.
    public var extensions = XMLExtensions()

    /// An empty text input.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = feedDescription({ RSSTextInput() }, element: "textInput") {
        XMLChildText("title", \.title)
        XMLChildText("description", \.description)
        XMLChildText("name", \.name)
        XMLChildText("link", \.link)
        XMLAttribute("rdf:about", \.about)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}
