// The namespace table every XylemFeeds description shares: RSS in no namespace (or the Userland,
// RSS 1.0 and RSS 0.90 namespaces, which RDF feeds use), and the vocabularies feeds extend it with.

import Xylem

/// The namespaces of the feed models, with the prefixes they are written with.
public enum FeedNamespaces {
    /// RSS 0.90's namespace, the default namespace of its `rdf:RDF` documents.
    public static let rss090 = "http://my.netscape.com/rdf/simple/0.9/"

    /// Namespaces some RSS 2.0 feeds put their elements in, read as RSS.
    static let rssVariants = [
        "http://backend.userland.com/rss", "http://backend.userland.com/rss2.1",
        "http://blogs.law.harvard.edu/tech/rss",
    ]

    /// Further spellings of the iTunes namespace found in feeds: the example of Apple's first
    /// specification, and the URI in capitals.
    static let iTunesVariants = [
        "http://example.com/DTDs/Podcast-1.0.dtd", "HTTP://WWW.ITUNES.COM/DTDS/PODCAST-1.0.DTD",
    ]

    /// The table of the feed descriptions: unprefixed names are RSS elements in no namespace, in
    /// the Userland RSS 2.0 namespace, in RSS 1.0's or in RSS 0.90's; the prefixes are those of
    /// `XMLVocabulary.iTunes`, `XMLVocabulary.podcast`, `XMLVocabulary.mediaRSS`,
    /// `XMLVocabulary.dublinCore`, `XMLVocabulary.content`, `XMLVocabulary.atom` and
    /// `XMLVocabulary.rdf`, each with its variant URIs.
    ///
    /// ```swift
    /// let itemPath = XMLRecordPath("rss/channel/item", namespaces: FeedNamespaces.table)
    /// ```
    public static let table: XMLNamespaces = {
        var table = XMLNamespaces(
            default: .rss2, .iTunes, .podcast, .mediaRSS, .dublinCore, .dublinCoreTerms, .content, .atom, .rdf)
        table.alternates[""] = XMLVocabulary.rss2.variants + [XMLVocabulary.rss1.uri, rss090] + rssVariants
        table.alternates["itunes"] = XMLVocabulary.iTunes.variants + iTunesVariants
        return table
    }()

    /// The vocabularies' prefixes and variant URIs without RSS's, for the descriptions of the Atom
    /// formats, whose declarations of the vocabularies match the same variants as RSS's.
    static let vocabularies: XMLNamespaces = {
        var table = XMLNamespaces(default: nil, .iTunes, .podcast, .mediaRSS, .dublinCore, .dublinCoreTerms, .content)
        table.alternates["itunes"] = XMLVocabulary.iTunes.variants + iTunesVariants
        return table
    }()

    /// A name in `vocabulary`, written with its usual prefix.
    static func name(_ vocabulary: XMLVocabulary, _ localName: String) -> XMLQualifiedName {
        XMLQualifiedName(namespaceURI: vocabulary.uri, localName: localName, prefix: vocabulary.prefix)
    }
}

/// A description of a XylemFeeds type, with the shared table's prefixes.
func feedDescription<Model>(
    _ make: @escaping @Sendable () -> Model, element: String? = nil,
    @XMLDescriptionBuilder<Model> _ mappings: () -> [XMLMapping<Model>]
) -> XMLDescription<Model> {
    XMLDescription(make, element: element, namespaces: FeedNamespaces.table, mappings)
}
