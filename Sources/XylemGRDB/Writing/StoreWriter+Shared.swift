// The shared-values lines: values stored once each in their own table, uniqued by key across
// owners, and linked to each owner through join rows in the array's order. A bounded cache of the
// values' rows spares a lookup for the author that every item of a feed repeats.

import GRDB

extension StoreWriter {
    /// Saves `values` and links them to `owner`; true when it wrote anything.
    func saveShared<Value>(
        _ values: [Value], plan: StorePlan<Value>, join: JoinTable, owner: Int64, ownerIsNew: Bool
    ) throws -> Bool {
        let statements = statements(plan, parentColumn: nil)
        var changed = false
        var ids: [Int64] = []
        ids.reserveCapacity(values.count)
        for value in values where !plan.isDeleted(value) {
            let columns = try plan.values(of: value)
            var id: Int64
            if let cached = cachedID(columns, plan: plan, in: statements) {
                id = cached
            } else {
                let outcome: StoreOutcome
                (id, outcome) = try write(
                    value, values: columns, plan: plan, statements: statements, parentID: nil, parentIsNew: false)
                if outcome != .unchanged { changed = true }
                if !plan.hasNested { cache(columns, id: id, in: statements) }
            }
            if !ids.contains(id) { ids.append(id) }
        }
        let links = joinStatements(join)
        if !ownerIsNew {
            if try links.valueIDs(owner: owner) == ids { return changed }
            try links.delete(owner: owner)
        } else if ids.isEmpty {
            return changed
        }
        try links.insert(owner: owner, values: ids)
        return true
    }

    /// Whether saving `values` for `owner` would write nothing.
    func sharedMatch<Value>(_ values: [Value], plan: StorePlan<Value>, join: JoinTable, owner: Int64) throws -> Bool {
        let statements = statements(plan, parentColumn: nil)
        var ids: [Int64] = []
        for value in values where !plan.isDeleted(value) {
            let columns = try plan.values(of: value)
            var id: Int64
            if let cached = cachedID(columns, plan: plan, in: statements) {
                id = cached
            } else {
                guard let (found, changed) = try statements.find(columns, parentID: nil), changed.isEmpty,
                    try nestedMatch(value, plan: plan, id: found)
                else { return false }
                id = found
            }
            if !ids.contains(id) { ids.append(id) }
        }
        return try joinStatements(join).valueIDs(owner: owner) == ids
    }

    /// The cached row id of a shared value whose row holds exactly `columns`.
    private func cachedID<Value>(_ columns: [DatabaseValue], plan: StorePlan<Value>, in statements: TableStatements)
        -> Int64?
    {
        guard !plan.hasNested, !statements.cachedRows.isEmpty,
            let cached = statements.cachedRows[statements.keyValues(columns)], cached.values == columns
        else { return nil }
        return cached.id
    }

    /// Keeps a cached row in step with an update made through another path.
    func refreshCachedRow(_ values: [DatabaseValue], id: Int64, in statements: TableStatements) {
        let key = statements.keyValues(values)
        if statements.cachedRows[key] != nil { statements.cachedRows[key] = (id, values) }
    }

}
