// The mappings of text (of child elements, attributes, or the element itself) behind the public components.

extension XMLMapping {
    // Sets a `String` property from the text of a child element.
    @inlinable
    static func text(_ name: String, _ keyPath: WritableKeyPath<Model, String>, trimmed: Bool = false) -> Self {
        let reader = PropertyReader(keyPath)
        return Self(
            .element(name: name, wrapper: nil, action: .value(stringSetter(keyPath, trimmed: trimmed)), role: "text"),
            write: .element(names: [name], wrapper: nil, content: .text { reader.read($0) }))
    }

    // Sets an optional `String` property from the text of a child element; absent means `nil`.
    @inlinable
    static func text(_ name: String, _ keyPath: WritableKeyPath<Model, String?>, trimmed: Bool = false) -> Self {
        let reader = PropertyReader(keyPath)
        return Self(
            .element(name: name, wrapper: nil, action: .value(stringSetter(keyPath, trimmed: trimmed)), role: "text"),
            write: .element(names: [name], wrapper: nil, content: .text { reader.read($0) }))
    }

    // Sets a property of any ``XMLValue`` type (numbers, `Bool`, `Decimal`, `URL`, raw-value
    @inlinable
    static func value<V: XMLValue>(_ name: String, _ keyPath: WritableKeyPath<Model, V>) -> Self {
        let reader = PropertyReader(keyPath)
        return Self(
            .element(name: name, wrapper: nil, action: .value(setter(keyPath)), role: "value"),
            write: .element(names: [name], wrapper: nil, content: .text { reader.read($0).xmlText }))
    }

    // Sets an optional property of any ``XMLValue`` type; `nil` writes nothing.
    @inlinable
    static func value<V: XMLValue>(_ name: String, _ keyPath: WritableKeyPath<Model, V?>) -> Self {
        let reader = PropertyReader(keyPath)
        return Self(
            .element(name: name, wrapper: nil, action: .value(setter(keyPath)), role: "value"),
            write: .element(names: [name], wrapper: nil, content: .text { reader.read($0)?.xmlText }))
    }

    // Sets a property from the text of a child element through a custom conversion.
    @inlinable
    static func value<V>(_ name: String, _ keyPath: WritableKeyPath<Model, V>, using conversion: XMLConversion<V>)
        -> Self
    {
        let reader = PropertyReader(keyPath)
        return Self(
            .element(name: name, wrapper: nil, action: .value(setter(keyPath, conversion)), role: "value"),
            write: .element(
                names: [name], wrapper: nil, content: .text { try conversion.text(for: reader.read($0)) }))
    }

    // Sets an optional property from the text of a child element through a custom conversion.
    @inlinable
    static func value<V>(_ name: String, _ keyPath: WritableKeyPath<Model, V?>, using conversion: XMLConversion<V>)
        -> Self
    {
        let reader = PropertyReader(keyPath)
        return Self(
            .element(name: name, wrapper: nil, action: .value(optionalSetter(keyPath, conversion)), role: "value"),
            write: .element(
                names: [name], wrapper: nil,
                content: .text { model in try reader.read(model).map { try conversion.text(for: $0) } }))
    }

    // Appends the value of each repeated child element `name` to an array, in document order.
    @inlinable
    static func values<V: XMLValue>(_ name: String, _ keyPath: WritableKeyPath<Model, [V]>, wrapper: String? = nil)
        -> Self
    {
        let reader = PropertyReader(keyPath)
        let writer = PropertyWriter(keyPath)
        let setter = ValueSetter(expected: displayName(of: V.self)) { builder, text in
            guard let value = V(xmlText: text) else { throw ValueRejected() }
            writer.append(value, in: builder)
        }
        return Self(
            .element(name: name, wrapper: wrapper, action: .value(setter), role: "values"),
            write: .element(names: [name], wrapper: wrapper, content: .texts { reader.read($0).map(\.xmlText) }))
    }

    // Sets a property from an attribute of the object's own element.
    @inlinable
    static func attribute<V: XMLValue>(_ name: String, _ keyPath: WritableKeyPath<Model, V>) -> Self {
        let reader = PropertyReader(keyPath)
        return Self(
            .attribute(name: name, setter: setter(keyPath)),
            write: .attribute(name: name) { reader.read($0).xmlText })
    }

    // Sets an optional property from an attribute; `nil` writes no attribute.
    @inlinable
    static func attribute<V: XMLValue>(_ name: String, _ keyPath: WritableKeyPath<Model, V?>) -> Self {
        let reader = PropertyReader(keyPath)
        return Self(
            .attribute(name: name, setter: setter(keyPath)),
            write: .attribute(name: name) { reader.read($0)?.xmlText })
    }

    // Sets a property from an attribute of the object's own element through a custom conversion.
    @inlinable
    static func attribute<V>(_ name: String, _ keyPath: WritableKeyPath<Model, V>, using conversion: XMLConversion<V>)
        -> Self
    {
        let reader = PropertyReader(keyPath)
        return Self(
            .attribute(name: name, setter: setter(keyPath, conversion)),
            write: .attribute(name: name) { try conversion.text(for: reader.read($0)) })
    }

    // Sets an optional property from an attribute through a custom conversion.
    @inlinable
    static func attribute<V>(_ name: String, _ keyPath: WritableKeyPath<Model, V?>, using conversion: XMLConversion<V>)
        -> Self
    {
        let reader = PropertyReader(keyPath)
        return Self(
            .attribute(name: name, setter: optionalSetter(keyPath, conversion)),
            write: .attribute(name: name) { model in try reader.read(model).map { try conversion.text(for: $0) } })
    }

    // Sets a property from the text directly inside the object's own element (not the text of
    @inlinable
    static func textContent<V: XMLValue>(_ keyPath: WritableKeyPath<Model, V>) -> Self {
        let reader = PropertyReader(keyPath)
        return Self(.ownText(setter(keyPath)), write: .ownText { reader.read($0).xmlText })
    }

    // Sets an optional property from the object's own text; `nil` writes no text.
    @inlinable
    static func textContent<V: XMLValue>(_ keyPath: WritableKeyPath<Model, V?>) -> Self {
        let reader = PropertyReader(keyPath)
        return Self(.ownText(setter(keyPath)), write: .ownText { reader.read($0)?.xmlText })
    }

    // Sets a property from the object's own text through a custom conversion.
    @inlinable
    static func textContent<V>(_ keyPath: WritableKeyPath<Model, V>, using conversion: XMLConversion<V>) -> Self {
        let reader = PropertyReader(keyPath)
        return Self(
            .ownText(setter(keyPath, conversion)), write: .ownText { try conversion.text(for: reader.read($0)) })
    }
}
