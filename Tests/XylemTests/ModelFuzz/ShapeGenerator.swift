// Random model shapes for one case: a handful of types that refer to each other (and to the
// hand-declared fixed models), every kind of description line, namespaces with prefixes and
// alternate URIs. Shapes are valid descriptions: names are unique within each table.

import Xylem

enum ShapeGenerator {
    /// The shapes of one case, the root last. Lower-numbered models come first, so that a model
    /// may hold a non-optional child only of an earlier one (a value must be constructible).
    /// `crowded`: mostly classes with descriptions made on every access, a handful of names
    /// shared by all types, and a choice of types in every model, so that objects of different
    /// types with the same names follow each other (where caches keyed by plan addresses would
    /// mix them up).
    static func shapes(count: Int, ids: [ModelID], crowded: Bool, random: inout FuzzRandom) -> [ModelShape] {
        precondition(ids.count == count && count >= 1)
        // A few of the earlier models are extension elements, with distinct element names.
        let extensionCount = count > 2 ? random.int(0...min(2, count - 2)) : 0
        var usedExtensionNames: Set<ExpandedName> = [FixedStamp.xmlName.expanded]
        var shapes: [ModelShape] = []
        for (position, id) in ids.enumerated() {
            let form: ModelForm
            if position < extensionCount {
                var name: ExpandedName
                repeat {
                    name = ExpandedName(
                        uri: random.pick(FuzzVocabulary.uris + [""]), local: random.pick(FuzzVocabulary.localNames))
                } while usedExtensionNames.contains(name)
                usedExtensionNames.insert(name)
                form = .extensionElement(name, prefix: random.pick(FuzzVocabulary.documentPrefixes))
            } else {
                form = random.chance(crowded ? 0.25 : 0.6) ? .structure : .finalClass
            }
            var builder = ShapeBuilder(
                id: id, form: form, random: random,
                crowded: crowded,
                earlier: shapes.filter { !$0.isExtension }.map(\.id) + [
                    FixedModels.pointShape.id, FixedModels.noteShape.id,
                ],
                later: Array(ids[position...]),
                extensionTypes: shapes.filter(\.isExtension).map(\.id) + [FixedModels.stampShape.id],
                allModels: ids)
            let shape = builder.build(isExtension: position < extensionCount, extensionCount: extensionCount)
            random = builder.random
            shapes.append(shape)
        }
        return shapes
    }
}

extension XMLQualifiedName {
    var expanded: ExpandedName { ExpandedName(uri: namespaceURI, local: localName) }
}

/// Builds one shape, keeping each table's names unique.
private struct ShapeBuilder {
    let id: ModelID
    let form: ModelForm
    var random: FuzzRandom
    /// Non-extension models this one may hold by value (generated before it, or fixed).
    let earlier: [ModelID]
    /// Models generated from this one on (itself included), held only through optionals and arrays.
    let later: [ModelID]
    let extensionTypes: [ModelID]
    let allModels: [ModelID]
    /// Whether names come mostly from a few shared ones and descriptions are made on every access.
    let crowded: Bool

    var namespaces: [String: String] = [:]
    var alternates: [String: [String]] = [:]
    var lines: [ShapeLine] = []
    /// Expanded names taken in each element table (nil: the direct table) and among attributes.
    var taken: [WrittenName?: Set<ExpandedName>] = [:]
    var takenAttributes: Set<ExpandedName> = []
    var wrappers: [WrittenName] = []
    var storedInUse: Set<StoredProperty> = []

    init(
        id: ModelID, form: ModelForm, random: FuzzRandom, crowded: Bool, earlier: [ModelID], later: [ModelID],
        extensionTypes: [ModelID], allModels: [ModelID]
    ) {
        self.id = id
        self.form = form
        self.random = random
        self.earlier = earlier
        self.later = later
        self.extensionTypes = extensionTypes
        self.allModels = allModels
        self.crowded = crowded
    }

