// The public face of writing values into tables: save, delete and look up rows by key, inside one
// write of a GRDB database, with the prepared statements of each table kept for the writer's life.

import GRDB

/// Saves values into a database inside a write (a GRDB `Database` from `write` or
/// `inTransaction`), with prepared statements cached per table; not Sendable: make one per write.
///
/// ```swift
/// try dbQueue.write { db in
///     let writer = StoreWriter(db)
///     let feed = try writer.save(channel, as: Channel.store)
///     for episode in episodes {
///         try writer.save(episode, as: Episode.store, parent: StoreParent(column: "feed_id", id: feed.id!))
///     }
/// }
/// ```
///
/// Saving fetches first: an unchanged value costs one `SELECT` and writes nothing, so that
/// importing a document again only writes what changed. A save or delete made outside a
/// transaction runs in one of its own, so that a row and what hangs from it are written together
/// or not at all.
///
/// The writer binds and runs its statements through SQLite's C API rather than GRDB's: GRDB's
/// observers (`ValueObservation`, `DatabaseRegionObservation`) learn which tables each
/// transaction changed, not the individual rows a `TransactionObserver` would see.
public final class StoreWriter {
    /// The database the writer writes in.
    public let db: Database

    private var tables: [TableKey: TableStatements] = [:]
    private var joins: [ObjectIdentifier: JoinStatements] = [:]
    /// Rows held by all the tables' shared-value caches.
    private var cachedRowCount = 0
    /// The most shared values' rows kept in the caches before they are cleared.
    static let cachedRowLimit = 10_000

    /// Creates a writer for a database inside a write.
    public init(_ db: Database) {
        self.db = db
    }

    /// Saves a value: fetch first, then insert, update or leave the row.
    ///
    /// Selects the row with the value's key (under `parent`); inserts when there is none; else
    /// updates the changed columns only (no statement when nothing changed) and keeps the row's
    /// id; then saves children and shared values as the store's lines say. A value whose
    /// `deleted` marker is true deletes the row (children and join rows first) and returns
    /// ``StoreOutcome/deleted``, or ``StoreOutcome/notFound`` when there was no row.
    ///
    /// - Parameters:
    ///   - value: The value to save.
    ///   - store: How values of its type are stored.
    ///   - parent: The parent row the value's row belongs to, if any.
    /// - Returns: The row's id (nil when the value deleted a row or found none) and what saving did.
    @discardableResult
    public func save<Model>(_ value: Model, as store: StoreDescription<Model>, parent: StoreParent? = nil) throws -> (
        id: Int64?, outcome: StoreOutcome
    ) {
        try inTransaction {
            try dropStatementsOnError { try saveRow(value, plan: store.plan, parent: parent, parentIsNew: false) }
        }
    }

    /// Deletes the row with these key values (children and join rows first).
    ///
    /// - Parameters:
    ///   - key: The values of the store's key columns, in the key's order.
    ///   - store: How values of the type are stored.
    ///   - parent: The parent row the row belongs to, if any.
    /// - Returns: ``StoreOutcome/deleted``, or ``StoreOutcome/notFound`` when there was no row.
    @discardableResult
    public func delete<Model>(
        key: [(any DatabaseValueConvertible)?], as store: StoreDescription<Model>, parent: StoreParent? = nil
    ) throws -> StoreOutcome {
        try inTransaction {
            guard let id = try rowID(key: key, as: store, parent: parent) else { return .notFound }
            try dropStatementsOnError {
                try deleteRow(id, plan: store.plan, statements: statements(store.plan, parentColumn: parent?.column))
            }
            return .deleted
        }
    }

    /// The row id of the row with these key values, if any.
    ///
    /// - Parameters:
    ///   - key: The values of the store's key columns, in the key's order.
    ///   - store: How values of the type are stored.
    ///   - parent: The parent row the row belongs to, if any.
    public func rowID<Model>(
        key: [(any DatabaseValueConvertible)?], as store: StoreDescription<Model>, parent: StoreParent? = nil
    ) throws -> Int64? {
        let plan = store.plan
        if let problem = plan.problem { throw StoreDescriptionError(table: plan.table, problem: problem) }
        guard key.count == plan.keyIndices.count else {
            throw StoreDescriptionError(
                table: plan.table,
                problem: "\(key.count) key values given for the key (\(store.key.joined(separator: ", ")))")
        }
        let values = key.map { $0?.databaseValue ?? .null }
        return try dropStatementsOnError {
            try statements(plan, parentColumn: parent?.column).rowID(key: values, parentID: parent?.id)
        }
    }

    /// Forgets cached shared-value ids (call after a rollback; ``ImportSession`` does).
    public func forgetCachedIDs() {
        for statements in tables.values { statements.cachedRows = [:] }
        cachedRowCount = 0
    }

    // MARK: Statements

    /// Runs `body` in the open transaction, or in one of its own when there is none.
    private func inTransaction<Result>(_ body: () throws -> Result) throws -> Result {
        if db.isInsideTransaction { return try body() }
        var result: Result?
        try db.inTransaction {
            result = try body()
            return .commit
        }
        guard let result else { preconditionFailure("a committed transaction ran its body") }
        return result
    }

    /// Runs `body`, forgetting every kept statement when it throws: a statement whose step failed
    /// cannot be reset and used again (GRDB drops it from its own cache and prepares a new one).
    private func dropStatementsOnError<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch {
            tables = [:]
            joins = [:]
            cachedRowCount = 0
            throw error
        }
    }

    /// The statements of a plan's table under a parent column, made on first use.
    func statements<Model>(_ plan: StorePlan<Model>, parentColumn: String?) -> TableStatements {
        let key = TableKey(plan: ObjectIdentifier(plan), parentColumn: parentColumn)
        if let statements = tables[key] { return statements }
        let statements = TableStatements(
            db: db, owner: plan, table: plan.table, columns: plan.columnNames, keyIndices: plan.keyIndices,
            parentColumn: parentColumn)
        tables[key] = statements
        return statements
    }

    /// The statements of a join table, made on first use.
    func joinStatements(_ join: JoinTable) -> JoinStatements {
        if let statements = joins[ObjectIdentifier(join)] { return statements }
        let statements = JoinStatements(db: db, join: join)
        joins[ObjectIdentifier(join)] = statements
        return statements
    }

    /// Remembers a shared value's row, clearing every cache when they hold too many.
    func cache(_ values: [DatabaseValue], id: Int64, in statements: TableStatements) {
        if cachedRowCount >= Self.cachedRowLimit { forgetCachedIDs() }
        let key = statements.keyValues(values)
        if statements.cachedRows.updateValue((id, values), forKey: key) == nil { cachedRowCount += 1 }
    }

    /// Forgets one table's cached rows (after a row of it was deleted).
    func dropCachedRows(in statements: TableStatements) {
        cachedRowCount -= statements.cachedRows.count
        statements.cachedRows = [:]
    }
}

/// Which statements: a plan's, under a parent column or none.
struct TableKey: Hashable {
    let plan: ObjectIdentifier
    let parentColumn: String?
}
