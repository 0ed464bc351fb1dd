// One registered kind: the model type chosen when an element's kind attribute or kind category
// says so, and how it becomes the collection's element type.

/// A type registered in ``XMLKinds``, chosen by the value of the kind attribute (such as
/// `gd:kind="calendar#event"`) or by a kind category (scheme and term; either may be a wildcard).
///
/// ```swift
/// XMLKind(Event.self, kind: "calendar#event",
///      scheme: "http://schemas.google.com/g/2005#kind",
///      term: "http://schemas.google.com/g/2005#event") { $0 as any EntryProtocol }
/// ```
public struct XMLKind<Base>: @unchecked Sendable {
    // Holds closures made from @Sendable user code and type metadata only.
    @usableFromInline let typeName: String
    @usableFromInline let kind: String?
    @usableFromInline let scheme: String?
    @usableFromInline let term: String?
    @usableFromInline let make: () -> AnyObjectBuilder
    @usableFromInline let plan: () -> ObjectPlan
    @usableFromInline let extract: (AnyObjectBuilder) -> Base
    /// The model type this kind reads.
    @usableFromInline let modelType: ObjectIdentifier
    /// For a kind made from the default kind's value (see
    /// ``init(_:kind:scheme:term:from:converting:match:_:)``): the default's model type, and how a
    /// builder holding a default value hands it, converted, to a builder of this kind.
    @usableFromInline let conversion: KindConversion?
    /// Writes a value of the collection when it is of this kind (returns false otherwise).
    @usableFromInline let write: (Base, XMLQualifiedName, inout DescriptionWriter) throws -> Bool
    /// The descriptions a value of this kind is written with, for the namespaces a document
    /// declares at its root.
    @usableFromInline let writings: () -> [any DescriptionWritingNode]

    /// Registers `type`.
    ///
    /// - Parameters:
    ///   - type: The model type read when this kind is chosen.
    ///   - kind: The kind attribute's value that chooses it, if any.
    ///   - scheme: The kind category's scheme that chooses it; nil or `"*"` matches any scheme.
    ///   - term: The kind category's term that chooses it; nil or `"*"` matches any term.
    ///     With both scheme and term nil, the type is chosen only by `kind`.
    ///   - match: Finds the kind's value in a value of the collection, for writing; without it,
    ///     writing casts (`value as? T`), which works when `Base` is `T` or an existential.
    ///   - transform: Turns the value into the collection's element type.
    @inlinable
    public init<T: XMLReadable>(
        _ type: T.Type, kind: String? = nil, scheme: String? = nil, term: String? = nil,
        match: (@Sendable (Base) -> T?)? = nil,
        _ transform: @escaping @Sendable (consuming T) -> Base
    ) {
        self.init(type, kind: kind, scheme: scheme, term: term, transform, conversion: nil, match: match)
    }

    /// Registers `type` as a kind whose value can be made from the default kind's value, so
    /// that an element whose kind category comes after some of its children is read straight
    /// into the default type and converted when the category decides, instead of being kept and
    /// read again.
    ///
    /// ```swift
    /// XMLKind(Event.self, scheme: kindScheme, term: eventTerm,
    ///      from: Entry.self, converting: { Event(entry: $0) }) { $0 as any EntryProtocol }
    /// ```
    ///
    /// The registration promises that `type`'s description reads every element and attribute
    /// that the default type's description maps in the same way (and keeps unknown content the
    /// same way), and that `convert` carries everything the default value holds. The reader
    /// checks the rest: anything read before the decision that the two types could read
    /// differently (an element the default does not map, at any depth; a kind element inside)
    /// makes it keep the remaining events and read them into the chosen type, as it would
    /// without a conversion. When `defaultType` is not the registry's default type, or some
    /// kind chosen by category has no conversion, elements are kept and read again as before.
    ///
    /// - Parameters:
    ///   - type: The model type read when this kind is chosen.
    ///   - kind: The kind attribute's value that chooses it, if any.
    ///   - scheme: The kind category's scheme that chooses it; nil or `"*"` matches any scheme.
    ///   - term: The kind category's term that chooses it; nil or `"*"` matches any term.
    ///   - defaultType: The model type of the registry's default kind.
    ///   - convert: Makes this kind's value from a default value read so far.
    ///   - match: Finds the kind's value in a value of the collection, for writing; without it,
    ///     writing casts (`value as? T`), which works when `Base` is `T` or an existential.
    ///   - transform: Turns the value into the collection's element type.
    @inlinable
    public init<T: XMLReadable, Default: XMLReadable>(
        _ type: T.Type, kind: String? = nil, scheme: String? = nil, term: String? = nil,
        from defaultType: Default.Type, converting convert: @escaping @Sendable (consuming Default) -> T,
        match: (@Sendable (Base) -> T?)? = nil,
        _ transform: @escaping @Sendable (consuming T) -> Base
    ) {
        self.init(
            type, kind: kind, scheme: scheme, term: term, transform,
            conversion: KindConversion(from: defaultType, to: type, convert), match: match)
    }

