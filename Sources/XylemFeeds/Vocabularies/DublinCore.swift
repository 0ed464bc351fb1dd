// Dublin Core's fifteen elements (`dc:`), `content:encoded`, and `atom:link` as RSS feeds carry
// them (`self`, `next`, WebSub's `hub`).

import Xylem
import XylemAtom

/// Dublin Core elements: one extension type per element, declared by ``declarations``.
///
/// ```swift
/// let creators = item.extensions(DublinCore.Creator.self).map(\.text)
/// ```
public enum DublinCore {
    static func name(_ localName: String) -> XMLQualifiedName { FeedNamespaces.name(.dublinCore, localName) }

    /// `dc:title`.
    public typealias Title = FeedText<TitleName>
    /// `dc:creator`: an author.
    public typealias Creator = FeedText<CreatorName>
    /// `dc:subject`: a category.
    public typealias Subject = FeedText<SubjectName>
    /// `dc:description`.
    public typealias Description = FeedText<DescriptionName>
    /// `dc:publisher`.
    public typealias Publisher = FeedText<PublisherName>
    /// `dc:contributor`.
    public typealias Contributor = FeedText<ContributorName>
    /// `dc:date`: a W3C-DTF date.
    public typealias Date = FeedDate<DateName>
    /// `dc:type`.
    public typealias ResourceType = FeedText<TypeName>
    /// `dc:format`.
    public typealias Format = FeedText<FormatName>
    /// `dc:identifier`.
    public typealias Identifier = FeedText<IdentifierName>
    /// `dc:source`.
    public typealias Source = FeedText<SourceName>
    /// `dc:language`.
    public typealias Language = FeedText<LanguageName>
    /// `dc:relation`.
    public typealias Relation = FeedText<RelationName>
    /// `dc:coverage`.
    public typealias Coverage = FeedText<CoverageName>
    /// `dc:rights`.
    public typealias Rights = FeedText<RightsName>

    /// The name of `dc:title`.
    public enum TitleName: FeedElementName { public static let xmlName = name("title") }
    /// The name of `dc:creator`.
    public enum CreatorName: FeedElementName { public static let xmlName = name("creator") }
    /// The name of `dc:subject`.
    public enum SubjectName: FeedElementName { public static let xmlName = name("subject") }
    /// The name of `dc:description`.
    public enum DescriptionName: FeedElementName { public static let xmlName = name("description") }
    /// The name of `dc:publisher`.
    public enum PublisherName: FeedElementName { public static let xmlName = name("publisher") }
    /// The name of `dc:contributor`.
    public enum ContributorName: FeedElementName { public static let xmlName = name("contributor") }
    /// The name of `dc:date`.
    public enum DateName: FeedElementName { public static let xmlName = name("date") }
    /// The name of `dc:type`.
    public enum TypeName: FeedElementName { public static let xmlName = name("type") }
    /// The name of `dc:format`.
    public enum FormatName: FeedElementName { public static let xmlName = name("format") }
    /// The name of `dc:identifier`.
    public enum IdentifierName: FeedElementName { public static let xmlName = name("identifier") }
    /// The name of `dc:source`.
    public enum SourceName: FeedElementName { public static let xmlName = name("source") }
    /// The name of `dc:language`.
    public enum LanguageName: FeedElementName { public static let xmlName = name("language") }
    /// The name of `dc:relation`.
    public enum RelationName: FeedElementName { public static let xmlName = name("relation") }
    /// The name of `dc:coverage`.
    public enum CoverageName: FeedElementName { public static let xmlName = name("coverage") }
    /// The name of `dc:rights`.
    public enum RightsName: FeedElementName { public static let xmlName = name("rights") }

    /// `dcterms:issued`: when the resource was published.
    public typealias Issued = FeedDate<IssuedName>
    /// `dcterms:modified`: when the resource last changed.
    public typealias Modified = FeedDate<ModifiedName>
    /// The name of `dcterms:issued`.
    public enum IssuedName: FeedElementName {
        public static let xmlName = FeedNamespaces.name(.dublinCoreTerms, "issued")
    }
    /// The name of `dcterms:modified`.
    public enum ModifiedName: FeedElementName {
        public static let xmlName = FeedNamespaces.name(.dublinCoreTerms, "modified")
    }

    /// The extension lines of the vocabulary, with `dcterms:issued` and `dcterms:modified`.
    public static var declarations: [XMLExtensionDeclaration] { declarations(OnTheObject()) }

    /// The vocabulary's declarations at `place`.
    static func declarations(_ place: some ExtensionPlacement) -> [XMLExtensionDeclaration] {
        [
            place.declare(Title.self), place.declare(Creator.self), place.declare(Subject.self),
            place.declare(Description.self), place.declare(Publisher.self), place.declare(Contributor.self),
            place.declare(Date.self), place.declare(ResourceType.self), place.declare(Format.self),
            place.declare(Identifier.self), place.declare(Source.self), place.declare(Language.self),
            place.declare(Relation.self), place.declare(Coverage.self), place.declare(Rights.self),
            place.declare(Issued.self), place.declare(Modified.self),
        ]
    }
}

