// The components that map child elements to nested objects and arrays of objects.

/// Sets a nested object from a child element, read with the child type's own description.
///
/// ```swift
/// XMLChild("publisher", \.publisher)   // Publisher or Publisher?
/// ```
public struct XMLChild<Model>: XMLDescriptionComponent {
    /// The compiled mapping.
    public let mapping: XMLMapping<Model>

    /// Maps child element `name` to a nested object.
    @inlinable
    public init<T: XMLReadable>(_ name: String, _ keyPath: WritableKeyPath<Model, T>) {
        mapping = .child(name, keyPath)
    }

    /// Maps child element `name` to an optional nested object; absent means `nil`.
    @inlinable
    public init<T: XMLReadable>(_ name: String, _ keyPath: WritableKeyPath<Model, T?>) {
        mapping = .child(name, keyPath)
    }
}

/// Appends objects read from repeated child elements to an array, in document order: elements
/// directly inside the object, or inside a wrapper element; of one type, or of several types
/// chosen by element name.
///
/// ```swift
/// XMLChildren("link", \.links)                          // <link/><link/> directly inside
/// XMLChildren("author", \.authors, wrapper: "authors")  // <authors><author/>…</authors>
/// XMLChildren(\.pets, wrapper: "pets") {                // <pets><dog/><cat/><dog/></pets>
///     XMLCase("dog", Dog.self) { Pet.dog($0) }
///     XMLCase("cat", Cat.self) { Pet.cat($0) }
/// }
/// ```
public struct XMLChildren<Model>: XMLDescriptionComponent {
    /// The compiled mapping.
    public let mapping: XMLMapping<Model>

    /// Maps each child element `name` (inside `wrapper`, when given) to an element of the array.
    @inlinable
    public init<T: XMLReadable>(_ name: String, _ keyPath: WritableKeyPath<Model, [T]>, wrapper: String? = nil) {
        mapping = .children(name, keyPath, wrapper: wrapper)
    }

    /// Maps child elements of several names (inside `wrapper`, when given) to one array.
    @inlinable
    public init<Element>(
        _ keyPath: WritableKeyPath<Model, [Element]>, wrapper: String? = nil,
        @XMLCaseBuilder<Element> _ cases: () -> [XMLCase<Element>]
    ) {
        mapping = .children(keyPath, wrapper: wrapper, cases)
    }
}

extension XMLChild {
    /// Maps child element `name` to an object of the type its kind attribute or kind category
    /// chooses among `kinds`; absent means `nil`.
    @inlinable
    public init<Base>(_ name: String, _ keyPath: WritableKeyPath<Model, Base?>, kinds: XMLKinds<Base>) {
        mapping = .child(name, keyPath, kinds: kinds)
    }
}

extension XMLChildren {
    /// Appends an object for each child element `name`, of the type its kind attribute or kind
    /// category chooses among `kinds`.
    ///
    /// ```swift
    /// XMLChildren("entry", \.entries, kinds: entryKinds)   // [any EntryProtocol]
    /// ```
    @inlinable
    public init<Base>(
        _ name: String, _ keyPath: WritableKeyPath<Model, [Base]>, kinds: XMLKinds<Base>, wrapper: String? = nil
    ) {
        mapping = .children(name, keyPath, kinds: kinds, wrapper: wrapper)
    }
}
