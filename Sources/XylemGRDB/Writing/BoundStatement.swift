// A statement that the writer binds and steps through SQLite's C API. The statements made several
// times per record (is this key stored, which of its columns differ, insert the row) cost a third
// of the import through GRDB's arguments and rows, which build a key path and an index of column
// names per call; bound by hand they cost what SQLite costs.

import GRDB
import GRDBSQLite

/// A prepared statement bound from `DatabaseValue`s and stepped by hand.
///
/// It checks itself on every use: parameters are bound in order and all of them before a step,
/// columns are read only on a current row and within the result's width, and every use starts
/// from a reset statement. GRDB does not see these executions: whoever writes through one tells
/// GRDB's observers which table changed (``TableStatements`` does, once per transaction).
///
/// ```swift
/// query.start()
/// defer { query.finish() }
/// try query.bind(key)
/// if try query.step() { id = query.int64(at: 0) }
/// ```
final class BoundStatement {
    let sql: String
    private let db: Database
    /// Owns the SQLite statement: GRDB finalizes it when the last reference goes.
    private let statement: Statement
    private let handle: SQLiteStatement
    private let parameterCount: Int32
    private let columnCount: Int32
    /// The next parameter to bind, 1-based as SQLite counts them.
    private var nextParameter: Int32 = 1
    /// Whether the last step produced a row, which the column accessors read.
    private var hasRow = false

    /// Prepares `sql`, one statement.
    init(_ db: Database, sql: String) throws {
        let statement = try db.makeStatement(sql: sql)
        self.sql = sql
        self.db = db
        self.statement = statement
        self.handle = statement.sqliteStatement
        self.parameterCount = sqlite3_bind_parameter_count(statement.sqliteStatement)
        self.columnCount = sqlite3_column_count(statement.sqliteStatement)
    }

    /// Resets the statement and clears its bindings: the start of every use.
    func start() {
        // A reset reports the previous step's error again, which that step already threw.
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        nextParameter = 1
        hasRow = false
    }

    /// Runs a statement that returns no rows (or whose rows are not wanted) to its end.
    func run() throws {
        while try step() {}
    }

    /// Resets the statement so that it holds no read open; the end of every use.
    func finish() {
        sqlite3_reset(handle)
        hasRow = false
    }

    /// Binds the next parameter.
    func bind(_ value: DatabaseValue) throws {
        precondition(nextParameter <= parameterCount, "more values than parameters bound to \(sql)")
        let index = nextParameter
        let code: Int32
        switch value.storage {
        case .null: code = sqlite3_bind_null(handle, index)
        case .int64(let integer): code = sqlite3_bind_int64(handle, index, integer)
        case .double(let double): code = sqlite3_bind_double(handle, index, double)
        case .string(var string):
            code = string.withUTF8 { bytes in
                // An empty buffer may have no address, which SQLite would take for NULL.
                guard let base = bytes.baseAddress, bytes.count > 0 else {
                    return sqlite3_bind_text(handle, index, "", 0, transientDestructor)
                }
                return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                    sqlite3_bind_text64(handle, index, $0, UInt64(bytes.count), transientDestructor, UInt8(SQLITE_UTF8))
                }
            }
        case .blob(let data):
            code = data.withUnsafeBytes { bytes in
                guard let base = bytes.baseAddress, bytes.count > 0 else {
                    return sqlite3_bind_zeroblob(handle, index, 0)
                }
                return sqlite3_bind_blob64(handle, index, base, UInt64(bytes.count), transientDestructor)
            }
        }
        guard code == SQLITE_OK else { throw error(code) }
        nextParameter += 1
    }

    /// Binds the next parameter to an integer.
    func bind(_ value: Int64) throws {
        precondition(nextParameter <= parameterCount, "more values than parameters bound to \(sql)")
        let code = sqlite3_bind_int64(handle, nextParameter, value)
        guard code == SQLITE_OK else { throw error(code) }
        nextParameter += 1
    }

    /// Runs the statement to its next row; false when there is none. Every parameter must be bound.
    func step() throws -> Bool {
        precondition(
            nextParameter == parameterCount + 1, "\(nextParameter - 1) of \(parameterCount) parameters bound to \(sql)")
        switch sqlite3_step(handle) {
        case SQLITE_ROW:
            hasRow = true
            return true
        case SQLITE_DONE:
            hasRow = false
            return false
        case let code:
            hasRow = false
            throw error(code)
        }
    }

    /// The integer in column `column` (0-based) of the current row.
    func int64(at column: Int32) -> Int64 {
        precondition(hasRow, "a column read without a current row of \(sql)")
        precondition(column >= 0 && column < columnCount, "column \(column) of \(columnCount) read from \(sql)")
        return sqlite3_column_int64(handle, column)
    }

    private func error(_ code: Int32) -> DatabaseError {
        DatabaseError(
            resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)),
            sql: sql)
    }
}

/// SQLite's `SQLITE_TRANSIENT`: bound text and blobs are copied, since Swift's buffers live only
/// for the call.
private let transientDestructor = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
