// Atom content: inline text or HTML, inline XHTML or XML kept as markup, or out-of-line `src`.

import Xylem

/// An Atom `content` element.
public struct AtomContent: XMLReadable, XMLExtensible, Sendable, Equatable {
    /// `text`, `html`, `xhtml` or a media type; nil means text.
    @StoredAsXMLString public var type: String?
    /// Out-of-line content's URI.
    @StoredAsXMLString public var src: String?
    /// The text (or escaped HTML, or base64 for other media types).
    @StoredAsXMLString public var text: String
    /// For `xhtml`: the inner markup of the XHTML `div`.
    public var xhtml: String?
    /// `xml:lang`, when given.
    @StoredAsXMLString public var lang: String?
    /// Unknown attributes and inline XML content (elements of other namespaces), kept in order.
    public var extensions = XMLExtensions()

    /// Creates content.
    public init(_ text: String = "", type: String? = nil, src: String? = nil) {
        self.text = text
        self.type = type
        self.src = src
    }

    /// The readable content: the text, or the XHTML markup.
    public var value: String { xhtml ?? text }

    /// An empty value for the reader to fill in: every property at its default, set directly
    /// (the public initializer's defaulted parameters cost a copy of the whole value).
    fileprivate init(unread: Void) {}

    /// How the type is read and written: the Atom prefixes, its elements and attributes, and its extensions.
    public static let xmlDescription = atomDescription({ AtomContent(unread: ()) }, element: "content") {
        XMLAttribute("type", \._type.xmlString)
        XMLAttribute("src", \._src.xmlString)
        XMLAttribute("xml:lang", \._lang.xmlString)
        XMLTextContent(\._text.xmlString)
        XMLInnerXML("xhtml:div", \.xhtml)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// An Atom `generator`.
public struct AtomGenerator: XMLReadable, Sendable, Equatable {
    /// The name of the generating agent.
    public var name = ""
    /// The URI of the generating agent.
    public var uri: String?
    /// The version of the generating agent.
    public var version: String?

    /// Creates a generator.
    public init(name: String = "", uri: String? = nil, version: String? = nil) {
        self.name = name
        self.uri = uri
        self.version = version
    }

    /// An empty value for the reader to fill in: every property at its default, set directly
    /// (the public initializer's defaulted parameters cost a copy of the whole value).
    fileprivate init(unread: Void) {}

    /// How the type is read and written: the Atom prefixes, its elements and attributes, and its extensions.
    public static let xmlDescription = atomDescription({ AtomGenerator(unread: ()) }, element: "generator") {
        XMLTextContent(\.name)
        XMLAttribute("uri", \.uri)
        XMLAttribute("version", \.version)
    }
}
