// The table `xylem_imports`: one row per source with the records committed, the counts so far
// and whether the import completed, written in the same transaction as each batch.

import GRDB

/// Reads and writes the positions of imports.
enum ImportPositions {
    /// Where an interrupted import of a source resumes.
    struct ResumePoint {
        let records: Int
        let counts: ImportCounts
    }

    /// Creates the table when it is missing.
    static func prepare(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE IF NOT EXISTS xylem_imports (
                    source TEXT PRIMARY KEY, version TEXT, records INTEGER,
                    inserted INTEGER, updated INTEGER, deleted INTEGER, unchanged INTEGER, complete INTEGER)
                """)
    }

    /// The stored position of `source` when an import of the same version is unfinished; nil when
    /// the import starts over (no position, another version, no version, complete).
    static func resumePoint(_ db: Database, of source: ImportSource) throws -> ResumePoint? {
        guard let version = source.version,
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT records, inserted, updated, deleted, unchanged FROM xylem_imports
                    WHERE source = ? AND version = ? AND complete = 0
                    """,
                arguments: [source.name, version])
        else { return nil }
        let counts = ImportCounts(
            inserted: row["inserted"] ?? 0, updated: row["updated"] ?? 0, deleted: row["deleted"] ?? 0,
            unchanged: row["unchanged"] ?? 0)
        return ResumePoint(records: row["records"] ?? 0, counts: counts)
    }

    /// Stores the position of `source`.
    static func store(
        _ db: Database, source: ImportSource, records: Int, counts: ImportCounts, complete: Bool
    ) throws {
        let statement = try db.cachedStatement(
            sql: """
                INSERT OR REPLACE INTO xylem_imports
                (source, version, records, inserted, updated, deleted, unchanged, complete)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """)
        try statement.execute(arguments: [
            source.name, source.version, records, counts.inserted, counts.updated, counts.deleted,
            counts.unchanged, complete,
        ])
    }
}
