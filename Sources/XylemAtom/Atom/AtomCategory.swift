// Atom categories, which Google Data also uses to say an entry's kind.

import Xylem

/// An Atom `category`: scheme, term and label.
public struct AtomCategory: XMLReadable, XMLWritable, XMLExtensible, Sendable, Equatable {
    /// The URI of the categorization scheme.
    public var scheme: String? {
        get { _scheme.string }
        set { _scheme = newValue.map { XMLString($0) } }
    }
    var _scheme: XMLString?
    /// The category itself.
    public var term: String? {
        get { _term.string }
        set { _term = newValue.map { XMLString($0) } }
    }
    var _term: XMLString?
    /// A human-readable label.
    public var label: String? {
        get { _label.string }
        set { _label = newValue.map { XMLString($0) } }
    }
    var _label: XMLString?
    /// `xml:lang`, when given.
    public var lang: String? {
        get { _lang.string }
        set { _lang = newValue.map { XMLString($0) } }
    }
    var _lang: XMLString?
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// Creates a category.
    public init(scheme: String? = nil, term: String? = nil, label: String? = nil) {
        self.scheme = scheme
        self.term = term
        self.label = label
    }

    /// Whether this is a Google Data kind category.
    public var isKind: Bool { _scheme.map { $0 == AtomNamespaces.kindScheme } ?? false }

    /// An empty value for the reader to fill in: every property at its default, set directly
    /// (the public initializer's defaulted parameters cost a copy of the whole value).
    fileprivate init(unread: Void) {}

    /// How the type is read: the Atom prefixes, its elements and attributes, and its extensions.
    public static let xmlDescription = atomDescription({ AtomCategory(unread: ()) }) {
        Attribute("scheme", \._scheme)
        Attribute("term", \._term)
        Attribute("label", \._label)
        Attribute("xml:lang", \._lang)
        Extensions(\.extensions, keepUnknown: true)
    }

    /// Writes the element with its attributes, content, extensions and kept unknown content.
    public func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        try writer.startElement(AtomNamespaces.atom("category"))
        try extensions.writeNamespaceDeclarations(to: &writer)
        try writer.attribute(plain("scheme"), ifPresent: scheme)
        try writer.attribute(plain("term"), ifPresent: term)
        try writer.attribute(plain("label"), ifPresent: label)
        try writer.attribute(xmlLang, ifPresent: lang)
        try extensions.writeAttributes(to: &writer)
        try extensions.writeElements(to: &writer)
        try writer.endElement()
    }
}
