// Atom 0.3, the pre-standard Atom that older blogs still publish: its feed and entry elements
// (`modified`, `issued`, `tagline`, content modes), in its own namespace, in the namespaces of the
// drafts before it, or in none.

import Xylem

/// The prefixes of the Atom 0.3 descriptions: Atom 0.3 as the default namespace, the drafts'
/// namespaces and no namespace read as the same, and the vocabularies with their variant URIs.
let atom03Namespaces: XMLNamespaces = {
    var table = FeedNamespaces.vocabularies.merging(XMLNamespaces(default: .atom03, .dublinCore, .xml))
    table.alternates[""] = [
        "", "http://example.com/newformat#", "http://example.com/necho", "http://purl.org/echo/",
        "http://purl.org/pie/",
    ]
    return table
}()

/// An Atom 0.3 feed, or a feed of an earlier Atom draft or in no namespace: the 0.3 elements, with
/// 1.0's `updated`, `subtitle` and `rights` where such feeds use them. Its dates are W3C-DTF (ISO
/// 8601); one in RFC 822's syntax is read with a warning.
public struct Atom03Feed: XMLReadable, XMLExtensible, Sendable, Equatable {
    /// `version`, as declared (`0.3`).
    public var version: String?
    /// `title`.
    public var title: Atom03Content?
    /// `tagline`: the feed's description.
    public var tagline: Atom03Content?
    /// `id`.
    public var id: String?
    /// `link` elements.
    public var links: [Atom03Link] = []
    /// `modified`: when the feed last changed.
    public var modified: XMLDate?
    /// `updated`, 1.0's name for `modified`.
    public var updated: XMLDate?
    /// `subtitle`, 1.0's name for `tagline`.
    public var subtitle: Atom03Content?
    /// `author`.
    public var author: Atom03Person?
    /// `copyright`.
    public var copyright: Atom03Content?
    /// `rights`, 1.0's name for `copyright`.
    public var rights: Atom03Content?
    /// `generator`.
    public var generator: String?
    /// `xml:lang`.
    public var lang: String?
    /// `xml:base`.
    public var base: String?
    /// The entries.
    public var entries: [Atom03Entry] = []
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// An empty feed.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = XMLDescription(
        { Atom03Feed() }, element: "feed", namespaces: atom03Namespaces
    ) {
        Atom03Feed.mappings(\Atom03Feed.self)
    }

    /// The feed's lines, for a type that holds a feed at `root`.
    @XMLDescriptionBuilder<Model>
    static func mappings<Model>(_ root: WritableKeyPath<Model, Atom03Feed>) -> [XMLMapping<Model>] {
        XMLAttribute("version", root.appending(path: \.version))
        XMLChild("title", root.appending(path: \.title))
        XMLChild("tagline", root.appending(path: \.tagline))
        XMLChildText("id", root.appending(path: \.id))
        XMLChildren("link", root.appending(path: \.links))
        XMLChildValue("modified", root.appending(path: \.modified), using: .iso8601)
        XMLChildValue("updated", root.appending(path: \.updated), using: .iso8601)
        XMLChild("subtitle", root.appending(path: \.subtitle))
        XMLChild("author", root.appending(path: \.author))
        XMLChild("copyright", root.appending(path: \.copyright))
        XMLChild("rights", root.appending(path: \.rights))
        XMLChildText("generator", root.appending(path: \.generator))
        XMLAttribute("xml:lang", root.appending(path: \.lang))
        XMLAttribute("xml:base", root.appending(path: \.base))
        XMLChildren("entry", root.appending(path: \.entries))
        XMLExtensionPoint(root.appending(path: \.extensions), keepUnknown: true) { FeedVocabularies.declarations }
    }
}

/// An Atom 0.3 entry. Its dates are W3C-DTF (ISO 8601); one in RFC 822's syntax is read with a
/// warning.
public struct Atom03Entry: XMLReadable, XMLExtensible, Sendable, Equatable {
    /// `title`.
    public var title: Atom03Content?
    /// `id`.
    public var id: String?
    /// `link` elements.
    public var links: [Atom03Link] = []
    /// `issued`: when it was published.
    public var issued: XMLDate?
    /// `modified`: when it last changed.
    public var modified: XMLDate?
    /// `created`: when it was made.
    public var created: XMLDate?
    /// `published`, 1.0's name for `issued`.
    public var published: XMLDate?
    /// `updated`, 1.0's name for `modified`.
    public var updated: XMLDate?
    /// `author`.
    public var author: Atom03Person?
    /// `summary`.
    public var summary: Atom03Content?
    /// `content` elements (0.3 allows several, in a multipart choice).
    public var contents: [Atom03Content] = []
    /// `xml:base`.
    public var base: String?
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// An empty entry.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = XMLDescription(
        { Atom03Entry() }, element: "entry", namespaces: atom03Namespaces
    ) {
        XMLChild("title", \.title)
        XMLChildText("id", \.id)
        XMLChildren("link", \.links)
        XMLChildValue("issued", \.issued, using: .iso8601)
        XMLChildValue("modified", \.modified, using: .iso8601)
        XMLChildValue("created", \.created, using: .iso8601)
        XMLChildValue("published", \.published, using: .iso8601)
        XMLChildValue("updated", \.updated, using: .iso8601)
        XMLChild("author", \.author)
        XMLChild("summary", \.summary)
        XMLChildren("content", \.contents)
        XMLAttribute("xml:base", \.base)
        XMLExtensionPoint(\.extensions, keepUnknown: true) { FeedVocabularies.declarations }
    }
}

/// An Atom 0.3 text or content construct: its text, media type and `mode`.
public struct Atom03Content: XMLReadable, XMLExtensible, Sendable, Equatable {
    /// The text (for `mode="escaped"`, the markup the escaping stood for).
    public var text = ""
    /// The media type.
    public var type: String?
    /// `xml`, `escaped` or `base64`.
    public var mode: String?
    /// Unknown attributes and the child elements of `mode="xml"` content.
    public var extensions = XMLExtensions()

    /// An empty construct.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = XMLDescription({ Atom03Content() }, namespaces: atom03Namespaces) {
        XMLTextContent(\.text)
        XMLAttribute("type", \.type)
        XMLAttribute("mode", \.mode)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// An Atom 0.3 link.
public struct Atom03Link: XMLReadable, XMLExtensible, Sendable, Equatable {
    /// The relation.
    public var rel: String?
    /// The media type.
    public var type: String?
    /// The URL.
    public var href: String?
    /// A title.
    public var title: String?
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// An empty link.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = XMLDescription(
        { Atom03Link() }, element: "link", namespaces: atom03Namespaces
    ) {
        XMLAttribute("rel", \.rel)
        XMLAttribute("type", \.type)
        XMLAttribute("href", \.href)
        XMLAttribute("title", \.title)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// An Atom 0.3 person: `name`, `email` and `url`.
public struct Atom03Person: XMLReadable, XMLExtensible, Sendable, Equatable {
    /// The name.
    public var name: String?
    /// The email address.
    public var email: String?
    /// A page about the person.
    public var url: String?
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// An empty person.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = XMLDescription({ Atom03Person() }, namespaces: atom03Namespaces) {
        XMLChildText("name", \.name)
        XMLChildText("email", \.email)
        XMLChildText("url", \.url)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}
