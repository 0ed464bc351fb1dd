// Turns a shape into the XMLDescription a user would have written by hand: one public component
// per line, with key paths into the model's slots or stored properties.

import Foundation
import Xylem

/// A scalar type that a generated line may read, as a metatype the maker opens.
typealias FuzzScalar = XMLValue & Sendable

enum DescriptionMaker {
    static func make<Model: FuzzModel>(_ type: Model.Type, shape: ModelShape) -> XMLDescription<Model> {
        let lines = shape.lines
        return XMLDescription({ Model() }, namespaces: shape.namespaces, alternateNamespaces: shape.alternates) {
            for (index, line) in lines.enumerated() {
                mappings(for: line, at: index, in: Model.self)
            }
        }
    }

    /// The Swift type of a scalar spec.
    static func scalarType(_ spec: ScalarSpec) -> any FuzzScalar.Type {
        func wrapped<V: FuzzScalar>(_ type: V.Type) -> any FuzzScalar.Type { spec.isOptional ? V?.self : V.self }
        switch spec.type {
        case .string: return wrapped(String.self)
        case .xmlString: return wrapped(XMLString.self)
        case .int: return wrapped(Int.self)
        case .int8: return wrapped(Int8.self)
        case .int16: return wrapped(Int16.self)
        case .int32: return wrapped(Int32.self)
        case .int64: return wrapped(Int64.self)
        case .uint8: return wrapped(UInt8.self)
        case .uint16: return wrapped(UInt16.self)
        case .uint32: return wrapped(UInt32.self)
        case .uint64: return wrapped(UInt64.self)
        case .double: return wrapped(Double.self)
        case .bool: return wrapped(Bool.self)
        case .decimal: return wrapped(Decimal.self)
        case .color: return wrapped(FuzzColor.self)
        }
    }

    private static func path<Model: FuzzModel, V: Sendable>(
        _ storage: ScalarStorage, slot: Int, _ model: Model.Type, _ value: V.Type
    ) -> WritableKeyPath<Model, V> {
        switch storage {
        case .slot: \Model.[slot: slot]
        case .stored(let property): Model.storedPath(property) as! WritableKeyPath<Model, V>
        }
    }

    private static func mappings<Model: FuzzModel>(for line: ShapeLine, at index: Int, in model: Model.Type)
        -> [XMLMapping<Model>]
    {
        switch line {
        case .text(let name, let trimmed, let optional, let storage):
            if optional {
                return [
                    XMLChildText(name.written, path(storage, slot: index, Model.self, String?.self), trimmed: trimmed)
                        .mapping
                ]
            }
            return [
                XMLChildText(name.written, path(storage, slot: index, Model.self, String.self), trimmed: trimmed)
                    .mapping
            ]
        case .value(let name, let spec, let storage):
            return [value(name.written, storage, index, Model.self, scalarType(spec))]
        case .values(let name, let spec, let wrapper):
            return [values(name.written, wrapper?.written, index, Model.self, scalarType(spec))]
        case .attribute(let name, let spec, let storage):
            return [attribute(name.written, storage, index, Model.self, scalarType(spec))]
        case .textContent(let spec, let storage):
            return [textContent(storage, index, Model.self, scalarType(spec))]
        case .child(let name, let child, let optional):
            return [self.child(name.written, optional: optional, index, Model.self, ModelRegistry.shared.type(child))]
        case .children(let name, let child, let wrapper):
            return [children(name.written, wrapper?.written, index, Model.self, ModelRegistry.shared.type(child))]
        case .cases(let cases, let wrapper):
            let made = cases.map { makeCase($0.name.written, ModelRegistry.shared.type($0.model)) }
            let keyPath: WritableKeyPath<Model, [AnyFuzzModel]> = \Model.[slot: index]
            return [XMLChildren(keyPath, wrapper: wrapper?.written) { for choice in made { choice } }.mapping]
        case .kinds(let name, let spec, let many, let wrapper):
            let registry = kinds(spec)
            if many {
                let keyPath: WritableKeyPath<Model, [AnyFuzzModel]> = \Model.[slot: index]
                return [XMLChildren(name.written, keyPath, kinds: registry, wrapper: wrapper?.written).mapping]
            }
            let keyPath: WritableKeyPath<Model, AnyFuzzModel?> = \Model.[slot: index]
            return [XMLChild(name.written, keyPath, kinds: registry).mapping]
        case .skip(let name):
            return [XMLFlatten<Model>(name.written).mapping]
        case .ignore(let name):
            return [XMLIgnore<Model>(name.written).mapping]
        case .rawXML(let name, let optional):
            if optional {
                let keyPath: WritableKeyPath<Model, String?> = \Model.[slot: index]
                return [XMLInnerXML(name.written, keyPath).mapping]
            }
            let keyPath: WritableKeyPath<Model, String> = \Model.[slot: index]
            return [XMLInnerXML(name.written, keyPath).mapping]
        case .onComplete(let action):
            return [hook(action, slot: index, Model.self)]
        case .extensions(let keepUnknown, let declarations):
            let made = declarations.map(extensionDeclaration)
            return [XMLExtensionPoint(Model.extensionsPath, keepUnknown: keepUnknown) { made }.mapping]
        }
    }

