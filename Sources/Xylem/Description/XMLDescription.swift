// The public description of how one model type is read: built once from mappings, validated,
// and compiled into an immutable plan.

/// How a model type is read from XML: which elements and attributes set which properties.
///
/// A description is built once (declare it as a `static let`), validated when built, and shared
/// by every read, on any thread.
///
/// ```swift
/// struct Book: XMLReadable {
///     var isbn = ""
///     var title = ""
///     var pages = 0
///     var authors: [Author] = []
///
///     static let xmlDescription = XMLDescription(Book.init) {
///         XMLAttribute("isbn", \.isbn)
///         XMLChildText("title", \.title)
///         XMLChildValue("pages", \.pages)
///         XMLChildren("author", \.authors, wrapper: "authors")
///     }
/// }
/// ```
///
/// Names may carry a namespace prefix declared in `namespaces`; the `""` key sets the namespace
/// of unprefixed element names (unprefixed attribute names never have one):
///
/// ```swift
/// XMLDescription(Entry.init, namespaces: ["": "http://www.w3.org/2005/Atom",
///                                         "gd": "http://schemas.google.com/g/2005"]) {
///     XMLChildText("title", \.title)
///     XMLAttribute("gd:etag", \.etag)
/// }
/// ```
///
/// Mistakes in a description (a name mapped twice, an undeclared prefix, a name that no document
/// can have, such as the declaration `xmlns:x`) do not crash: they are listed in ``problems``, and
/// any read that uses the description throws an ``XMLReadError`` of kind
/// ``XMLReadError/Kind/invalidDescription(_:)``: before reading input when it is the type read,
/// at the first element of the type otherwise.
public struct XMLDescription<Model>: Sendable {
    @usableFromInline let make: @Sendable () -> Model
    @usableFromInline let plan: ObjectPlan
    /// How values are written back, compiled on first use.
    @usableFromInline let writing: DescriptionWriting<Model>

    /// Builds a description from a factory for empty values and a block of mappings.
    ///
    /// - Parameters:
    ///   - make: Creates the value that mappings fill in, such as a memberwise `init` with defaults.
    ///   - element: The element a value of the type is written as on its own (`writer.write(value)`,
    ///     `value.xmlString()`), such as `"feed"` or `"gd:when"`. A value nested in another is
    ///     written with the name its parent's line gives.
    ///   - namespaces: Prefixes usable in names, mapped to namespace URIs; `""` is the default
    ///     namespace for unprefixed element names.
    ///   - alternateNamespaces: Further namespace URIs matched as the same namespace as a prefix's
    ///     URI, for documents in the wild (such as OpenSearch 1.1 and the older
    ///     `http://a9.com/-/spec/opensearchrss/1.0/`), keyed by prefix. `""` as an alternate URI
    ///     stands for no namespace, and alternates for `""` apply even when `namespaces` declares
    ///     no default namespace: `alternateNamespaces: ["": ["http://backend.userland.com/rss2"]]`
    ///     reads RSS 2.0 published without a namespace and in the Userland one. Any other prefix
    ///     that `namespaces` does not declare is a mistake, reported by the first read.
    ///   - mappings: The mappings, one per line.
    public init(
        _ make: @escaping @Sendable () -> Model,
        element: String? = nil,
        namespaces: [String: String] = [:],
        alternateNamespaces: [String: [String]] = [:],
        @XMLDescriptionBuilder<Model> _ mappings: () -> [XMLMapping<Model>]
    ) {
        let lines = mappings()
        let typeName = displayName(of: Model.self)
        self.make = make
        self.plan = PlanCompiler.compile(
            typeName: typeName, element: element, namespaces: namespaces, alternates: alternateNamespaces,
            lines: lines)
        self.writing = DescriptionWriting(
            typeName: typeName, elementName: element, namespaces: namespaces, alternates: alternateNamespaces,
            entries: lines.flatMap(\.writes))
    }

    /// The mistakes found in the description, each a sentence; empty when it is valid.
    public var problems: [String] { plan.problems }

    /// Throws the first problem of the description as an ``XMLReadError``, if it has any.
    public func validate() throws {
        if let error = plan.validationError { throw error }
    }

    /// Throws the first problem of this description or of any description reachable from it:
    /// nested types, declared extensions (at any depth) and every kind of a kinds registry.
    ///
    /// A read checks the description of the type it reads before it reads any input, and every
    /// other description (nested types, declared extensions, kinds) when it first meets an
    /// element of that type, failing there with an ``XMLReadError`` of kind
    /// ``XMLReadError/Kind/invalidDescription(_:)``: call this in a test to have everything
    /// checked at once.
    public func validateAll() throws {
        try PlanGraph.validate(plan, everything: true)
    }
}

extension ObjectPlan {
    /// The error a read reports before starting when the description has problems.
    var validationError: XMLReadError? {
        guard !problems.isEmpty else { return nil }
        return XMLReadError(kind: .invalidDescription("\(typeName): " + problems.joined(separator: "; ")))
    }
}
