// The extension values of one object, looked up by type many times while its view is made: the
// types are listed once, and each lookup compares type identities before it casts.

import Xylem

/// An object's extension values with their types, for the many typed lookups of a view.
struct ExtensionLookup {
    let values: [any XMLExtension]
    private let types: [ObjectIdentifier]

    init(_ extensions: XMLExtensions) {
        values = extensions.values
        types = values.map { ObjectIdentifier(type(of: $0)) }
    }

    /// The first value of type `E`.
    func first<E: XMLExtension>(_ type: E.Type) -> E? {
        let wanted = ObjectIdentifier(E.self)
        for index in types.indices where types[index] == wanted { return values[index] as? E }
        return nil
    }

    /// Every value of type `E`, in order.
    func all<E: XMLExtension>(_ type: E.Type) -> [E] {
        let wanted = ObjectIdentifier(E.self)
        return types.indices.compactMap { types[$0] == wanted ? values[$0] as? E : nil }
    }

    /// Whether a value's element is in the namespace `uri`.
    func contains(namespace uri: String) -> Bool {
        values.contains { type(of: $0).xmlName.namespaceURI == uri }
    }
}
