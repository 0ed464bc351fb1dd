// The prepared statements of one table as one store writes it, under one parent column or none:
// their SQL is built once, on first use, and the statements are kept for the writer's life.

import GRDB

/// The statements that find, insert, update, compare and delete rows of one table.
///
/// The lookup selects the row id and, per column, whether the stored value `IS` the new one:
/// SQLite applies the column's affinity to the bound value as it would when storing it, so that
/// the TEXT `"42"` equals the `42` an INTEGER column holds.
final class TableStatements {
    private let db: Database
    /// The plan the statements are for, kept alive so that its identity, the writer's key for
    /// these statements, is not reused by another plan.
    let owner: AnyObject
    private let table: String
    private let columns: [String]
    private let keyIndices: [Int]
    private let parentColumn: String?

    private var findStatement: Statement?
    private var insertStatement: Statement?
    private var idStatement: Statement?
    private var deleteStatement: Statement?
    private var childIDsStatement: Statement?
    private var deleteChildrenStatement: Statement?
    private var matchStatement: Statement?
    /// Update statements by the set of changed columns, as bits.
    private var updates: [UInt64: Statement] = [:]

    /// Shared values' rows by key: their id and column values, so that a value met again with the
    /// same columns needs no statement. Bounded by the writer.
    var cachedRows: [[DatabaseValue]: (id: Int64, values: [DatabaseValue])] = [:]

    init(db: Database, owner: AnyObject, table: String, columns: [String], keyIndices: [Int], parentColumn: String?) {
        self.db = db
        self.owner = owner
        self.table = quoted(table)
        self.columns = columns.map(quoted)
        self.keyIndices = keyIndices
        self.parentColumn = parentColumn.map(quoted)
    }

    /// The key's values among a row's column values.
    func keyValues(_ values: [DatabaseValue]) -> [DatabaseValue] {
        keyIndices.map { values[$0] }
    }

    /// The row with the key of `values` (under the parent), with the positions of the columns
    /// whose stored values differ from `values`; nil when there is no such row.
    func find(_ values: [DatabaseValue], parentID: Int64?) throws -> (id: Int64, changed: [Int])? {
        let statement = try prepared(&findStatement) {
            let compared = columns.map { ", \($0) IS ?" }.joined()
            return "SELECT \"id\"\(compared) FROM \(table) WHERE \(keyCondition) LIMIT 1"
        }
        var arguments = values
        arguments.reserveCapacity(values.count + 1 + keyIndices.count)
        if let parentID { arguments.append(parentID.databaseValue) }
        for index in keyIndices { arguments.append(values[index]) }
        statement.setUncheckedArguments(StatementArguments(arguments))
        let rows = try Row.fetchCursor(statement)
        guard let row = try rows.next() else { return nil }
        var changed: [Int] = []
        for index in values.indices where row[index + 1] as Int64 == 0 { changed.append(index) }
        return (row[0], changed)
    }

    /// The id of the row with these key values (under the parent).
    func rowID(key: [DatabaseValue], parentID: Int64?) throws -> Int64? {
        let statement = try prepared(&idStatement) { "SELECT \"id\" FROM \(table) WHERE \(keyCondition) LIMIT 1" }
        var arguments: [DatabaseValue] = []
        if let parentID { arguments.append(parentID.databaseValue) }
        arguments += key
        statement.setUncheckedArguments(StatementArguments(arguments))
        return try Int64.fetchOne(statement)
    }

    /// Inserts a row (under the parent) and returns its id.
    func insert(_ values: [DatabaseValue], parentID: Int64?) throws -> Int64 {
        let statement = try prepared(&insertStatement) {
            let names = (parentColumn.map { [$0] } ?? []) + columns
            let places = Array(repeating: "?", count: names.count).joined(separator: ", ")
            return "INSERT INTO \(table) (\(names.joined(separator: ", "))) VALUES (\(places))"
        }
        if let parentID {
            var arguments = [parentID.databaseValue]
            arguments += values
            statement.setUncheckedArguments(StatementArguments(arguments))
        } else {
            statement.setUncheckedArguments(StatementArguments(values))
        }
        try statement.execute()
        return db.lastInsertedRowID
    }

    /// Writes the `changed` columns of `values` into the row `id`.
    func update(id: Int64, values: [DatabaseValue], changed: [Int]) throws {
        let statement: Statement
        if columns.count <= UInt64.bitWidth {
            let bits = changed.reduce(UInt64(0)) { $0 | (1 << UInt64($1)) }
            if let known = updates[bits] {
                statement = known
            } else {
                statement = try db.cachedStatement(sql: updateSQL(changed))
                updates[bits] = statement
            }
        } else {
            statement = try db.cachedStatement(sql: updateSQL(changed))
        }
        var arguments = changed.map { values[$0] }
        arguments.append(id.databaseValue)
        statement.setUncheckedArguments(StatementArguments(arguments))
        try statement.execute()
    }

    /// Whether the row `id` holds `values`.
    func matches(_ values: [DatabaseValue], id: Int64) throws -> Bool {
        let statement = try prepared(&matchStatement) {
            let compared = columns.isEmpty ? "1" : columns.map { "(\($0) IS ?)" }.joined(separator: " AND ")
            return "SELECT \(compared) FROM \(table) WHERE \"id\" = ?"
        }
        var arguments = values
        arguments.append(id.databaseValue)
        statement.setUncheckedArguments(StatementArguments(arguments))
        return try Int64.fetchOne(statement) == 1
    }

    /// Deletes the row `id`.
    func delete(id: Int64) throws {
        let statement = try prepared(&deleteStatement) { "DELETE FROM \(table) WHERE \"id\" = ?" }
        statement.setUncheckedArguments([id])
        try statement.execute()
    }

    /// The ids of the rows under a parent, oldest first.
    func childIDs(parentID: Int64) throws -> [Int64] {
        let statement = try prepared(&childIDsStatement) {
            "SELECT \"id\" FROM \(table) WHERE \(parentColumn ?? "NULL") = ? ORDER BY \"id\""
        }
        statement.setUncheckedArguments([parentID])
        return try Int64.fetchAll(statement)
    }

    /// Deletes the rows under a parent.
    func deleteChildren(parentID: Int64) throws {
        let statement = try prepared(&deleteChildrenStatement) {
            "DELETE FROM \(table) WHERE \(parentColumn ?? "NULL") = ?"
        }
        statement.setUncheckedArguments([parentID])
        try statement.execute()
    }

    /// `parent = ? AND key1 IS ? AND …`, or `1` for an empty key without parent (one row).
    private var keyCondition: String {
        var conditions = parentColumn.map { ["\($0) = ?"] } ?? []
        conditions += keyIndices.map { "\(columns[$0]) IS ?" }
        return conditions.isEmpty ? "1" : conditions.joined(separator: " AND ")
    }

    private func updateSQL(_ changed: [Int]) -> String {
        let assignments = changed.map { "\(columns[$0]) = ?" }.joined(separator: ", ")
        return "UPDATE \(table) SET \(assignments) WHERE \"id\" = ?"
    }

    /// The statement in `slot`, prepared from `sql()` on first use.
    private func prepared(_ slot: inout Statement?, _ sql: () -> String) throws -> Statement {
        if let statement = slot { return statement }
        let statement = try db.cachedStatement(sql: sql())
        slot = statement
        return statement
    }
}

/// A table or column name as an SQL identifier.
func quoted(_ name: String) -> String {
    "\"" + name.replacing("\"", with: "\"\"") + "\""
}
