// The YouTube kinds that are not videos: playlist links, subscriptions, user events, contacts
// and caption tracks. Their few yt: elements are declared; the rest is kept as unknown content.

import Xylem

/// A playlist of a user's playlists feed (kind `…/2007#playlistLink`): its size, privacy and media group.
public struct YouTubePlaylistLink: AtomEntryProtocol, Equatable {
    /// The entry's Atom and Google Data content.
    public var entry: AtomEntry
    /// An empty playlist link.
    public init() { entry = AtomEntry() }

    /// Wraps an entry that was read before its kind was known (see `AtomKindEntry`).
    init(entry: consuming AtomEntry) { self.entry = entry }
    /// How the type is read and written: the entry, with the kind's extensions declared.
    public static let xmlDescription = AtomEntry.description(YouTubePlaylistLink.init, entry: \.entry) {
        kindDeclarations
    }

    /// The extensions the kind declares (read in feeds as an ``AtomEntry`` with them declared:
    /// see ``AtomKinds``).
    @XMLExtensionBuilder static var kindDeclarations: [XMLExtensionDeclaration] {
        XMLExtensionDeclaration(YTCountHint.self)
        XMLExtensionDeclaration(YTPrivate.self)
        XMLExtensionDeclaration(MediaGroup.self)
    }

    /// `yt:countHint`: how many videos the playlist holds.
    public var countHint: Int? { self.extension(YTCountHint.self)?.intValue }

    /// `yt:private`: whether the playlist is private.
    public var isPrivate: Bool {
        get { self.extension(YTPrivate.self) != nil }
        set { setExtension(newValue ? YTPrivate() : nil) }
    }

    /// `media:group`.
    public var mediaGroup: MediaGroup? {
        get { self.extension(MediaGroup.self) }
        set { setExtension(newValue) }
    }
}

/// A subscription (kind `…/2007#subscription`) to a channel, a query or a playlist.
public struct YouTubeSubscription: AtomEntryProtocol, Equatable {
    /// The entry's Atom and Google Data content.
    public var entry: AtomEntry
    /// An empty subscription.
    public init() { entry = AtomEntry() }

    /// Wraps an entry that was read before its kind was known (see `AtomKindEntry`).
    init(entry: consuming AtomEntry) { self.entry = entry }
    /// How the type is read and written: the entry, with the kind's extensions declared.
    public static let xmlDescription = AtomEntry.description(YouTubeSubscription.init, entry: \.entry) {
        kindDeclarations
    }

    /// The extensions the kind declares (read in feeds as an ``AtomEntry`` with them declared:
    /// see ``AtomKinds``).
    @XMLExtensionBuilder static var kindDeclarations: [XMLExtensionDeclaration] {
        XMLExtensionDeclaration(YTCountHint.self)
        XMLExtensionDeclaration(YTUsername.self)
        XMLExtensionDeclaration(YTQueryString.self)
        XMLExtensionDeclaration(YTPlaylistID.self)
        XMLExtensionDeclaration(YTPlaylistTitle.self)
    }

    /// `yt:countHint`: how many new videos there are.
    public var countHint: Int? { self.extension(YTCountHint.self)?.intValue }

    /// `yt:username`: the subscribed channel's user.
    public var username: String? {
        get { self.extension(YTUsername.self)?.text }
        set { setExtension(newValue.map { YTUsername(text: $0) }) }
    }

    /// `yt:queryString`: the subscribed search.
    public var queryString: String? {
        get { self.extension(YTQueryString.self)?.text }
        set { setExtension(newValue.map { YTQueryString(text: $0) }) }
    }

    /// `yt:playlistId`: the subscribed playlist.
    public var playlistID: String? {
        get { self.extension(YTPlaylistID.self)?.text }
        set { setExtension(newValue.map { YTPlaylistID(text: $0) }) }
    }

    /// `yt:playlistTitle`: the subscribed playlist's title.
    public var playlistTitle: String? {
        get { self.extension(YTPlaylistTitle.self)?.text }
        set { setExtension(newValue.map { YTPlaylistTitle(text: $0) }) }
    }
}

