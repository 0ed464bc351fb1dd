// The components that map an attribute, or the element's own text, to a property.

/// Sets a property from an attribute of the object's own element.
///
/// Attribute values are used as expat delivers them (entities decoded, whitespace normalized as
/// XML requires). Unprefixed attribute names have no namespace; `xml:lang` and prefixed names
/// declared in the description's `namespaces` are matched by namespace URI.
///
/// ```swift
/// XMLAttribute("isbn", \.isbn)
/// XMLAttribute("gd:etag", \.etag)
/// XMLAttribute("when", \.when, using: .iso8601)
/// ```
public struct XMLAttribute<Model>: XMLDescriptionComponent {
    /// The compiled mapping.
    public let mapping: XMLMapping<Model>

    /// Maps attribute `name` through `V`'s ``XMLValue`` conformance.
    @inlinable
    public init<V: XMLValue>(_ name: String, _ keyPath: WritableKeyPath<Model, V>) {
        mapping = .attribute(name, keyPath)
    }

    /// Maps attribute `name` to an optional property; an absent attribute reads as `nil`, and
    /// `nil` writes no attribute.
    @inlinable
    public init<V: XMLValue>(_ name: String, _ keyPath: WritableKeyPath<Model, V?>) {
        mapping = .attribute(name, keyPath)
    }

    /// Maps attribute `name` through a custom conversion.
    @inlinable
    public init<V>(_ name: String, _ keyPath: WritableKeyPath<Model, V>, using conversion: XMLConversion<V>) {
        mapping = .attribute(name, keyPath, using: conversion)
    }

    /// Maps attribute `name` to an optional property through a custom conversion.
    @inlinable
    public init<V>(_ name: String, _ keyPath: WritableKeyPath<Model, V?>, using conversion: XMLConversion<V>) {
        mapping = .attribute(name, keyPath, using: conversion)
    }
}

/// Sets a property from the text directly inside the object's own element, not counting the text
/// of its children: the value of `<title type="html">Hello</title>` read into a `Title` object
/// that also maps the `type` attribute.
///
/// ```swift
/// struct Title: XMLReadable {
///     var type = "text"
///     var value = ""
///     static let xmlDescription = XMLDescription(Title.init) {
///         XMLAttribute("type", \.type)
///         XMLTextContent(\.value)
///     }
/// }
/// ```
public struct XMLTextContent<Model>: XMLDescriptionComponent {
    /// The compiled mapping.
    public let mapping: XMLMapping<Model>

    /// Maps the element's own text through `V`'s ``XMLValue`` conformance.
    @inlinable
    public init<V: XMLValue>(_ keyPath: WritableKeyPath<Model, V>) {
        mapping = .textContent(keyPath)
    }

    /// Maps the element's own text to an optional property; `nil` writes no text.
    @inlinable
    public init<V: XMLValue>(_ keyPath: WritableKeyPath<Model, V?>) {
        mapping = .textContent(keyPath)
    }

    /// Maps the element's own text through a custom conversion.
    @inlinable
    public init<V>(_ keyPath: WritableKeyPath<Model, V>, using conversion: XMLConversion<V>) {
        mapping = .textContent(keyPath, using: conversion)
    }
}
