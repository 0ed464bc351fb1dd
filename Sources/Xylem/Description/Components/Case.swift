// A case of a polymorphic array or record set: an element name, the type read from it, and how
// that value becomes the collection's element type.

/// An element name and the type it is read as, inside ``Children`` and ``XMLChoices``.
///
/// ```swift
/// Children(\.pets, wrapper: "pets") {
///     Case("dog", Dog.self) { Pet.dog($0) }        // into an enum
///     Case("cat", Cat.self) { Pet.cat($0) }
/// }
/// Children(\.animals) {
///     Case("bird", Bird.self) { $0 as any Animal }  // into an existential
/// }
/// ```
public struct Case<Output>: @unchecked Sendable {
    // Holds closures made from @Sendable user code and type metadata only.
    @usableFromInline let name: String
    @usableFromInline let make: () -> AnyObjectBuilder
    @usableFromInline let plan: () -> ObjectPlan
    @usableFromInline let extract: (AnyObjectBuilder) -> Output

    /// Reads elements named `name` as `T` and turns each into an `Output` with `transform`.
    @inlinable
    public init<T: XMLReadable>(
        _ name: String, _ type: T.Type, _ transform: @escaping @Sendable (consuming T) -> Output
    ) {
        self.name = name
        let handle = DescriptionHandle<T>()
        self.make = { ObjectBuilder<T>(description: handle.description) }
        self.plan = { handle.description.plan }
        self.extract = { transform(unsafeDowncast($0, to: ObjectBuilder<T>.self).take()) }
    }

    /// Reads elements named `name` as `Output` itself.
    @inlinable
    public init(_ name: String, _ type: Output.Type) where Output: XMLReadable {
        self.name = name
        let handle = DescriptionHandle<Output>()
        self.make = { ObjectBuilder<Output>(description: handle.description) }
        self.plan = { handle.description.plan }
        self.extract = { unsafeDowncast($0, to: ObjectBuilder<Output>.self).take() }
    }
}
