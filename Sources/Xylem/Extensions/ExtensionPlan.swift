// The compiled form of a type's Extensions lines: where its extension storage is, whether it keeps
// unknown content, and which extension elements it declares for itself or for descendant types.

/// Reaches an object's ``XMLExtensions`` property through its builder. (A class, so that plans
/// share one instance.)
@usableFromInline
final class ExtensionStore: @unchecked Sendable {
    // Immutable; holds a key path and closures built from it.
    let keyPath: AnyKeyPath
    let keepsUnknown: Bool
    let modify: (AnyObjectBuilder, (inout XMLExtensions) -> Void) -> Void

    @usableFromInline
    init(
        keyPath: AnyKeyPath, keepsUnknown: Bool,
        modify: @escaping (AnyObjectBuilder, (inout XMLExtensions) -> Void) -> Void
    ) {
        self.keyPath = keyPath
        self.keepsUnknown = keepsUnknown
        self.modify = modify
    }
}

/// One compiled ``XMLExtensionDeclaration`` line: the extension element, how to build it, and the type of the
/// objects it may appear in (the declaring type itself when `parent` is nil).
@usableFromInline
struct ExtensionDeclaration: @unchecked Sendable {
    // Immutable; see ExtensionStore.
    let name: XMLQualifiedName
    let parent: ObjectIdentifier?
    let parentName: String
    let action: ObjectAction
    /// The extension type's description, for the namespaces a document declares at its root.
    @usableFromInline let writing: () -> any DescriptionWritingNode

    @usableFromInline
    init(
        name: XMLQualifiedName, parent: ObjectIdentifier?, parentName: String, action: ObjectAction,
        writing: @escaping () -> any DescriptionWritingNode
    ) {
        self.name = name
        self.parent = parent
        self.parentName = parentName
        self.action = action
        self.writing = writing
    }
}

/// A plan's extension rules, looked up only for child elements that its tables do not map.
final class ExtensionRules: @unchecked Sendable {
    // Immutable after init.
    /// Where the plan's own type stores extensions and unknown content; nil when it stores none.
    let store: ExtensionStore?
    /// Declared extension elements by the type of the object they may appear in.
    let declarations: [ObjectIdentifier: ElementTable]
    /// The declarations as written, and the names they were resolved in: a kind that adds
    /// declarations to the plan compiles them again with its own (see `PlanCompiler.extend`).
    let sources: [ExtensionDeclaration]
    let names: NameScope

    init(
        store: ExtensionStore?, declarations: [ObjectIdentifier: ElementTable], sources: [ExtensionDeclaration],
        names: NameScope
    ) {
        self.store = store
        self.declarations = declarations
        self.sources = sources
        self.names = names
    }
}

/// Runs `body` on the extensions of the object being built in `parent` (through the plan's
/// unretained store: no reference counting).
@usableFromInline
func modifyExtensions(of parent: AnyObjectBuilder, _ body: (inout XMLExtensions) -> Void) {
    guard let store = parent.unmanagedPlan._withUnsafeGuaranteedRef({ $0.extensionStore }) else { return }
    store._withUnsafeGuaranteedRef { $0.modify(parent, body) }
}
