// Media RSS (`media:`): renditions, groups of renditions, thumbnails and the elements that
// describe media, as extension types that may appear in a channel, an item, a group or a content.

import Xylem

/// Media RSS: one extension type per element, declared for channels and items by
/// ``declarations``. The descriptive elements (title, thumbnails, credits, …) read inside a
/// ``Group`` or a ``Content`` too.
///
/// ```swift
/// let thumbnails = item.extensions(MediaRSS.Thumbnail.self).compactMap(\.url)
/// ```
public enum MediaRSS {
    static func name(_ localName: String) -> XMLQualifiedName { FeedNamespaces.name(.mediaRSS, localName) }

    /// `media:keywords`: comma-separated keywords.
    public typealias Keywords = FeedText<KeywordsName>
    /// The name of `media:keywords`.
    public enum KeywordsName: FeedElementName { public static let xmlName = name("keywords") }

    /// The extension lines of the vocabulary, for a channel's or an item's description.
    public static var declarations: [XMLExtensionDeclaration] { declarations(OnTheObject()) }

    /// The vocabulary's declarations at `place`.
    static func declarations(_ place: some ExtensionPlacement) -> [XMLExtensionDeclaration] {
        [place.declare(Content.self), place.declare(Group.self)] + descriptive(place)
    }

    /// The elements that describe media wherever they appear: in an item, a group or a content.
    static var descriptive: [XMLExtensionDeclaration] { descriptive(OnTheObject()) }

    private static func descriptive(_ place: some ExtensionPlacement) -> [XMLExtensionDeclaration] {
        [
            place.declare(Thumbnail.self), place.declare(Title.self), place.declare(Description.self),
            place.declare(Credit.self), place.declare(Player.self), place.declare(Keywords.self),
            place.declare(Category.self), place.declare(Rating.self),
        ]
    }
}

