// One registered kind: the model type chosen when an element's kind attribute or kind category
// says so, and how it becomes the collection's element type.

/// A type registered in ``XMLKinds``, chosen by the value of the kind attribute (such as
/// `gd:kind="calendar#event"`) or by a kind category (scheme and term; either may be a wildcard).
///
/// ```swift
/// Kind(Event.self, kind: "calendar#event",
///      scheme: "http://schemas.google.com/g/2005#kind",
///      term: "http://schemas.google.com/g/2005#event") { $0 as any EntryProtocol }
/// ```
public struct Kind<Base>: @unchecked Sendable {
    // Holds closures made from @Sendable user code and type metadata only.
    @usableFromInline let typeName: String
    @usableFromInline let kind: String?
    @usableFromInline let scheme: String?
    @usableFromInline let term: String?
    @usableFromInline let make: () -> AnyObjectBuilder
    @usableFromInline let plan: () -> ObjectPlan
    @usableFromInline let extract: (AnyObjectBuilder) -> Base

    /// Registers `type`.
    ///
    /// - Parameters:
    ///   - type: The model type read when this kind is chosen.
    ///   - kind: The kind attribute's value that chooses it, if any.
    ///   - scheme: The kind category's scheme that chooses it; nil or `"*"` matches any scheme.
    ///   - term: The kind category's term that chooses it; nil or `"*"` matches any term.
    ///     With both scheme and term nil, the type is chosen only by `kind`.
    ///   - transform: Turns the value into the collection's element type.
    @inlinable
    public init<T: XMLReadable>(
        _ type: T.Type, kind: String? = nil, scheme: String? = nil, term: String? = nil,
        _ transform: @escaping @Sendable (consuming T) -> Base
    ) {
        typeName = displayName(of: T.self)
        self.kind = kind
        self.scheme = scheme == "*" ? nil : scheme
        self.term = term == "*" ? nil : term
        make = { ObjectBuilder<T>(description: T.xmlDescription) }
        plan = { T.xmlDescription.plan }
        extract = { transform(unsafeDowncast($0, to: ObjectBuilder<T>.self).take()) }
    }

}

/// Collects the ``Kind`` lines of an ``XMLKinds`` block.
@resultBuilder
public enum XMLKindBuilder<Base> {
    /// Accepts one registration.
    public static func buildExpression(_ kind: Kind<Base>) -> [Kind<Base>] { [kind] }
    /// Accepts registrations made elsewhere.
    public static func buildExpression(_ kinds: [Kind<Base>]) -> [Kind<Base>] { kinds }
    /// Joins the lines of a block.
    public static func buildBlock(_ parts: [Kind<Base>]...) -> [Kind<Base>] { parts.flatMap { $0 } }
    /// Supports `if` without `else`.
    public static func buildOptional(_ part: [Kind<Base>]?) -> [Kind<Base>] { part ?? [] }
    /// Supports `if`/`else` and `switch`.
    public static func buildEither(first part: [Kind<Base>]) -> [Kind<Base>] { part }
    /// Supports `if`/`else` and `switch`.
    public static func buildEither(second part: [Kind<Base>]) -> [Kind<Base>] { part }
    /// Supports `for` loops.
    public static func buildArray(_ parts: [[Kind<Base>]]) -> [Kind<Base>] { parts.flatMap { $0 } }
}
