// The simple extension elements feeds are made of: text, a whole number or a date in an element of
// a vocabulary, each a distinct extension type made from a name, so a vocabulary declares one
// line per element instead of one type.
//
// The types take any `Name` and conform to the extension protocols only where `Name` is a
// `FeedElementName`. A requirement on the type itself would be checked by the runtime each time
// one of the types is first made from its mangled name, and each check of a new name type scans
// every protocol conformance of the process: for the forty-odd elements the feed reader declares,
// about ten million instructions before the first item. A conditional conformance is found from
// the witness tables the compiler already passes.

import Xylem

/// The name of an element that one of the generic feed elements is read from.
///
/// ```swift
/// enum Mood: FeedElementName {
///     static let xmlName = XMLQualifiedName(namespaceURI: "urn:example", localName: "mood", prefix: "ex")
/// }
/// typealias MoodElement = FeedText<Mood>     // an extension type, declared with XMLExtensionDeclaration(MoodElement.self)
/// ```
public protocol FeedElementName: Sendable {
    /// The element's name, with the prefix it is written with.
    static var xmlName: XMLQualifiedName { get }
}

/// An extension element holding text, such as `itunes:author` or `dc:creator`.
public struct FeedText<Name>: Sendable, Equatable {
    /// The text, as written (entities decoded).
    public var text: String
    /// Unknown attributes.
    public var extensions = XMLExtensions()

    /// An element holding `text`.
    public init(_ text: String = "") { self.text = text }
}

extension FeedText: XMLReadable, XMLWritable, XMLExtension, XMLExtensible where Name: FeedElementName {
    /// The element's name.
    public static var xmlName: XMLQualifiedName { Name.xmlName }

    /// How the type is read and written.
    public static var xmlDescription: XMLDescription<Self> {
        XMLDescription({ Self() }, namespaces: FeedNamespaces.table) {
            XMLTextContent(\.text)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }
    }
}

/// An extension element holding a whole number, such as `itunes:episode`; a text that is not a
/// number leaves ``value`` nil (a warning in feed reading).
public struct FeedInteger<Name>: Sendable, Equatable {
    /// The number.
    public var value: Int?
    /// Unknown attributes.
    public var extensions = XMLExtensions()

    /// An element holding `value`.
    public init(_ value: Int? = nil) { self.value = value }
}

extension FeedInteger: XMLReadable, XMLWritable, XMLExtension, XMLExtensible where Name: FeedElementName {
    /// The element's name.
    public static var xmlName: XMLQualifiedName { Name.xmlName }

    /// How the type is read and written.
    public static var xmlDescription: XMLDescription<Self> {
        XMLDescription({ Self() }, namespaces: FeedNamespaces.table) {
            XMLTextContent(\.value)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }
    }
}

/// An extension element holding a date in any of the forms feeds write, such as `dc:date`; a
/// text that is not a date leaves ``date`` nil (a warning in feed reading).
public struct FeedDate<Name>: Sendable, Equatable {
    /// The date, with the offset and form it was written in.
    public var date: XMLDate?
    /// Unknown attributes.
    public var extensions = XMLExtensions()

    /// An element holding `date`.
    public init(_ date: XMLDate? = nil) { self.date = date }
}

extension FeedDate: XMLReadable, XMLWritable, XMLExtension, XMLExtensible where Name: FeedElementName {
    /// The element's name.
    public static var xmlName: XMLQualifiedName { Name.xmlName }

    /// How the type is read and written.
    public static var xmlDescription: XMLDescription<Self> {
        XMLDescription({ Self() }, namespaces: FeedNamespaces.table) {
            XMLTextContent(\.date)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }
    }
}

extension FeedText {
    /// Whether the text says yes, as feeds write it (`yes`, `true`, any case, spaces around).
    public var isYes: Bool {
        let trimmed = text.trimmingFeedWhitespace().lowercased()
        return trimmed == "yes" || trimmed == "true"
    }
}

extension String {
    /// The string without the white space XML allows around values.
    func trimmingFeedWhitespace() -> String {
        // White space is ASCII: the UTF-8 view finds its ends without breaking characters, and a
        // string with none around it, the usual case, is returned as it is.
        let bytes = utf8
        guard let first = bytes.firstIndex(where: { !Self.isFeedWhitespace($0) }) else { return "" }
        let last = bytes.lastIndex(where: { !Self.isFeedWhitespace($0) })!
        if first == bytes.startIndex && bytes.index(after: last) == bytes.endIndex { return self }
        return String(self[first...last])
    }

    /// Whether the string has white space at either end.
    var hasFeedWhitespaceAround: Bool {
        guard let first = utf8.first, let last = utf8.last else { return false }
        return Self.isFeedWhitespace(first) || Self.isFeedWhitespace(last)
    }

    static func isFeedWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }
}
