// Atom `source`: the metadata of the feed an entry was copied from.

import Xylem

/// An Atom `source` element: the original feed's metadata, inside an entry.
public struct AtomSource: XMLReadable, XMLWritable, XMLExtensible, Sendable, Equatable {
    /// The permanent, universally unique identifier (`atom:id`).
    public var id: String?
    /// The human-readable title.
    public var title: AtomText?
    /// A human-readable description or subtitle.
    public var subtitle: AtomText?
    /// When the element last changed significantly.
    public var updated: AtomDateTime?
    /// The links, in document order.
    public var links: [AtomLink] = []
    /// The authors, in document order.
    public var authors: [AtomPerson] = []
    /// The categories, in document order (kind categories included).
    public var categories: [AtomCategory] = []
    /// Everything else (generator, icon, rights, extensions), kept in order.
    public var extensions = XMLExtensions()

    /// Creates an empty source.
    public init() {}

    /// How the type is read: the Atom prefixes, its elements and attributes, and its extensions.
    public static let xmlDescription = atomDescription(AtomSource.init) {
        Text("id", \.id)
        Child("title", \.title)
        Child("subtitle", \.subtitle)
        Value("updated", \.updated)
        Children("link", \.links)
        Children("author", \.authors)
        Children("category", \.categories)
        Extensions(\.extensions, keepUnknown: true)
    }

    /// Writes the element with its attributes, content, extensions and kept unknown content.
    public func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        try writer.startElement(AtomNamespaces.atom("source"))
        try extensions.writeNamespaceDeclarations(to: &writer)
        try extensions.writeAttributes(to: &writer)
        try writer.leaf(AtomNamespaces.atom("id"), id)
        try title?.write(as: AtomNamespaces.atom("title"), to: &writer)
        try subtitle?.write(as: AtomNamespaces.atom("subtitle"), to: &writer)
        try writer.leaf(AtomNamespaces.atom("updated"), updated?.text)
        try writer.each(links)
        try writer.each(authors)
        try writer.each(categories)
        try extensions.writeElements(to: &writer)
        try writer.endElement()
    }
}
