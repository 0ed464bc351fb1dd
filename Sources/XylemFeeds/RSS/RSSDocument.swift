// The two document shapes of RSS: `<rss>` with a channel (0.91–0.94 and 2.0; some 0.9x feeds put
// items beside the channel), and RSS 1.0's and 0.90's `<rdf:RDF>`, whose items, image and text
// input are the channel's siblings.

import Xylem

/// An `<rss>` document: RSS 0.91–0.94 and 2.0.
///
/// ```swift
/// let document = try XMLReader(options: .feedReading).read(RSSDocument.self, from: .file(path))
/// print(document.channel?.title ?? "", document.allItems.count)
/// ```
public struct RSSDocument: XMLReadable, XMLExtensible, Sendable, Equatable {
    /// `version`, as declared (`2.0`, `0.91`, …).
    public var version: String?
    /// The channel.
    public var channel: RSSChannel?
    /// `xml:base` on the root.
    public var base: String?
    /// Items beside the channel rather than inside it, as some 0.9x feeds write them.
    public var items: [RSSItem] = []
    /// Unknown attributes and content, and the namespace declarations of the root.
    public var extensions = XMLExtensions()

    /// An empty document.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = feedDescription({ RSSDocument() }, element: "rss") {
        XMLAttribute("version", \.version)
        XMLAttribute("xml:base", \.base)
        XMLChild("channel", \.channel)
        XMLChildren("item", \.items)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }

    /// The channel's items, then the items beside the channel.
    public var allItems: [RSSItem] { (channel?.items ?? []) + items }
}

/// An `<rdf:RDF>` document: RSS 1.0 (with its modules) and RSS 0.90.
public struct RDFDocument: XMLReadable, XMLExtensible, Sendable, Equatable {
    /// The channel (its `items` stay empty: RDF items are the channel's siblings).
    public var channel: RSSChannel?
    /// `image`.
    public var image: RSSImage?
    /// The items.
    public var items: [RSSItem] = []
    /// `textinput`.
    public var textInput: RSSTextInput?
    /// `xml:base` on the root.
    public var base: String?
    /// Unknown attributes and content, and the namespace declarations of the root.
    public var extensions = XMLExtensions()

    /// An empty document.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = feedDescription({ RDFDocument() }, element: "rdf:RDF") {
        RDFDocument.mappings(\RDFDocument.self)
    }

    /// The document's lines, for a type that holds one at `root`.
    @XMLDescriptionBuilder<Model>
    static func mappings<Model>(_ root: WritableKeyPath<Model, RDFDocument>) -> [XMLMapping<Model>] {
        XMLChild("channel", root.appending(path: \.channel))
        XMLChild("image", root.appending(path: \.image))
        XMLChildren("item", root.appending(path: \.items))
        XMLChild("textinput", root.appending(path: \.textInput))
        XMLAttribute("xml:base", root.appending(path: \.base))
        XMLExtensionPoint(root.appending(path: \.extensions), keepUnknown: true)
    }

    /// The RSS version the document's namespace says: `1.0` or `0.90`.
    public var version: String {
        extensions.namespaceDeclarations.contains { $0.uri == FeedNamespaces.rss090 } ? "0.90" : "1.0"
    }
}
