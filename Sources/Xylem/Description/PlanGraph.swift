// Validation of descriptions: a read checks its root type's description before any input is read,
// and every other description (nested types, declared extensions, kinds) when it first meets an
// element of that type; `XMLDescription.validateAll()` walks the whole graph at once, for tests.

enum PlanGraph {
    /// Throws the first problem of `root`, or, with `everything`, of any description reachable
    /// from it.
    ///
    /// - Parameter everything: Whether to walk every description reachable from `root`: nested
    ///   types, declared extensions and every kind. A read checks only its root: models such as
    ///   XylemAtom's reach dozens of types, each a description whose building costs type metadata
    ///   and key paths, of which a document uses some; the engine checks each description's
    ///   problems when it begins an object of that type, so a mistake is still reported, at the
    ///   first element that would use it.
    static func validate(_ root: ObjectPlan, everything: Bool = false) throws {
        guard everything else {
            if let error = root.validationError { throw error }
            return
        }
        // Plans are told apart by identity, not by model type: a kind registered with
        // `extending:` reads the default kind's model type with a plan of its own, which declares
        // extensions the default's plan does not (see ExtendedPlan). Every plan a walk reaches is
        // kept for the life of the process (DescriptionCache), so the walk ends.
        var seen: Set<UInt64> = []
        var pending: [ObjectPlan] = [root]
        while let plan = pending.popLast() {
            guard seen.insert(plan.id).inserted else { continue }
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
            case .value, .skip, .ignore, .raw, .unexpected: break
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
