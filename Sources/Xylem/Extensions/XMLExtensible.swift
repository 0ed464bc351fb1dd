// Typed access to the extensions of a model type that stores them, for accessors such as
// `entry.extension(GDRating.self)` and the typed properties that model layers add on top.

/// A model type that stores extension values and unknown content in an ``XMLExtensions`` property,
/// named in its description's ``XMLExtensionPoint`` line.
///
/// ```swift
/// extension Entry {
///     var rating: Rating? {
///         get { self.extension(Rating.self) }
///         set { setExtension(newValue) }
///     }
/// }
/// ```
public protocol XMLExtensible {
    /// The object's extension values, unknown content and user data.
    var extensions: XMLExtensions { get set }
}

extension XMLExtensible {
    /// The first extension value of type `E`, if any.
    public func `extension`<E: XMLExtension>(_ type: E.Type) -> E? {
        extensions.first(type)
    }

    /// Every extension value of type `E`, in order.
    public func extensions<E: XMLExtension>(_ type: E.Type) -> [E] {
        extensions.all(type)
    }

    /// Replaces the values of type `E` with `value`, or removes them when it is nil.
    public mutating func setExtension<E: XMLExtension>(_ value: E?) {
        extensions.set(value)
    }

    /// Replaces the values of type `E` with `values`.
    public mutating func setExtensions<E: XMLExtension>(_ values: [E]) {
        extensions.set(values, as: E.self)
    }

    /// Appends an extension value.
    public mutating func addExtension<E: XMLExtension>(_ value: E) {
        extensions.add(value)
    }

    /// The caller's own data stored under `key`.
    public func userData(forKey key: String) -> (any Sendable)? {
        extensions.userData[key]
    }

    /// Stores the caller's own data under `key` (nil removes it); never written or compared.
    public mutating func setUserData(_ value: (any Sendable)?, forKey key: String) {
        extensions.userData[key] = value
    }
}
