// The result builder behind store description blocks: it only collects, so type-checking stays
// linear in the number of lines.

/// Collects the lines written inside a ``StoreDescription`` block.
@resultBuilder
public enum StoreDescriptionBuilder<Model> {
    /// Accepts a ``StoreColumn``.
    public static func buildExpression(_ column: StoreColumn<Model>) -> [StoreLine<Model>] { [column.line] }
    /// Accepts a ``StoreColumns``.
    public static func buildExpression(_ columns: StoreColumns<Model>) -> [StoreLine<Model>] { [columns.line] }
    /// Accepts a ``StoreChildren``.
    public static func buildExpression(_ children: StoreChildren<Model>) -> [StoreLine<Model>] { [children.line] }
    /// Accepts a ``StoreSharedValues``.
    public static func buildExpression(_ shared: StoreSharedValues<Model>) -> [StoreLine<Model>] { [shared.line] }
    /// Accepts lines made elsewhere, such as the columns several stores share.
    public static func buildExpression(_ lines: [StoreLine<Model>]) -> [StoreLine<Model>] { lines }
    /// Joins the lines of a block.
    public static func buildBlock(_ parts: [StoreLine<Model>]...) -> [StoreLine<Model>] { parts.flatMap { $0 } }
    /// Supports `if` without `else`.
    public static func buildOptional(_ part: [StoreLine<Model>]?) -> [StoreLine<Model>] { part ?? [] }
    /// Supports `if`/`else` and `switch`.
    public static func buildEither(first part: [StoreLine<Model>]) -> [StoreLine<Model>] { part }
    /// Supports `if`/`else` and `switch`.
    public static func buildEither(second part: [StoreLine<Model>]) -> [StoreLine<Model>] { part }
    /// Supports `for` loops.
    public static func buildArray(_ parts: [[StoreLine<Model>]]) -> [StoreLine<Model>] { parts.flatMap { $0 } }
}
