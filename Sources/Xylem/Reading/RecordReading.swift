// What a streaming read needs to know about its records, whether they are of one type or of
// kinds chosen at run time: the action at the record path, the plans to validate up front, and
// how a finished builder becomes a record.

struct RecordReading<Record>: @unchecked Sendable {
    // Immutable; holds closures built from type metadata and @Sendable user code.
    let action: ElementAction
    let plans: () -> [ObjectPlan]
    let problems: [String]
    let extract: (AnyObjectBuilder) -> Record

    /// Records of one type.
    static func single(_ type: Record.Type) -> Self where Record: XMLReadable {
        let action = ObjectAction(
            make: { ObjectBuilder<Record>(description: Record.xmlDescription) },
            plan: { Record.xmlDescription.plan },
            deliver: { _, _ in })
        return Self(
            action: .record(action), plans: { [Record.xmlDescription.plan] }, problems: [],
            extract: { unsafeDowncast($0, to: ObjectBuilder<Record>.self).take() })
    }

    /// Records of the kinds registered in `kinds`.
    static func kinds(_ kinds: XMLKinds<Record>) -> Self {
        let selector = kinds.selector(deliver: nil)
        return Self(
            action: .kinds(selector, isRecord: true), plans: { selector.plans }, problems: selector.problems,
            extract: kinds.extractor())
    }

    /// Throws the first problem of any description the records may use.
    func validate() throws {
        if let problem = problems.first { throw XMLReadError(kind: .invalidDescription(problem)) }
        for plan in plans() { try PlanGraph.validate(plan) }
    }
}
