// Google Data core elements that are a single value or a single text: event status, visibility,
// transparency, attendee status and type, recurrence, resource id, deleted.

import Xylem

/// `gd:eventStatus`: confirmed, tentative or canceled.
public struct GDEventStatus: GDataValueConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gd("eventStatus")
    /// How the type is read and written.
    public static let xmlDescription = valueDescription()
    /// The status URI.
    public var value: String?
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An element without a value.
    public init() {}
}

/// `gd:visibility`: default, public, private or confidential.
public struct GDVisibility: GDataValueConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gd("visibility")
    /// How the type is read and written.
    public static let xmlDescription = valueDescription()
    /// The visibility URI.
    public var value: String?
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An element without a value.
    public init() {}
}

/// `gd:transparency`: whether an event blocks time (opaque) or not (transparent).
public struct GDTransparency: GDataValueConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gd("transparency")
    /// How the type is read and written.
    public static let xmlDescription = valueDescription()
    /// The transparency URI.
    public var value: String?
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An element without a value.
    public init() {}
}

/// `gd:attendeeStatus`, inside `gd:who`: accepted, declined, invited or tentative.
public struct GDAttendeeStatus: GDataValueConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gd("attendeeStatus")
    /// How the type is read and written.
    public static let xmlDescription = valueDescription()
    /// The status URI.
    public var value: String?
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An element without a value.
    public init() {}
}

/// `gd:attendeeType`, inside `gd:who`: required or optional.
public struct GDAttendeeType: GDataValueConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gd("attendeeType")
    /// How the type is read and written.
    public static let xmlDescription = valueDescription()
    /// The type URI.
    public var value: String?
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An element without a value.
    public init() {}
}

/// `gd:recurrence`: an iCalendar (RFC 2445) recurrence, as text.
public struct GDRecurrence: GDataTextConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gd("recurrence")
    /// How the type is read and written.
    public static let xmlDescription = textDescription()
    /// The iCalendar text.
    public var text = ""
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An empty element.
    public init() {}
}

/// `gd:resourceId`: the service's own identifier of the resource.
public struct GDResourceId: GDataTextConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gd("resourceId")
    /// How the type is read and written.
    public static let xmlDescription = textDescription()
    /// The identifier.
    public var text = ""
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An empty element.
    public init() {}
}

/// `gd:deleted`: marks an entry as deleted (a tombstone).
public struct GDDeleted: GDataMarkerConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gd("deleted")
    /// How the type is read and written: only unknown content.
    public static let xmlDescription = markerDescription()
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// The marker.
    public init() {}
}
