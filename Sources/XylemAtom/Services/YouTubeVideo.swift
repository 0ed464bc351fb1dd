// YouTube videos: the kind type with its media group and statistics.

import Xylem

/// `yt:statistics`: view and favorite counts, as written.
public struct YTStatistics: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.yt("statistics")
    /// Counts, as written.
    public var viewCount: String?
    /// The `favoriteCount` attribute, as written.
    public var favoriteCount: String?
    /// The `videoWatchCount` attribute, as written.
    public var videoWatchCount: String?
    /// The `subscriberCount` attribute, as written.
    public var subscriberCount: String?
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// Empty statistics.
    public init() {}

    /// How the type is read.
    public static let xmlDescription = atomDescription(YTStatistics.init) {
        Attribute("viewCount", \.viewCount)
        Attribute("favoriteCount", \.favoriteCount)
        Attribute("videoWatchCount", \.videoWatchCount)
        Attribute("subscriberCount", \.subscriberCount)
        Extensions(\.extensions, keepUnknown: true)
    }

    /// The view count as a number.
    public var views: Int? { viewCount.flatMap { Int($0) } }

    /// Writes the element.
    public func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        try writer.element(
            Self.xmlName,
            attributes: [
                "viewCount": viewCount, "favoriteCount": favoriteCount, "videoWatchCount": videoWatchCount,
                "subscriberCount": subscriberCount,
            ],
            extensions: extensions)
    }
}

/// A YouTube video entry (kind `…/youtube/schemas/2007#video`).
public struct YouTubeVideo: AtomEntryProtocol, Equatable {
    /// The entry's Atom and Google Data content.
    public var entry = AtomEntry()

    /// An empty video.
    public init() {}

    /// How the type is read: the entry, with the media group and statistics declared.
    public static let xmlDescription = AtomEntry.description(YouTubeVideo.init, entry: \.entry) {
        Extension(MediaGroup.self)
        Extension(YTStatistics.self)
    }

    /// `media:group`.
    public var mediaGroup: MediaGroup? {
        get { self.extension(MediaGroup.self) }
        set { setExtension(newValue) }
    }

    /// `yt:statistics`.
    public var statistics: YTStatistics? {
        get { self.extension(YTStatistics.self) }
        set { setExtension(newValue) }
    }
}
