// The result builders behind description and case blocks: they only collect, so type-checking
// stays linear in the number of lines.

/// Collects the mappings written inside an ``XMLDescription`` block.
@resultBuilder
public enum XMLDescriptionBuilder<Model> {
    /// Accepts one line: a ``Text``, ``Value``, ``Child``, ``Skip`` or other component.
    public static func buildExpression(_ component: some XMLDescriptionComponent<Model>) -> [XMLMapping<Model>] {
        [component.mapping]
    }
    /// Accepts mappings made elsewhere, such as the shared lines of several related types.
    public static func buildExpression(_ mappings: [XMLMapping<Model>]) -> [XMLMapping<Model>] { mappings }
    /// Joins the lines of a block.
    public static func buildBlock(_ parts: [XMLMapping<Model>]...) -> [XMLMapping<Model>] { parts.flatMap { $0 } }
    /// Supports `if` without `else`.
    public static func buildOptional(_ part: [XMLMapping<Model>]?) -> [XMLMapping<Model>] { part ?? [] }
    /// Supports `if`/`else` and `switch`.
    public static func buildEither(first part: [XMLMapping<Model>]) -> [XMLMapping<Model>] { part }
    /// Supports `if`/`else` and `switch`.
    public static func buildEither(second part: [XMLMapping<Model>]) -> [XMLMapping<Model>] { part }
    /// Supports `for` loops.
    public static func buildArray(_ parts: [[XMLMapping<Model>]]) -> [XMLMapping<Model>] { parts.flatMap { $0 } }
}

/// Collects the cases written inside ``Children`` or ``XMLChoices`` block.
@resultBuilder
public enum XMLCaseBuilder<Output> {
    /// Accepts one case line.
    public static func buildExpression(_ choice: Case<Output>) -> [Case<Output>] { [choice] }
    /// Joins the lines of a block.
    public static func buildBlock(_ parts: [Case<Output>]...) -> [Case<Output>] { parts.flatMap { $0 } }
    /// Supports `if` without `else`.
    public static func buildOptional(_ part: [Case<Output>]?) -> [Case<Output>] { part ?? [] }
    /// Supports `if`/`else` and `switch`.
    public static func buildEither(first part: [Case<Output>]) -> [Case<Output>] { part }
    /// Supports `if`/`else` and `switch`.
    public static func buildEither(second part: [Case<Output>]) -> [Case<Output>] { part }
    /// Supports `for` loops.
    public static func buildArray(_ parts: [[Case<Output>]]) -> [Case<Output>] { parts.flatMap { $0 } }
}
