// The prepared statements of one join table: the links of an owner row to its shared values,
// read in order, deleted and inserted.

import GRDB

/// The statements that read and write the join rows of one ``StoreSharedValues`` line, bound and
/// stepped through SQLite's C API as ``TableStatements``' are.
final class JoinStatements {
    private let db: Database
    /// The join's names, kept alive so that their identity, the writer's key for these
    /// statements, is not reused.
    let join: JoinTable
    private let notice: TableChangeNotice
    private var valuesStatement: BoundStatement?
    private var deleteStatement: BoundStatement?
    private var insertStatement: BoundStatement?

    init(db: Database, join: JoinTable) {
        self.db = db
        self.join = join
        self.notice = TableChangeNotice(db: db, table: join.table)
    }

    /// The value ids linked to an owner, in position order.
    func valueIDs(owner: Int64) throws -> [Int64] {
        let statement = try prepared(&valuesStatement) {
            "SELECT \(quoted(join.value)) FROM \(quoted(join.table)) WHERE \(quoted(join.owner)) = ? "
                + "ORDER BY \(quoted(join.position))"
        }
        statement.start()
        defer { statement.finish() }
        try statement.bind(owner)
        var ids: [Int64] = []
        while try statement.step() { ids.append(statement.int64(at: 0)) }
        return ids
    }

    /// Deletes an owner's links.
    func delete(owner: Int64) throws {
        let statement = try prepared(&deleteStatement) {
            "DELETE FROM \(quoted(join.table)) WHERE \(quoted(join.owner)) = ?"
        }
        statement.start()
        defer { statement.finish() }
        try statement.bind(owner)
        try statement.run()
        try notice.wrote()
    }

    /// Links the values to an owner, at positions from 0.
    func insert(owner: Int64, values: [Int64]) throws {
        let statement = try prepared(&insertStatement) {
            "INSERT INTO \(quoted(join.table)) (\(quoted(join.owner)), \(quoted(join.value)), "
                + "\(quoted(join.position))) VALUES (?, ?, ?)"
        }
        defer { statement.finish() }
        for (position, value) in values.enumerated() {
            statement.start()
            try statement.bind(owner)
            try statement.bind(value)
            try statement.bind(Int64(position))
            try statement.run()
        }
        if !values.isEmpty { try notice.wrote() }
    }

    private func prepared(_ slot: inout BoundStatement?, _ sql: () -> String) throws -> BoundStatement {
        if let statement = slot { return statement }
        let statement = try BoundStatement(db, sql: sql())
        slot = statement
        return statement
    }
}
