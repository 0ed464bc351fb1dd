// Compiles mapping entries into an ObjectPlan: resolves names (with alternate namespace URIs),
// groups wrapper children into their own tables, compiles extension rules, and records every
// inconsistency as a problem instead of failing mid-parse.

enum PlanCompiler {

    static func compile<Model>(
        typeName: String, element: String? = nil, namespaces: [String: String], alternates: [String: [String]] = [:],
        lines: [XMLMapping<Model>]
    ) -> ObjectPlan {
        let names = NameScope(namespaces: namespaces, alternates: alternates)
        let (entries, required, requiredProblems) = RequiredMarking.mark(lines)
        var problems: [String] = requiredProblems
        var rootElement: RootElement?
        if let element {
            switch names.keys(for: element, isAttribute: false) {
            case .success(let keys): rootElement = RootElement(written: element, keys: keys)
            case .failure(let error): problems.append("the description's element \(error.message)")
            }
        }
        let root = PathNode(written: "", role: "")
        var ownText: ValueSetter?
        var completions: [(AnyObjectBuilder) throws -> Void] = []
        var store: ExtensionStore?
        var declarations: [ExtensionDeclaration] = []
        problems += alternateProblems(alternates, namespaces: namespaces)

        for entry in entries {
            switch entry {
            case .element(let name, let wrapper, let action, let role):
                if case .kinds(let selector, _) = action { problems += selector.problems }
                let wrapperPath = wrapper.map(DescriptionPath.segments(of:)) ?? []
                var path = DescriptionPath.segments(of: name)
                let leaf = path.removeLast()
                var node = root
                for segment in wrapperPath { node = node.child(segment, role: "wrapper") }
                for segment in path { node = node.child(segment, role: "path") }
                node.items.append(TableEntry(written: leaf, action: action, role: role))
            case .attribute(let name, let setter):
                guard let (path, leaf) = DescriptionPath.attribute(name) else {
                    problems.append("attribute path '\(name)' does not end in '@name'")
                    continue
                }
                var node = root
                for segment in path { node = node.child(segment, role: "path") }
                node.attributes.append((leaf, setter))
            case .ownText(let setter):
                if ownText != nil { problems.append("the element's own text is mapped twice") }
                ownText = setter
            case .completion(let hook):
                completions.append(hook)
            case .extensions(let newStore, let newDeclarations):
                if let newStore {
                    if let store, store.keyPath != newStore.keyPath {
                        problems.append("XMLExtensionPoint lines name two different properties")
                    } else if let store, store.keepsUnknown != newStore.keepsUnknown {
                        problems.append("XMLExtensionPoint lines disagree on keepUnknown")
                    }
                    store = newStore
                }
                declarations += newDeclarations
            }
        }

        let elements = table(for: root, names: names, within: nil, problems: &problems)
        let (attributeNames, attributeSetters) = attributeTable(
            root.attributes, names: names, within: nil, problems: &problems)

        var rules: ExtensionRules?
        if store != nil || !declarations.isEmpty {
            rules = compileExtensions(
                store: store, declarations: declarations, selfType: ObjectIdentifier(Model.self), names: names,
                problems: &problems)
        }

        return ObjectPlan(
            typeName: typeName, modelType: ObjectIdentifier(Model.self), elements: elements,
            attributeNames: attributeNames,
            attributeSetters: attributeSetters, ownText: ownText, completions: completions, problems: problems,
            extensionRules: rules, rootElement: rootElement, required: required)
    }

    /// Alternates that could never match: for a prefix the description does not declare (the
    /// default namespace excepted, which is no namespace until declared), or in the reserved
    /// `xmlns` namespace.
    private static func alternateProblems(_ alternates: [String: [String]], namespaces: [String: String]) -> [String] {
        var problems: [String] = []
        for prefix in alternates.keys.sorted() {
            if namespaces[prefix] == nil && !prefix.isEmpty {
                problems.append(
                    "alternate namespaces are given for the prefix '\(prefix)', which the description does not declare")
            }
            if alternates[prefix]?.contains(xmlnsNamespaceURI) ?? false {
                problems.append(
                    "an alternate namespace of the prefix '\(prefix)' is the reserved xmlns namespace, which no element or attribute is in"
                )
            }
        }
        return problems
    }

    struct TableEntry {
        let written: String
        let action: ElementAction
        let role: String

        /// Whether the entry flattens its element and maps none of its attributes yet.
        var isPlainFlatten: Bool {
            if case .skip(nil) = action { return true }
            return false
        }
    }

