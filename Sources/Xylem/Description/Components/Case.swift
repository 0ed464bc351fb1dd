// A case of a polymorphic array or record set: an element name, the type read from it, and how
// that value becomes the collection's element type.

/// An element name and the type it is read as, inside ``XMLChildren`` and ``XMLChoices``.
///
/// ```swift
/// XMLChildren(\.pets, wrapper: "pets") {
///     XMLCase("dog", Dog.self) { Pet.dog($0) }        // into an enum
///     XMLCase("cat", Cat.self) { Pet.cat($0) }
/// }
/// XMLChildren(\.animals) {
///     XMLCase("bird", Bird.self) { $0 as any Animal }  // into an existential
/// }
/// ```
public struct XMLCase<Output>: @unchecked Sendable {
    // Holds closures made from @Sendable user code and type metadata only.
    @usableFromInline let name: String
    @usableFromInline let make: () -> AnyObjectBuilder
    @usableFromInline let plan: () -> ObjectPlan
    @usableFromInline let extract: (AnyObjectBuilder) -> Output
    /// Writes an element of the collection when it is this case's (returns false otherwise).
    @usableFromInline let write: (Output, XMLQualifiedName, inout DescriptionWriter) throws -> Bool
    /// The description of the case's type, for the namespaces a document declares at its root.
    @usableFromInline let writing: () -> any DescriptionWritingNode

    /// Reads elements named `name` as `T` and turns each into an `Output` with `transform`.
    ///
    /// Writing finds the case of an element by casting it to `T` (`element as? T`), which works
    /// when `Output` is `T` or an existential; for an enum, give `match` too.
    @inlinable
    public init<T: XMLReadable>(
        _ name: String, _ type: T.Type, _ transform: @escaping @Sendable (consuming T) -> Output
    ) {
        self.init(name, type, transform, matching: { $0 as? T })
    }

    /// Reads elements named `name` as `T` and turns each into an `Output` with `transform`;
    /// writing writes an element as this case when `match` returns its `T`.
    ///
    /// ```swift
    /// XMLCase("dog", Dog.self, { .dog($0) }, match: { if case .dog(let dog) = $0 { dog } else { nil } })
    /// ```
    @inlinable
    public init<T: XMLReadable>(
        _ name: String, _ type: T.Type, _ transform: @escaping @Sendable (consuming T) -> Output,
        match: @escaping @Sendable (Output) -> T?
    ) {
        self.init(name, type, transform, matching: match)
    }

    @inlinable
    init<T: XMLReadable>(
        _ name: String, _ type: T.Type, _ transform: @escaping @Sendable (consuming T) -> Output,
        matching match: @escaping (Output) -> T?
    ) {
        self.name = name
        let handle = DescriptionHandle<T>()
        self.make = { ObjectBuilder<T>(description: handle.description) }
        self.plan = { handle.description.plan }
        self.extract = { transform(unsafeDowncast($0, to: ObjectBuilder<T>.self).take()) }
        self.write = { output, name, writer in
            guard let value = match(output) else { return false }
            try writer.write(value, as: name)
            return true
        }
        self.writing = { handle.description.writing }
    }

    /// Reads elements named `name` as `Output` itself.
    @inlinable
    public init(_ name: String, _ type: Output.Type) where Output: XMLReadable {
        self.name = name
        let handle = DescriptionHandle<Output>()
        self.make = { ObjectBuilder<Output>(description: handle.description) }
        self.plan = { handle.description.plan }
        self.extract = { unsafeDowncast($0, to: ObjectBuilder<Output>.self).take() }
        self.write = { output, name, writer in
            try writer.write(output, as: name)
            return true
        }
        self.writing = { handle.description.writing }
    }
}

/// Writes `element` as the first of `cases` that takes it, named as that case.
@usableFromInline
func writeChoice<Output>(
    _ element: Output, cases: [XMLCase<Output>], names: [XMLQualifiedName], into writer: inout DescriptionWriter
) throws {
    for index in cases.indices where try cases[index].write(element, names[index], &writer) { return }
    throw XMLWriteError(
        kind: .notWritable,
        message: "no case of the choice of \(names.map(\.description).joined(separator: ", ")) writes \(element)")
}
