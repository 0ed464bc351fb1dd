// Compiles mapping entries into an ObjectPlan: resolves names, groups wrapper children into
// their own tables, and records every inconsistency as a problem instead of failing mid-parse.

enum PlanCompiler {

    static func compile<Model>(
        typeName: String, namespaces: [String: String], entries: [XMLMapping<Model>.Entry]
    ) -> ObjectPlan {
        var problems: [String] = []
        var direct: [TableEntry] = []
        var wrapperOrder: [String] = []
        var wrapped: [String: [TableEntry]] = [:]
        var attributes: [(written: String, setter: ValueSetter)] = []
        var ownText: ValueSetter?
        var completions: [(AnyObjectBuilder) throws -> Void] = []

        for entry in entries {
            switch entry {
            case .element(let name, let wrapper, let action, let role):
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
            }
        }

        for wrapper in wrapperOrder {
            let table = makeTable(wrapped[wrapper] ?? [], namespaces: namespaces, within: "wrapper '\(wrapper)'", problems: &problems)
            direct.append(TableEntry(written: wrapper, action: .group(table), role: "wrapper"))
        }
        let elements = makeTable(direct, namespaces: namespaces, within: nil, problems: &problems)

        var attributeEntries: [(key: [UInt8], value: Int32)] = []
        var attributeSetters: [ValueSetter] = []
        var seenAttributes: [[UInt8]: String] = [:]
        for attribute in attributes {
            switch NameResolution.key(for: attribute.written, namespaces: namespaces, isAttribute: true) {
            case .failure(let error):
                problems.append("attribute \(error.message)")
            case .success(let key):
                if let earlier = seenAttributes[key] {
                    problems.append("attribute '\(attribute.written)' is mapped twice (also as '\(earlier)')")
                    continue
                }
                seenAttributes[key] = attribute.written
                attributeEntries.append((key, Int32(attributeSetters.count)))
                attributeSetters.append(attribute.setter)
            }
        }

        return ObjectPlan(
            typeName: typeName, modelType: ObjectIdentifier(Model.self), elements: elements, attributeNames: NameTable(attributeEntries),
            attributeSetters: attributeSetters, ownText: ownText, completions: completions, problems: problems)
    }

    struct TableEntry {
        let written: String
        let action: ElementAction
        let role: String
    }

    /// Builds one element table, reporting names that do not resolve or are claimed twice.
    static func makeTable(
        _ items: [TableEntry], namespaces: [String: String], within: String?, problems: inout [String],
        fallback: ElementAction? = nil
    ) -> ElementTable {
        var entries: [(key: [UInt8], value: Int32)] = []
        var actions: [ElementAction] = []
        var seen: [[UInt8]: TableEntry] = [:]
        let place = within.map { " in \($0)" } ?? ""
        for item in items {
            switch NameResolution.key(for: item.written, namespaces: namespaces, isAttribute: false) {
            case .failure(let error):
                problems.append("element \(error.message)\(place)")
            case .success(let key):
                if let earlier = seen[key] {
                    let roles = earlier.role == item.role ? "twice as \(item.role)" : "as \(earlier.role) and as \(item.role)"
                    problems.append("element '\(item.written)'\(place) is mapped \(roles)")
                    continue
                }
                seen[key] = item
                entries.append((key, Int32(actions.count)))
                actions.append(item.action)
            }
        }
        return ElementTable(names: NameTable(entries), actions: actions, fallback: fallback)
    }
}
