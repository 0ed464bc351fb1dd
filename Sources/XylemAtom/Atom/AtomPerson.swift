// Atom person constructs: author and contributor.

import Xylem

/// An Atom person (`author`, `contributor`): name, email and URI, with extensions.
///
/// Written on its own as an Atom `author`, unless named otherwise with
/// `writer.write(person, as: "contributor")`.
public struct AtomPerson: XMLReadable, XMLExtensible, Sendable, Equatable {
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

    /// How the type is read and written: the Atom prefixes, its elements and attributes, and its extensions.
    public static let xmlDescription = atomDescription({ AtomPerson(unread: ()) }, element: "author") {
        XMLChildValue("name", \._name.xmlString)
        XMLChildValue("email", \._email.xmlString)
        XMLChildValue("uri", \._uri.xmlString)
        XMLAttribute("xml:lang", \._lang.xmlString)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}
