// A registry of types chosen at run time from an element's kind attribute or kind category, as
// Google Data feeds say which kind of entry each one is.

/// Types chosen at run time for one element name, from the element's kind attribute or from a
/// kind category among its children, falling back to a default type.
///
/// ```swift
/// let entryKinds = XMLKinds<any EntryProtocol>(
///     attribute: "gd:kind", category: "atom:category",
///     namespaces: ["atom": "http://www.w3.org/2005/Atom", "gd": "http://schemas.google.com/g/2005"],
///     default: XMLKind(Entry.self) { $0 }
/// ) {
///     XMLKind(Event.self, kind: "calendar#event", scheme: kindScheme, term: eventTerm) { $0 }
/// }
/// // in a description:  XMLChildren("entry", \.entries, kinds: entryKinds)
/// // streaming:         reader.readRecords(entryKinds, at: "feed/entry", from: input) { … }
/// ```
///
/// The reader chooses from the start tag's kind attribute when it names a registered kind.
/// Otherwise, if any kind is registered by category, it keeps the element's events in a replay
/// buffer (bounded by ``XMLReader/Options/maxReplayBytes``) until a child category chooses a type,
/// then replays them into that type. A category in a scheme that some kind is registered under
/// with an exact term is a kind category: it decides when it closes, for its kind, or for the
/// default type when no kind is registered for its term. A match through a wildcard scheme decides only when the element
/// ends without a kind category. Without a match the default type is used.
///
/// The default type's description is checked before any input is read; each other kind's when it
/// is first chosen (see ``validate()``).
///
/// When every kind a category can choose is registered with a conversion from the default type
/// (``XMLKind/init(_:kind:scheme:term:from:converting:match:_:)``), nothing is kept: the element is read
/// as the default type from its start tag, and its value is converted when a category chooses
/// another kind. Events are kept only from the first one the chosen type might read otherwise.
public struct XMLKinds<Base>: @unchecked Sendable {
    // Immutable; holds closures made from @Sendable user code and type metadata only.
    let kinds: [XMLKind<Base>]
    let fallback: XMLKind<Base>
    /// The match key of the kind attribute and of the category element.
    let attributeKey: [UInt8]?
    let categoryKey: [UInt8]?
    let schemeKey: [UInt8]
    let termKey: [UInt8]
    /// Mistakes in the names, reported by the first read.
    let problems: [String]
    /// The selectors of reads without a description, made once (see SharedSelectors.swift).
    let shared = SharedSelectors<Base>()

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
        namespaces: [String: String] = [:], default fallback: XMLKind<Base>,
        @XMLKindBuilder<Base> _ kinds: () -> [XMLKind<Base>]
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

    /// Builds and checks the description of every registered type now, with everything
    /// reachable from them (see ``XMLDescription/validateAll()``).
    ///
    /// A read checks the default type's description before it reads any input, and each other
    /// kind's when an element first chooses it (an ``XMLReadError`` of kind
    /// ``XMLReadError/Kind/invalidDescription(_:)`` at that element), so that a registry of many
    /// large types costs nothing for the kinds a document does not use. Call this in a test, or
    /// at start-up, to have every kind checked at once.
    ///
    /// - Throws: ``XMLReadError`` with the first problem found.
    public func validate() throws {
        let selector = selector(deliver: nil)
        if let problem = problems.first { throw XMLReadError(kind: .invalidDescription(problem)) }
        try PlanGraph.validate(selector.fallback.action.plan(), everything: true)
        for index in selector.choices.indices {
            if let problem = selector.problem(ofChoiceAt: index) { throw problem }
            try PlanGraph.validate(selector.choices[index].action.plan(), everything: true)
        }
    }

    /// Writes `value` with the first registered kind that takes it (the default last), as an
    /// element named `name`.
    @usableFromInline
    func write(_ value: Base, as name: XMLQualifiedName, into writer: inout DescriptionWriter) throws {
        for kind in kinds where try kind.write(value, name, &writer) { return }
        if try fallback.write(value, name, &writer) { return }
        throw XMLWriteError(
            kind: .notWritable, message: "no kind of \(typeNames.joined(separator: ", ")) writes \(value) as \(name)")
    }

    /// The descriptions of every kind, for the namespaces a document declares at its root.
    @usableFromInline
    func writings() -> [any DescriptionWritingNode] {
        ([fallback] + kinds).flatMap { $0.writings() }
    }

    /// The selector the reader uses, with each type's objects delivered by `deliver` (nil for
    /// records, which go to the read's sink).
    @usableFromInline
    func selector(deliver: ((AnyObjectBuilder, consuming Base) -> Void)?) -> KindSelector {
        func choice(_ kind: XMLKind<Base>, index: Int) -> KindSelector.Choice {
            let extract = kind.extract
            var make = kind.make
            if deliver == nil && index >= 0 {
                // Records go to the read's sink, which finds the kind's transform by this index.
                let makeBuilder = make
                make = {
                    let builder = makeBuilder()
                    builder.kindIndex = index
                    return builder
                }
            }
            let action = ObjectAction(make: make, plan: kind.plan) { parent, child in
                deliver?(parent, extract(child))
            }
            return KindSelector.Choice(
                action: action, kind: kind.kind, scheme: kind.scheme, term: kind.term, conversion: kind.conversion,
                modelType: kind.modelType)
        }
        return KindSelector(
            choices: kinds.indices.map { choice(kinds[$0], index: $0) }, fallback: choice(fallback, index: -1),
            attributeKey: attributeKey,
            categoryKey: categoryKey, schemeKey: schemeKey, termKey: termKey, problems: problems)
    }

    /// Makes the function that turns a finished record into `Base`: the transform of the kind
    /// that chose it (the builders of records made by `selector(deliver: nil)` carry its index),
    /// or the default's.
    ///
    /// Made once per read. The kind is found by its index, not by the record's model type: a
    /// type may be registered under several kinds (or be the default too) with other transforms,
    /// and one comparison costs less than walking the registered types for every record.
    func extractor() -> (AnyObjectBuilder) -> Base {
        let extracts = ExtractTable(kinds.map(\.extract))
        let fallbackExtract = fallback.extract
        return { builder in
            let index = builder.kindIndex
            return index >= 0 ? extracts.entries[index](builder) : fallbackExtract(builder)
        }
    }
}

/// The kinds' transforms in plain memory. This code is not specialized for `Base`, and reading a
/// closure out of an `Array` of them there goes through the standard library's generic subscript,
/// which asks the runtime for the closure type's metadata on every record; a buffer pointer's
/// subscript is inlined and needs none.
private final class ExtractTable<Base> {
    let entries: UnsafeMutableBufferPointer<(AnyObjectBuilder) -> Base>

    init(_ extracts: [(AnyObjectBuilder) -> Base]) {
        entries = .allocate(capacity: extracts.count)
        _ = entries.initialize(from: extracts)
    }

    deinit {
        entries.deinitialize()
        entries.deallocate()
    }
}
