// A store description's lines sorted once into what the writer needs: the columns with the
// positions of the key among them, the children and shared-values lines, and the first mistake.

import GRDB

/// The compiled, immutable form of a ``StoreDescription``; its identity keys the writer's
/// prepared statements.
final class StorePlan<Model>: Sendable {
    let table: String
    let deleted: (@Sendable (Model) -> Bool)?
    let columns: [ColumnPart<Model>]
    let columnNames: [String]
    /// The positions of the key's columns in `columns`, in the key's order.
    let keyIndices: [Int]
    let children: [ChildPart<Model>]
    let shared: [SharedPart<Model>]
    /// The first mistake of the description, if any; saving with it throws.
    let problem: String?

    init(table: String, key: [String], deleted: (@Sendable (Model) -> Bool)?, lines: [StoreLine<Model>]) {
        var columns: [ColumnPart<Model>] = []
        var children: [ChildPart<Model>] = []
        var shared: [SharedPart<Model>] = []
        for line in lines {
            switch line.kind {
            case .columns(let parts): columns += parts
            case .children(let part): children.append(part)
            case .shared(let part): shared.append(part)
            }
        }
        let names = columns.map(\.name)
        var problems: [String] = []
        var seen: Set<String> = []
        for name in names where !seen.insert(name.lowercased()).inserted {
            problems.append("the column '\(name)' is written by two lines")
        }
        if names.contains(where: { $0.lowercased() == "id" }) {
            problems.append(
                "the column 'id' is the row id: leave it out (StoreColumns(from:except: [\"id\"])) "
                    + "and store the value under another name")
        }
        var keyIndices: [Int] = []
        for name in key {
            if let index = names.firstIndex(of: name) {
                keyIndices.append(index)
            } else {
                problems.append("the key column '\(name)' is not one of the columns (\(names.joined(separator: ", ")))")
            }
        }
        self.table = table
        self.deleted = deleted
        self.columns = columns
        self.columnNames = names
        self.keyIndices = keyIndices
        self.children = children
        self.shared = shared
        self.problem = problems.first
    }

    /// Whether rows of this table have rows of their own elsewhere (children, join rows), which
    /// deleting a row must delete first.
    var hasNested: Bool { !children.isEmpty || !shared.isEmpty }

    /// The column values of `value`, in column order.
    func values(of value: Model) throws -> [DatabaseValue] {
        if let problem { throw StoreDescriptionError(table: table, problem: problem) }
        var values: [DatabaseValue] = []
        values.reserveCapacity(columns.count)
        for column in columns { values.append(try column.value(value)) }
        return values
    }

    /// Whether the value is a tombstone.
    func isDeleted(_ value: Model) -> Bool {
        deleted?(value) ?? false
    }
}
