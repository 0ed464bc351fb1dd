// Batch processing: the id, operation and status that tie the entries of a batch request to
// the entries of its response.

import Xylem

/// `batch:id`: the client's identifier of an entry in a batch request, echoed in the response.
public struct BatchID: GDataTextConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.name(AtomNamespaces.batch, "id", "batch")
    /// How the type is read and written.
    public static let xmlDescription = textDescription()
    /// The identifier.
    public var text = ""
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An empty identifier.
    public init() {}
}

/// `batch:operation`: what to do with an entry of a batch (insert, update, delete, query).
public struct BatchOperation: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.name(AtomNamespaces.batch, "operation", "batch")
    /// The operation.
    public var type: String?
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// An empty operation.
    public init() {}

    /// An operation of `type`.
    public init(type: String) {
        self.type = type
    }

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(BatchOperation.init) {
        XMLAttribute("type", \.type)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// `batch:status`: the outcome of one operation of a batch, as an HTTP status.
public struct BatchStatus: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.name(AtomNamespaces.batch, "status", "batch")
    /// The HTTP status code, as written.
    public var code: String?
    /// The reason phrase.
    public var reason: String?
    /// The media type of ``text``.
    public var contentType: String?
    /// Details, such as an error document.
    public var text = ""
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// An empty status.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(BatchStatus.init) {
        XMLAttribute("code", \.code)
        XMLAttribute("reason", \.reason)
        XMLAttribute("content-type", \.contentType)
        XMLTextContent(\.text)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }

    /// The code as a number.
    public var codeValue: Int? { code.flatMap { Int($0) } }
}
