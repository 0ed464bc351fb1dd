// The result builders behind description and case blocks: they only collect, so type-checking
// stays linear in the number of lines.

/// Collects the mappings written inside an ``XMLDescription`` block.
@resultBuilder
public enum XMLDescriptionBuilder<Model> {
    /// Accepts one line: an ``XMLChildText``, ``XMLChildValue``, ``XMLChild``, ``XMLFlatten`` or other component.
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

/// Collects the cases written inside ``XMLChildren`` or ``XMLChoices`` block.
@resultBuilder
public enum XMLCaseBuilder<Output> {
    /// Accepts one case line.
    public static func buildExpression(_ choice: XMLCase<Output>) -> [XMLCase<Output>] { [choice] }
    /// Joins the lines of a block.
    public static func buildBlock(_ parts: [XMLCase<Output>]...) -> [XMLCase<Output>] { parts.flatMap { $0 } }
    /// Supports `if` without `else`.
    public static func buildOptional(_ part: [XMLCase<Output>]?) -> [XMLCase<Output>] { part ?? [] }
    /// Supports `if`/`else` and `switch`.
    public static func buildEither(first part: [XMLCase<Output>]) -> [XMLCase<Output>] { part }
    /// Supports `if`/`else` and `switch`.
    public static func buildEither(second part: [XMLCase<Output>]) -> [XMLCase<Output>] { part }
    /// Supports `for` loops.
    public static func buildArray(_ parts: [[XMLCase<Output>]]) -> [XMLCase<Output>] { parts.flatMap { $0 } }
}
