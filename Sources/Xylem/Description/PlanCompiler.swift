// Compiles mapping entries into an ObjectPlan: resolves names (with alternate namespace URIs),
// groups wrapper children into their own tables, compiles extension rules, and records every
// inconsistency as a problem instead of failing mid-parse.

enum PlanCompiler {

    static func compile<Model>(
        typeName: String, namespaces: [String: String], alternates: [String: [String]] = [:],
        entries: [XMLMapping<Model>.Entry]
    ) -> ObjectPlan {
        let names = NameScope(namespaces: namespaces, alternates: alternates)
        var problems: [String] = []
        var direct: [TableEntry] = []
        var wrapperOrder: [String] = []
        var wrapped: [String: [TableEntry]] = [:]
        var attributes: [(written: String, setter: ValueSetter)] = []
        var ownText: ValueSetter?
        var completions: [(AnyObjectBuilder) throws -> Void] = []
        var store: ExtensionStore?
        var declarations: [ExtensionDeclaration] = []
        // An alternate stands for a declared prefix's URI; for any other prefix it would match nothing.
        for prefix in alternates.keys.sorted() where namespaces[prefix] == nil {
            problems.append(
                "alternate namespaces are given for the prefix '\(prefix)', which the description does not declare")
        }

        for entry in entries {
            switch entry {
            case .element(let name, let wrapper, let action, let role):
                if case .kinds(let selector, _) = action { problems += selector.problems }
                let item = TableEntry(written: name, action: action, role: role)
                if let wrapper {
                    if wrapped[wrapper] == nil { wrapperOrder.append(wrapper) }
                    wrapped[wrapper, default: []].append(item)
                } else {
                    direct.append(item)
                }
            case .attribute(let name, let setter):
                attributes.append((name, setter))
            case .ownText(let setter):
                if ownText != nil { problems.append("the element's own text is mapped twice") }
                ownText = setter
            case .completion(let hook):
                completions.append(hook)
            case .extensions(let newStore, let newDeclarations):
                if let newStore {
                    if let store, store.keyPath != newStore.keyPath {
                        problems.append("Extensions lines name two different properties")
                    } else if let store, store.keepsUnknown != newStore.keepsUnknown {
                        problems.append("Extensions lines disagree on keepUnknown")
                    }
                    store = newStore
                }
                declarations += newDeclarations
            }
        }

        for wrapper in wrapperOrder {
            let table = makeTable(
                wrapped[wrapper] ?? [], names: names, within: "wrapper '\(wrapper)'", problems: &problems)
            direct.append(TableEntry(written: wrapper, action: .group(table), role: "wrapper"))
        }
        let elements = makeTable(direct, names: names, within: nil, problems: &problems)

        var attributeEntries: [(key: [UInt8], value: Int32)] = []
        var attributeSetters: [ValueSetter] = []
        // Sized up front: growing a dictionary rehashes every byte-array key it holds, which
        // was a fifth of compiling a plan.
        var seenAttributes: [[UInt8]: String] = Dictionary(minimumCapacity: attributes.count)
        for attribute in attributes {
            switch names.keys(for: attribute.written, isAttribute: true) {
            case .failure(let error):
                problems.append("attribute \(error.message)")
            case .success(let keys):
                if let earlier = seenAttributes[keys[0]] {
                    problems.append("attribute '\(attribute.written)' is mapped twice (also as '\(earlier)')")
                    continue
                }
                seenAttributes[keys[0]] = attribute.written
                for key in keys { attributeEntries.append((key, Int32(attributeSetters.count))) }
                attributeSetters.append(attribute.setter)
            }
        }

        var rules: ExtensionRules?
        if store != nil || !declarations.isEmpty {
            rules = compileExtensions(
                store: store, declarations: declarations, selfType: ObjectIdentifier(Model.self), names: names,
                problems: &problems)
        }

        return ObjectPlan(
            typeName: typeName, modelType: ObjectIdentifier(Model.self), elements: elements,
            attributeNames: NameTable(attributeEntries),
            attributeSetters: attributeSetters, ownText: ownText, completions: completions, problems: problems,
            extensionRules: rules)
    }

