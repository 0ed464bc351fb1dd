// A document read whole: the root element's value and what surrounds it, for callers that write
// the document back as it was (see XMLReader.readDocument).

/// A document's root value with the comments and processing instructions around its root
/// element, in document order.
///
/// The XML declaration and the document type declaration are not kept: a writer writes its own
/// declaration, and the DTD's content has already been applied to the values.
///
/// ```swift
/// let document = try XMLReader().readDocument(Feed.self, from: .file("feed.xml"))
/// var feed = document.root
/// feed.title = "Renamed"
/// // Written back with its xml-stylesheet instruction and closing comment:
/// let xml = try XMLDocumentValue(root: feed, prolog: document.prolog, epilog: document.epilog).xmlString()
/// ```
public struct XMLDocumentValue<Root> {
    /// The value read from the root element.
    public var root: Root
    /// The comments and processing instructions before the root element (outside the document
    /// type declaration).
    public var prolog: [XMLMiscItem]
    /// The comments and processing instructions after the root element.
    public var epilog: [XMLMiscItem]
    /// The warnings of the read: conversion failures when ``XMLReader/Options/conversionFailures``
    /// is ``XMLReader/ConversionFailurePolicy/skip``, and a root whose children matched nothing
    /// (``XMLReadError/Kind/nothingMatched(type:details:)``).
    public var warnings: [XMLReadError]

    /// Creates a document from its parts.
    public init(root: Root, prolog: [XMLMiscItem] = [], epilog: [XMLMiscItem] = [], warnings: [XMLReadError] = []) {
        self.root = root
        self.prolog = prolog
        self.epilog = epilog
        self.warnings = warnings
    }
}

extension XMLDocumentValue: Sendable where Root: Sendable {}

extension XMLDocumentValue: XMLWritable where Root: XMLWritable {
    /// Writes the prolog's items, the root, then the epilog's items. Written after the XML
    /// declaration (``XMLWriter/startDocument(version:encoding:standalone:)``), or first.
    public func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        for item in prolog { try writer.write(item) }
        try root.write(to: &writer)
        for item in epilog { try writer.write(item) }
    }
}