    mutating func build(isExtension: Bool, extensionCount: Int) -> ModelShape {
        chooseNamespaces()
        if crowded {
            // Several of the shared names as attributes, in an order of this type's own: the same
            // attribute name then has another slot in each type.
            for _ in 0..<random.int(1...4) { addAttribute() }
        }
        let lineCount = random.int(isExtension ? 0...4 : 0...9)
        var hasTextContent = false
        var hasExtensions = false
        for _ in 0..<lineCount {
            let roll = random.int(0...99)
            switch roll {
            case 0..<12: addText()
            case 12..<26: addValue()
            case 26..<33: addValues()
            case 33..<45: addAttribute()
            case 45..<49:
                if !hasTextContent {
                    hasTextContent = true
                    addTextContent()
                }
            case 49..<57 where !isExtension: addChild()
            case 57..<64 where !isExtension: addChildren()
            case 64..<69 where !isExtension: addCases()
            case 69..<73 where !isExtension: addKinds()
            case 73..<78: addSkip()
            case 78..<81: addIgnore()
            case 81..<86: addRawXML()
            case 86..<94 where !isExtension:
                if !hasExtensions {
                    hasExtensions = true
                    addExtensions()
                }
            default: addHook()
            }
        }
        if crowded, !isExtension { addCases() }
        let descriptionForm: DescriptionForm = random.chance(crowded ? 0.85 : 0.6) ? .computedEachTime : .computedOnce
        return ModelShape(
            id: id, form: form, descriptionForm: descriptionForm, namespaces: namespaces, alternates: alternates,
            lines: lines)
    }

    // MARK: Namespaces and names

    private mutating func chooseNamespaces() {
        if random.chance(0.4) { namespaces[""] = random.pick(FuzzVocabulary.uris) }
        for prefix in FuzzVocabulary.descriptionPrefixes where random.chance(0.3) {
            namespaces[prefix] = random.pick(FuzzVocabulary.uris)
        }
        for prefix in namespaces.keys.sorted() where random.chance(0.25) {
            let alternate = random.pick(FuzzVocabulary.alternateURIs)
            // An alternate must not be another declared URI, or the same names would mean two things.
            if !namespaces.values.contains(alternate) { alternates[prefix] = [alternate] }
        }
    }

    /// The alternates of `uri` in this description.
    private func alternateURIs(of uri: String) -> [String] {
        var result: [String] = []
        for (prefix, uris) in alternates.sorted(by: { $0.key < $1.key }) where namespaces[prefix] == uri {
            result += uris.filter { !result.contains($0) }
        }
        return result
    }

    /// A fresh name for an element or attribute in the table `table` (nil: direct), written in
    /// one of the ways a description may write it.
    private mutating func freshName(isAttribute: Bool, in table: WrittenName? = nil) -> WrittenName? {
        for _ in 0..<12 {
            let local =
                crowded && random.chance(0.7)
                ? random.pick(FuzzVocabulary.sharedNames) : random.pick(FuzzVocabulary.localNames)
            var options: [(written: String, uri: String)] = []
            if isAttribute {
                options.append((local, ""))
                if random.chance(0.1) { options.append(("xml:\(random.pick(["lang", "id"]))", xmlNamespace)) }
            } else {
                options.append((local, namespaces[""] ?? ""))
            }
            for (prefix, uri) in namespaces.sorted(by: { $0.key < $1.key }) where !prefix.isEmpty {
                options.append(("\(prefix):\(local)", uri))
            }
            if !crowded || random.chance(0.3) {
                let clarkURI = random.pick(FuzzVocabulary.uris)
                options.append(("{\(clarkURI)}\(local)", clarkURI))
            }
            let chosen = random.pick(options)
            let written = chosen.written
            let actualLocal = written.hasPrefix("xml:") ? String(written.dropFirst(4)) : local
            let name = WrittenName(
                written: written, uri: chosen.uri, local: actualLocal,
                alternateURIs: chosen.uri.isEmpty ? [] : alternateURIs(of: chosen.uri))
            let keys = Set(name.expandedNames)
            if isAttribute {
                guard takenAttributes.isDisjoint(with: keys) else { continue }
                takenAttributes.formUnion(keys)
            } else {
                guard taken[table, default: []].isDisjoint(with: keys) else { continue }
                taken[table, default: []].formUnion(keys)
            }
            return name
        }
        return nil
    }