extension MediaRSS {
    /// `media:content`: one rendition of the media, with the elements describing it inside.
    public struct Content: XMLExtension, XMLExtensible {
        /// The element's name.
        public static let xmlName = MediaRSS.name("content")
        /// The file's URL.
        public var url: String?
        /// Its size in bytes.
        public var fileSize: Int?
        /// Its media type.
        public var type: String?
        /// `image`, `audio`, `video`, `document` or `executable`.
        public var medium: String?
        /// Whether this is the group's default rendition.
        public var isDefault: Bool?
        /// `sample`, `full` or `nonstop`.
        public var expression: String?
        /// Kilobits per second.
        public var bitrate: Double?
        /// Frames per second.
        public var framerate: Double?
        /// Kilohertz.
        public var samplingrate: Double?
        /// Audio channels.
        public var channels: Int?
        /// The duration in seconds.
        public var duration: Double?
        /// Height and width in pixels.
        public var height: Int?
        /// Width in pixels.
        public var width: Int?
        /// The language (RFC 3066).
        public var lang: String?
        /// The describing elements inside, and unknown content.
        public var extensions = XMLExtensions()
        /// An empty element.
        public init() {}
        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ Content() }) {
            XMLAttribute("url", \.url)
            XMLAttribute("fileSize", \.fileSize)
            XMLAttribute("type", \.type)
            XMLAttribute("medium", \.medium)
            XMLAttribute("isDefault", \.isDefault)
            XMLAttribute("expression", \.expression)
            XMLAttribute("bitrate", \.bitrate)
            XMLAttribute("framerate", \.framerate)
            XMLAttribute("samplingrate", \.samplingrate)
            XMLAttribute("channels", \.channels)
            XMLAttribute("duration", \.duration)
            XMLAttribute("height", \.height)
            XMLAttribute("width", \.width)
            XMLAttribute("lang", \.lang)
            XMLExtensionPoint(\.extensions, keepUnknown: true) { MediaRSS.descriptive }
        }
        /// The thumbnails inside.
        public var thumbnails: [Thumbnail] { extensions.all(Thumbnail.self) }
    }

    /// `media:group`: renditions of one piece of media, with the elements describing it.
    public struct Group: XMLExtension, XMLExtensible {
        /// The element's name.
        public static let xmlName = MediaRSS.name("group")
        /// The describing elements and the renditions (``Content``) inside, and unknown content.
        public var extensions = XMLExtensions()
        /// An empty element.
        public init() {}
        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ Group() }) {
            XMLExtensionPoint(\.extensions, keepUnknown: true) {
                XMLExtensionDeclaration(Content.self)
                MediaRSS.descriptive
            }
        }
        /// The renditions.
        public var contents: [Content] { extensions.all(Content.self) }
        /// The thumbnails of the group itself.
        public var thumbnails: [Thumbnail] { extensions.all(Thumbnail.self) }
    }

    /// `media:thumbnail`: a picture of the media.
    public struct Thumbnail: XMLExtension, XMLExtensible {
        /// The element's name.
        public static let xmlName = MediaRSS.name("thumbnail")
        /// The picture's URL.
        public var url: String?
        /// Its width in pixels.
        public var width: Int?
        /// Its height in pixels.
        public var height: Int?
        /// The moment of the media it shows (NTP time).
        public var time: String?
        /// Unknown attributes and content.
        public var extensions = XMLExtensions()
        /// A thumbnail at `url`.
        public init(url: String? = nil) { self.url = url }
        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ Thumbnail() }) {
            XMLAttribute("url", \.url)
            XMLAttribute("width", \.width)
            XMLAttribute("height", \.height)
            XMLAttribute("time", \.time)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }
    }

    /// `media:title`: the media's title, `plain` or `html`.
    public struct Title: XMLExtension, XMLExtensible {
        /// The element's name.
        public static let xmlName = MediaRSS.name("title")
        /// The text, as written.
        public var text = ""
        /// `plain` or `html`.
        public var type: String?
        /// Unknown attributes and content.
        public var extensions = XMLExtensions()
        /// An empty element.
        public init() {}
        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ Title() }) {
            XMLTextContent(\.text)
            XMLAttribute("type", \.type)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }
    }

    /// `media:description`: what the media is about, `plain` or `html`.
    public struct Description: XMLExtension, XMLExtensible {
        /// The element's name.
        public static let xmlName = MediaRSS.name("description")
        /// The text, as written.
        public var text = ""
        /// `plain` or `html`.
        public var type: String?
        /// Unknown attributes and content.
        public var extensions = XMLExtensions()
        /// An empty element.
        public init() {}
        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ Description() }) {
            XMLTextContent(\.text)
            XMLAttribute("type", \.type)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }
    }

    /// `media:credit`: someone who made the media, named by the text.
    public struct Credit: XMLExtension, XMLExtensible {
        /// The element's name.
        public static let xmlName = MediaRSS.name("credit")
        /// The name.
        public var name = ""
        /// The role, such as `producer`.
        public var role: String?
        /// The scheme of the role.
        public var scheme: String?
        /// Unknown attributes and content.
        public var extensions = XMLExtensions()
        /// An empty element.
        public init() {}
        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ Credit() }) {
            XMLTextContent(\.name)
            XMLAttribute("role", \.role)
            XMLAttribute("scheme", \.scheme)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }
    }

    /// `media:player`: a page or player that plays the media.
    public struct Player: XMLExtension, XMLExtensible {
        /// The element's name.
        public static let xmlName = MediaRSS.name("player")
        /// The player's URL.
        public var url: String?
        /// Its width in pixels.
        public var width: Int?
        /// Its height in pixels.
        public var height: Int?
        /// Unknown attributes and content.
        public var extensions = XMLExtensions()
        /// An empty element.
        public init() {}
        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ Player() }) {
            XMLAttribute("url", \.url)
            XMLAttribute("width", \.width)
            XMLAttribute("height", \.height)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }
    }

    /// `media:category`: a category, as text, in a scheme, with a label.
    public struct Category: XMLExtension, XMLExtensible {
        /// The element's name.
        public static let xmlName = MediaRSS.name("category")
        /// The category.
        public var term = ""
        /// The scheme's URI.
        public var scheme: String?
        /// A label for people.
        public var label: String?
        /// Unknown attributes and content.
        public var extensions = XMLExtensions()
        /// An empty element.
        public init() {}
        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ Category() }) {
            XMLTextContent(\.term)
            XMLAttribute("scheme", \.scheme)
            XMLAttribute("label", \.label)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }
    }

    /// `media:rating`: who the media suits, such as `adult` or `nonadult`, in a scheme.
    public struct Rating: XMLExtension, XMLExtensible {
        /// The element's name.
        public static let xmlName = MediaRSS.name("rating")
        /// The rating.
        public var value = ""
        /// The scheme's URI, `urn:simple` when absent.
        public var scheme: String?
        /// Unknown attributes and content.
        public var extensions = XMLExtensions()
        /// An empty element.
        public init() {}
        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ Rating() }) {
            XMLTextContent(\.value)
            XMLAttribute("scheme", \.scheme)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }
    }
}