/// RSS 1.0's content module: `content:encoded`, an item's full content as escaped HTML.
public enum ContentModule {
    /// `content:encoded`.
    public typealias Encoded = FeedText<EncodedName>
    /// The name of `content:encoded`.
    public enum EncodedName: FeedElementName {
        public static let xmlName = FeedNamespaces.name(.content, "encoded")
    }
}

/// `atom:link` in an RSS channel or item: the feed's own URL (`self`), the next page (`next`),
/// its WebSub hub (`hub`).
public struct RSSAtomLink: XMLExtension, XMLExtensible {
    /// The element's name.
    public static let xmlName = FeedNamespaces.name(.atom, "link")
    /// The link's URL.
    public var href: String?
    /// The relation: `self`, `next`, `hub`, `alternate`, …
    public var rel: String?
    /// The linked resource's media type.
    public var type: String?
    /// A title for the link.
    public var title: String?
    /// The linked resource's language.
    public var hreflang: String?
    /// The linked resource's size in bytes.
    public var length: Int?
    /// Unknown attributes and content.
    public var extensions = XMLExtensions()

    /// A link to `href` with relation `rel`.
    public init(href: String? = nil, rel: String? = nil, type: String? = nil) {
        self.href = href
        self.rel = rel
        self.type = type
    }

    /// How the type is read and written.
    public static let xmlDescription = feedDescription({ RSSAtomLink() }) {
        XMLAttribute("href", \.href)
        XMLAttribute("rel", \.rel)
        XMLAttribute("type", \.type)
        XMLAttribute("title", \.title)
        XMLAttribute("hreflang", \.hreflang)
        XMLAttribute("length", \.length)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// A vocabulary: the `XMLExtensionDeclaration` lines that declare its elements. The built-in vocabularies
/// adopt it, and so does one of your own, for ``FeedReader/vocabulary``:
///
/// ```swift
/// enum MyVocabulary: FeedVocabulary {
///     static var declarations: [Extension] {
///         itemElement(Mood.self) + channelElement(Station.self)
///     }
/// }
/// let feed = try FeedReader(vocabulary: MyVocabulary.self).read(.file(path))
/// let mood = feed.items.first?.extensions.first(Mood.self)
/// let station = feed.extensions.first(Station.self)
/// ```
public protocol FeedVocabulary: SendableMetatype {
    /// The vocabulary's extension lines.
    static var declarations: [XMLExtensionDeclaration] { get }
}

extension FeedVocabulary {
    /// The lines that declare `type` as an element of items: RSS and RDF items (``RSSItem``),
    /// Atom 1.0 entries (`AtomEntry`) and Atom 0.3 entries (``Atom03Entry``).
    public static func itemElement<E: XMLExtension>(_ type: E.Type) -> [XMLExtensionDeclaration] {
        [
            XMLExtensionDeclaration(type, inside: RSSItem.self), XMLExtensionDeclaration(type, inside: AtomEntry.self),
            XMLExtensionDeclaration(type, inside: Atom03Entry.self),
        ]
    }

    /// The lines that declare `type` as an element of channels and feeds: in RSS (whose channel
    /// the reader reads as the document's own content, to stream its items) and in the Atom
    /// formats, on the document's root, and in RDF (``RSSChannel``).
    public static func channelElement<E: XMLExtension>(_ type: E.Type) -> [XMLExtensionDeclaration] {
        [XMLExtensionDeclaration(type), XMLExtensionDeclaration(type, inside: RSSChannel.self)]
    }
}

extension ITunes: FeedVocabulary {}
extension Podcast: FeedVocabulary {}
extension MediaRSS: FeedVocabulary {}
extension DublinCore: FeedVocabulary {}

/// The extension lines of every vocabulary XylemFeeds models, for channels and items.
public enum FeedVocabularies: FeedVocabulary {
    /// iTunes, Podcasting 2.0, Media RSS, Dublin Core, `content:encoded` and `atom:link`.
    ///
    /// Use it in a description of your own, with your vocabularies' lines:
    ///
    /// ```swift
    /// XMLExtensionPoint(\.extensions, keepUnknown: true) {
    ///     FeedVocabularies.declarations
    ///     XMLExtensionDeclaration(MyElement.self)
    /// }
    /// ```
    public static var declarations: [XMLExtensionDeclaration] {
        declarationsBesideAtom(OnTheObject()) + [XMLExtensionDeclaration(RSSAtomLink.self)]
    }

    /// The declarations at `place` of the vocabularies that formats other than RSS carry too:
    /// every one but `atom:link`, which Atom feeds and entries have of their own.
    static func declarationsBesideAtom(_ place: some ExtensionPlacement) -> [XMLExtensionDeclaration] {
        ITunes.declarations(place) + Podcast.declarations(place) + MediaRSS.declarations(place)
            + DublinCore.declarations(place) + [place.declare(ContentModule.Encoded.self)]
    }
}
