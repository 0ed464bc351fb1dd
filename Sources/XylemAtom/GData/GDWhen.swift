// Event times: gd:when with its reminders, gd:reminder, and gd:originalEvent for exceptions to
// a recurring event.

import Xylem

/// `gd:when`: a period of time (an event's start and end), with reminders.
public struct GDWhen: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gd("when")
    /// The start, as written (a date or a date and time).
    public var startTime: String?
    /// The end, as written.
    public var endTime: String?
    /// A description of the time, such as "this weekend".
    public var valueString: String?
    /// The reminders, in document order.
    public var reminders: [GDReminder] = []
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// An empty period.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(GDWhen.init) {
        XMLAttribute("startTime", \.startTime)
        XMLAttribute("endTime", \.endTime)
        XMLAttribute("valueString", \.valueString)
        XMLChildren("gd:reminder", \.reminders)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }

    /// The start as a timestamp, when it parses as one.
    public var start: AtomDateTime? { startTime.map(AtomDateTime.init) }
    /// The end as a timestamp, when it parses as one.
    public var end: AtomDateTime? { endTime.map(AtomDateTime.init) }
}

/// `gd:reminder`: when and how to remind, before an event or at an absolute time.
public struct GDReminder: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gd("reminder")
    /// How long before the event, as written: at most one of days, hours and minutes.
    public var days: String?
    /// The `hours` attribute, as written.
    public var hours: String?
    /// The `minutes` attribute, as written.
    public var minutes: String?
    /// An absolute time, as written.
    public var absoluteTime: String?
    /// The notification method (alert, email, sms, …).
    public var method: String?
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// An empty reminder.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(GDReminder.init) {
        XMLAttribute("days", \.days)
        XMLAttribute("hours", \.hours)
        XMLAttribute("minutes", \.minutes)
        XMLAttribute("absoluteTime", \.absoluteTime)
        XMLAttribute("method", \.method)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// `gd:originalEvent`: the recurring event that an exception replaces an instance of.
public struct GDOriginalEvent: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gd("originalEvent")
    /// The recurring event's id and URI.
    public var id: String?
    /// The recurring event's URI.
    public var href: String?
    /// The original start time of the replaced instance.
    public var when: GDWhen?
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// An empty reference.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(GDOriginalEvent.init) {
        XMLAttribute("id", \.id)
        XMLAttribute("href", \.href)
        XMLChild("gd:when", \.when)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}
