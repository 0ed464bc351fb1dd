// One column of a store description: a property read through a key path, or a value computed
// from the whole model.

import GRDB

/// A column of a ``StoreDescription``, holding one property of the model or a computed value.
///
/// ```swift
/// StoreColumn("title", \.title)          // String
/// StoreColumn("duration", \.duration)    // Int?
/// StoreColumn("year") { $0.published.map { Calendar.current.component(.year, from: $0) } }
/// ```
///
/// Values are any GRDB `DatabaseValueConvertible`: `String`, `Int`, `Double`, `Bool`, `Date`,
/// `Data` and their optionals (nil is SQL `NULL`).
public struct StoreColumn<Model> {
    let line: StoreLine<Model>

    /// A column holding the property at `keyPath`.
    public init<Value: DatabaseValueConvertible & Sendable>(
        _ name: String, _ keyPath: KeyPath<Model, Value> & Sendable
    ) {
        line = StoreLine(kind: .columns([ColumnPart(name: name) { $0[keyPath: keyPath].databaseValue }]))
    }

    /// A column holding the optional property at `keyPath`; nil is SQL `NULL`.
    public init<Value: DatabaseValueConvertible & Sendable>(
        _ name: String, _ keyPath: KeyPath<Model, Value?> & Sendable
    ) {
        line = StoreLine(
            kind: .columns([ColumnPart(name: name) { $0[keyPath: keyPath]?.databaseValue ?? .null }]))
    }

    /// A computed column: `value` makes the column's value from the whole model; nil is SQL `NULL`.
    public init(_ name: String, _ value: @escaping @Sendable (Model) -> (any DatabaseValueConvertible)?) {
        line = StoreLine(kind: .columns([ColumnPart(name: name) { value($0)?.databaseValue ?? .null }]))
    }
}
