// Reads a property of a value through a key path: for stored properties of structs the key
// path's byte offset is taken once, and reads go straight to that address.

@usableFromInline
struct PropertyReader<Model, Value> {
    @usableFromInline let keyPath: KeyPath<Model, Value>
    @usableFromInline let offset: Int?

    @inlinable
    init(_ keyPath: KeyPath<Model, Value>) {
        self.keyPath = keyPath
        self.offset = MemoryLayout<Model>.offset(of: keyPath)
    }

    @inlinable
    func read(_ model: Model) -> Value {
        guard let offset else { return model[keyPath: keyPath] }
        return withUnsafePointer(to: model) {
            UnsafeRawPointer($0).load(fromByteOffset: offset, as: Value.self)
        }
    }
}
