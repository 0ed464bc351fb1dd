// The component that maps a child element's text to a String property.

/// Sets a `String` (or `String?`) property from the text of a child element.
///
/// The text is the whole text content of the element, descendants included, with entities,
/// character references and CDATA decoded. It is kept exactly as written unless `trimmed` is true.
/// An absent element leaves the property as the factory made it.
///
/// ```swift
/// XMLChildText("title", \.title)
/// XMLChildText("subtitle", \.subtitle, trimmed: true)   // String?
/// ```
public struct XMLChildText<Model>: XMLDescriptionComponent {
    /// The compiled mapping.
    public let mapping: XMLMapping<Model>

    /// Maps the text of child element `name` to a `String` property.
    @inlinable
    public init(_ name: String, _ keyPath: WritableKeyPath<Model, String>, trimmed: Bool = false) {
        mapping = .text(name, keyPath, trimmed: trimmed)
    }

    /// Maps the text of child element `name` to an optional `String` property.
    @inlinable
    public init(_ name: String, _ keyPath: WritableKeyPath<Model, String?>, trimmed: Bool = false) {
        mapping = .text(name, keyPath, trimmed: trimmed)
    }
}
