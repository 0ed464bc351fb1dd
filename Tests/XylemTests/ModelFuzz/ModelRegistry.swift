// Where generated types find their shapes: a process-wide table from a model type's
// ObjectIdentifier (and from its number) to its shape, and the descriptions made once for the
// shapes that ask for it. Numbers are never reused, so a type's shape never changes.

// The registry's lock is Xylem's pthread-based LockedValue, which ThreadSanitizer sees (it does
// not see Swift's Mutex hand a contended lock over on Linux, and reports a race).
@testable import Xylem

final class ModelRegistry: Sendable {
    static let shared = ModelRegistry()

    private struct State {
        var shapes: [ObjectIdentifier: ModelShape] = [:]
        var types: [ModelID: any FuzzModel.Type] = [:]
        /// Descriptions of `computedOnce` shapes, as `XMLDescription<Model>` values.
        var descriptions: [ObjectIdentifier: any Sendable] = [:]
        var nextNumber = 1
    }

    private let state = LockedValue(State())

    private init() {
        for fixed in FixedModels.all {
            register(fixed.shape, as: fixed.type)
        }
    }

    /// Numbers for `count` new model types, never handed out before in this process.
    func reserveNumbers(_ count: Int) -> [ModelID] {
        state.withLock { state in
            let first = state.nextNumber
            state.nextNumber += count
            return Array(first..<(first + count))
        }
    }

    /// Attaches `shape` to the type minted for its number and form.
    @discardableResult
    func register(_ shape: ModelShape) -> any FuzzModel.Type {
        let type = TypeMint.modelType(shape.id, form: shape.form)
        register(shape, as: type)
        return type
    }

    private func register(_ shape: ModelShape, as type: any FuzzModel.Type) {
        state.withLock { state in
            precondition(state.shapes[ObjectIdentifier(type)] == nil, "a model type's shape is set once")
            state.shapes[ObjectIdentifier(type)] = shape
            state.types[shape.id] = type
        }
    }

    func shape(of type: any FuzzModel.Type) -> ModelShape {
        guard let shape = state.withLock({ $0.shapes[ObjectIdentifier(type)] }) else {
            preconditionFailure("no shape for \(type)")
        }
        return shape
    }

    func shape(_ id: ModelID) -> ModelShape {
        shape(of: type(id))
    }

    func type(_ id: ModelID) -> any FuzzModel.Type {
        guard let type = state.withLock({ $0.types[id] }) else { preconditionFailure("no model numbered \(id)") }
        return type
    }

    /// The description of `type`, as its shape says it is provided: made anew on every call, or
    /// made once. (Made outside the lock: making one asks the registry for other types.)
    func description<Model: FuzzModel>(of type: Model.Type) -> XMLDescription<Model> {
        let shape = shape(of: type)
        switch shape.descriptionForm {
        case .computedEachTime, .stored:
            return DescriptionMaker.make(Model.self, shape: shape)
        case .computedOnce:
            let key = ObjectIdentifier(type)
            if let made = state.withLock({ $0.descriptions[key] }) { return made as! XMLDescription<Model> }
            let description = DescriptionMaker.make(Model.self, shape: shape)
            return state.withLock { state in
                if let first = state.descriptions[key] { return first as! XMLDescription<Model> }
                state.descriptions[key] = description
                return description
            }
        }
    }
}
