// One line of a description: a piece of XML (element, attribute, text) and where it goes.

/// The compiled form of one line of an ``XMLDescription``, produced by a component such as
/// ``XMLChildText`` or ``XMLChild``. It has no public members: write components, not mappings.
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
    /// How the line writes its part of a value back; empty for lines that write nothing
    /// (``XMLFlatten``, ``XMLIgnore``, ``XMLOnComplete``).
    @usableFromInline let writes: [WriteEntry<Model>]
    /// Whether a value must have what the line reads (see ``XMLDescriptionComponent/required()``).
    let isRequired: Bool

    @usableFromInline
    init(_ entries: [Entry], writes: [WriteEntry<Model>]) {
        self.entries = entries
        self.writes = writes
        self.isRequired = false
    }

    @usableFromInline
    init(_ entry: Entry, write: WriteEntry<Model>?) {
        self.entries = [entry]
        self.writes = write.map { [$0] } ?? []
        self.isRequired = false
    }

    private init(_ entries: [Entry], writes: [WriteEntry<Model>], isRequired: Bool) {
        self.entries = entries
        self.writes = writes
        self.isRequired = isRequired
    }

    /// The same line, marked required.
    func markedRequired() -> XMLMapping {
        XMLMapping(entries, writes: writes, isRequired: true)
    }
}

extension XMLMapping {
    /// Makes a setter that converts text with `V`'s ``XMLValue`` conformance and stores it.
    @inlinable
    static func setter<V: XMLValue>(_ keyPath: WritableKeyPath<Model, V>) -> ValueSetter {
        if let written = writtenOutSetter(keyPath) { return written }
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

    /// The setter of a common value type, with the type written out. In a model that is itself
    /// generic (`FeedText<Name>`) the general setter runs unspecialized, and its `V?` asks the
    /// runtime for `Optional<V>`'s metadata on every value read (a hashed lookup of some
    /// 600 instructions, twice for an optional property). Each closure here names its type, so
    /// that it is compiled for that type even when `Model` stays generic (a generic helper's
    /// closure would not be: Swift does not specialize it for some parameters only).
    @inlinable
    static func writtenOutSetter<V: XMLValue>(_ keyPath: WritableKeyPath<Model, V>) -> ValueSetter? {
        let expected = displayName(of: V.self)
        switch V.self {
        case is String.Type:
            let writer = PropertyWriter(unsafeDowncast(keyPath, to: WritableKeyPath<Model, String>.self))
            return ValueSetter(expected: expected) { builder, text in writer.set(text.string, in: builder) }
        case is String?.Type:
            let writer = PropertyWriter(unsafeDowncast(keyPath, to: WritableKeyPath<Model, String?>.self))
            return ValueSetter(expected: expected) { builder, text in writer.set(text.string, in: builder) }
        case is Int?.Type:
            let writer = PropertyWriter(unsafeDowncast(keyPath, to: WritableKeyPath<Model, Int?>.self))
            return ValueSetter(expected: expected) { builder, text in
                guard let value = Int?(xmlText: text) else { throw ValueRejected() }
                writer.set(value, in: builder)
            }
        case is XMLDate?.Type:
            let writer = PropertyWriter(unsafeDowncast(keyPath, to: WritableKeyPath<Model, XMLDate?>.self))
            return ValueSetter(expected: expected) { builder, text in
                guard let value = XMLDate?(xmlText: text) else { throw ValueRejected() }
                writer.set(value, in: builder)
            }
        default:
            return nil
        }
    }

    /// Makes a setter that converts text with a custom conversion and stores it.
    @inlinable
    static func setter<V>(_ keyPath: WritableKeyPath<Model, V>, _ conversion: XMLConversion<V>) -> ValueSetter {
        let writer = PropertyWriter(keyPath)
        let convert = conversion.convert
        return ValueSetter(expected: conversion.expected) { builder, text in
            try storeConverted(text, convert) { writer.set($0, in: builder) }
        }
    }

    /// Converts `text` and stores the value; a value read with a warning (an
    /// ``XMLConversionWarning``) is stored, then the warning goes on to the engine.
    @inlinable @inline(__always)
    static func storeConverted<V>(
        _ text: borrowing XMLText, _ convert: (borrowing XMLText) throws -> V, _ store: (V) -> Void
    ) throws {
        let value: V
        do {
            value = try convert(text)
        } catch let warning as XMLConversionWarning {
            guard let read = warning.value as? V else { throw XMLConversionFailure() }
            store(read)
            throw warning
        }
        store(value)
    }

    /// Makes a setter for an optional property from a conversion to the wrapped type.
    @inlinable
    static func optionalSetter<V>(_ keyPath: WritableKeyPath<Model, V?>, _ conversion: XMLConversion<V>) -> ValueSetter
    {
        let writer = PropertyWriter(keyPath)
        let convert = conversion.convert
        return ValueSetter(expected: conversion.expected) { builder, text in
            try storeConverted(text, convert) { writer.set($0, in: builder) }
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
