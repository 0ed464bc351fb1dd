// The prepared statements of one table as one store writes it, under one parent column or none:
// their SQL is built once, on first use, and the statements are kept for the writer's life.

import GRDB

/// The statements that find, insert, update, compare and delete rows of one table.
///
/// The lookup selects the row id and, per column, whether the stored value `IS` the new one:
/// SQLite applies the column's affinity to the bound value as it would when storing it, so that
/// the TEXT `"42"` equals the `42` an INTEGER column holds.
///
/// The statements are bound and stepped through SQLite's C API (``BoundStatement``); the first
/// write of each transaction tells GRDB's observers that the table changed.
final class TableStatements {
    private let db: Database
    /// The plan the statements are for, kept alive so that its identity, the writer's key for
    /// these statements, is not reused by another plan.
    let owner: AnyObject
    private let table: String
    private let columns: [String]
    private let keyIndices: [Int]
    private let parentColumn: String?
    private let notice: TableChangeNotice

    private var findStatement: BoundStatement?
    private var insertStatement: BoundStatement?
    private var idStatement: BoundStatement?
    private var deleteStatement: BoundStatement?
    private var childIDsStatement: BoundStatement?
    private var deleteChildrenStatement: BoundStatement?
    private var matchStatement: BoundStatement?
    /// Update statements by the set of changed columns, as bits.
    private var updates: [UInt64: BoundStatement] = [:]

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
        self.notice = TableChangeNotice(db: db, table: table)
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
        statement.start()
        defer { statement.finish() }
        for value in values { try statement.bind(value) }
        try bindKey(values, parentID: parentID, to: statement)
        guard try statement.step() else { return nil }
        var changed: [Int] = []
        for index in values.indices where statement.int64(at: Int32(index + 1)) == 0 { changed.append(index) }
        return (statement.int64(at: 0), changed)
    }

    /// The id of the row with these key values (under the parent).
    func rowID(key: [DatabaseValue], parentID: Int64?) throws -> Int64? {
        let statement = try prepared(&idStatement) { "SELECT \"id\" FROM \(table) WHERE \(keyCondition) LIMIT 1" }
        statement.start()
        defer { statement.finish() }
        if let parentID { try statement.bind(parentID) }
        for value in key { try statement.bind(value) }
        return try statement.step() ? statement.int64(at: 0) : nil
    }

    /// Inserts a row (under the parent) and returns its id.
    func insert(_ values: [DatabaseValue], parentID: Int64?) throws -> Int64 {
        let statement = try prepared(&insertStatement) {
            let names = (parentColumn.map { [$0] } ?? []) + columns
            let places = Array(repeating: "?", count: names.count).joined(separator: ", ")
            return "INSERT INTO \(table) (\(names.joined(separator: ", "))) VALUES (\(places))"
        }
        statement.start()
        defer { statement.finish() }
        if let parentID { try statement.bind(parentID) }
        for value in values { try statement.bind(value) }
        try write(statement)
        return db.lastInsertedRowID
    }

    /// Writes the `changed` columns of `values` into the row `id`.
    func update(id: Int64, values: [DatabaseValue], changed: [Int]) throws {
        let statement: BoundStatement
        if columns.count <= UInt64.bitWidth {
            let bits = changed.reduce(UInt64(0)) { $0 | (1 << UInt64($1)) }
            if let known = updates[bits] {
                statement = known
            } else {
                statement = try BoundStatement(db, sql: updateSQL(changed))
                updates[bits] = statement
            }
        } else {
            statement = try BoundStatement(db, sql: updateSQL(changed))
        }
        statement.start()
        defer { statement.finish() }
        for index in changed { try statement.bind(values[index]) }
        try statement.bind(id)
        try write(statement)
    }

    /// Whether the row `id` holds `values`.
    func matches(_ values: [DatabaseValue], id: Int64) throws -> Bool {
        let statement = try prepared(&matchStatement) {
            let compared = columns.isEmpty ? "1" : columns.map { "(\($0) IS ?)" }.joined(separator: " AND ")
            return "SELECT \(compared) FROM \(table) WHERE \"id\" = ?"
        }
        statement.start()
        defer { statement.finish() }
        for value in values { try statement.bind(value) }
        try statement.bind(id)
        return try statement.step() && statement.int64(at: 0) == 1
    }

    /// Deletes the row `id`.
    func delete(id: Int64) throws {
        let statement = try prepared(&deleteStatement) { "DELETE FROM \(table) WHERE \"id\" = ?" }
        statement.start()
        defer { statement.finish() }
        try statement.bind(id)
        try write(statement)
    }

    /// The ids of the rows under a parent, oldest first.
    func childIDs(parentID: Int64) throws -> [Int64] {
        let statement = try prepared(&childIDsStatement) {
            "SELECT \"id\" FROM \(table) WHERE \(parentColumn ?? "NULL") = ? ORDER BY \"id\""
        }
        statement.start()
        defer { statement.finish() }
        try statement.bind(parentID)
        var ids: [Int64] = []
        while try statement.step() { ids.append(statement.int64(at: 0)) }
        return ids
    }

    /// Deletes the rows under a parent.
    func deleteChildren(parentID: Int64) throws {
        let statement = try prepared(&deleteChildrenStatement) {
            "DELETE FROM \(table) WHERE \(parentColumn ?? "NULL") = ?"
        }
        statement.start()
        defer { statement.finish() }
        try statement.bind(parentID)
        try write(statement)
    }

    /// Runs a bound writing statement and tells GRDB's observers about the table.
    private func write(_ statement: BoundStatement) throws {
        try statement.run()
        try notice.wrote()
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

    /// Binds the parent's id and the key's values, as `keyCondition` orders them.
    private func bindKey(_ values: [DatabaseValue], parentID: Int64?, to statement: BoundStatement) throws {
        if let parentID { try statement.bind(parentID) }
        for index in keyIndices { try statement.bind(values[index]) }
    }

    /// The statement in `slot`, prepared from `sql()` on first use.
    private func prepared(_ slot: inout BoundStatement?, _ sql: () -> String) throws -> BoundStatement {
        if let statement = slot { return statement }
        let statement = try BoundStatement(db, sql: sql())
        slot = statement
        return statement
    }
}

/// A table or column name as an SQL identifier.
func quoted(_ name: String) -> String {
    "\"" + name.replacing("\"", with: "\"\"") + "\""
}
