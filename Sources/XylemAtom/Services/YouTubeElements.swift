// YouTube's elements with attributes: statistics, likes, duration, access control and the state
// of an upload. Counts are kept as written, with numeric accessors.

import Xylem

/// `yt:statistics`: view and favorite counts, as written.
public struct YTStatistics: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.yt("statistics")
    /// How many times the video or profile was viewed, as written.
    public var viewCount: String?
    /// The `favoriteCount` attribute, as written.
    public var favoriteCount: String?
    /// The `videoWatchCount` attribute, as written.
    public var videoWatchCount: String?
    /// The `subscriberCount` attribute, as written.
    public var subscriberCount: String?
    /// The `lastWebAccess` attribute of a profile, as written.
    public var lastWebAccess: String?
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// Empty statistics.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(YTStatistics.init) {
        XMLAttribute("viewCount", \.viewCount)
        XMLAttribute("favoriteCount", \.favoriteCount)
        XMLAttribute("videoWatchCount", \.videoWatchCount)
        XMLAttribute("subscriberCount", \.subscriberCount)
        XMLAttribute("lastWebAccess", \.lastWebAccess)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }

    /// The view count as a number.
    public var views: Int? { viewCount.flatMap { Int($0) } }
}

/// `yt:rating`: likes and dislikes of a video, as written (unlike `gd:rating`'s average).
public struct YTRating: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.yt("rating")
    /// How many people liked the video, as written.
    public var numLikes: String?
    /// How many people disliked the video, as written.
    public var numDislikes: String?
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// An empty rating.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(YTRating.init) {
        XMLAttribute("numLikes", \.numLikes)
        XMLAttribute("numDislikes", \.numDislikes)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }

    /// The likes as a number.
    public var likes: Int? { numLikes.flatMap { Int($0) } }
    /// The dislikes as a number.
    public var dislikes: Int? { numDislikes.flatMap { Int($0) } }
}

/// `yt:duration`: a video's length in seconds, as written.
public struct YTDuration: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.yt("duration")
    /// The length in seconds, as written.
    public var seconds: String?
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// An empty duration.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(YTDuration.init) {
        XMLAttribute("seconds", \.seconds)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }

    /// The length as a number of seconds.
    public var secondsValue: Int? { seconds.flatMap { Int($0) } }
}

/// `yt:accessControl`: whether an action (comment, rate, embed, …) is allowed on a video.
public struct YTAccessControl: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.yt("accessControl")
    /// The action, such as `comment` or `videoRespond`.
    public var action: String?
    /// `allowed`, `denied` or `moderated`.
    public var permission: String?
    /// Whom the permission is for, such as `group`.
    public var type: String?
    /// The element's text (such as the group's name), as written.
    public var text = ""
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// An empty setting.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(YTAccessControl.init) {
        XMLAttribute("action", \.action)
        XMLAttribute("permission", \.permission)
        XMLAttribute("type", \.type)
        XMLTextContent(\.text)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// `yt:state`, inside `app:control`: why an upload is not (yet) published.
public struct YTState: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.yt("state")
    /// The state, such as `processing`, `rejected` or `failed`.
    public var name: String?
    /// Why, as a code.
    public var reasonCode: String?
    /// A page that explains the state.
    public var helpUrl: String?
    /// The explanation, as written.
    public var text = ""
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// An empty state.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(YTState.init) {
        XMLAttribute("name", \.name)
        XMLAttribute("reasonCode", \.reasonCode)
        XMLAttribute("helpUrl", \.helpUrl)
        XMLTextContent(\.text)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

extension AppControl {
    /// `yt:state`, in the controls of YouTube videos and caption tracks.
    public var youTubeState: YTState? {
        get { self.extension(YTState.self) }
        set { setExtension(newValue) }
    }
}
