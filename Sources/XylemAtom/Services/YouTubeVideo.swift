// YouTube videos, and the kinds that are videos too (favorites and playlist entries): the shared
// declarations and accessors, as the Objective-C client's subclasses of its video entry inherit
// them.

import Xylem

/// An entry that is a YouTube video: ``YouTubeVideo``, ``YouTubeFavorite`` or ``YouTubePlaylist``.
public protocol YouTubeVideoEntry: AtomEntryProtocol {}

extension YouTubeVideoEntry {
    /// The extensions of every video kind, for their descriptions.
    static var videoDeclarations: [XMLExtensionDeclaration] {
        [
            XMLExtensionDeclaration(MediaGroup.self), XMLExtensionDeclaration(YTStatistics.self),
            XMLExtensionDeclaration(YTRating.self),
            XMLExtensionDeclaration(YTAccessControl.self), XMLExtensionDeclaration(YTNoEmbed.self),
            XMLExtensionDeclaration(YTLocation.self),
            XMLExtensionDeclaration(YTRecorded.self),
            // Declared for descendants: the upload state in the entry's app:control.
            XMLExtensionDeclaration(YTState.self, inside: AppControl.self),
        ]
    }

    /// `media:group`: title, description, renditions, thumbnails, duration.
    public var mediaGroup: MediaGroup? {
        get { self.extension(MediaGroup.self) }
        set { setExtension(newValue) }
    }

    /// `yt:statistics`.
    public var statistics: YTStatistics? {
        get { self.extension(YTStatistics.self) }
        set { setExtension(newValue) }
    }

    /// `yt:rating`: likes and dislikes.
    public var likes: YTRating? {
        get { self.extension(YTRating.self) }
        set { setExtension(newValue) }
    }

    /// `yt:accessControl` settings.
    public var accessControls: [YTAccessControl] {
        get { extensions(YTAccessControl.self) }
        set { setExtensions(newValue) }
    }

    /// `yt:noembed`: whether the video may not be embedded.
    public var isNotEmbeddable: Bool {
        get { self.extension(YTNoEmbed.self) != nil }
        set { setExtension(newValue ? YTNoEmbed() : nil) }
    }

    /// `yt:location`: where the video was recorded.
    public var location: String? {
        get { self.extension(YTLocation.self)?.text }
        set { setExtension(newValue.map { YTLocation(text: $0) }) }
    }

    /// `yt:recorded`: when the video was recorded, as written.
    public var recorded: String? {
        get { self.extension(YTRecorded.self)?.text }
        set { setExtension(newValue.map { YTRecorded(text: $0) }) }
    }
}

/// A YouTube video entry (kind `http://gdata.youtube.com/schemas/2007#video`).
public struct YouTubeVideo: YouTubeVideoEntry, Equatable {
    /// The entry's Atom and Google Data content.
    public var entry: AtomEntry
    /// An empty video.
    public init() { entry = AtomEntry() }

    /// Wraps an entry that was read before its kind was known (see `AtomKindEntry`).
    init(entry: consuming AtomEntry) { self.entry = entry }
    /// How the type is read and written: the entry, with the video extensions declared.
    public static let xmlDescription = AtomEntry.description(YouTubeVideo.init, entry: \.entry) { kindDeclarations }

    /// The extensions the kind declares (read in feeds as an ``AtomEntry`` with them declared:
    /// see ``AtomKinds``).
    @XMLExtensionBuilder static var kindDeclarations: [XMLExtensionDeclaration] {
        YouTubeVideo.videoDeclarations
    }
}

/// A video in a user's favorites (kind `…/2007#favorite`).
public struct YouTubeFavorite: YouTubeVideoEntry, Equatable {
    /// The entry's Atom and Google Data content.
    public var entry: AtomEntry
    /// An empty favorite.
    public init() { entry = AtomEntry() }

    /// Wraps an entry that was read before its kind was known (see `AtomKindEntry`).
    init(entry: consuming AtomEntry) { self.entry = entry }
    /// How the type is read and written: the entry, with the video extensions declared.
    public static let xmlDescription = AtomEntry.description(YouTubeFavorite.init, entry: \.entry) { kindDeclarations }

    /// The extensions the kind declares (read in feeds as an ``AtomEntry`` with them declared:
    /// see ``AtomKinds``).
    @XMLExtensionBuilder static var kindDeclarations: [XMLExtensionDeclaration] {
        YouTubeVideo.videoDeclarations
    }
}

/// A video in a playlist (kind `…/2007#playlist`), with its position there.
public struct YouTubePlaylist: YouTubeVideoEntry, Equatable {
    /// The entry's Atom and Google Data content.
    public var entry: AtomEntry
    /// An empty playlist entry.
    public init() { entry = AtomEntry() }

    /// Wraps an entry that was read before its kind was known (see `AtomKindEntry`).
    init(entry: consuming AtomEntry) { self.entry = entry }
    /// How the type is read and written: the entry, with the video extensions and `yt:position` declared.
    public static let xmlDescription = AtomEntry.description(YouTubePlaylist.init, entry: \.entry) { kindDeclarations }

    /// The extensions the kind declares (read in feeds as an ``AtomEntry`` with them declared:
    /// see ``AtomKinds``).
    @XMLExtensionBuilder static var kindDeclarations: [XMLExtensionDeclaration] {
        YouTubeVideo.videoDeclarations
        XMLExtensionDeclaration(YTPosition.self)
    }

    /// `yt:position`: the 1-based position in the playlist.
    public var position: Int? {
        get { self.extension(YTPosition.self)?.intValue }
        set { setExtension(newValue.map { YTPosition(text: String($0)) }) }
    }
}
