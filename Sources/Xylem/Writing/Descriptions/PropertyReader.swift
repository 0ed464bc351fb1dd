// Reads a property of a value through a key path: for stored properties of structs the key
// path's byte offset is taken once, and reads go straight to that address in the value, which the
// write plan lends by address.

@usableFromInline
struct PropertyReader<Model, Value> {
    @usableFromInline let keyPath: KeyPath<Model, Value>
    @usableFromInline let offset: Int?

    @inlinable
    init(_ keyPath: KeyPath<Model, Value>) {
        self.keyPath = keyPath
        self.offset = MemoryLayout<Model>.offset(of: keyPath)
        assert(
            offset.map { $0 >= 0 && $0 + MemoryLayout<Value>.size <= MemoryLayout<Model>.size } ?? true,
            "a property's offset lies outside its model")
    }

    /// The property of the value at `model`, read at its offset without copying the value.
    @inlinable
    func read(_ model: UnsafePointer<Model>) -> Value {
        guard let offset else { return model.pointee[keyPath: keyPath] }
        return UnsafeRawPointer(model).load(fromByteOffset: offset, as: Value.self)
    }
}
