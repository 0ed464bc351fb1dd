// Atom person constructs: author and contributor.

import Xylem

/// An Atom person (`author`, `contributor`): name, email and URI, with extensions.
public struct AtomPerson: XMLReadable, XMLWritable, XMLExtensible, Sendable, Equatable {
    /// The name.
    @StoredAsXMLString public var name: String?
    /// The email address.
    @StoredAsXMLString public var email: String?
    /// The URI of the person or agent.
    @StoredAsXMLString public var uri: String?
    /// `xml:lang`, when given.
    @StoredAsXMLString public var lang: String?
    /// Extensions and unknown content (GData puts extensions inside authors).
    public var extensions = XMLExtensions()

    /// Creates a person.
    public init(name: String? = nil, email: String? = nil, uri: String? = nil) {
        self.name = name
        self.email = email
        self.uri = uri
    }

    /// An empty value for the reader to fill in: every property at its default, set directly
    /// (the public initializer's defaulted parameters cost a copy of the whole value).
    fileprivate init(unread: Void) {}

    /// How the type is read: the Atom prefixes, its elements and attributes, and its extensions.
    public static let xmlDescription = atomDescription({ AtomPerson(unread: ()) }) {
        Value("name", \._name.xmlString)
        Value("email", \._email.xmlString)
        Value("uri", \._uri.xmlString)
        Attribute("xml:lang", \._lang.xmlString)
        Extensions(\.extensions, keepUnknown: true)
    }

    /// Writes the person as element `name` (`author` or `contributor`).
    public func write<Sink: XMLByteSink>(as element: XMLQualifiedName, to writer: inout XMLWriter<Sink>) throws {
        try writer.startElement(element)
        try extensions.writeNamespaceDeclarations(to: &writer)
        try writer.attribute(xmlLang, ifPresent: lang)
        try extensions.writeAttributes(to: &writer)
        try writer.leaf(AtomNamespaces.atom("name"), name)
        try writer.leaf(AtomNamespaces.atom("email"), email)
        try writer.leaf(AtomNamespaces.atom("uri"), uri)
        try extensions.writeElements(to: &writer)
        try writer.endElement()
    }

    /// Writes the person as an Atom `author`.
    public func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        try write(as: AtomNamespaces.atom("author"), to: &writer)
    }
}
