// The prepared statements of one join table: the links of an owner row to its shared values,
// read in order, deleted and inserted.

import GRDB

/// The statements that read and write the join rows of one ``StoreSharedValues`` line.
final class JoinStatements {
    private let db: Database
    /// The join's names, kept alive so that their identity, the writer's key for these
    /// statements, is not reused.
    let join: JoinTable
    private var valuesStatement: Statement?
    private var deleteStatement: Statement?
    private var insertStatement: Statement?

    init(db: Database, join: JoinTable) {
        self.db = db
        self.join = join
    }

    /// The value ids linked to an owner, in position order.
    func valueIDs(owner: Int64) throws -> [Int64] {
        let statement = try prepared(&valuesStatement) {
            "SELECT \(quoted(join.value)) FROM \(quoted(join.table)) WHERE \(quoted(join.owner)) = ? "
                + "ORDER BY \(quoted(join.position))"
        }
        statement.setUncheckedArguments([owner])
        return try Int64.fetchAll(statement)
    }

    /// Deletes an owner's links.
    func delete(owner: Int64) throws {
        let statement = try prepared(&deleteStatement) {
            "DELETE FROM \(quoted(join.table)) WHERE \(quoted(join.owner)) = ?"
        }
        statement.setUncheckedArguments([owner])
        try statement.execute()
    }

    /// Links the values to an owner, at positions from 0.
    func insert(owner: Int64, values: [Int64]) throws {
        let statement = try prepared(&insertStatement) {
            "INSERT INTO \(quoted(join.table)) (\(quoted(join.owner)), \(quoted(join.value)), "
                + "\(quoted(join.position))) VALUES (?, ?, ?)"
        }
        for (position, value) in values.enumerated() {
            statement.setUncheckedArguments([owner, value, position])
            try statement.execute()
        }
    }

    private func prepared(_ slot: inout Statement?, _ sql: () -> String) throws -> Statement {
        if let statement = slot { return statement }
        let statement = try db.cachedStatement(sql: sql())
        slot = statement
        return statement
    }
}
