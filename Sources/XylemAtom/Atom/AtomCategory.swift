// Atom categories, which Google Data also uses to say an entry's kind.

import Xylem

/// An Atom `category`: scheme, term and label.
public struct AtomCategory: XMLReadable, XMLExtensible, Sendable, Equatable {
    /// The URI of the categorization scheme.
    @StoredAsXMLString public var scheme: String?
    /// The category itself.
    @StoredAsXMLString public var term: String?
    /// A human-readable label.
    @StoredAsXMLString public var label: String?
    /// `xml:lang`, when given.
    @StoredAsXMLString public var lang: String?
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// Creates a category.
    public init(scheme: String? = nil, term: String? = nil, label: String? = nil) {
        self.scheme = scheme
        self.term = term
        self.label = label
    }

    /// Whether this is a Google Data kind category.
    public var isKind: Bool { _scheme.xmlString.map { $0 == AtomNamespaces.kindScheme } ?? false }

    /// An empty value for the reader to fill in: every property at its default, set directly
    /// (the public initializer's defaulted parameters cost a copy of the whole value).
    fileprivate init(unread: Void) {}

    /// How the type is read and written: the Atom prefixes, its elements and attributes, and its extensions.
    public static let xmlDescription = atomDescription({ AtomCategory(unread: ()) }, element: "category") {
        XMLAttribute("scheme", \._scheme.xmlString)
        XMLAttribute("term", \._term.xmlString)
        XMLAttribute("label", \._label.xmlString)
        XMLAttribute("xml:lang", \._lang.xmlString)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}
