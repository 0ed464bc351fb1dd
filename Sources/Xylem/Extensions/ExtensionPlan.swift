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
    init(keyPath: AnyKeyPath, keepsUnknown: Bool, modify: @escaping (AnyObjectBuilder, (inout XMLExtensions) -> Void) -> Void) {
        self.keyPath = keyPath
        self.keepsUnknown = keepsUnknown
        self.modify = modify
    }
}

/// One compiled ``Extension`` line: the extension element, how to build it, and the type of the
/// objects it may appear in (the declaring type itself when `parent` is nil).
@usableFromInline
struct ExtensionDeclaration: @unchecked Sendable {
    // Immutable; see ExtensionStore.
    let name: XMLQualifiedName
    let parent: ObjectIdentifier?
    let parentName: String
    let action: ObjectAction

    @usableFromInline
    init(name: XMLQualifiedName, parent: ObjectIdentifier?, parentName: String, action: ObjectAction) {
        self.name = name
        self.parent = parent
        self.parentName = parentName
        self.action = action
    }
}

/// A plan's extension rules, looked up only for child elements that its tables do not map.
final class ExtensionRules: @unchecked Sendable {
    // Immutable after init.
    /// Where the plan's own type stores extensions and unknown content; nil when it stores none.
    let store: ExtensionStore?
    /// Declared extension elements by the type of the object they may appear in.
    let declarations: [ObjectIdentifier: ElementTable]

    init(store: ExtensionStore?, declarations: [ObjectIdentifier: ElementTable]) {
        self.store = store
        self.declarations = declarations
    }
}

/// Moves the finished extension value out of `child` into the extensions of the object being
/// built in `parent`. (Taken inside the closure, the value goes straight into its existential box;
/// passed in as an argument, it was copied into the closure and again into a second box.)
@usableFromInline
func appendExtension<E: XMLExtension>(_ type: E.Type, from child: AnyObjectBuilder, to parent: AnyObjectBuilder) {
    parent.plan.extensionRules?.store?.modify(parent) { extensions in
        extensions.values.append(unsafeDowncast(child, to: ObjectBuilder<E>.self).take())
    }
}
