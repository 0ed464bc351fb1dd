// The mappings of child elements to nested objects and arrays behind the public components.

extension XMLMapping {
    // Sets a nested object from a child element, read with the child type's own description.
    @inlinable
    static func child<T: XMLReadable>(_ name: String, _ keyPath: WritableKeyPath<Model, T>) -> Self {
        let reader = PropertyReader(keyPath)
        let writer = PropertyWriter(keyPath)
        let action = ObjectAction(building: T.self) { parent, child in
            writer.set(unsafeDowncast(child, to: ObjectBuilder<T>.self).take(), in: parent)
        }
        let objects = ObjectsWrite<Model>(
            isEmpty: { _ in false },
            write: { model, names, writer in try writer.write(reader.read(model), as: names[0]) },
            nested: { [T.cachedDescription.writing] })
        return Self(
            .element(name: name, wrapper: nil, action: .object(action), role: "child"),
            write: .element(names: [name], wrapper: nil, content: .objects(objects)))
    }

    // Sets an optional nested object from a child element; absent means `nil`.
    @inlinable
    static func child<T: XMLReadable>(_ name: String, _ keyPath: WritableKeyPath<Model, T?>) -> Self {
        let reader = PropertyReader(keyPath)
        let writer = PropertyWriter(keyPath)
        let action = ObjectAction(building: T.self) { parent, child in
            writer.set(unsafeDowncast(child, to: ObjectBuilder<T>.self).take(), in: parent)
        }
        let objects = ObjectsWrite<Model>(
            isEmpty: { reader.read($0) == nil },
            write: { model, names, writer in
                if let child = reader.read(model) { try writer.write(child, as: names[0]) }
            },
            nested: { [T.cachedDescription.writing] })
        return Self(
            .element(name: name, wrapper: nil, action: .object(action), role: "child"),
            write: .element(names: [name], wrapper: nil, content: .objects(objects)))
    }

    // Appends an object for each repeated child element `name`, in document order.
    @inlinable
    static func children<T: XMLReadable>(
        _ name: String, _ keyPath: WritableKeyPath<Model, [T]>, wrapper: String? = nil
    ) -> Self {
        let reader = PropertyReader(keyPath)
        // Not through a Case: one closure call fewer per child, and one specialization fewer.
        let writer = PropertyWriter(keyPath)
        let action = ObjectAction(building: T.self) { parent, child in
            writer.append(unsafeDowncast(child, to: ObjectBuilder<T>.self).take(), in: parent)
        }
        let objects = ObjectsWrite<Model>(
            isEmpty: { reader.read($0).isEmpty },
            write: { model, names, writer in
                for child in reader.read(model) { try writer.write(child, as: names[0]) }
            },
            nested: { [T.cachedDescription.writing] })
        return Self(
            .element(name: name, wrapper: wrapper, action: .object(action), role: "children"),
            write: .element(names: [name], wrapper: wrapper, content: .objects(objects)))
    }

    // Appends objects of several types, chosen by element name, to one array in document order.
    @inlinable
    static func children<Element>(
        _ keyPath: WritableKeyPath<Model, [Element]>, wrapper: String? = nil,
        @XMLCaseBuilder<Element> _ cases: () -> [XMLCase<Element>]
    ) -> Self {
        let reader = PropertyReader(keyPath)
        let writer = PropertyWriter(keyPath)
        let choices = cases()
        let entries = choices.map { choice -> Entry in
            let extract = choice.extract
            let action = ObjectAction(make: choice.make, plan: choice.plan) { parent, child in
                writer.append(extract(child), in: parent)
            }
            return .element(name: choice.name, wrapper: wrapper, action: .object(action), role: "children")
        }
        let objects = ObjectsWrite<Model>(
            isEmpty: { reader.read($0).isEmpty },
            write: { model, names, writer in
                for element in reader.read(model) {
                    try writeChoice(element, cases: choices, names: names, into: &writer)
                }
            },
            nested: { choices.map { $0.writing() } })
        return Self(
            entries, writes: [.element(names: choices.map(\.name), wrapper: wrapper, content: .objects(objects))])
    }
}

extension XMLMapping {
    // Sets an optional object of a kind chosen at run time.
    @inlinable
    static func child<Base>(_ name: String, _ keyPath: WritableKeyPath<Model, Base?>, kinds: XMLKinds<Base>) -> Self {
        let reader = PropertyReader(keyPath)
        let writer = PropertyWriter(keyPath)
        let selector = kinds.selector { parent, value in writer.set(value, in: parent) }
        let objects = ObjectsWrite<Model>(
            isEmpty: { reader.read($0) == nil },
            write: { model, names, writer in
                if let value = reader.read(model) { try kinds.write(value, as: names[0], into: &writer) }
            },
            nested: { kinds.writings() })
        return Self(
            .element(name: name, wrapper: nil, action: .kinds(selector, isRecord: false), role: "child"),
            write: .element(names: [name], wrapper: nil, content: .objects(objects)))
    }

    // Appends objects of kinds chosen at run time.
    @inlinable
    static func children<Base>(
        _ name: String, _ keyPath: WritableKeyPath<Model, [Base]>, kinds: XMLKinds<Base>, wrapper: String?
    ) -> Self {
        let reader = PropertyReader(keyPath)
        let writer = PropertyWriter(keyPath)
        let selector = kinds.selector { parent, value in writer.append(value, in: parent) }
        let objects = ObjectsWrite<Model>(
            isEmpty: { reader.read($0).isEmpty },
            write: { model, names, writer in
                for value in reader.read(model) { try kinds.write(value, as: names[0], into: &writer) }
            },
            nested: { kinds.writings() })
        return Self(
            .element(name: name, wrapper: wrapper, action: .kinds(selector, isRecord: false), role: "children"),
            write: .element(names: [name], wrapper: wrapper, content: .objects(objects)))
    }
}

extension Array {
    /// Appends, making room for four elements at the first append: repeated children usually
    /// come in small groups, and growing an array one, two, then four elements at a time costs an
    /// allocation and a copy each.
    @inlinable
    mutating func appendGrowingByFour(_ element: consuming Element) {
        if isEmpty { reserveCapacity(4) }
        append(element)
    }
}
