// A namespace-qualified XML name as a value: namespace URI, local name and the prefix it would
// prefer when written. Used by the writer; the prefix is a wish, never part of the name's identity.

/// An XML name: a namespace URI, a local name and the prefix it prefers when written.
///
/// Two names are equal when their namespace URIs and local names are equal, as the Namespaces in
/// XML recommendation says; the ``prefix`` is only the spelling to use when the name is written,
/// so `{http://www.w3.org/2005/Atom}title` is the same name whether written `title` or `atom:title`.
///
/// ```swift
/// let etag = XMLQualifiedName(namespaceURI: "http://schemas.google.com/g/2005", localName: "etag", prefix: "gd")
/// print(etag)                  // gd:etag
/// print(etag.clarkNotation)    // {http://schemas.google.com/g/2005}etag
/// let title = XMLQualifiedName(clarkNotation: "{http://www.w3.org/2005/Atom}title")
/// ```
public struct XMLQualifiedName: Hashable, Sendable, CustomStringConvertible {
    /// The namespace URI, or `""` for a name in no namespace.
    public var namespaceURI: String
    /// The local part of the name, without prefix.
    public var localName: String
    /// The prefix to write the name with when it is free, or `""` for none (the default namespace,
    /// for elements). The writer picks another prefix when this one is bound to a different URI.
    public var prefix: String

    /// The namespace URI that the `xml` prefix is bound to by definition
    /// (`http://www.w3.org/XML/1998/namespace`), for names such as `xml:lang`.
    public static let xmlNamespaceURI = "http://www.w3.org/XML/1998/namespace"

    /// Creates a name from its parts.
    ///
    /// - Parameters:
    ///   - namespaceURI: The namespace URI, or `""` for no namespace.
    ///   - localName: The local name.
    ///   - prefix: The preferred prefix, or `""`. Ignored for names in no namespace, which are
    ///     always written unprefixed.
    public init(namespaceURI: String = "", localName: String, prefix: String = "") {
        self.namespaceURI = namespaceURI
        self.localName = localName
        self.prefix = prefix
    }

    /// Creates a name in no namespace.
    public init(_ localName: String) {
        self.init(namespaceURI: "", localName: localName, prefix: "")
    }

    /// Creates a name from Clark notation, `{uri}local`, or a plain `local` for no namespace.
    ///
    /// Returns nil when the braces are unbalanced or the local name is missing or contains a colon.
    /// - Parameters:
    ///   - clarkNotation: `{http://www.w3.org/2005/Atom}title` or `title`.
    ///   - prefix: The preferred prefix to write the name with.
    public init?(clarkNotation: String, prefix: String = "") {
        var uri = ""
        var local = Substring(clarkNotation)
        if clarkNotation.first == "{" {
            guard let close = clarkNotation.firstIndex(of: "}") else { return nil }
            uri = String(clarkNotation[clarkNotation.index(after: clarkNotation.startIndex)..<close])
            local = clarkNotation[clarkNotation.index(after: close)...]
        }
        guard XMLNameRules.isNCName(local) else { return nil }
        self.init(namespaceURI: uri, localName: String(local), prefix: prefix)
    }

    /// The name as written in a document: `prefix:local`, or `local` when there is no prefix or no
    /// namespace. The namespace URI is not shown; ``clarkNotation`` shows it.
    public var description: String {
        prefix.isEmpty || namespaceURI.isEmpty ? localName : "\(prefix):\(localName)"
    }

    /// The name in Clark notation: `{uri}local`, or `local` for a name in no namespace.
    public var clarkNotation: String {
        namespaceURI.isEmpty ? localName : "{\(namespaceURI)}\(localName)"
    }

    /// Whether two names are the same name: equal namespace URIs and local names. Prefixes are
    /// not compared.
    public static func == (lhs: XMLQualifiedName, rhs: XMLQualifiedName) -> Bool {
        lhs.localName == rhs.localName && lhs.namespaceURI == rhs.namespaceURI
    }

    /// Hashes the namespace URI and local name, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(namespaceURI)
        hasher.combine(localName)
    }
}
