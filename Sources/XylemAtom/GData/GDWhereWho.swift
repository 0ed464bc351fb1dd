// Places and people of an event: gd:where and gd:who.

import Xylem

/// `gd:where`: a place, as text and optionally as a linked entry.
public struct GDWhere: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gd("where")
    /// The place, described as text.
    public var valueString: String?
    /// The relation and a label.
    public var rel: String?
    /// The `label` attribute, as written.
    public var label: String?
    /// The place as an entry.
    public var entryLink: GDEntryLink?
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// An empty place.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(GDWhere.init) {
        XMLAttribute("valueString", \.valueString)
        XMLAttribute("rel", \.rel)
        XMLAttribute("label", \.label)
        XMLChild("gd:entryLink", \.entryLink)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// `gd:who`: a person taking part (an attendee, the organizer, a performer).
public struct GDWho: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gd("who")
    /// The person's email address.
    public var email: String?
    /// The role, such as `…#event.attendee` or `…#event.organizer`.
    public var rel: String?
    /// The person's name.
    public var valueString: String?
    /// Whether the person accepted, declined or was invited.
    public var attendeeStatus: GDAttendeeStatus?
    /// Whether the person is required or optional.
    public var attendeeType: GDAttendeeType?
    /// The person as a contact entry.
    public var entryLink: GDEntryLink?
    /// Unknown content (such as `gCal:additionalGuests`).
    public var extensions = XMLExtensions()

    /// An empty participant.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(GDWho.init) {
        XMLAttribute("email", \.email)
        XMLAttribute("rel", \.rel)
        XMLAttribute("valueString", \.valueString)
        XMLChild("gd:attendeeStatus", \.attendeeStatus)
        XMLChild("gd:attendeeType", \.attendeeType)
        XMLChild("gd:entryLink", \.entryLink)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}
