// The Media RSS group of YouTube videos, with YouTube's attributes on its elements.

import Xylem

extension AtomNamespaces {
    static func media(_ local: String) -> XMLQualifiedName { name(media, local, "media") }
    static func yt(_ local: String) -> XMLQualifiedName { name(yt, local, "yt") }
}

/// `media:group`: a video's categories, renditions and thumbnails as types, and its title,
/// description, keywords, player, duration and id read from the kept elements (which also keep
/// the attributes these accessors do not name, such as `media:title`'s `type`, for writing back).
/// Everything else (`media:credit`, `media:rating`, `yt:private`, …) is kept in ``extensions``.
public struct MediaGroup: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.media("group")
    /// `media:category` elements.
    public var categories: [MediaCategory] = []
    /// `media:content` elements: the renditions.
    public var contents: [MediaContent] = []
    /// `media:thumbnail` elements.
    public var thumbnails: [MediaThumbnail] = []
    /// The other elements of the group, and unknown attributes.
    public var extensions = XMLExtensions()

    /// An empty group.
    public init() {}

    /// How the type is read.
    public static let xmlDescription = atomDescription(MediaGroup.init) {
        Children("media:category", \.categories)
        Children("media:content", \.contents)
        Children("media:thumbnail", \.thumbnails)
        Extensions(\.extensions, keepUnknown: true)
    }

    /// `media:title`.
    public var title: String? { kept(AtomNamespaces.media("title"))?.textContent }
    /// `media:description`.
    public var description: String? { kept(AtomNamespaces.media("description"))?.textContent }
    /// `media:keywords`: comma-separated keywords, as written.
    public var keywords: String? { kept(AtomNamespaces.media("keywords"))?.textContent }
    /// `media:player`'s URL.
    public var playerURL: String? { kept(AtomNamespaces.media("player"))?.attribute(XMLQualifiedName("url")) }
    /// `yt:duration`'s seconds, as written.
    public var durationSeconds: String? { kept(AtomNamespaces.yt("duration"))?.attribute(XMLQualifiedName("seconds")) }
    /// `yt:videoid`.
    public var videoID: String? { kept(AtomNamespaces.yt("videoid"))?.textContent }

    private func kept(_ name: XMLQualifiedName) -> XMLElementNode? {
        extensions.unknownElements.first { $0.name == name }
    }

    /// Writes the element.
    public func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        try writer.element(Self.xmlName, extensions: extensions) { writer in
            try writer.each(categories)
            try writer.each(contents)
            try writer.each(thumbnails)
        }
    }
}

/// `media:category`: a category of the video, with its scheme and label.
public struct MediaCategory: XMLReadable, XMLWritable, XMLExtensible, Sendable, Equatable {
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

    /// How the type is read.
    public static let xmlDescription = atomDescription(MediaCategory.init) {
        TextContent(\.term)
        Attribute("scheme", \.scheme)
        Attribute("label", \.label)
        Extensions(\.extensions, keepUnknown: true)
    }

    /// Writes the element.
    public func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        try writer.element(AtomNamespaces.media("category"), attributes: ["label": label, "scheme": scheme], extensions: extensions, text: term)
    }
}

/// `media:content`: one rendition of the video, with YouTube's `yt:format`.
public struct MediaContent: XMLReadable, XMLWritable, XMLExtensible, Sendable, Equatable {
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

    /// How the type is read.
    public static let xmlDescription = atomDescription(MediaContent.init) {
        Attribute("url", \.url)
        Attribute("type", \.type)
        Attribute("medium", \.medium)
        Attribute("isDefault", \.isDefault)
        Attribute("expression", \.expression)
        Attribute("duration", \.duration)
        Attribute("yt:format", \.youTubeFormat)
        Extensions(\.extensions, keepUnknown: true)
    }

    /// Writes the element.
    public func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        try writer.startElement(AtomNamespaces.media("content"))
        try extensions.writeNamespaceDeclarations(to: &writer)
        for (name, value) in [("url", url), ("type", type), ("medium", medium), ("isDefault", isDefault), ("expression", expression), ("duration", duration)] {
            try writer.attribute(plain(name), ifPresent: value)
        }
        try writer.attribute(AtomNamespaces.yt("format"), ifPresent: youTubeFormat)
        try extensions.writeAttributes(to: &writer)
        try extensions.writeElements(to: &writer)
        try writer.endElement()
    }
}

/// `media:thumbnail`: a still of the video.
public struct MediaThumbnail: XMLReadable, XMLWritable, XMLExtensible, Sendable, Equatable {
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

    /// How the type is read.
    public static let xmlDescription = atomDescription(MediaThumbnail.init) {
        Attribute("url", \.url)
        Attribute("width", \.width)
        Attribute("height", \.height)
        Attribute("time", \.time)
        Extensions(\.extensions, keepUnknown: true)
    }

    /// Writes the element.
    public func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        try writer.element(
            AtomNamespaces.media("thumbnail"), attributes: ["url": url, "width": width, "height": height, "time": time],
            extensions: extensions)
    }
}
