// What a streaming read needs to know about its records, whether they are of one type or of
// kinds chosen at run time: the action at the record path, the check of its descriptions before
// any input is read, and how a finished builder becomes a record.

struct RecordReading<Record>: @unchecked Sendable {
    // Immutable; holds closures built from type metadata and @Sendable user code.
    let action: ElementAction
    /// Throws the first problem of any description the records may use.
    let validate: () throws -> Void
    let extract: (AnyObjectBuilder) -> Record

    /// Records of one type.
    static func single(_ type: Record.Type) -> Self where Record: XMLReadable {
        let action = ObjectAction(building: Record.self, deliver: { _, _ in })
        return Self(
            action: .record(action), validate: { try PlanGraph.validate(Record.cachedDescription.plan) },
            extract: { unsafeDowncast($0, to: ObjectBuilder<Record>.self).take() })
    }

    /// Records of the kinds registered in `kinds`, with the selector every read of them shares.
    static func kinds(_ kinds: XMLKinds<Record>) -> Self {
        let shared = kinds.shared.records { .init(selector: kinds.selector(deliver: nil), extract: kinds.extractor()) }
        return Self(
            action: .kinds(shared.selector, isRecord: true), validate: shared.selector.validate, extract: shared.extract
        )
    }
}