    /// Registers `type` as a kind whose elements are read as `model`, the default kind's model
    /// type, with `declarations` added to the extensions its description declares, and made into
    /// `type` by `wrap` when each element ends.
    ///
    /// ```swift
    /// XMLKind(Event.self, scheme: kindScheme, term: eventTerm, extending: Entry.self,
    ///      declaring: { [XMLExtensionDeclaration(When.self), XMLExtensionDeclaration(WebContent.self, inside: Link.self)] },
    ///      wrapping: { Event(entry: $0) }) { $0 as any EntryProtocol }
    /// ```
    ///
    /// This is the registration for kind types that wrap the default type and differ from it
    /// only in the extensions they declare (as Google Data's kind entries wrap an entry). The
    /// kind's plan is the default's with the declarations added, compiled when the kind is first
    /// needed: an element read as the default type before its kind category decided goes on
    /// with the kind's declarations in place, without moving its value or changing tables, and
    /// every kind runs the default type's code. (When `model` is not the model type of the
    /// registry's default, the kind is read as any other: until the category decides, the
    /// element's events are kept, then replayed into it.)
    ///
    /// - Parameters:
    ///   - type: The type the kind's values become; its name is the kind's name.
    ///   - kind: The kind attribute's value that chooses it, if any.
    ///   - scheme: The kind category's scheme that chooses it; nil or `"*"` matches any scheme.
    ///   - term: The kind category's term that chooses it; nil or `"*"` matches any term.
    ///   - model: The model type of the registry's default kind, read with its own description.
    ///   - declarations: The ``XMLExtensionDeclaration`` lines the kind adds, made when the kind is first needed.
    ///   - wrap: Makes the kind's value from the value read.
    ///   - unwrap: Gives back the value `wrap` was given, for writing; without it, a value of the
    ///     kind is written only when it is a `Model` itself.
    ///   - match: Finds the kind's value in a value of the collection, for writing; without it,
    ///     writing casts (`value as? T`).
    ///   - transform: Turns the kind's value into the collection's element type.
    @inlinable
    public init<T, Model: XMLReadable>(
        _ type: T.Type, kind: String? = nil, scheme: String? = nil, term: String? = nil, extending model: Model.Type,
        declaring declarations: @escaping @Sendable () -> [XMLExtensionDeclaration],
        wrapping wrap: @escaping @Sendable (consuming Model) -> T,
        unwrapping unwrap: (@Sendable (T) -> Model)? = nil,
        match: (@Sendable (Base) -> T?)? = nil,
        _ transform: @escaping @Sendable (consuming T) -> Base
    ) {
        let name = displayName(of: T.self)
        let handle = DescriptionHandle<Model>()
        let extended = ExtendedPlan(typeName: name, base: { handle.description.plan }, declarations: declarations)
        self.init(
            typeName: name, kind: kind, scheme: scheme, term: term,
            make: { ObjectBuilder<Model>(plan: extended.plan, make: handle.description.make) },
            plan: { extended.plan },
            extract: { transform(wrap(unsafeDowncast($0, to: ObjectBuilder<Model>.self).take())) },
            modelType: ObjectIdentifier(Model.self), conversion: KindConversion(inPlaceOf: Model.self),
            write: { base, elementName, writer in
                guard let value = match.map({ $0(base) }) ?? (base as? T) else { return false }
                guard let model = unwrap?(value) ?? (value as? Model) else {
                    throw XMLWriteError(
                        kind: .notWritable,
                        message: "the kind \(name) cannot be written: give its XMLKind registration 'unwrapping:'")
                }
                try writer.write(model, as: elementName)
                return true
            },
            writings: { [handle.description.writing] + declarations().map { $0.declaration.writing() } })
    }

