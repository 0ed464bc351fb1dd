// One line of a description: a piece of XML (element, attribute, text) and where it goes.

/// The compiled form of one line of an ``XMLDescription``, produced by a component such as
/// ``Text`` or ``Child``. It has no public members: write components, not mappings.
public struct XMLMapping<Model>: @unchecked Sendable {
    // Holds key paths and closures: immutable once made, and user closures are @Sendable.
    @usableFromInline
    enum Entry {
        case element(name: String, wrapper: String?, action: ElementAction, role: String)
        case attribute(name: String, setter: ValueSetter)
        case ownText(ValueSetter)
        case completion((AnyObjectBuilder) throws -> Void)
        case extensions(store: ExtensionStore?, declarations: [ExtensionDeclaration])
    }

    @usableFromInline let entries: [Entry]

    @usableFromInline
    init(_ entries: [Entry]) {
        self.entries = entries
    }

    @usableFromInline
    init(_ entry: Entry) {
        self.entries = [entry]
    }
}

extension XMLMapping {
    /// Makes a setter that converts text with `V`'s ``XMLValue`` conformance and stores it.
    @inlinable
    static func setter<V: XMLValue>(_ keyPath: WritableKeyPath<Model, V>) -> ValueSetter {
        let writer = PropertyWriter(keyPath)
        let isString = V.self == XMLString.self
        let isOptionalString = V.self == XMLString?.self
        return ValueSetter(
            expected: displayName(of: V.self),
            storedStringOffset: (isString || isOptionalString) ? writer.offset ?? -1 : -1,
            storedStringIsOptional: isOptionalString, storedStringOwner: ObjectIdentifier(ObjectBuilder<Model>.self)
        ) { builder, text in
            guard let value = V(xmlText: text) else { throw ValueRejected() }
            writer.set(value, in: builder)
        }
    }

    /// Makes a setter that converts text with a custom conversion and stores it.
    @inlinable
    static func setter<V>(_ keyPath: WritableKeyPath<Model, V>, _ conversion: XMLConversion<V>) -> ValueSetter {
        let writer = PropertyWriter(keyPath)
        let convert = conversion.convert
        return ValueSetter(expected: conversion.expected) { builder, text in
            let value = try convert(text)
            writer.set(value, in: builder)
        }
    }

    /// Makes a setter for an optional property from a conversion to the wrapped type.
    @inlinable
    static func optionalSetter<V>(_ keyPath: WritableKeyPath<Model, V?>, _ conversion: XMLConversion<V>) -> ValueSetter
    {
        let writer = PropertyWriter(keyPath)
        let convert = conversion.convert
        return ValueSetter(expected: conversion.expected) { builder, text in
            let value = try convert(text)
            writer.set(value, in: builder)
        }
    }

    /// Makes a setter for strings, optionally trimming surrounding whitespace.
    @inlinable
    static func stringSetter(_ keyPath: WritableKeyPath<Model, String>, trimmed: Bool) -> ValueSetter {
        let writer = PropertyWriter(keyPath)
        return ValueSetter(expected: "String") { builder, text in
            writer.set(trimmed ? text.trimmed.string : text.string, in: builder)
        }
    }

    /// Makes a setter for optional strings, optionally trimming surrounding whitespace.
    @inlinable
    static func stringSetter(_ keyPath: WritableKeyPath<Model, String?>, trimmed: Bool) -> ValueSetter {
        let writer = PropertyWriter(keyPath)
        return ValueSetter(expected: "String") { builder, text in
            writer.set(trimmed ? text.trimmed.string : text.string, in: builder)
        }
    }
}
