// How a kind's value is made from the default kind's value, type-erased for the engine: the
// builder that read an element as the default type hands its value over, converted, to a builder
// of the chosen kind, so that nothing read before the kind category is read twice. A kind that
// extends the default's plan with extension declarations converts in place: the builder keeps
// the value and goes on with the kind's plan.

/// A kind's conversion from the default kind's model type. (A class, so that choices share it
/// by reference.)
@usableFromInline
final class KindConversion: @unchecked Sendable {
    // Immutable; holds a closure made from @Sendable user code.
    /// The model type the conversion starts from.
    @usableFromInline let source: ObjectIdentifier
    /// Moves the value out of `from` (an `ObjectBuilder` of the source type), converts it and
    /// stores it in `into` (an `ObjectBuilder` of the kind's type); `from` is left holding an
    /// empty value, as after a finished object, so that it can be reused. Nil when the kind's plan
    /// extends the default's (same model type, same tables): the default's builder then takes the
    /// kind's plan and keeps its value (see `ReadEngine.convertLive`).
    @usableFromInline let move: ((_ from: AnyObjectBuilder, _ into: AnyObjectBuilder) -> Void)?

    // Inlinable so that `move` is specialized for the two model types where a kind is registered
    // (generic, it moved, converted and stored each value through witness tables).
    @inlinable
    init<Default: XMLReadable, T: XMLReadable>(
        from _: Default.Type, to _: T.Type, _ convert: @escaping @Sendable (consuming Default) -> T
    ) {
        source = ObjectIdentifier(Default.self)
        move = { from, into in
            // Taken straight into the call: a value bound to a local first was copied (a retain
            // for each of its references) and the original released after the call.
            unsafeDowncast(into, to: ObjectBuilder<T>.self).value = convert(
                unsafeDowncast(from, to: ObjectBuilder<Default>.self).take())
        }
    }

    /// The conversion of a kind whose plan extends the default's, of model type `Model`: the
    /// value stays where it is, only the plan it goes on with changes.
    @inlinable
    init<Model: XMLReadable>(inPlaceOf _: Model.Type) {
        source = ObjectIdentifier(Model.self)
        move = nil
    }
}
