// The components that declare extension elements and unknown-content keeping for a type.

/// Names the property that stores the type's extensions, says whether unknown content is kept,
/// and declares the extension elements that may appear in the type or in its descendants.
///
/// ```swift
/// static let xmlDescription = XMLDescription(Event.init, namespaces: atom) {
///     XMLChildText("title", \.title)
///     XMLChildren("link", \.links)
///     XMLExtensionPoint(\.extensions, keepUnknown: true) {
///         XMLExtensionDeclaration(When.self)                         // <gd:when> inside the event itself
///         XMLExtensionDeclaration(WebContent.self, inside: Link.self) // <gCal:webContent> inside any link below
///     }
/// }
/// ```
///
/// When a child element is not mapped by the description, the reader looks for a declaration
/// from the innermost open object outwards: first the object's own declarations, then each
/// enclosing object's declarations for the object's type. A declared element becomes a typed
/// value in the object's ``XMLExtensions``; an undeclared one is kept as an ``XMLElementNode``
/// when `keepUnknown` is true and ``XMLReader/Options/unknownContent`` allows it, and passed over
/// otherwise. Unmapped attributes are kept the same way. A type may have several `XMLExtensionPoint`
/// lines; they must name the same property.
public struct XMLExtensionPoint<Model>: XMLDescriptionComponent {
    /// The compiled mapping.
    public let mapping: XMLMapping<Model>

    /// Stores extensions in `keyPath` and declares extension elements.
    ///
    /// - Parameters:
    ///   - keyPath: The ``XMLExtensions`` property of the model.
    ///   - keepUnknown: Whether unmapped elements and attributes are kept for writing back.
    ///   - declarations: ``XMLExtensionDeclaration`` lines.
    @inlinable
    public init(
        _ keyPath: WritableKeyPath<Model, XMLExtensions>, keepUnknown: Bool = false,
        @XMLExtensionBuilder _ declarations: () -> [XMLExtensionDeclaration] = { [] }
    ) {
        let writer = PropertyWriter(keyPath)
        let store = ExtensionStore(keyPath: keyPath, keepsUnknown: keepUnknown) { builder, body in
            writer.modify(in: builder, body)
        }
        let declared = declarations().map(\.declaration)
        let reader = PropertyReader(keyPath)
        mapping = XMLMapping(
            .extensions(store: store, declarations: declared),
            write: .extensions(get: { reader.read($0) }, declared: declared))
    }

    /// Declares extension elements for descendant types only, without storing any in this type.
    @inlinable
    public init(@XMLExtensionBuilder _ declarations: () -> [XMLExtensionDeclaration]) {
        let declared = declarations().map(\.declaration)
        mapping = XMLMapping(.extensions(store: nil, declarations: declared), write: nil)
    }
}

/// Declares an extension element: inside the declaring type, or inside objects of another type
/// wherever they occur below it.
public struct XMLExtensionDeclaration: @unchecked Sendable {
    // Holds closures made from type metadata only.
    @usableFromInline let declaration: ExtensionDeclaration

    /// Declares that `type` may appear inside the declaring type itself.
    @inlinable
    public init<E: XMLExtension>(_ type: E.Type) {
        declaration = ExtensionDeclaration(
            name: E.xmlName, parent: nil, parentName: "", action: Self.action(E.self),
            writing: { E.cachedDescription.writing })
    }

    /// Declares that `type` may appear inside objects of type `parent` (which must store
    /// extensions) wherever they occur below the declaring type.
    @inlinable
    public init<E: XMLExtension, Parent: XMLExtensible>(_ type: E.Type, inside parent: Parent.Type) {
        declaration = ExtensionDeclaration(
            name: E.xmlName, parent: ObjectIdentifier(Parent.self), parentName: displayName(of: Parent.self),
            action: Self.action(E.self), writing: { E.cachedDescription.writing })
    }

    @inlinable
    static func action<E: XMLExtension>(_ type: E.Type) -> ObjectAction {
        ObjectAction(building: E.self) { parent, child in
            // Taken and boxed here, where E is concrete, the value moves into its existential box
            // (unspecialized generic code copied it, one retain and release per field).
            modifyExtensions(of: parent) { $0.appendValue(unsafeDowncast(child, to: ObjectBuilder<E>.self).take()) }
        }
    }
}

/// Collects the ``XMLExtensionDeclaration`` lines of an ``XMLExtensionPoint`` block.
@resultBuilder
public enum XMLExtensionBuilder {
    /// Accepts one declaration.
    public static func buildExpression(_ declaration: XMLExtensionDeclaration) -> [XMLExtensionDeclaration] {
        [declaration]
    }
    /// Accepts declarations made elsewhere, such as a list shared by several types.
    public static func buildExpression(_ declarations: [XMLExtensionDeclaration]) -> [XMLExtensionDeclaration] {
        declarations
    }
    /// Joins the lines of a block.
    public static func buildBlock(_ parts: [XMLExtensionDeclaration]...) -> [XMLExtensionDeclaration] {
        parts.flatMap { $0 }
    }
    /// Supports `if` without `else`.
    public static func buildOptional(_ part: [XMLExtensionDeclaration]?) -> [XMLExtensionDeclaration] { part ?? [] }
    /// Supports `if`/`else` and `switch`.
    public static func buildEither(first part: [XMLExtensionDeclaration]) -> [XMLExtensionDeclaration] { part }
    /// Supports `if`/`else` and `switch`.
    public static func buildEither(second part: [XMLExtensionDeclaration]) -> [XMLExtensionDeclaration] { part }
    /// Supports `for` loops.
    public static func buildArray(_ parts: [[XMLExtensionDeclaration]]) -> [XMLExtensionDeclaration] {
        parts.flatMap { $0 }
    }
}
