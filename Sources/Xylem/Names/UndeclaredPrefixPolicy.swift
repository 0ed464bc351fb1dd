// What a read does with a prefix that no declaration binds (`<itunes:author>` in a feed that never
// declares `xmlns:itunes`): refuse the document, as the Namespaces in XML recommendation requires,
// or read the prefix as the well-known vocabulary it names, as browsers and feed readers do.

extension XMLReader {
    /// How a read treats an element or attribute whose prefix no declaration in scope binds.
    ///
    /// ```swift
    /// var options = XMLReader.Options()
    /// options.undeclaredPrefixes = .resolveWellKnown
    /// // <itunes:author> without xmlns:itunes reads as the iTunes vocabulary's author.
    /// ```
    public enum UndeclaredPrefixPolicy: Sendable, Hashable {
        /// Refuse the document with an ``XMLReadError`` of kind
        /// ``XMLReadError/Kind/malformed(code:reason:)`` (expat's code 27), as a namespace-aware
        /// parser must. The default.
        case reject
        /// Read a prefix that one of `vocabularies` usually has (``XMLVocabulary/prefix``) as that
        /// vocabulary's primary ``XMLVocabulary/uri``. Any other undeclared prefix does not fail
        /// the read either: its names are given the namespace
        /// ``placeholderURI(forPrefix:)``, which no description maps unless it names it, so
        /// they are passed over, or kept as unknown content and written back with a declaration.
        case resolve(using: [XMLVocabulary])

        /// Resolves the prefixes of every vocabulary in ``XMLVocabulary/all``: `itunes`,
        /// `podcast`, `media`, `dc`, `content`, `atom`, `georss`, `sy`, `slash`, `wfw` and more.
        public static var resolveWellKnown: Self { .resolve(using: XMLVocabulary.all) }

        /// The namespace given to names whose undeclared prefix no vocabulary of the policy has:
        /// `urn:xylem:undeclared-prefix:` followed by the prefix.
        public static func placeholderURI(forPrefix prefix: String) -> String {
            placeholderBase + prefix
        }

        static let placeholderBase = "urn:xylem:undeclared-prefix:"
    }
}

extension NamespaceResolver {
    /// The namespace URI of an undeclared prefix under `vocabularies` (see
    /// ``XMLReader/UndeclaredPrefixPolicy``): the vocabulary's whose usual prefix it is, or the
    /// placeholder made from the prefix. Called only when a prefix is not bound, and then once per
    /// name while the bindings stand (see ExpandedNameCache).
    @inline(never)
    static func lenientURI(for prefix: UnsafeBufferPointer<UInt8>, in vocabularies: [XMLVocabulary]) -> [UInt8] {
        if let vocabulary = vocabularies.first(where: { !$0.uri.isEmpty && $0.prefix.utf8.elementsEqual(prefix) }) {
            return Array(vocabulary.uri.utf8)
        }
        return Array(XMLReader.UndeclaredPrefixPolicy.placeholderBase.utf8) + prefix
    }
}
