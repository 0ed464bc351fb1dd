// The children lines: rows of another table under a parent row, replaced as a whole when they
// differ from the model's array, or merged one by one by key.

import GRDB

extension StoreWriter {
    /// Makes the rows under `parent` equal `children`, in order; true when it wrote anything.
    func replaceChildren<Child>(
        _ children: [Child], plan: StorePlan<Child>, parent: StoreParent, parentIsNew: Bool
    ) throws -> Bool {
        let kept = plan.deleted == nil ? children : children.filter { !plan.isDeleted($0) }
        if !parentIsNew {
            if try keptChildrenMatch(kept, plan: plan, parent: parent) { return false }
            try deleteChildren(plan: plan, parent: parent)
        } else if kept.isEmpty {
            return false
        }
        let statements = statements(plan, parentColumn: parent.column)
        for child in kept {
            let id = try statements.insert(plan.values(of: child), parentID: parent.id)
            _ = try saveNested(child, plan: plan, id: id, isNew: true)
        }
        return true
    }

    /// Whether the rows under `parent` are what replacing them with `children` would leave.
    func childrenMatch<Child>(_ children: [Child], plan: StorePlan<Child>, parent: StoreParent) throws -> Bool {
        let kept = plan.deleted == nil ? children : children.filter { !plan.isDeleted($0) }
        return try keptChildrenMatch(kept, plan: plan, parent: parent)
    }

    private func keptChildrenMatch<Child>(_ kept: [Child], plan: StorePlan<Child>, parent: StoreParent) throws -> Bool {
        let statements = statements(plan, parentColumn: parent.column)
        let ids = try statements.childIDs(parentID: parent.id)
        guard ids.count == kept.count else { return false }
        for (id, child) in zip(ids, kept) {
            guard try statements.matches(plan.values(of: child), id: id), try nestedMatch(child, plan: plan, id: id)
            else { return false }
        }
        return true
    }

    /// Saves each child by key under `parent`, keeping the other rows; true when it wrote anything.
    func mergeChildren<Child>(
        _ children: [Child], plan: StorePlan<Child>, parent: StoreParent, parentIsNew: Bool
    ) throws -> Bool {
        // Under a new parent a lone child needs no lookup; several may share a key.
        let isNew = parentIsNew && children.count == 1
        var changed = false
        for child in children {
            let outcome = try saveRow(child, plan: plan, parent: parent, parentIsNew: isNew).outcome
            if outcome != .unchanged && outcome != .notFound { changed = true }
        }
        return changed
    }

    /// Whether merging `children` under `parent` would write nothing.
    func mergedChildrenMatch<Child>(_ children: [Child], plan: StorePlan<Child>, parent: StoreParent) throws -> Bool {
        let statements = statements(plan, parentColumn: parent.column)
        for child in children {
            let values = try plan.values(of: child)
            if plan.isDeleted(child) {
                if try statements.rowID(key: statements.keyValues(values), parentID: parent.id) != nil { return false }
                continue
            }
            guard let (id, changed) = try statements.find(values, parentID: parent.id), changed.isEmpty,
                try nestedMatch(child, plan: plan, id: id)
            else { return false }
        }
        return true
    }

    /// Deletes the rows under `parent`, their own children and join rows first.
    func deleteChildren<Child>(plan: StorePlan<Child>, parent: StoreParent) throws {
        let statements = statements(plan, parentColumn: parent.column)
        if plan.hasNested {
            for id in try statements.childIDs(parentID: parent.id) {
                try deleteNested(of: id, plan: plan)
            }
        }
        try statements.deleteChildren(parentID: parent.id)
    }
}
