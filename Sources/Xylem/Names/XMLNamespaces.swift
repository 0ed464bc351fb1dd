// A namespace table declared once and shared by the descriptions and record paths of a model, so
// that prefixes are not spelled again in every description.

/// Prefixes and their namespace URIs, with the alternate URIs read as the same namespace.
///
/// Declare one for a model and share it:
///
/// ```swift
/// let feedNamespaces = XMLNamespaces(default: .atom, .gData, .openSearch)
///
/// static let xmlDescription = XMLDescription(Entry.init, namespaces: feedNamespaces) {
///     XMLChildText("title", \.title)          // Atom, the default namespace
///     XMLAttribute("gd:etag", \.etag)    // Google Data
/// }
/// ```
///
/// A dictionary literal works too: `["": atomURI, "gd": gDataURI]`.
public struct XMLNamespaces: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    /// Prefixes and their URIs; `""` is the default namespace of unprefixed element names.
    public var prefixes: [String: String]
    /// Further URIs read as the namespace of a prefix (see ``XMLVocabulary/variants``).
    public var alternates: [String: [String]]

    /// A table from prefixes and alternate URIs.
    public init(_ prefixes: [String: String] = [:], alternates: [String: [String]] = [:]) {
        self.prefixes = prefixes
        self.alternates = alternates
    }

    /// A table of vocabularies, each under its usual prefix, `defaultVocabulary` (if any) also as
    /// the default namespace; each vocabulary's variants are read as the same namespace.
    ///
    /// ```swift
    /// // RSS 2.0 (no namespace, or the Userland one) with the podcast vocabularies.
    /// let podcastNamespaces = XMLNamespaces(default: .rss2, .iTunes, .podcast, .mediaRSS)
    /// ```
    public init(default defaultVocabulary: XMLVocabulary? = nil, _ vocabularies: XMLVocabulary...) {
        self.init(default: defaultVocabulary, vocabularies)
    }

    /// A table of vocabularies; see ``init(default:_:)-(XMLVocabulary?,XMLVocabulary...)``.
    public init(default defaultVocabulary: XMLVocabulary?, _ vocabularies: [XMLVocabulary]) {
        var prefixes: [String: String] = [:]
        var alternates: [String: [String]] = [:]
        // A vocabulary without a prefix (RSS 2.0, in no namespace) can only be the default one.
        for vocabulary in vocabularies + (defaultVocabulary.map { [$0] } ?? [])
        where vocabulary != .xml && !vocabulary.prefix.isEmpty {
            prefixes[vocabulary.prefix] = vocabulary.uri
            if !vocabulary.variants.isEmpty { alternates[vocabulary.prefix] = vocabulary.variants }
        }
        if let defaultVocabulary {
            prefixes[""] = defaultVocabulary.uri
            if !defaultVocabulary.variants.isEmpty { alternates[""] = defaultVocabulary.variants }
        }
        self.init(prefixes, alternates: alternates)
    }

    /// A table from a dictionary literal of prefixes and URIs.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// This table with `other`'s prefixes and alternates added (`other` wins where both declare).
    public func merging(_ other: XMLNamespaces) -> XMLNamespaces {
        XMLNamespaces(
            prefixes.merging(other.prefixes) { _, theirs in theirs },
            alternates: alternates.merging(other.alternates) { _, theirs in theirs })
    }
}

extension XMLDescription {
    /// Builds a description whose names use the prefixes of a shared table.
    ///
    /// - Parameters:
    ///   - make: Creates the value that mappings fill in.
    ///   - element: The element a value of the type is written as on its own.
    ///   - namespaces: The prefixes and alternate URIs of the model (see ``XMLNamespaces``).
    ///   - mappings: The mappings, one per line.
    public init(
        _ make: @escaping @Sendable () -> Model, element: String? = nil, namespaces: XMLNamespaces,
        @XMLDescriptionBuilder<Model> _ mappings: () -> [XMLMapping<Model>]
    ) {
        self.init(
            make, element: element, namespaces: namespaces.prefixes, alternateNamespaces: namespaces.alternates,
            mappings)
    }
}

extension XMLRecordPath {
    /// A path whose names use the prefixes of a shared table, and match its alternate URIs too.
    ///
    /// ```swift
    /// // RSS 2.0 items, in no namespace or in the Userland one.
    /// let items = XMLRecordPath("rss/channel/item", namespaces: XMLNamespaces(default: .rss2))
    /// ```
    public init(_ path: String, namespaces: XMLNamespaces) {
        self.init(path, namespaces: namespaces.prefixes, alternates: namespaces.alternates)
    }
}
