// The structural mappings (skip, ignore, raw XML, completion hooks) behind the public components.

extension XMLMapping {
    // Makes an element transparent: it disappears and its children are read as if they were
    @inlinable
    static func flatten(_ name: String) -> Self {
        Self(.element(name: name, wrapper: nil, action: .skip(nil), role: "flatten"), write: nil)
    }

    // Passes over an element and its whole subtree without looking inside.
    @inlinable
    static func ignore(_ name: String) -> Self {
        Self(.element(name: name, wrapper: nil, action: .ignore, role: "ignore"), write: nil)
    }

    // Captures the inner XML of a child element (its content, markup kept) as a string.
    @inlinable
    static func rawXML(_ name: String, _ keyPath: WritableKeyPath<Model, String>) -> Self {
        let reader = PropertyReader(keyPath)
        return Self(
            .element(name: name, wrapper: nil, action: .raw(stringSetter(keyPath, trimmed: false)), role: "raw XML"),
            write: .element(names: [name], wrapper: nil, content: .raw { reader.read($0) }))
    }

    // Captures the inner XML of a child element as an optional string; absent means `nil`.
    @inlinable
    static func rawXML(_ name: String, _ keyPath: WritableKeyPath<Model, String?>) -> Self {
        let reader = PropertyReader(keyPath)
        return Self(
            .element(name: name, wrapper: nil, action: .raw(stringSetter(keyPath, trimmed: false)), role: "raw XML"),
            write: .element(names: [name], wrapper: nil, content: .raw { reader.read($0) }))
    }

    // Runs `hook` when the object's end tag is reached, after all its children are set and
    @inlinable
    static func onComplete(_ hook: @escaping @Sendable (inout Model) throws -> Void) -> Self {
        Self(
            .completion { builder in try hook(&unsafeDowncast(builder, to: ObjectBuilder<Model>.self).value) },
            write: nil)
    }
}