    struct TableEntry {
        let written: String
        let action: ElementAction
        let role: String
    }

    /// Builds one element table, reporting names that do not resolve or are claimed twice.
    static func makeTable(
        _ items: [TableEntry], names: NameScope, within: String?, problems: inout [String],
        fallback: ElementAction? = nil
    ) -> ElementTable {
        var entries: [(key: [UInt8], value: Int32)] = []
        var actions: [ElementAction] = []
        var seen: [[UInt8]: TableEntry] = Dictionary(minimumCapacity: items.count)  // see `compile`
        let place = within.map { " in \($0)" } ?? ""
        for item in items {
            switch names.keys(for: item.written, isAttribute: false) {
            case .failure(let error):
                problems.append("element \(error.message)\(place)")
            case .success(let keys):
                if let earlier = seen[keys[0]] {
                    let roles =
                        earlier.role == item.role ? "twice as \(item.role)" : "as \(earlier.role) and as \(item.role)"
                    problems.append("element '\(item.written)'\(place) is mapped \(roles)")
                    continue
                }
                seen[keys[0]] = item
                for key in keys { entries.append((key, Int32(actions.count))) }
                actions.append(item.action)
            }
        }
        return ElementTable(names: NameTable(entries), actions: actions, fallback: fallback)
    }

    /// Groups extension declarations by the type they may appear in, one table per type.
    private static func compileExtensions(
        store: ExtensionStore?, declarations: [ExtensionDeclaration], selfType: ObjectIdentifier, names: NameScope,
        problems: inout [String]
    ) -> ExtensionRules {
        var order: [ObjectIdentifier] = []
        var grouped: [ObjectIdentifier: [TableEntry]] = Dictionary(minimumCapacity: declarations.count)
        for declaration in declarations {
            let parent = declaration.parent ?? selfType
            if parent == selfType && store == nil {
                problems.append(
                    "extension \(declaration.name.clarkNotation) is declared for the type itself, which has no Extensions storage"
                )
                continue
            }
            if grouped[parent] == nil { order.append(parent) }
            let place = declaration.parent == nil ? "" : " inside \(declaration.parentName)"
            grouped[parent, default: []].append(
                TableEntry(
                    written: "{\(declaration.name.namespaceURI)}\(declaration.name.localName)",
                    action: .object(declaration.action), role: "extension\(place)"))
        }
        var tables: [ObjectIdentifier: ElementTable] = [:]
        for parent in order {
            tables[parent] = makeTable(grouped[parent] ?? [], names: names, within: "extensions", problems: &problems)
        }
        return ExtensionRules(store: store, declarations: tables, sources: declarations, names: names)
    }

    /// `plan` with `added` declared beside its own extension declarations, under the name
    /// `typeName`: the same element and attribute tables, setters and hooks, so that an object
    /// read so far with `plan` can go on with the result (see `Kind.init(_:kind:scheme:term:extending:declaring:wrapping:_:)`).
    static func extend(_ plan: ObjectPlan, with added: [ExtensionDeclaration], typeName: String) -> ObjectPlan {
        let names = plan.extensionRules?.names ?? NameScope(namespaces: [:])
        var problems: [String] = []
        let rules = compileExtensions(
            store: plan.extensionRules?.store, declarations: (plan.extensionRules?.sources ?? []) + added,
            selfType: plan.modelType,
            names: names, problems: &problems)
        return ObjectPlan(
            typeName: typeName, modelType: plan.modelType, elements: plan.elements, attributeNames: plan.attributeNames,
            attributeSetters: plan.attributeSetters, ownText: plan.ownText, completions: plan.completions,
            problems: plan.problems + problems.filter { !plan.problems.contains($0) }, extensionRules: rules)
    }
}