    private var xmlNamespace: String { "http://www.w3.org/XML/1998/namespace" }

    /// A wrapper for a line: an existing one (whose table is shared) or a new one.
    private mutating func chooseWrapper() -> WrittenName? {
        guard random.chance(0.4) else { return nil }
        if !wrappers.isEmpty, random.chance(0.4) { return random.pick(wrappers) }
        guard let wrapper = freshName(isAttribute: false) else { return nil }
        wrappers.append(wrapper)
        return wrapper
    }

    private mutating func scalarSpec() -> ScalarSpec {
        ScalarSpec(type: random.pick(ScalarType.allCases), isOptional: random.chance(0.4))
    }

    /// Stored property or slot for a scalar of `spec`.
    private mutating func storage(for spec: ScalarSpec) -> ScalarStorage {
        guard random.chance(0.5),
            let property = StoredProperty.allCases.first(where: { $0.spec == spec && !storedInUse.contains($0) })
        else { return .slot }
        storedInUse.insert(property)
        return .stored(property)
    }

    // MARK: Lines

    private mutating func addText() {
        guard let name = freshName(isAttribute: false) else { return }
        let optional = random.chance(0.4)
        let spec = ScalarSpec(type: .string, isOptional: optional)
        lines.append(.text(name, trimmed: random.chance(0.4), optional: optional, storage: storage(for: spec)))
    }

    private mutating func addValue() {
        guard let name = freshName(isAttribute: false) else { return }
        let spec = scalarSpec()
        lines.append(.value(name, spec, storage: storage(for: spec)))
    }

    private mutating func addValues() {
        let wrapper = chooseWrapper()
        guard let name = freshName(isAttribute: false, in: wrapper) else { return }
        lines.append(.values(name, scalarSpec(), wrapper: wrapper))
    }

    private mutating func addAttribute() {
        guard let name = freshName(isAttribute: true) else { return }
        let spec = scalarSpec()
        lines.append(.attribute(name, spec, storage: storage(for: spec)))
    }

    private mutating func addTextContent() {
        let spec = random.chance(0.5) ? ScalarSpec(type: .string, isOptional: false) : scalarSpec()
        lines.append(.textContent(spec, storage: storage(for: spec)))
    }

    /// A model a child line may hold: any earlier one by value, later ones (itself included) only
    /// when the holder is optional or an array.
    private mutating func childModel(byValue: Bool) -> ModelID {
        if byValue || random.chance(0.5) { return random.pick(earlier) }
        return random.pick(later)
    }

    private mutating func addChild() {
        guard let name = freshName(isAttribute: false) else { return }
        let optional = random.chance(0.6)
        lines.append(.child(name, childModel(byValue: !optional), optional: optional))
    }

    private mutating func addChildren() {
        let wrapper = chooseWrapper()
        guard let name = freshName(isAttribute: false, in: wrapper) else { return }
        lines.append(.children(name, childModel(byValue: false), wrapper: wrapper))
    }

    private mutating func addCases() {
        let wrapper = chooseWrapper()
        var cases: [CaseSpec] = []
        for _ in 0..<random.int(crowded ? 2...3 : 1...3) {
            guard let name = freshName(isAttribute: false, in: wrapper) else { continue }
            cases.append(CaseSpec(name: name, model: childModel(byValue: false)))
        }
        guard !cases.isEmpty else { return }
        lines.append(.cases(cases, wrapper: wrapper))
    }

