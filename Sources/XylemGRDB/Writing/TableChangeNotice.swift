// Writes made through `BoundStatement` run past GRDB's own execution, which is how GRDB learns
// which tables a transaction changed: this tells it, once per table and transaction, so that
// `ValueObservation` and `DatabaseRegionObservation` see what an import wrote.

import GRDB
import Synchronization

/// Tells GRDB's transaction observers that one table changed, at the first write of each
/// transaction.
///
/// Observers are told through `Database.notifyChanges(in:)`: they learn that the table changed
/// (as `ValueObservation` needs), not the individual rows.
final class TableChangeNotice {
    private let db: Database
    private let table: String
    /// Set once the open transaction has been told; cleared when it ends.
    private let told = TransactionFlag()

    /// A notice for `table` (its name as the schema spells it, unquoted).
    init(db: Database, table: String) {
        self.db = db
        self.table = table
    }

    /// Records a write to the table in the open transaction.
    func wrote() throws {
        guard !told.isSet else { return }
        precondition(db.isInsideTransaction, "writes through bound statements run inside a transaction")
        try db.notifyChanges(in: Table(table))
        told.set(true)
        let flag = told
        db.afterNextTransaction(onCommit: { _ in flag.set(false) }, onRollback: { _ in flag.set(false) })
    }
}

/// A flag that GRDB's end-of-transaction callbacks, which must be Sendable, can clear.
private final class TransactionFlag: Sendable {
    private let value = Atomic<Bool>(false)

    var isSet: Bool { value.load(ordering: .relaxed) }

    func set(_ newValue: Bool) {
        value.store(newValue, ordering: .relaxed)
    }
}
