// Saving and deleting one row with what hangs from it: fetch first, insert or update the changed
// columns, then the children and shared values; deleting takes them first.

import GRDB

extension StoreWriter {
    /// Saves a value's row. `parentIsNew` says that the parent row was inserted in this save, so
    /// that nothing can be under it yet and no lookup is needed.
    func saveRow<Model>(_ value: Model, plan: StorePlan<Model>, parent: StoreParent?, parentIsNew: Bool) throws -> (
        id: Int64?, outcome: StoreOutcome
    ) {
        let statements = statements(plan, parentColumn: parent?.column)
        let values = try plan.values(of: value)
        if plan.isDeleted(value) {
            guard !parentIsNew, let id = try statements.rowID(key: statements.keyValues(values), parentID: parent?.id)
            else { return (nil, .notFound) }
            try deleteRow(id, plan: plan, statements: statements)
            return (nil, .deleted)
        }
        let (id, outcome) = try write(
            value, values: values, plan: plan, statements: statements, parentID: parent?.id, parentIsNew: parentIsNew)
        return (id, outcome)
    }

    /// Writes a value whose column values are `values`: updates the row with its key, or inserts one.
    func write<Model>(
        _ value: Model, values: [DatabaseValue], plan: StorePlan<Model>, statements: TableStatements,
        parentID: Int64?, parentIsNew: Bool
    ) throws -> (id: Int64, outcome: StoreOutcome) {
        if !parentIsNew, let (id, changed) = try statements.find(values, parentID: parentID) {
            if !changed.isEmpty {
                try statements.update(id: id, values: values, changed: changed)
                if !statements.cachedRows.isEmpty { refreshCachedRow(values, id: id, in: statements) }
            }
            let nestedChanged = try saveNested(value, plan: plan, id: id, isNew: false)
            return (id, changed.isEmpty && !nestedChanged ? .unchanged : .updated)
        }
        let id = try statements.insert(values, parentID: parentID)
        _ = try saveNested(value, plan: plan, id: id, isNew: true)
        return (id, .inserted)
    }

    /// Saves the children and shared values of the row `id`; true when it wrote anything.
    func saveNested<Model>(_ value: Model, plan: StorePlan<Model>, id: Int64, isNew: Bool) throws -> Bool {
        var changed = false
        for part in plan.children where try part.save(value, StoreParent(column: part.foreignKey, id: id), isNew, self)
        {
            changed = true
        }
        for part in plan.shared where try part.save(value, id, isNew, self) {
            changed = true
        }
        return changed
    }

    /// Whether the children and shared values of the row `id` are what saving `value` would leave.
    func nestedMatch<Model>(_ value: Model, plan: StorePlan<Model>, id: Int64) throws -> Bool {
        for part in plan.children where try !part.matches(value, StoreParent(column: part.foreignKey, id: id), self) {
            return false
        }
        for part in plan.shared where try !part.matches(value, id, self) {
            return false
        }
        return true
    }

    /// Deletes the row `id`, its children and its join rows first.
    func deleteRow<Model>(_ id: Int64, plan: StorePlan<Model>, statements: TableStatements) throws {
        try deleteNested(of: id, plan: plan)
        try statements.delete(id: id)
        // The row may be a shared value that a cache holds.
        if !statements.cachedRows.isEmpty { dropCachedRows(in: statements) }
    }

    /// Deletes the children and join rows of the row `id`.
    func deleteNested<Model>(of id: Int64, plan: StorePlan<Model>) throws {
        for part in plan.children {
            try part.deleteAll(StoreParent(column: part.foreignKey, id: id), self)
        }
        for part in plan.shared {
            try joinStatements(part.join).delete(owner: id)
        }
    }
}