    // Inlinable so that `extract`, run for every record, is specialized for the model type in
    // the module that registers it (generic, it moved and remade each value through witness tables).
    @inlinable
    init<T: XMLReadable>(
        _ type: T.Type, kind: String?, scheme: String?, term: String?,
        _ transform: @escaping @Sendable (consuming T) -> Base,
        conversion: KindConversion?, match: (@Sendable (Base) -> T?)? = nil
    ) {
        let handle = DescriptionHandle<T>()
        self.init(
            typeName: displayName(of: T.self), kind: kind, scheme: scheme, term: term,
            make: { ObjectBuilder<T>(description: handle.description) }, plan: { handle.description.plan },
            extract: { transform(unsafeDowncast($0, to: ObjectBuilder<T>.self).take()) },
            modelType: ObjectIdentifier(T.self), conversion: conversion,
            write: { base, name, writer in
                guard let value = match.map({ $0(base) }) ?? (base as? T) else { return false }
                try writer.write(value, as: name)
                return true
            },
            writings: { [handle.description.writing] })
    }

    /// A registration from its parts, which the initializers above make for their kind of
    /// registration; a wildcard scheme or term (`"*"`) is stored as nil.
    @usableFromInline
    init(
        typeName: String, kind: String?, scheme: String?, term: String?, make: @escaping () -> AnyObjectBuilder,
        plan: @escaping () -> ObjectPlan, extract: @escaping (AnyObjectBuilder) -> Base, modelType: ObjectIdentifier,
        conversion: KindConversion?, write: @escaping (Base, XMLQualifiedName, inout DescriptionWriter) throws -> Bool,
        writings: @escaping () -> [any DescriptionWritingNode]
    ) {
        self.typeName = typeName
        self.kind = kind
        self.scheme = scheme == "*" ? nil : scheme
        self.term = term == "*" ? nil : term
        self.make = make
        self.plan = plan
        self.extract = extract
        self.modelType = modelType
        self.conversion = conversion
        self.write = write
        self.writings = writings
    }
}

/// Collects the ``XMLKind`` lines of an ``XMLKinds`` block.
@resultBuilder
public enum XMLKindBuilder<Base> {
    /// Accepts one registration.
    public static func buildExpression(_ kind: XMLKind<Base>) -> [XMLKind<Base>] { [kind] }
    /// Accepts registrations made elsewhere.
    public static func buildExpression(_ kinds: [XMLKind<Base>]) -> [XMLKind<Base>] { kinds }
    /// Joins the lines of a block.
    public static func buildBlock(_ parts: [XMLKind<Base>]...) -> [XMLKind<Base>] { parts.flatMap { $0 } }
    /// Supports `if` without `else`.
    public static func buildOptional(_ part: [XMLKind<Base>]?) -> [XMLKind<Base>] { part ?? [] }
    /// Supports `if`/`else` and `switch`.
    public static func buildEither(first part: [XMLKind<Base>]) -> [XMLKind<Base>] { part }
    /// Supports `if`/`else` and `switch`.
    public static func buildEither(second part: [XMLKind<Base>]) -> [XMLKind<Base>] { part }
    /// Supports `for` loops.
    public static func buildArray(_ parts: [[XMLKind<Base>]]) -> [XMLKind<Base>] { parts.flatMap { $0 } }
}
