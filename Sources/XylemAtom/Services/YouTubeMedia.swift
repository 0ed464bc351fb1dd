// The Media RSS group of YouTube videos, with YouTube's elements and attributes in it.

import Xylem

extension AtomNamespaces {
    static func media(_ local: String) -> XMLQualifiedName { name(media, local, "media") }
}

/// `media:group`: a video's title, description, keywords, categories, renditions, player,
/// thumbnails, duration and id, and whether it is private. Everything else (`media:credit`,
/// `media:rating`, `media:restriction`, …) is kept in ``extensions``.
public struct MediaGroup: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.media("group")
    /// `media:title`.
    public var title: MediaText?
    /// `media:description`.
    public var description: MediaText?
    /// `media:keywords`: comma-separated keywords, as written.
    public var keywords: String?
    /// `media:category` elements.
    public var categories: [MediaCategory] = []
    /// `media:content` elements: the renditions.
    public var contents: [MediaContent] = []
    /// `media:player`: the page that plays the video.
    public var player: MediaPlayer?
    /// `media:thumbnail` elements.
    public var thumbnails: [MediaThumbnail] = []
    /// `yt:duration`.
    public var duration: YTDuration?
    /// `yt:videoid`.
    public var videoID: String?
    /// `yt:private`, when present.
    public var privateMarker: YTPrivate?
    /// The other elements of the group, and unknown attributes.
    public var extensions = XMLExtensions()

    /// An empty group.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(MediaGroup.init) {
        XMLChild("media:title", \.title)
        XMLChild("media:description", \.description)
        XMLChildText("media:keywords", \.keywords)
        XMLChildren("media:category", \.categories)
        XMLChildren("media:content", \.contents)
        XMLChild("media:player", \.player)
        XMLChildren("media:thumbnail", \.thumbnails)
        XMLChild("yt:duration", \.duration)
        XMLChildText("yt:videoid", \.videoID)
        XMLChild("yt:private", \.privateMarker)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }

    /// Whether the video is private (`yt:private`).
    public var isPrivate: Bool {
        get { privateMarker != nil }
        set { privateMarker = newValue ? (privateMarker ?? YTPrivate()) : nil }
    }

    /// `yt:duration`'s seconds, as a number.
    public var durationSeconds: Int? { duration?.secondsValue }

    /// `media:player`'s URL.
    public var playerURL: String? { player?.url }
}

/// `media:title` or `media:description`: text with its `type` (`plain` or `html`).
public struct MediaText: XMLReadable, XMLExtensible, Sendable, Equatable {
    /// The text, as written.
    public var text = ""
    /// `plain` or `html`, as written.
    public var type: String?
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// Text of `type`.
    public init(_ text: String = "", type: String? = nil) {
        self.text = text
        self.type = type
    }

    /// An empty value for the reader to fill in: every property at its default, set directly
    /// (the public initializer's defaulted parameters cost a copy of the whole value).
    fileprivate init(unread: Void) {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription({ MediaText(unread: ()) }) {
        XMLTextContent(\.text)
        XMLAttribute("type", \.type)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// `media:player`: the page that plays the media.
public struct MediaPlayer: XMLReadable, XMLExtensible, Sendable, Equatable {
    /// The page's URL.
    public var url: String?
    /// The player's height, as written.
    public var height: String?
    /// The player's width, as written.
    public var width: String?
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// An empty player.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(MediaPlayer.init, element: "media:player") {
        XMLAttribute("url", \.url)
        XMLAttribute("height", \.height)
        XMLAttribute("width", \.width)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// `media:category`: a category of the video, with its scheme and label.
public struct MediaCategory: XMLReadable, XMLExtensible, Sendable, Equatable {
    /// The category, as text.
    public var term = ""
    /// The scheme and label.
    public var scheme: String?
    /// The `label` attribute, as written.
    public var label: String?
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// An empty category.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(MediaCategory.init, element: "media:category") {
        XMLTextContent(\.term)
        XMLAttribute("scheme", \.scheme)
        XMLAttribute("label", \.label)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// `media:content`: one rendition of the video, with YouTube's `yt:format`.
public struct MediaContent: XMLReadable, XMLExtensible, Sendable, Equatable {
    /// The rendition's URL and media type.
    public var url: String?
    /// The rendition's media type.
    public var type: String?
    /// `video`, `audio`, `image`, …
    public var medium: String?
    /// Whether this is the default rendition, as written.
    public var isDefault: String?
    /// `full`, `sample` or `nonstop`.
    public var expression: String?
    /// The duration in seconds, as written.
    public var duration: String?
    /// `yt:format`: YouTube's format number, as written.
    public var youTubeFormat: String?
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// An empty rendition.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(MediaContent.init, element: "media:content") {
        XMLAttribute("url", \.url)
        XMLAttribute("type", \.type)
        XMLAttribute("medium", \.medium)
        XMLAttribute("isDefault", \.isDefault)
        XMLAttribute("expression", \.expression)
        XMLAttribute("duration", \.duration)
        XMLAttribute("yt:format", \.youTubeFormat)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// `media:thumbnail`: a still of the video (in a media group), or a user's picture (in a profile).
public struct MediaThumbnail: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.media("thumbnail")
    /// The image's URL and size, as written.
    public var url: String?
    /// The `width` attribute, as written.
    public var width: String?
    /// The `height` attribute, as written.
    public var height: String?
    /// Where in the video the still is from.
    public var time: String?
    /// Unknown content (such as `yt:name`).
    public var extensions = XMLExtensions()

    /// An empty thumbnail.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(MediaThumbnail.init) {
        XMLAttribute("url", \.url)
        XMLAttribute("width", \.width)
        XMLAttribute("height", \.height)
        XMLAttribute("time", \.time)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}
