// Google Calendar's value elements (gCal:*), one small type each so that they are found by type.

import Xylem

extension AtomNamespaces {
    static func gCal(_ local: String) -> XMLQualifiedName { name(gCal, local, "gCal") }
}

/// `gCal:timezone` of a calendar feed.
public struct GCalTimezone: GDataValueConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gCal("timezone")
    /// How the type is read and written.
    public static let xmlDescription = valueDescription()
    /// The time zone, such as `America/Los_Angeles`.
    public var value: String?
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An element without a value.
    public init() {}
}

/// `gCal:timesCleaned` of a calendar feed.
public struct GCalTimesCleaned: GDataValueConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gCal("timesCleaned")
    /// How the type is read and written.
    public static let xmlDescription = valueDescription()
    /// How many times the calendar was cleaned, as written.
    public var value: String?
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An element without a value.
    public init() {}
}

/// `gCal:sendEventNotifications`: whether guests are notified of changes.
public struct GCalSendEventNotifications: GDataValueConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gCal("sendEventNotifications")
    /// How the type is read and written.
    public static let xmlDescription = valueDescription()
    /// `true` or `false`, as written.
    public var value: String?
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An element without a value.
    public init() {}
}

/// `gCal:sequence`: the event's iCalendar sequence number.
public struct GCalSequence: GDataValueConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gCal("sequence")
    /// How the type is read and written.
    public static let xmlDescription = valueDescription()
    /// The sequence number, as written.
    public var value: String?
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An element without a value.
    public init() {}
}

/// `gCal:uid`: the event's iCalendar UID.
public struct GCalUID: GDataValueConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gCal("uid")
    /// How the type is read and written.
    public static let xmlDescription = valueDescription()
    /// The UID.
    public var value: String?
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An element without a value.
    public init() {}
}

/// `gCal:guestsCanModify`: whether guests may change the event.
public struct GCalGuestsCanModify: GDataValueConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gCal("guestsCanModify")
    /// How the type is read and written.
    public static let xmlDescription = valueDescription()
    /// `true` or `false`, as written.
    public var value: String?
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An element without a value.
    public init() {}
}

/// `gCal:guestsCanInviteOthers`: whether guests may invite others.
public struct GCalGuestsCanInviteOthers: GDataValueConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gCal("guestsCanInviteOthers")
    /// How the type is read and written.
    public static let xmlDescription = valueDescription()
    /// `true` or `false`, as written.
    public var value: String?
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An element without a value.
    public init() {}
}

/// `gCal:guestsCanSeeGuests`: whether guests see each other.
public struct GCalGuestsCanSeeGuests: GDataValueConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gCal("guestsCanSeeGuests")
    /// How the type is read and written.
    public static let xmlDescription = valueDescription()
    /// `true` or `false`, as written.
    public var value: String?
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An element without a value.
    public init() {}
}

/// `gCal:anyoneCanAddSelf`: whether anyone may add themselves to the event.
public struct GCalAnyoneCanAddSelf: GDataValueConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gCal("anyoneCanAddSelf")
    /// How the type is read and written.
    public static let xmlDescription = valueDescription()
    /// `true` or `false`, as written.
    public var value: String?
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An element without a value.
    public init() {}
}

/// `gCal:additionalGuests`, inside `gd:who`: how many guests the person brings.
public struct GCalAdditionalGuests: GDataValueConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gCal("additionalGuests")
    /// How the type is read and written.
    public static let xmlDescription = valueDescription()
    /// The number of guests, as written.
    public var value: String?
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An element without a value.
    public init() {}
}
