// The protocol every entry type adopts, generic and registered kinds alike: they all hold an
// AtomEntry and differ in the extensions they declare and the accessors they add.

import Xylem

/// An Atom entry of some kind: ``AtomEntry`` itself, or a registered kind type such as a
/// calendar event, which wraps an ``AtomEntry`` and declares the extensions of its service.
///
/// A kind type's description starts with the shared entry lines and adds its declarations:
///
/// ```swift
/// public struct CalendarEvent: AtomEntryProtocol {
///     public var entry = AtomEntry()
///     public init() {}
///     public static let xmlDescription = AtomEntry.description(CalendarEvent.init, entry: \.entry) {
///         XMLExtensionDeclaration(GDWhen.self)
///         XMLExtensionDeclaration(GCalWebContent.self, inside: AtomLink.self)
///     }
/// }
/// ```
public protocol AtomEntryProtocol: XMLReadable, XMLExtensible, Sendable {
    /// The entry's Atom and Google Data content.
    var entry: AtomEntry { get set }
}

extension AtomEntryProtocol {
    /// The entry's extension values and unknown content (stored in ``entry``).
    public var extensions: XMLExtensions {
        get { entry.extensions }
        set { entry.extensions = newValue }
    }

    /// The name of the registered kind type, such as `CalendarEvent`, or `AtomEntry`.
    public var kindTypeName: String { String(describing: Self.self) }

    /// Whether two entries are of the same kind type with equal content and extensions.
    public func isEqual(to other: any AtomEntryProtocol) -> Bool {
        type(of: other) == Self.self && entry == other.entry
    }
}
