// Validation of the descriptions reachable from a root type, before any input is read, so that a
// mistake in a nested type's description is reported up front and not mid-parse. (Declared
// extensions and kinds other than the default are checked when first met; see `validate`.)

enum PlanGraph {
    /// Throws the first problem of `root` or of a description reachable from it.
    ///
    /// - Parameter everything: Whether to include the types a read checks only when it first
    ///   meets them: declared extensions and kinds other than a registry's default. A read leaves
    ///   them out: models such as XylemAtom's declare dozens of extension types and twenty kinds,
    ///   each a description whose building costs type metadata and key paths, of which a document
    ///   uses a few; building them all made every read start 15 ms late.
    static func validate(_ root: ObjectPlan, everything: Bool = false) throws {
        var seen: Set<ObjectIdentifier> = []
        var pending: [ObjectPlan] = [root]
        while let plan = pending.popLast() {
            guard seen.insert(plan.modelType).inserted else { continue }
            if let error = plan.validationError { throw error }
            collect(plan.elements, everything: everything, into: &pending)
            if everything {
                for table in plan.extensionRules?.declarations.values.map({ $0 }) ?? [] {
                    collect(table, everything: everything, into: &pending)
                }
            }
        }
    }

    private static func collect(_ table: ElementTable, everything: Bool, into pending: inout [ObjectPlan]) {
        for action in table.actions {
            switch action {
            case .object(let object), .record(let object): pending.append(object.plan())
            case .kinds(let selector, _):
                pending.append(selector.fallback.action.plan())
                if everything { pending += selector.choices.map { $0.action.plan() } }
            case .group(let group): collect(group, everything: everything, into: &pending)
            case .value, .skip, .ignore, .raw: break
            }
        }
    }
}

extension ObjectPlan {
    /// The plan of the holders that receive a read's result: no mappings at all.
    static let holder = ObjectPlan(
        typeName: "result", modelType: ObjectIdentifier(Void.self),
        elements: ElementTable(names: NameTable([]), actions: []),
        attributeNames: NameTable([]), attributeSetters: [], ownText: nil, completions: [], problems: [])
}
