// Atom `source`: the metadata of the feed an entry was copied from.

import Xylem

/// An Atom `source` element: the original feed's metadata, inside an entry.
public struct AtomSource: XMLReadable, XMLWritable, XMLExtensible, Sendable, Equatable {
    public var id: String?
    public var title: AtomText?
    public var subtitle: AtomText?
    public var updated: AtomDateTime?
    public var links: [AtomLink] = []
    public var authors: [AtomPerson] = []
    public var categories: [AtomCategory] = []
    /// Everything else (generator, icon, rights, extensions), kept in order.
    public var extensions = XMLExtensions()

    /// Creates an empty source.
    public init() {}

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