    /// The lines under one element: the object's own, or an element that lines share by path
    /// or wrapper (`author/name` and `author/email` share `author`), while compiling.
    final class PathNode {
        let written: String
        /// How the element came to be shared: `wrapper` or `path`, for messages.
        let role: String
        var items: [TableEntry] = []
        var attributes: [(written: String, setter: ValueSetter)] = []
        private(set) var children: [PathNode] = []

        init(written: String, role: String) {
            self.written = written
            self.role = role
        }

        /// The shared element `written` below this one, made if new.
        func child(_ written: String, role: String) -> PathNode {
            if let existing = children.first(where: { $0.written == written }) { return existing }
            let node = PathNode(written: written, role: role)
            children.append(node)
            return node
        }
    }

    /// The element table of `node`: its lines, and a group table for each shared element below.
    private static func table(
        for node: PathNode, names: NameScope, within: String?, problems: inout [String],
        attributes: (names: NameTable, setters: [ValueSetter])? = nil
    ) -> ElementTable {
        var items = node.items
        for child in node.children {
            let path = within.map { "\($0)/\(child.written)" } ?? child.written
            let childAttributes = attributeTable(child.attributes, names: names, within: path, problems: &problems)
            let group = table(for: child, names: names, within: path, problems: &problems, attributes: childAttributes)
            // Paths that reach only the attributes of a flattened element give it an attribute
            // table; its children are still read as the parent's.
            if child.items.isEmpty, child.children.isEmpty,
                let flattened = items.firstIndex(where: { $0.written == child.written && $0.isPlainFlatten })
            {
                items[flattened] = TableEntry(written: child.written, action: .skip(group), role: "flatten")
                continue
            }
            items.append(TableEntry(written: child.written, action: .group(group), role: child.role))
        }
        let place = within.map { "\(node.role) '\($0)'" }
        return makeTable(items, names: names, within: place, problems: &problems, attributes: attributes)
    }

    /// The attribute table of an element: names and setters, each name mapped once.
    private static func attributeTable(
        _ attributes: [(written: String, setter: ValueSetter)], names: NameScope, within: String?,
        problems: inout [String]
    ) -> (names: NameTable, setters: [ValueSetter]) {
        var entries: [(key: [UInt8], value: Int32)] = []
        var setters: [ValueSetter] = []
        let place = within.map { " of '\($0)'" } ?? ""
        // Sized up front: growing a dictionary rehashes every byte-array key it holds, which
        // was a fifth of compiling a plan.
        var seen: [[UInt8]: String] = Dictionary(minimumCapacity: attributes.count)
        for attribute in attributes {
            switch names.keys(for: attribute.written, isAttribute: true) {
            case .failure(let error):
                problems.append("attribute \(error.message)\(place)")
            case .success(let keys):
                if let earlier = seen[keys[0]] {
                    problems.append("attribute '\(attribute.written)'\(place) is mapped twice (also as '\(earlier)')")
                    continue
                }
                seen[keys[0]] = attribute.written
                for key in keys { entries.append((key, Int32(setters.count))) }
                setters.append(attribute.setter)
            }
        }
        return (NameTable(entries), setters)
    }

    /// Builds one element table, reporting names that do not resolve or are claimed twice.
    static func makeTable(
        _ items: [TableEntry], names: NameScope, within: String?, problems: inout [String],
        fallback: ElementAction? = nil, attributes: (names: NameTable, setters: [ValueSetter])? = nil
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
        return ElementTable(
            names: NameTable(entries), actions: actions, fallback: fallback,
            attributeNames: attributes?.names ?? NameTable([]), attributeSetters: attributes?.setters ?? [])
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
                    "extension \(declaration.name.clarkNotation) is declared for the type itself, which has no XMLExtensionPoint storage"
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
    /// read so far with `plan` can go on with the result (see `Kind.init(_:kind:scheme:term:extending:declaring:wrapping:unwrapping:match:_:)`).
    static func extend(_ plan: ObjectPlan, with added: [ExtensionDeclaration], typeName: String) -> ObjectPlan {
        let names = plan.extensionRules?.names ?? NameScope(namespaces: [:])
        var problems: [String] = []
        let rules = compileExtensions(
            store: plan.extensionRules?.store, declarations: (plan.extensionRules?.sources ?? []) + added,
            selfType: plan.modelType,
            names: names, problems: &problems)
        return ObjectPlan(
            typeName: typeName, modelType: plan.modelType, elements: plan.elements, attributeNames: plan.attributeNames,
            attributeSetters: plan.attributeSetters.setters, ownText: plan.ownText, completions: plan.completions,
            problems: plan.problems + problems.filter { !plan.problems.contains($0) }, extensionRules: rules,
            rootElement: plan.rootElement, required: plan.required)
    }
}
