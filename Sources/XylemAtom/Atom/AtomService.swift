// The Atom Publishing Protocol service document: workspaces and their collections.

import Xylem

/// An APP service document (`app:service`): workspaces of collections.
public struct AtomService: XMLReadable, XMLWritable, XMLExtensible, Sendable, Equatable {
    /// The workspaces, in document order.
    public var workspaces: [AtomWorkspace] = []
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// Creates an empty service document.
    public init() {}

    /// How the type is read: the Atom prefixes, its elements and attributes, and its extensions.
    public static let xmlDescription = atomDescription(AtomService.init) {
        Children("app:workspace", \.workspaces)
        Extensions(\.extensions, keepUnknown: true)
    }

    /// Writes the element with its attributes, content, extensions and kept unknown content.
    public func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        try writer.startElement(AtomNamespaces.app("service", in: writer))
        try extensions.writeNamespaceDeclarations(to: &writer)
        try extensions.writeAttributes(to: &writer)
        try writer.each(workspaces)
        try extensions.writeElements(to: &writer)
        try writer.endElement()
    }
}

/// An APP workspace: a title and collections.
public struct AtomWorkspace: XMLReadable, XMLWritable, XMLExtensible, Sendable, Equatable {
    /// `atom:title`.
    public var title: AtomText?
    /// The collections, in document order.
    public var collections: [AtomCollection] = []
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// Creates an empty workspace.
    public init() {}

    /// How the type is read: the Atom prefixes, its elements and attributes, and its extensions.
    public static let xmlDescription = atomDescription(AtomWorkspace.init) {
        Child("atom:title", \.title)
        Children("app:collection", \.collections)
        Extensions(\.extensions, keepUnknown: true)
    }

    /// Writes the element with its attributes, content, extensions and kept unknown content.
    public func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        try writer.startElement(AtomNamespaces.app("workspace", in: writer))
        try extensions.writeNamespaceDeclarations(to: &writer)
        try extensions.writeAttributes(to: &writer)
        try title?.write(as: AtomNamespaces.name(AtomNamespaces.atom, "title", "atom"), to: &writer)
        try writer.each(collections)
        try extensions.writeElements(to: &writer)
        try writer.endElement()
    }
}

/// An APP collection: where entries of accepted media types are posted.
public struct AtomCollection: XMLReadable, XMLWritable, XMLExtensible, Sendable, Equatable {
    /// The URI entries are posted to.
    public var href: String?
    /// `atom:title`.
    public var title: AtomText?
    /// `app:accept` values, in order.
    public var accept: [String] = []
    /// Categories offered inside `app:categories`, kept with the rest of the unknown content.
    public var extensions = XMLExtensions()

    /// Creates an empty collection.
    public init() {}

    /// How the type is read: the Atom prefixes, its elements and attributes, and its extensions.
    public static let xmlDescription = atomDescription(AtomCollection.init) {
        Attribute("href", \.href)
        Child("atom:title", \.title)
        Values("app:accept", \.accept)
        Extensions(\.extensions, keepUnknown: true)
    }

    /// Writes the element with its attributes, content, extensions and kept unknown content.
    public func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        try writer.startElement(AtomNamespaces.app("collection", in: writer))
        try extensions.writeNamespaceDeclarations(to: &writer)
        try writer.attribute(plain("href"), ifPresent: href)
        try extensions.writeAttributes(to: &writer)
        try title?.write(as: AtomNamespaces.name(AtomNamespaces.atom, "title", "atom"), to: &writer)
        for accept in accept { try writer.leaf(AtomNamespaces.app("accept", in: writer), accept) }
        try extensions.writeElements(to: &writer)
        try writer.endElement()
    }
}
