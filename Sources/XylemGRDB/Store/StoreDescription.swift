// The public declaration of how values of one model type are stored as rows of one table: its
// name, the columns that unique a row, a tombstone marker and the lines (columns, children,
// shared values), compiled once into the plan that StoreWriter runs.

import GRDB

/// How values of `Model` are stored as rows of one table.
///
/// Declare it once, as a `static let` next to the model's Xylem description:
///
/// ```swift
/// extension Episode {
///     static let store = StoreDescription<Episode>(table: "episodes", key: ["guid"]) {
///         StoreColumns(from: Episode.xmlDescription)
///         StoreChildren(\.enclosures, store: Enclosure.store, foreignKey: "episode_id")
///         StoreSharedValues(
///             \.people, store: Person.store, joinTable: "episode_people",
///             ownerColumn: "episode_id", valueColumn: "person_id")
///     }
/// }
/// ```
///
/// Every table has an `id INTEGER PRIMARY KEY` column, the row id that ``StoreWriter`` returns and
/// uses as foreign key; your migrations create the tables.
///
/// Mistakes in a description (a key that is not one of the columns, a column named twice) do not
/// crash: saving with the description throws a ``StoreDescriptionError``.
public struct StoreDescription<Model>: Sendable {
    /// The table's name.
    public let table: String
    /// The columns that unique a row, among the lines' columns.
    public let key: [String]
    /// The compiled lines, shared by every copy of the description.
    let plan: StorePlan<Model>

    /// Creates a store description.
    ///
    /// - Parameters:
    ///   - table: The table's name.
    ///   - key: The columns that unique a row (among the lines' columns). When the value is saved
    ///     under a parent (see ``StoreParent``), the parent's foreign-key column is part of the
    ///     key too. An empty key makes one row per parent (or one row in all for values saved
    ///     without a parent).
    ///   - deleted: A marker: when it returns true for a value, saving the value deletes the row
    ///     with its key (and its children and join rows) instead of writing it.
    ///   - lines: The columns, children and shared values, one per line.
    public init(
        table: String, key: [String], deleted: (@Sendable (Model) -> Bool)? = nil,
        @StoreDescriptionBuilder<Model> _ lines: () -> [StoreLine<Model>]
    ) {
        self.table = table
        self.key = key
        self.plan = StorePlan(table: table, key: key, deleted: deleted, lines: lines())
    }

    /// The columns the lines write, in order (not the parent's foreign key, not `id`).
    public var columns: [String] { plan.columns.map(\.name) }
}

/// A mistake in a ``StoreDescription``, reported when a value is saved with it.
public struct StoreDescriptionError: Error, Sendable, CustomStringConvertible {
    /// The table of the description.
    public let table: String
    /// What is wrong, as a sentence.
    public let problem: String

    /// Creates an error about the description of `table`.
    public init(table: String, problem: String) {
        self.table = table
        self.problem = problem
    }

    /// The table and the problem.
    public var description: String { "store of table '\(table)': \(problem)" }
}
