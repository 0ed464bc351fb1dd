// Google Calendar events: the kind type, its web content (declared inside links), and accessors.

import Xylem

/// A Google Calendar event entry (kind `…/g/2005#event`): times, places, participants, status,
/// recurrence, reminders and the `gCal:` settings, with `gCal:webContent` inside its links.
public struct CalendarEvent: AtomEntryProtocol, Equatable {
    /// The entry's Atom and Google Data content.
    public var entry: AtomEntry

    /// An empty event.
    public init() { entry = AtomEntry() }

    /// Wraps an entry that was read before its kind was known (see `AtomKindEntry`).
    init(entry: consuming AtomEntry) { self.entry = entry }

    /// How the type is read and written: the entry, with the calendar's extensions declared.
    public static let xmlDescription = AtomEntry.description(CalendarEvent.init, entry: \.entry) { kindDeclarations }

    /// The extensions the kind declares (read in feeds as an ``AtomEntry`` with them declared:
    /// see ``AtomKinds``).
    @XMLExtensionBuilder static var kindDeclarations: [XMLExtensionDeclaration] {
        XMLExtensionDeclaration(GDWhen.self)
        XMLExtensionDeclaration(GDWhere.self)
        XMLExtensionDeclaration(GDWho.self)
        XMLExtensionDeclaration(GDEventStatus.self)
        XMLExtensionDeclaration(GDVisibility.self)
        XMLExtensionDeclaration(GDTransparency.self)
        XMLExtensionDeclaration(GDRecurrence.self)
        XMLExtensionDeclaration(GDReminder.self)
        XMLExtensionDeclaration(GDOriginalEvent.self)
        XMLExtensionDeclaration(GCalSendEventNotifications.self)
        XMLExtensionDeclaration(GCalSequence.self)
        XMLExtensionDeclaration(GCalUID.self)
        XMLExtensionDeclaration(GCalGuestsCanModify.self)
        XMLExtensionDeclaration(GCalGuestsCanInviteOthers.self)
        XMLExtensionDeclaration(GCalGuestsCanSeeGuests.self)
        XMLExtensionDeclaration(GCalAnyoneCanAddSelf.self)
        XMLExtensionDeclaration(GCalAdditionalGuests.self, inside: GDWho.self)
        XMLExtensionDeclaration(GCalWebContent.self, inside: AtomLink.self)
    }

    /// `gd:when`: when the event takes place.
    public var when: [GDWhen] {
        get { extensions(GDWhen.self) }
        set { setExtensions(newValue) }
    }

    /// `gd:where`: where.
    public var locations: [GDWhere] {
        get { extensions(GDWhere.self) }
        set { setExtensions(newValue) }
    }

    /// `gd:who`: the participants.
    public var participants: [GDWho] {
        get { extensions(GDWho.self) }
        set { setExtensions(newValue) }
    }

    /// `gd:eventStatus`.
    public var status: GDEventStatus? {
        get { self.extension(GDEventStatus.self) }
        set { setExtension(newValue) }
    }

    /// `gd:visibility`.
    public var visibility: GDVisibility? {
        get { self.extension(GDVisibility.self) }
        set { setExtension(newValue) }
    }

    /// `gd:transparency`.
    public var transparency: GDTransparency? {
        get { self.extension(GDTransparency.self) }
        set { setExtension(newValue) }
    }

    /// `gd:recurrence`: the iCalendar recurrence of a recurring event.
    public var recurrence: String? {
        get { self.extension(GDRecurrence.self)?.text }
        set { setExtension(newValue.map { GDRecurrence(text: $0) }) }
    }

    /// `gd:reminder` elements directly in the event.
    public var reminders: [GDReminder] {
        get { extensions(GDReminder.self) }
        set { setExtensions(newValue) }
    }

    /// `gd:originalEvent`, for an exception to a recurring event.
    public var originalEvent: GDOriginalEvent? {
        get { self.extension(GDOriginalEvent.self) }
        set { setExtension(newValue) }
    }

    /// `gCal:sendEventNotifications`.
    public var sendsEventNotifications: Bool? {
        get { self.extension(GCalSendEventNotifications.self)?.boolValue }
        set { setExtension(newValue.map { GCalSendEventNotifications(value: String($0)) }) }
    }

    /// `gCal:sequence`.
    public var sequence: Int? { self.extension(GCalSequence.self)?.intValue }

    /// `gCal:uid`.
    public var uid: String? { self.extension(GCalUID.self)?.value }
}

/// `gCal:webContent`, inside a link of an event: a web page or gadget shown with the event.
public struct GCalWebContent: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gCal("webContent")
    /// The content's URL and size, as written.
    public var url: String?
    /// The `width` attribute, as written.
    public var width: String?
    /// The `height` attribute, as written.
    public var height: String?
    /// The gadget's preferences (`gCal:webContentGadgetPref`), in order.
    public var gadgetPreferences: [GCalWebContentGadgetPref] = []
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// Empty web content.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(GCalWebContent.init) {
        XMLAttribute("url", \.url)
        XMLAttribute("width", \.width)
        XMLAttribute("height", \.height)
        XMLChildren("gCal:webContentGadgetPref", \.gadgetPreferences)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// `gCal:webContentGadgetPref`: one preference of a web content gadget.
public struct GCalWebContentGadgetPref: XMLReadable, XMLExtensible, Sendable, Equatable {
    /// The preference's name and value.
    public var name: String?
    /// The preference's value.
    public var value: String?
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// An empty preference.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(
        GCalWebContentGadgetPref.init, element: "gCal:webContentGadgetPref"
    ) {
        XMLAttribute("name", \.name)
        XMLAttribute("value", \.value)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

extension AtomLink {
    /// `gCal:webContent`, on links of calendar events.
    public var webContent: GCalWebContent? {
        get { self.extension(GCalWebContent.self) }
        set { setExtension(newValue) }
    }
}
