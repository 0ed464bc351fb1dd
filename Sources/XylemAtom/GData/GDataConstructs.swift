// The two shapes most Google Data extension elements take — a `value` attribute
// (`<gd:eventStatus value="…"/>`) or text (`<gs:rowCount>100</gs:rowCount>`) — shared so that each
// such element is a small type of its own, which is what typed extension lookup needs.

import Xylem

/// An extension element whose content is a `value` attribute, such as `gd:eventStatus`.
public protocol GDataValueConstruct: XMLExtension, XMLExtensible {
    /// The `value` attribute, as written.
    var value: String? { get set }
    /// An element without a value.
    init()
}

extension GDataValueConstruct {
    /// An element with `value`.
    public init(value: String?) {
        self.init()
        self.value = value
    }

    /// The description shared by value constructs: the `value` attribute, unknowns kept.
    public static func valueDescription() -> XMLDescription<Self> {
        atomDescription(Self.init) {
            XMLAttribute("value", \.value)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }
    }

    /// The value read as a Boolean (`true`/`false`), when it is one.
    public var boolValue: Bool? {
        switch value {
        case "true": true
        case "false": false
        default: nil
        }
    }

    /// The value read as an integer, when it is one.
    public var intValue: Int? { value.flatMap { Int($0) } }
}

/// An extension element whose content is text, such as `gs:rowCount` or `gd:recurrence`.
public protocol GDataTextConstruct: XMLExtension, XMLExtensible {
    /// The text, exactly as written.
    var text: String { get set }
    /// An empty element.
    init()
}

extension GDataTextConstruct {
    /// An element with `text`.
    public init(text: String) {
        self.init()
        self.text = text
    }

    /// The description shared by text constructs: the element's text, unknowns kept.
    public static func textDescription() -> XMLDescription<Self> {
        atomDescription(Self.init) {
            XMLTextContent(\.text)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }
    }

    /// The text read as an integer, when it is one.
    public var intValue: Int? { Int(text.filter { !$0.isWhitespace }) }
}

/// An extension element that says something by being there, such as `gd:deleted` or `yt:private`.
public protocol GDataMarkerConstruct: XMLExtension, XMLExtensible {
    /// The marker.
    init()
}

extension GDataMarkerConstruct {
    /// The description shared by markers: only unknown content, kept.
    public static func markerDescription() -> XMLDescription<Self> {
        atomDescription(Self.init) {
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }
    }
}