    private static func value<Model: FuzzModel, V: FuzzScalar>(
        _ name: String, _ storage: ScalarStorage, _ slot: Int, _ model: Model.Type, _ type: V.Type
    ) -> XMLMapping<Model> {
        XMLChildValue(name, path(storage, slot: slot, Model.self, V.self)).mapping
    }

    private static func values<Model: FuzzModel, V: FuzzScalar>(
        _ name: String, _ wrapper: String?, _ slot: Int, _ model: Model.Type, _ type: V.Type
    ) -> XMLMapping<Model> {
        let keyPath: WritableKeyPath<Model, [V]> = \Model.[slot: slot]
        return XMLChildValues(name, keyPath, wrapper: wrapper).mapping
    }

    private static func attribute<Model: FuzzModel, V: FuzzScalar>(
        _ name: String, _ storage: ScalarStorage, _ slot: Int, _ model: Model.Type, _ type: V.Type
    ) -> XMLMapping<Model> {
        XMLAttribute(name, path(storage, slot: slot, Model.self, V.self)).mapping
    }

    private static func textContent<Model: FuzzModel, V: FuzzScalar>(
        _ storage: ScalarStorage, _ slot: Int, _ model: Model.Type, _ type: V.Type
    ) -> XMLMapping<Model> {
        XMLTextContent(path(storage, slot: slot, Model.self, V.self)).mapping
    }

    private static func child<Model: FuzzModel, Child: FuzzModel>(
        _ name: String, optional: Bool, _ slot: Int, _ model: Model.Type, _ type: Child.Type
    ) -> XMLMapping<Model> {
        if optional {
            let keyPath: WritableKeyPath<Model, Child?> = \Model.[slot: slot]
            return Xylem.XMLChild(name, keyPath).mapping
        }
        let keyPath: WritableKeyPath<Model, Child> = \Model.[slot: slot]
        return Xylem.XMLChild(name, keyPath).mapping
    }

    private static func children<Model: FuzzModel, Child: FuzzModel>(
        _ name: String, _ wrapper: String?, _ slot: Int, _ model: Model.Type, _ type: Child.Type
    ) -> XMLMapping<Model> {
        let keyPath: WritableKeyPath<Model, [Child]> = \Model.[slot: slot]
        return XMLChildren(name, keyPath, wrapper: wrapper).mapping
    }

    private static func makeCase<Chosen: FuzzModel>(_ name: String, _ type: Chosen.Type) -> XMLCase<AnyFuzzModel> {
        // Writing finds an element's case by its model type (the round-trip check writes choices).
        XMLCase(name, Chosen.self, { AnyFuzzModel(model: $0) }, match: { $0.model as? Chosen })
    }

    /// A case of `type` named `name`, for ``XMLChoices``.
    static func choiceCase(_ name: String, _ type: any FuzzModel.Type) -> XMLCase<AnyFuzzModel> {
        makeCase(name, type)
    }

    private static func kinds(_ spec: KindsSpec) -> XMLKinds<AnyFuzzModel> {
        let registered = spec.kinds.map { entry in
            kind(ModelRegistry.shared.type(entry.model), kind: entry.kind, scheme: entry.scheme, term: entry.term)
        }
        return XMLKinds(
            attribute: spec.attribute?.written, category: spec.category?.written, namespaces: spec.namespaces,
            default: kind(ModelRegistry.shared.type(spec.fallback), kind: nil, scheme: nil, term: nil)
        ) { registered }
    }

    private static func kind<Chosen: FuzzModel>(_ type: Chosen.Type, kind: String?, scheme: String?, term: String?)
        -> XMLKind<AnyFuzzModel>
    {
        XMLKind(Chosen.self, kind: kind, scheme: scheme, term: term, match: { $0.model as? Chosen }) {
            AnyFuzzModel(model: $0)
        }
    }

    private static func extensionDeclaration(_ declaration: ExtensionDeclaration) -> XMLExtensionDeclaration {
        guard let type = ModelRegistry.shared.type(declaration.type) as? any (FuzzModel & XMLExtension).Type else {
            preconditionFailure("extension \(declaration.type) is not an extension type")
        }
        guard let inside = declaration.inside else { return XMLExtensionDeclaration(type) }
        return extensionDeclaration(type, inside: ModelRegistry.shared.type(inside))
    }

    private static func extensionDeclaration<E: XMLExtension, Parent: FuzzModel>(
        _ type: E.Type, inside parent: Parent.Type
    ) -> XMLExtensionDeclaration {
        XMLExtensionDeclaration(E.self, inside: Parent.self)
    }

    private static func hook<Model: FuzzModel>(_ action: HookAction, slot: Int, _ model: Model.Type)
        -> XMLMapping<Model>
    {
        let shape = Model.shape
        switch action {
        case .count:
            return XMLOnComplete<Model> { model in model[slot: slot] = (model[slot: slot] as Int) + 1 }.mapping
        case .countItems(let line):
            return XMLOnComplete<Model> { model in
                model[slot: slot] = (model.slots[line] as? any Collection)?.count ?? -1
            }.mapping
        case .failOnMarker(let line):
            let textLine = shape.lines[line]
            return XMLOnComplete<Model> { model in
                if ModelValues.text(of: model, line: textLine, at: line) == MarkerFailure.marker {
                    throw MarkerFailure()
                }
            }.mapping
        }
    }
}
