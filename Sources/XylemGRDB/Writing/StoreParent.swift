// The parent row a value is saved under, which places the value's row and scopes its key.

/// The parent a value is saved under: its foreign-key column and the parent's row id.
///
/// Under a parent, a value's key is its store's key plus the parent's column: two feeds may each
/// have an item of the same guid.
public struct StoreParent: Sendable, Hashable {
    /// The column of the value's table that holds the parent's row id.
    public let column: String
    /// The parent's row id.
    public let id: Int64

    /// Creates a parent from the foreign-key column and the parent's row id.
    public init(column: String, id: Int64) {
        self.column = column
        self.id = id
    }
}
