// The component that maps a child element's text to a scalar property of any XMLValue type.

/// Sets a scalar property from the text of a child element: any ``XMLValue`` (integers of every
/// width, `Double`, `Float`, `Bool`, `Decimal`, `URL`, `String`, raw-value enums, optionals of
/// these) or any type through an ``XMLConversion``.
///
/// Surrounding whitespace is ignored for everything but `String`. Text that does not convert is a
/// conversion error (or a warning in lenient mode) naming the type, the text and the path.
///
/// ```swift
/// XMLChildValue("pages", \.pages)                         // Int
/// XMLChildValue("checked_out", \.checkedOut)              // Bool: empty, true/yes/1, false/no/0
/// XMLChildValue("published", \.published, using: .iso8601) // Date
/// ```
public struct XMLChildValue<Model>: XMLDescriptionComponent {
    /// The compiled mapping.
    public let mapping: XMLMapping<Model>

    /// Maps the text of child element `name` through `V`'s ``XMLValue`` conformance.
    @inlinable
    public init<V: XMLValue>(_ name: String, _ keyPath: WritableKeyPath<Model, V>) {
        mapping = .value(name, keyPath)
    }

    /// Maps the text of child element `name` to an optional property; an absent element reads as
    /// `nil`, and `nil` writes no element.
    @inlinable
    public init<V: XMLValue>(_ name: String, _ keyPath: WritableKeyPath<Model, V?>) {
        mapping = .value(name, keyPath)
    }

    /// Maps the text of child element `name` through a custom conversion.
    @inlinable
    public init<V>(_ name: String, _ keyPath: WritableKeyPath<Model, V>, using conversion: XMLConversion<V>) {
        mapping = .value(name, keyPath, using: conversion)
    }

    /// Maps the text of child element `name` to an optional property through a custom conversion.
    @inlinable
    public init<V>(_ name: String, _ keyPath: WritableKeyPath<Model, V?>, using conversion: XMLConversion<V>) {
        mapping = .value(name, keyPath, using: conversion)
    }
}

/// Appends the value of each repeated child element to an array, in document order.
///
/// ```swift
/// XMLChildValues("tag", \.tags)                    // <tag>a</tag><tag>b</tag> directly inside
/// XMLChildValues("tag", \.tags, wrapper: "tags")   // <tags><tag>a</tag><tag>b</tag></tags>
/// ```
public struct XMLChildValues<Model>: XMLDescriptionComponent {
    /// The compiled mapping.
    public let mapping: XMLMapping<Model>

    /// Maps each child element `name` (inside `wrapper`, when given) to an element of the array.
    @inlinable
    public init<V: XMLValue>(_ name: String, _ keyPath: WritableKeyPath<Model, [V]>, wrapper: String? = nil) {
        mapping = .values(name, keyPath, wrapper: wrapper)
    }
}
