// YouTube's small elements (yt:*): text, markers and a few attributes, one type each so that
// they are found by type. The numbers among them are kept as written.

import Xylem

extension AtomNamespaces {
    static func yt(_ local: String) -> XMLQualifiedName { name(yt, local, "yt") }
}

/// `yt:countHint`: how many entries a playlist or subscription holds, as written.
public struct YTCountHint: GDataTextConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.yt("countHint")
    /// How the type is read and written.
    public static let xmlDescription = textDescription()
    /// The count, as written.
    public var text = ""
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An empty element.
    public init() {}
}

/// `yt:username`: a YouTube user name.
public struct YTUsername: GDataTextConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.yt("username")
    /// How the type is read and written.
    public static let xmlDescription = textDescription()
    /// The user name.
    public var text = ""
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An empty element.
    public init() {}
}

/// `yt:status`: the state of a contact (pending, accepted, requested).
public struct YTStatus: GDataTextConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.yt("status")
    /// How the type is read and written.
    public static let xmlDescription = textDescription()
    /// The status, as written.
    public var text = ""
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An empty element.
    public init() {}
}

/// `yt:queryString`: the search a query subscription follows.
public struct YTQueryString: GDataTextConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.yt("queryString")
    /// How the type is read and written.
    public static let xmlDescription = textDescription()
    /// The query.
    public var text = ""
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An empty element.
    public init() {}
}

/// `yt:playlistId`: the playlist a playlist subscription follows.
public struct YTPlaylistID: GDataTextConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.yt("playlistId")
    /// How the type is read and written.
    public static let xmlDescription = textDescription()
    /// The playlist's identifier.
    public var text = ""
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An empty element.
    public init() {}
}

/// `yt:playlistTitle`: the title of a subscribed playlist.
public struct YTPlaylistTitle: GDataTextConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.yt("playlistTitle")
    /// How the type is read and written.
    public static let xmlDescription = textDescription()
    /// The title.
    public var text = ""
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An empty element.
    public init() {}
}

/// `yt:position`: a video's 1-based position in a playlist, as written.
public struct YTPosition: GDataTextConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.yt("position")
    /// How the type is read and written.
    public static let xmlDescription = textDescription()
    /// The position, as written.
    public var text = ""
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An empty element.
    public init() {}
}

/// `yt:derived`: how a caption track was made (such as `speechRecognition`).
public struct YTDerived: GDataTextConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.yt("derived")
    /// How the type is read and written.
    public static let xmlDescription = textDescription()
    /// How the track was made.
    public var text = ""
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An empty element.
    public init() {}
}

/// `yt:videoid`: a video's identifier.
public struct YTVideoID: GDataTextConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.yt("videoid")
    /// How the type is read and written.
    public static let xmlDescription = textDescription()
    /// The identifier.
    public var text = ""
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An empty element.
    public init() {}
}

/// `yt:location`: where a video was recorded or a user lives, as text.
public struct YTLocation: GDataTextConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.yt("location")
    /// How the type is read and written.
    public static let xmlDescription = textDescription()
    /// The place, as written.
    public var text = ""
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An empty element.
    public init() {}
}

/// `yt:recorded`: the date a video was recorded, as written.
public struct YTRecorded: GDataTextConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.yt("recorded")
    /// How the type is read and written.
    public static let xmlDescription = textDescription()
    /// The date, as written.
    public var text = ""
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An empty element.
    public init() {}
}

/// `yt:firstName` of a user profile.
public struct YTFirstName: GDataTextConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.yt("firstName")
    /// How the type is read and written.
    public static let xmlDescription = textDescription()
    /// The first name.
    public var text = ""
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An empty element.
    public init() {}
}

/// `yt:lastName` of a user profile.
public struct YTLastName: GDataTextConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.yt("lastName")
    /// How the type is read and written.
    public static let xmlDescription = textDescription()
    /// The last name.
    public var text = ""
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An empty element.
    public init() {}
}

/// `yt:age` of a user profile, as written.
public struct YTAge: GDataTextConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.yt("age")
    /// How the type is read and written.
    public static let xmlDescription = textDescription()
    /// The age, as written.
    public var text = ""
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An empty element.
    public init() {}
}

/// `yt:gender` of a user profile (`m` or `f`).
public struct YTGender: GDataTextConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.yt("gender")
    /// How the type is read and written.
    public static let xmlDescription = textDescription()
    /// The gender, as written.
    public var text = ""
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An empty element.
    public init() {}
}

/// `yt:aboutMe` of a user profile.
public struct YTAboutMe: GDataTextConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.yt("aboutMe")
    /// How the type is read and written.
    public static let xmlDescription = textDescription()
    /// The text.
    public var text = ""
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An empty element.
    public init() {}
}

/// `yt:private`: the video or playlist is private.
public struct YTPrivate: GDataMarkerConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.yt("private")
    /// How the type is read and written.
    public static let xmlDescription = markerDescription()
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// The marker.
    public init() {}
}

/// `yt:noembed`: the video may not be embedded in other sites.
public struct YTNoEmbed: GDataMarkerConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.yt("noembed")
    /// How the type is read and written.
    public static let xmlDescription = markerDescription()
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// The marker.
    public init() {}
}
