// Child rows in another table, pointing at their parent's row through a foreign key (a feed's
// items, an item's enclosures), replaced as a whole or merged by key.

/// How the children rows of a parent follow the model's array.
public enum StoreChildUpdate: Sendable {
    /// After saving the parent, its children rows equal the array, in order. They are compared
    /// first: unchanged children are not rewritten, so that an unchanged parent counts as
    /// unchanged; any difference deletes them all and inserts the new ones. The child store's key
    /// is not used.
    case replace
    /// Each child is saved uniqued by its store's key within the parent (inserted or updated);
    /// rows that are not in the array are kept.
    case merge
}

/// Child rows in another table with a foreign key to this row (feed → items, item → enclosures).
///
/// ```swift
/// StoreDescription<Episode>(table: "episodes", key: ["guid"]) {
///     StoreColumns(from: Episode.xmlDescription)
///     StoreChildren(\.enclosures, store: Enclosure.store, foreignKey: "episode_id")
///     StoreChildren(\.transcript, store: Transcript.store, foreignKey: "episode_id", update: .merge)
/// }
/// ```
///
/// Children are part of their parent's outcome: a parent whose columns are unchanged but whose
/// children changed is ``StoreOutcome/updated``. Deleting the parent deletes its children first.
public struct StoreChildren<Model> {
    let line: StoreLine<Model>

    /// Children from an array.
    ///
    /// - Parameters:
    ///   - keyPath: The children.
    ///   - store: How a child is stored.
    ///   - foreignKey: The child table's column holding the parent's row id.
    ///   - update: ``StoreChildUpdate/replace`` (the default) or ``StoreChildUpdate/merge``.
    public init<Child>(
        _ keyPath: KeyPath<Model, [Child]> & Sendable, store: StoreDescription<Child>, foreignKey: String,
        update: StoreChildUpdate = .replace
    ) {
        line = StoreLine(
            kind: .children(ChildPart(store: store, foreignKey: foreignKey, update: update) { $0[keyPath: keyPath] }))
    }

    /// An optional child: no child is an empty array.
    ///
    /// - Parameters:
    ///   - keyPath: The child.
    ///   - store: How the child is stored.
    ///   - foreignKey: The child table's column holding the parent's row id.
    ///   - update: ``StoreChildUpdate/replace`` (the default) or ``StoreChildUpdate/merge``.
    public init<Child>(
        _ keyPath: KeyPath<Model, Child?> & Sendable, store: StoreDescription<Child>, foreignKey: String,
        update: StoreChildUpdate = .replace
    ) {
        line = StoreLine(
            kind: .children(
                ChildPart(store: store, foreignKey: foreignKey, update: update) {
                    $0[keyPath: keyPath].map { [$0] } ?? []
                }))
    }
}

/// A children line with its child type erased: what saving, comparing and deleting the children
/// of one parent row do.
struct ChildPart<Model>: Sendable {
    let foreignKey: String
    /// Saves the children of a model under the parent row; true when it wrote anything.
    let save: @Sendable (Model, _ parent: StoreParent, _ parentIsNew: Bool, StoreWriter) throws -> Bool
    /// Whether the rows under the parent are what saving the model's children would leave.
    let matches: @Sendable (Model, _ parent: StoreParent, StoreWriter) throws -> Bool
    /// Deletes every child row of the parent, with the children's own children and join rows.
    let deleteAll: @Sendable (_ parent: StoreParent, StoreWriter) throws -> Void

    init<Child>(
        store: StoreDescription<Child>, foreignKey: String, update: StoreChildUpdate,
        values: @escaping @Sendable (Model) -> [Child]
    ) {
        let plan = store.plan
        self.foreignKey = foreignKey
        switch update {
        case .replace:
            save = { model, parent, parentIsNew, writer in
                try writer.replaceChildren(values(model), plan: plan, parent: parent, parentIsNew: parentIsNew)
            }
            matches = { model, parent, writer in try writer.childrenMatch(values(model), plan: plan, parent: parent) }
        case .merge:
            save = { model, parent, parentIsNew, writer in
                try writer.mergeChildren(values(model), plan: plan, parent: parent, parentIsNew: parentIsNew)
            }
            matches = { model, parent, writer in
                try writer.mergedChildrenMatch(values(model), plan: plan, parent: parent)
            }
        }
        deleteAll = { parent, writer in try writer.deleteChildren(plan: plan, parent: parent) }
    }
}
