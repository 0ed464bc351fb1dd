// What saving one value did, and the counts of outcomes that an import reports.

/// What saving one value did.
public enum StoreOutcome: Sendable, Equatable {
    /// A new row was inserted.
    case inserted
    /// The row existed and something changed: some of its columns, its children or its links to
    /// shared values.
    case updated
    /// The row existed and nothing changed: no statement wrote to it.
    case unchanged
    /// The value's deleted marker was true and its row was deleted.
    case deleted
    /// The value's deleted marker was true and there was no row to delete.
    case notFound
}

/// Counts of outcomes, of top-level saves only (children are part of their parent's outcome).
public struct ImportCounts: Sendable, Equatable, Codable {
    /// Values inserted.
    public var inserted = 0
    /// Values whose rows changed.
    public var updated = 0
    /// Rows deleted by a deleted marker.
    public var deleted = 0
    /// Values whose rows were already as they are.
    public var unchanged = 0

    /// Creates counts.
    public init(inserted: Int = 0, updated: Int = 0, deleted: Int = 0, unchanged: Int = 0) {
        self.inserted = inserted
        self.updated = updated
        self.deleted = deleted
        self.unchanged = unchanged
    }

    /// Counts one outcome; ``StoreOutcome/notFound`` counts nowhere.
    public mutating func add(_ outcome: StoreOutcome) {
        switch outcome {
        case .inserted: inserted += 1
        case .updated: updated += 1
        case .deleted: deleted += 1
        case .unchanged: unchanged += 1
        case .notFound: break
        }
    }

    /// Adds another import's counts, field by field.
    public mutating func add(_ other: ImportCounts) {
        inserted += other.inserted
        updated += other.updated
        deleted += other.deleted
        unchanged += other.unchanged
    }
}
