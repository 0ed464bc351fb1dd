// Validation of every description reachable from a root type, before any input is read, so that
// a mistake in a nested type's description is reported up front and not mid-parse.

enum PlanGraph {
    /// Throws the first problem of any plan reachable from `root`.
    static func validate(_ root: ObjectPlan) throws {
        var seen: Set<ObjectIdentifier> = []
        var pending: [ObjectPlan] = [root]
        while let plan = pending.popLast() {
            guard seen.insert(plan.modelType).inserted else { continue }
            if let error = plan.validationError { throw error }
            collect(plan.elements, into: &pending)
            for table in plan.extensionRules?.declarations.values.map({ $0 }) ?? [] {
                collect(table, into: &pending)
            }
        }
    }

    private static func collect(_ table: ElementTable, into pending: inout [ObjectPlan]) {
        for action in table.actions {
            switch action {
            case .object(let object), .record(let object): pending.append(object.plan())
            // Kinds other than the default are checked when first chosen (see KindSelector).
            case .kinds(let selector, _): pending.append(selector.fallback.action.plan())
            case .group(let group): collect(group, into: &pending)
            case .value, .skip, .ignore, .raw: break
            }
        }
    }
}

extension ObjectPlan {
    /// The plan of the holders that receive a read's result: no mappings at all.
    static let holder = ObjectPlan(
        typeName: "result", modelType: ObjectIdentifier(Void.self), elements: ElementTable(names: NameTable([]), actions: []),
        attributeNames: NameTable([]), attributeSetters: [], ownText: nil, completions: [], problems: [])
}
