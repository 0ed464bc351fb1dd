// Well-known XML vocabularies: their namespace URIs, the prefixes documents usually give them, and
// the other URIs found in the wild that mean the same vocabulary.

/// A namespace vocabulary: its URI, the prefix documents usually give it, and URIs that documents
/// in the wild use for the same vocabulary (an older version, another capitalization).
///
/// ```swift
/// static let xmlDescription = XMLDescription(Episode.init, namespaces: XMLNamespaces(.iTunes, .podcast)) {
///     XMLChildText("itunes:author", \.author)
/// }
/// ```
public struct XMLVocabulary: Sendable, Hashable {
    /// The namespace URI.
    public let uri: String
    /// The prefix documents usually give the namespace, used when writing.
    public let prefix: String
    /// Other URIs that documents use for the same vocabulary, matched as the same namespace when
    /// reading.
    public let variants: [String]

    /// A vocabulary of your own.
    public init(uri: String, prefix: String, variants: [String] = []) {
        self.uri = uri
        self.prefix = prefix
        self.variants = variants
    }
}

extension XMLVocabulary {
    /// The `xml` prefix's namespace (`xml:lang`, `xml:base`), bound by definition.
    public static let xml = XMLVocabulary(uri: "http://www.w3.org/XML/1998/namespace", prefix: "xml")
    /// Atom 1.0 (RFC 4287).
    public static let atom = XMLVocabulary(uri: "http://www.w3.org/2005/Atom", prefix: "atom")
    /// Atom 0.3, the pre-standard version some feeds still use.
    public static let atom03 = XMLVocabulary(uri: "http://purl.org/atom/ns#", prefix: "atom03")
    /// The Atom Publishing Protocol (RFC 5023), and its draft namespace.
    public static let app = XMLVocabulary(
        uri: "http://www.w3.org/2007/app", prefix: "app", variants: ["http://purl.org/atom/app#"])
    /// XHTML.
    public static let xhtml = XMLVocabulary(uri: "http://www.w3.org/1999/xhtml", prefix: "xhtml")
    /// OpenSearch 1.1, and the older 1.0 namespace of OpenSearch in RSS.
    public static let openSearch = XMLVocabulary(
        uri: "http://a9.com/-/spec/opensearch/1.1/", prefix: "openSearch",
        variants: ["http://a9.com/-/spec/opensearchrss/1.0/"])
    /// Google Data's core elements (`gd:`).
    public static let gData = XMLVocabulary(uri: "http://schemas.google.com/g/2005", prefix: "gd")
    /// Google Data's batch operations.
    public static let gDataBatch = XMLVocabulary(uri: "http://schemas.google.com/gdata/batch", prefix: "batch")
    /// Dublin Core elements.
    public static let dublinCore = XMLVocabulary(uri: "http://purl.org/dc/elements/1.1/", prefix: "dc")
    /// Dublin Core terms.
    public static let dublinCoreTerms = XMLVocabulary(uri: "http://purl.org/dc/terms/", prefix: "dcterms")
    /// RSS 1.0's content module (`content:encoded`).
    public static let content = XMLVocabulary(uri: "http://purl.org/rss/1.0/modules/content/", prefix: "content")
    /// Apple's podcast vocabulary, published under two capitalizations.
    public static let iTunes = XMLVocabulary(
        uri: "http://www.itunes.com/dtds/podcast-1.0.dtd", prefix: "itunes",
        variants: ["http://www.itunes.com/DTDs/Podcast-1.0.dtd"])
    /// The Podcasting 2.0 namespace, and the URIs of its early documents.
    public static let podcast = XMLVocabulary(
        uri: "https://podcastindex.org/namespace/1.0", prefix: "podcast",
        variants: [
            "http://podcastindex.org/namespace/1.0",
            "https://github.com/Podcastindex-org/podcast-namespace/blob/main/docs/1.0.md",
        ])
    /// Google Play's podcast vocabulary.
    public static let googlePlay = XMLVocabulary(
        uri: "http://www.google.com/schemas/play-podcasts/1.0", prefix: "googleplay")
    /// Media RSS, with and without the trailing slash found in the wild.
    public static let mediaRSS = XMLVocabulary(
        uri: "http://search.yahoo.com/mrss/", prefix: "media", variants: ["http://search.yahoo.com/mrss"])
    /// GeoRSS Simple.
    public static let geoRSS = XMLVocabulary(uri: "http://www.georss.org/georss", prefix: "georss")
    /// W3C's WGS84 positions (`geo:lat`, `geo:long`).
    public static let geo = XMLVocabulary(uri: "http://www.w3.org/2003/01/geo/wgs84_pos#", prefix: "geo")
    /// RSS 1.0's syndication module (`sy:updatePeriod`).
    public static let syndication = XMLVocabulary(
        uri: "http://purl.org/rss/1.0/modules/syndication/", prefix: "sy")
    /// The Slash module (`slash:comments`).
    public static let slash = XMLVocabulary(uri: "http://purl.org/rss/1.0/modules/slash/", prefix: "slash")
    /// The Well-Formed Web comment API (`wfw:commentRss`).
    public static let wellFormedWeb = XMLVocabulary(uri: "http://wellformedweb.org/CommentAPI/", prefix: "wfw")
    /// Atom threading (RFC 4685).
    public static let thread = XMLVocabulary(uri: "http://purl.org/syndication/thread/1.0", prefix: "thr")
    /// RDF, the root of RSS 1.0 documents.
    public static let rdf = XMLVocabulary(uri: "http://www.w3.org/1999/02/22-rdf-syntax-ns#", prefix: "rdf")
    /// RSS 1.0's own elements.
    public static let rss1 = XMLVocabulary(uri: "http://purl.org/rss/1.0/", prefix: "rss")
    /// The namespace some RSS 2.0 feeds are published in.
    public static let rss2Userland = XMLVocabulary(uri: "http://backend.userland.com/rss2", prefix: "rss2")
    /// RSS 2.0 as feeds publish it: in no namespace (an empty ``uri`` and ``prefix``), or in the
    /// Userland namespace. Meant as the default vocabulary of a table, where it makes unprefixed
    /// names match both: `XMLNamespaces(default: .rss2, .iTunes)`.
    public static let rss2 = XMLVocabulary(uri: "", prefix: "", variants: ["http://backend.userland.com/rss2"])

    /// Every vocabulary above.
    public static let all: [XMLVocabulary] = [
        .xml, .atom, .atom03, .app, .xhtml, .openSearch, .gData, .gDataBatch, .dublinCore, .dublinCoreTerms,
        .content, .iTunes, .podcast, .googlePlay, .mediaRSS, .geoRSS, .geo, .syndication, .slash, .wellFormedWeb,
        .thread, .rdf, .rss1, .rss2Userland, .rss2,
    ]

    /// The well-known vocabulary whose URI, or one of its variants, is `uri`.
    public static func known(uri: String) -> XMLVocabulary? {
        all.first { $0.uri == uri || $0.variants.contains(uri) }
    }

    /// The well-known vocabulary usually given `prefix`.
    public static func known(prefix: String) -> XMLVocabulary? {
        all.first { $0.prefix == prefix }
    }
}