/// An activity of a user (kind `…/2007#userEvent`): what happened is its category in the `userevents.cat` scheme.
public struct YouTubeUserEvent: AtomEntryProtocol, Equatable {
    /// The entry's Atom and Google Data content.
    public var entry: AtomEntry
    /// An empty user event.
    public init() { entry = AtomEntry() }

    /// Wraps an entry that was read before its kind was known (see `AtomKindEntry`).
    init(entry: consuming AtomEntry) { self.entry = entry }
    /// How the type is read and written: the entry, with the kind's extensions declared.
    public static let xmlDescription = AtomEntry.description(YouTubeUserEvent.init, entry: \.entry) { kindDeclarations }

    /// The extensions the kind declares (read in feeds as an ``AtomEntry`` with them declared:
    /// see ``AtomKinds``).
    @XMLExtensionBuilder static var kindDeclarations: [XMLExtensionDeclaration] {
        XMLExtensionDeclaration(YTUsername.self)
        XMLExtensionDeclaration(YTVideoID.self)
    }

    /// `yt:username`: the other user involved (a friend added, a channel subscribed to).
    public var username: String? {
        get { self.extension(YTUsername.self)?.text }
        set { setExtension(newValue.map { YTUsername(text: $0) }) }
    }

    /// `yt:videoid`: the video involved.
    public var videoID: String? {
        get { self.extension(YTVideoID.self)?.text }
        set { setExtension(newValue.map { YTVideoID(text: $0) }) }
    }
}

/// A contact of a user (kind `…/2007#friend`): their user name and the state of the friendship.
public struct YouTubeContact: AtomEntryProtocol, Equatable {
    /// The entry's Atom and Google Data content.
    public var entry: AtomEntry
    /// An empty contact.
    public init() { entry = AtomEntry() }

    /// Wraps an entry that was read before its kind was known (see `AtomKindEntry`).
    init(entry: consuming AtomEntry) { self.entry = entry }
    /// How the type is read and written: the entry, with the kind's extensions declared.
    public static let xmlDescription = AtomEntry.description(YouTubeContact.init, entry: \.entry) { kindDeclarations }

    /// The extensions the kind declares (read in feeds as an ``AtomEntry`` with them declared:
    /// see ``AtomKinds``).
    @XMLExtensionBuilder static var kindDeclarations: [XMLExtensionDeclaration] {
        XMLExtensionDeclaration(YTUsername.self)
        XMLExtensionDeclaration(YTStatus.self)
    }

    /// `yt:username`.
    public var username: String? {
        get { self.extension(YTUsername.self)?.text }
        set { setExtension(newValue.map { YTUsername(text: $0) }) }
    }

    /// `yt:status`: `pending`, `accepted` or `requested`.
    public var status: String? {
        get { self.extension(YTStatus.self)?.text }
        set { setExtension(newValue.map { YTStatus(text: $0) }) }
    }
}

/// A caption track of a video (kind `…/2007#captionTrack`), with the state of its processing.
public struct YouTubeCaptionTrack: AtomEntryProtocol, Equatable {
    /// The entry's Atom and Google Data content.
    public var entry: AtomEntry
    /// An empty caption track.
    public init() { entry = AtomEntry() }

    /// Wraps an entry that was read before its kind was known (see `AtomKindEntry`).
    init(entry: consuming AtomEntry) { self.entry = entry }
    /// How the type is read and written: the entry, with the kind's extensions declared.
    public static let xmlDescription = AtomEntry.description(YouTubeCaptionTrack.init, entry: \.entry) {
        kindDeclarations
    }

    /// The extensions the kind declares (read in feeds as an ``AtomEntry`` with them declared:
    /// see ``AtomKinds``).
    @XMLExtensionBuilder static var kindDeclarations: [XMLExtensionDeclaration] {
        XMLExtensionDeclaration(YTDerived.self)
        XMLExtensionDeclaration(YTState.self, inside: AppControl.self)
    }

    /// `yt:derived`: how the track was made, such as `speechRecognition`.
    public var derived: String? {
        get { self.extension(YTDerived.self)?.text }
        set { setExtension(newValue.map { YTDerived(text: $0) }) }
    }
}
