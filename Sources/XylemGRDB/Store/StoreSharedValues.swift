// Repeated values that many owners share (authors, categories): one row each in their own table,
// linked to their owners through a join table that keeps the array's order.

/// Repeated shared values (authors, categories) stored once each in their own table, uniqued by
/// their store's key across all owners, and linked through a join table
/// (`ownerColumn`, `valueColumn`, `positionColumn`) whose rows keep the array's order.
///
/// ```swift
/// StoreDescription<Episode>(table: "episodes", key: ["guid"]) {
///     StoreColumns(from: Episode.xmlDescription)
///     StoreSharedValues(
///         \.people, store: Person.store, joinTable: "episode_people",
///         ownerColumn: "episode_id", valueColumn: "person_id")
/// }
/// ```
///
/// Saving an owner saves each value first (inserted, updated or unchanged by its key, whoever
/// else links to it), then rewrites the owner's join rows when they differ from the array's
/// values. A value that appears twice in the array is linked once, at its first position.
/// Deleting the owner deletes its join rows, not the shared values.
public struct StoreSharedValues<Model> {
    let line: StoreLine<Model>

    /// Shared values from an array.
    ///
    /// - Parameters:
    ///   - keyPath: The values.
    ///   - store: How a value is stored; its key unique a value across all owners.
    ///   - joinTable: The table linking owners and values.
    ///   - ownerColumn: The join table's column holding the owner's row id.
    ///   - valueColumn: The join table's column holding the value's row id.
    ///   - positionColumn: The join table's column holding the value's position in the array,
    ///     from 0.
    public init<Value>(
        _ keyPath: KeyPath<Model, [Value]> & Sendable, store: StoreDescription<Value>, joinTable: String,
        ownerColumn: String, valueColumn: String, positionColumn: String = "position"
    ) {
        let join = JoinTable(table: joinTable, owner: ownerColumn, value: valueColumn, position: positionColumn)
        let plan = store.plan
        line = StoreLine(
            kind: .shared(
                SharedPart(
                    join: join,
                    save: { model, owner, ownerIsNew, writer in
                        try writer.saveShared(
                            model[keyPath: keyPath], plan: plan, join: join, owner: owner, ownerIsNew: ownerIsNew)
                    },
                    matches: { model, owner, writer in
                        try writer.sharedMatch(model[keyPath: keyPath], plan: plan, join: join, owner: owner)
                    })))
    }
}

/// The names of a join table and its columns; a class, whose identity keys the writer's
/// statements for it.
final class JoinTable: Sendable {
    let table: String
    let owner: String
    let value: String
    let position: String

    init(table: String, owner: String, value: String, position: String) {
        self.table = table
        self.owner = owner
        self.value = value
        self.position = position
    }
}

/// A shared-values line with its value type erased.
struct SharedPart<Model>: Sendable {
    let join: JoinTable
    /// Saves the values of a model and links them to the owner row; true when it wrote anything.
    let save: @Sendable (Model, _ owner: Int64, _ ownerIsNew: Bool, StoreWriter) throws -> Bool
    /// Whether the values' rows and the owner's join rows are what saving would leave.
    let matches: @Sendable (Model, _ owner: Int64, StoreWriter) throws -> Bool
}