    private mutating func addKinds() {
        // `XMLChild(_:_:kinds:)` has no wrapper; `XMLChildren(_:_:kinds:wrapper:)` has.
        let many = random.chance(0.6)
        let wrapper = many && random.chance(0.5) ? chooseWrapper() : nil
        guard let name = freshName(isAttribute: false, in: wrapper) else { return }
        var kindNamespaces: [String: String] = [:]
        if random.chance(0.5) { kindNamespaces["k"] = random.pick(FuzzVocabulary.uris) }
        if random.chance(0.3) { kindNamespaces[""] = random.pick(FuzzVocabulary.uris) }
        let attribute: WrittenName? =
            random.chance(0.7)
            ? (kindNamespaces["k"] != nil && random.chance(0.5)
                ? WrittenName(written: "k:kind", uri: kindNamespaces["k"]!, local: "kind")
                : WrittenName(written: "kind", uri: "", local: "kind"))
            : nil
        let category: WrittenName? =
            random.chance(0.6)
            ? (kindNamespaces["k"] != nil && random.chance(0.5)
                ? WrittenName(written: "k:category", uri: kindNamespaces["k"]!, local: "category")
                : WrittenName(written: "category", uri: kindNamespaces[""] ?? "", local: "category"))
            : nil
        var kinds: [KindEntry] = []
        for _ in 0..<random.int(1...3) {
            var entry = KindEntry(model: childModel(byValue: false))
            if attribute != nil, random.chance(0.7) { entry.kind = random.pick(FuzzVocabulary.kindValues) }
            if category != nil {
                switch random.int(0...3) {
                case 0: entry.scheme = random.pick(FuzzVocabulary.schemes)
                case 1: entry.term = random.pick(FuzzVocabulary.terms)
                case 2:
                    entry.scheme = random.pick(FuzzVocabulary.schemes)
                    entry.term = random.pick(FuzzVocabulary.terms)
                default: break
                }
            }
            kinds.append(entry)
        }
        let spec = KindsSpec(
            attribute: attribute, category: category, namespaces: kindNamespaces, kinds: kinds,
            fallback: childModel(byValue: false))
        lines.append(.kinds(name, spec, many: many, wrapper: wrapper))
    }

    private mutating func addSkip() {
        guard let name = freshName(isAttribute: false) else { return }
        lines.append(.skip(name))
    }

    private mutating func addIgnore() {
        guard let name = freshName(isAttribute: false) else { return }
        lines.append(.ignore(name))
    }

    private mutating func addRawXML() {
        guard let name = freshName(isAttribute: false) else { return }
        lines.append(.rawXML(name, optional: random.chance(0.5)))
    }

    private mutating func addExtensions() {
        var declarations: [ExtensionDeclaration] = []
        for _ in 0..<random.int(0...3) {
            let type = random.pick(extensionTypes)
            let inside: ModelID? = random.chance(0.5) ? nil : random.pick(allModels + [FixedModels.noteShape.id])
            // One declaration of a type per table (a table per type it may appear in).
            if !declarations.contains(where: { $0.type == type && ($0.inside ?? id) == (inside ?? id) }) {
                declarations.append(ExtensionDeclaration(type: type, inside: inside))
            }
        }
        lines.append(.extensions(keepUnknown: random.chance(0.6), declarations: declarations))
    }

    private mutating func addHook() {
        let lists = lines.indices.filter { index in
            switch lines[index] {
            case .values, .children, .cases, .kinds(_, _, many: true, wrapper: _): true
            default: false
            }
        }
        let texts = lines.indices.filter { if case .text = lines[$0] { true } else { false } }
        switch random.int(0...2) {
        case 1 where !lists.isEmpty: lines.append(.onComplete(.countItems(line: random.pick(lists))))
        case 2 where !texts.isEmpty: lines.append(.onComplete(.failOnMarker(line: random.pick(texts))))
        default: lines.append(.onComplete(.count))
        }
    }
}
