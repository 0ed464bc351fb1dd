// The plan of a kind that reads the default kind's model type with more extensions declared:
// compiled from the default's plan when the kind is first needed, then shared by every read.

/// Compiles a kind's extended plan once, on first use, from its base plan and its declarations.
/// (A class, so that the kind's closures share it.)
@usableFromInline
final class ExtendedPlan: @unchecked Sendable {
    // The closures are made from type metadata and @Sendable user code only.
    private let typeName: String
    private let base: () -> ObjectPlan
    private let declarations: @Sendable () -> [XMLExtensionDeclaration]
    /// The compiled plan: made outside any lock (the base plan and the declarations are user
    /// code), the first one made kept, then found with one atomic load (every kind conversion
    /// asks for it).
    private let compiled = PublishedOnce<ObjectPlan>()

    @usableFromInline
    init(
        typeName: String, base: @escaping () -> ObjectPlan,
        declarations: @escaping @Sendable () -> [XMLExtensionDeclaration]
    ) {
        self.typeName = typeName
        self.base = base
        self.declarations = declarations
    }

    /// The base plan with the declarations added.
    @usableFromInline
    var plan: ObjectPlan {
        compiled.value { PlanCompiler.extend(base(), with: declarations().map(\.declaration), typeName: typeName) }
    }
}
