// The public calls for elements, attributes and namespace declarations, by qualified name or by
// a name written as in a description ("entry", "gd:etag", "{uri}local").

extension XMLWriter {
    /// Starts an element; attributes and namespace declarations for it may follow until its content.
    ///
    /// The element's namespace is declared on it when it is not in scope: as the default namespace
    /// when the preferred prefix is empty, otherwise with the preferred prefix, or a generated
    /// `nsN` when that prefix means another namespace here; a prefix in scope for the namespace is
    /// reused instead of declaring anything. A name in no namespace inside a default namespace gets
    /// `xmlns=""`.
    ///
    /// - Throws: ``XMLWriteError`` when the name is not an XML name, when the root element has
    ///   already ended, or for a name in the reserved `xmlns` namespace.
    public mutating func startElement(_ name: XMLQualifiedName) throws {
        try engine.startElement(name)
    }

    /// Starts an element named as in a description: `entry`, `gd:when` or `{uri}local`.
    ///
    /// A prefix is looked up in `namespaces`, then among the bindings in scope (`xml` is always
    /// bound). An unprefixed name takes `namespaces[""]` if given, otherwise the default namespace
    /// in scope, so `startElement("title")` inside an Atom feed is an Atom element. A name in Clark
    /// notation prefers a prefix that `namespaces` maps to its URI.
    ///
    /// - Parameters:
    ///   - name: The element's name.
    ///   - namespaces: Prefixes for resolving `name`, as in a description; they are declared only
    ///     when the name needs it.
    /// - Throws: ``XMLWriteError`` for an undeclared prefix or an invalid name, and as
    ///   ``startElement(_:)-(XMLQualifiedName)``.
    public mutating func startElement(_ name: String, namespaces: [String: String] = [:]) throws {
        try engine.startElement(name, namespaces: namespaces)
    }

    /// Ends the innermost open element: `<name/>` when nothing was written in it, `</name>` otherwise.
    ///
    /// - Throws: ``XMLWriteError`` of kind ``XMLWriteError/Kind-swift.enum/invalidState`` when no
    ///   element is open.
    public mutating func endElement() throws {
        try engine.endElement()
    }

    /// Adds an attribute to the element just started.
    ///
    /// An attribute in no namespace is written unprefixed. One in a namespace always has a prefix:
    /// its preferred one when that means its namespace, a prefix in scope for the namespace, the
    /// preferred one declared when nothing binds it, or a generated `nsN`. `xml:` names such as
    /// `xml:lang` need no declaration.
    ///
    /// - Parameters:
    ///   - name: The attribute's name.
    ///   - value: The value, written between double quotes with `&`, `<`, `"`, tab, line feed and
    ///     carriage return escaped, so that it reads back exactly.
    /// - Throws: ``XMLWriteError`` when the element's content has begun, for a duplicate attribute,
    ///   an invalid name or character, or an `xmlns` attribute (use ``declareNamespace(prefix:uri:)``).
    public mutating func attribute(_ name: XMLQualifiedName, _ value: String) throws {
        try engine.attribute(name, value)
    }

    /// Adds an attribute named as in a description: `href`, `gd:etag`, `xml:lang` or `{uri}local`.
    ///
    /// An unprefixed attribute name has no namespace; a prefix is looked up in `namespaces`, then
    /// among the bindings in scope.
    /// - Parameters:
    ///   - name: The attribute's name.
    ///   - value: The value, escaped as by ``attribute(_:_:)-(XMLQualifiedName,_)``.
    ///   - namespaces: Prefixes for resolving `name`, as in a description.
    /// - Throws: ``XMLWriteError`` for an undeclared prefix or an invalid name, and as
    ///   ``attribute(_:_:)-(XMLQualifiedName,_)``.
    public mutating func attribute(_ name: String, _ value: String, namespaces: [String: String] = [:]) throws {
        try engine.attribute(name, value, namespaces: namespaces)
    }

    /// Declares a namespace binding on the element just started, so that the element and everything
    /// inside it can use it without declaring it again.
    ///
    /// Declaring on the root element every namespace a document uses puts all declarations there
    /// once, GData style. A binding already in scope is not repeated. Use `""` as the prefix for the
    /// default namespace (and `uri: ""` to undeclare it). Declare before the attributes that use
    /// the prefix.
    ///
    /// - Throws: ``XMLWriteError`` when the element's content has begun, when the prefix is already
    ///   declared on this element or used by its name or attributes with another URI, or for misuse
    ///   of the reserved `xml` and `xmlns` prefixes and namespaces.
    public mutating func declareNamespace(prefix: String, uri: String) throws {
        try engine.declareNamespace(prefix: prefix, uri: uri)
    }
}

extension XMLWriter {
    /// The namespace URI `prefix` is bound to where the writer is (`""` for the default
    /// namespace), or nil when it is not bound.
    public func namespaceURI(forPrefix prefix: String) -> String? {
        engine.scope.uri(for: prefix)
    }

    /// Whether some prefix (or the default namespace) is bound to `uri` where the writer is.
    ///
    /// Models that read a namespace under several URIs (see `alternateNamespaces` of
    /// ``XMLDescription``) use it to write names in the URI the document declared.
    public func isNamespaceInScope(_ uri: String) -> Bool {
        engine.scope.prefix(for: uri, allowDefault: true) != nil
    }
}
