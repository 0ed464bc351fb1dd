// Writes a value into the object under construction through a key path. For stored properties of
// structs the key path's byte offset is taken once, and writes go straight to that address in the
// builder's storage: this skips the key-path runtime, which costs more than the rest of a setter.

@usableFromInline
struct PropertyWriter<Model, Value> {
    @usableFromInline let keyPath: WritableKeyPath<Model, Value>
    /// The property's offset inside `Model` when it is inline, directly addressable storage.
    @usableFromInline let offset: Int?

    @inlinable
    init(_ keyPath: WritableKeyPath<Model, Value>) {
        self.keyPath = keyPath
        self.offset = MemoryLayout<Model>.offset(of: keyPath)
    }

    /// Stores `value` in the builder's object, moving it in.
    @inlinable
    func set(_ value: consuming Value, in builder: AnyObjectBuilder) {
        if let offset {
            builder.property(at: offset, as: Value.self, of: Model.self).pointee = value
        } else {
            unsafeDowncast(builder, to: ObjectBuilder<Model>.self).storage.pointee[keyPath: keyPath] = value
        }
    }

    /// Mutates the property in place (appending to an array without copying it).
    @inlinable
    func modify(in builder: AnyObjectBuilder, _ body: (inout Value) -> Void) {
        if let offset {
            body(&builder.property(at: offset, as: Value.self, of: Model.self).pointee)
        } else {
            body(&unsafeDowncast(builder, to: ObjectBuilder<Model>.self).storage.pointee[keyPath: keyPath])
        }
    }

    /// Appends `element` to the array property, moving it in.
    @inlinable
    func append<Element>(_ element: consuming Element, in builder: AnyObjectBuilder) where Value == [Element] {
        if let offset {
            builder.property(at: offset, as: Value.self, of: Model.self).pointee.appendGrowingByFour(element)
        } else {
            unsafeDowncast(builder, to: ObjectBuilder<Model>.self).storage.pointee[keyPath: keyPath]
                .appendGrowingByFour(element)
        }
    }
}
