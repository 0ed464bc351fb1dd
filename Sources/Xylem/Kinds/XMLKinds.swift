// A registry of types chosen at run time from an element's kind attribute or kind category, as
// Google Data feeds say which kind of entry each one is.

/// Types chosen at run time for one element name, from the element's kind attribute or from a
/// kind category among its children, falling back to a default type.
///
/// ```swift
/// let entryKinds = XMLKinds<any EntryProtocol>(
///     attribute: "gd:kind", category: "atom:category",
///     namespaces: ["atom": "http://www.w3.org/2005/Atom", "gd": "http://schemas.google.com/g/2005"],
///     default: Kind(Entry.self) { $0 }
/// ) {
///     Kind(Event.self, kind: "calendar#event", scheme: kindScheme, term: eventTerm) { $0 }
/// }
/// // in a description:  Children("entry", \.entries, kinds: entryKinds)
/// // streaming:         reader.readRecords(entryKinds, at: "feed/entry", from: input) { … }
/// ```
///
/// The reader chooses from the start tag's kind attribute when it names a registered kind.
/// Otherwise, if any kind is registered by category, it keeps the element's events in a replay
/// buffer (bounded by ``XMLReader/Options/maxReplayBytes``) until a child category chooses a type,
/// then replays them into that type; an exact scheme-and-term match chooses at once, a wildcard
/// match only when the element ends without an exact one. Without a match the default type is used.
public struct XMLKinds<Base>: @unchecked Sendable {
    // Immutable; holds closures made from @Sendable user code and type metadata only.
    let kinds: [Kind<Base>]
    let fallback: Kind<Base>
    /// The match key of the kind attribute and of the category element.
    let attributeKey: [UInt8]?
    let categoryKey: [UInt8]?
    let schemeKey: [UInt8]
    let termKey: [UInt8]
    /// Mistakes in the names, reported by the first read.
    let problems: [String]

    /// Creates a registry.
    ///
    /// - Parameters:
    ///   - attribute: The kind attribute on the element's start tag, such as `gd:kind`.
    ///   - category: The child element that carries a kind category, such as `atom:category`.
    ///   - scheme: The category's scheme attribute, `scheme` by default.
    ///   - term: The category's term attribute, `term` by default.
    ///   - namespaces: The prefixes the names use.
    ///   - fallback: The type read when no registered kind matches.
    ///   - kinds: The registered types, most specific first among equally good matches.
    public init(
        attribute: String? = nil, category: String? = nil, scheme: String = "scheme", term: String = "term",
        namespaces: [String: String] = [:], default fallback: Kind<Base>,
        @XMLKindBuilder<Base> _ kinds: () -> [Kind<Base>]
    ) {
        var problems: [String] = []
        func key(_ written: String?, isAttribute: Bool) -> [UInt8]? {
            guard let written else { return nil }
            switch NameResolution.key(for: written, namespaces: namespaces, isAttribute: isAttribute) {
            case .success(let key): return key
            case .failure(let error):
                problems.append("kinds: \(isAttribute ? "attribute" : "element") \(error.message)")
                return nil
            }
        }
        self.kinds = kinds()
        self.fallback = fallback
        attributeKey = key(attribute, isAttribute: true)
        categoryKey = key(category, isAttribute: false)
        schemeKey = key(scheme, isAttribute: true) ?? []
        termKey = key(term, isAttribute: true) ?? []
        self.problems = problems
    }

    /// The registered types' names, default first.
    public var typeNames: [String] { [fallback.typeName] + kinds.map(\.typeName) }

    /// The selector the reader uses, with each type's objects delivered by `deliver` (nil for
    /// records, which go to the read's sink).
    @usableFromInline
    func selector(deliver: ((AnyObjectBuilder, Base) -> Void)?) -> KindSelector {
        func choice(_ kind: Kind<Base>) -> KindSelector.Choice {
            let extract = kind.extract
            let action = ObjectAction(make: kind.make, plan: kind.plan) { parent, child in
                deliver?(parent, extract(child))
            }
            return KindSelector.Choice(action: action, kind: kind.kind, scheme: kind.scheme, term: kind.term)
        }
        return KindSelector(
            choices: kinds.map(choice), fallback: choice(fallback), attributeKey: attributeKey,
            categoryKey: categoryKey, schemeKey: schemeKey, termKey: termKey, problems: problems)
    }

    /// Makes the function that turns a finished record of any registered type into `Base`: the
    /// first registered kind of the record's type, or the default.
    ///
    /// Made once per read. A record of the default type (the usual case) is recognized by one
    /// comparison, without walking the registered kinds: that walk runs as unspecialized generic
    /// code, and fetching type metadata for every element cost more than the rest of the record.
    func extractor() -> (AnyObjectBuilder) -> Base {
        let types = kinds.map(\.modelType)
        let extracts = kinds.map(\.extract)
        let fallbackType = fallback.modelType
        let fallbackExtract = fallback.extract
        // Only when no registered kind has the default's type, which would come first.
        let defaultIsUnambiguous = !types.contains(fallbackType)
        return { builder in
            let type = builder.plan.modelType
            if defaultIsUnambiguous && type == fallbackType { return fallbackExtract(builder) }
            if let index = types.firstIndex(of: type) { return extracts[index](builder) }
            return fallbackExtract(builder)
        }
    }
}
