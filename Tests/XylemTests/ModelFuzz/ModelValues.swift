// The values of a generated model's slots: what a new model holds before anything is read, and
// how hooks and the neutral form read a line's value back.

import Foundation
import Xylem

/// The values a new model holds before anything is read.
enum EmptyValues {
    /// A slot that its line does not use (the value lives in a stored property, or the line
    /// stores nothing).
    struct Unused: Sendable {}

    static func initial(for line: ShapeLine) -> any Sendable {
        switch line {
        case .text(_, _, let optional, let storage):
            guard storage == .slot else { return Unused() }
            return optional ? String?.none as any Sendable : ""
        case .value(_, let spec, let storage), .attribute(_, let spec, let storage),
            .textContent(let spec, let storage):
            guard storage == .slot else { return Unused() }
            let type = DescriptionMaker.scalarType(ScalarSpec(type: spec.type, isOptional: false))
            return spec.isOptional ? none(type) : zero(type)
        case .values(_, let spec, _):
            return emptyList(DescriptionMaker.scalarType(spec))
        case .child(_, let child, let optional):
            let type = ModelRegistry.shared.type(child)
            return optional ? none(type) : type.init()
        case .children(_, let child, _):
            return emptyList(ModelRegistry.shared.type(child))
        case .cases, .kinds(_, _, many: true, wrapper: _):
            return [AnyFuzzModel]()
        case .kinds(_, _, many: false, wrapper: _):
            return AnyFuzzModel?.none as any Sendable
        case .rawXML(_, let optional):
            return optional ? String?.none as any Sendable : ""
        case .onComplete(.count), .onComplete(.countItems):
            return 0
        case .onComplete(.failOnMarker), .skip, .ignore, .extensions:
            return Unused()
        }
    }

    private static func zero<V: FuzzScalar>(_ type: V.Type) -> any Sendable {
        switch V.self {
        case is String.Type: return "" as! V
        case is XMLString.Type: return XMLString() as! V
        case is Int.Type: return 0 as Int as! V
        case is Int8.Type: return 0 as Int8 as! V
        case is Int16.Type: return 0 as Int16 as! V
        case is Int32.Type: return 0 as Int32 as! V
        case is Int64.Type: return 0 as Int64 as! V
        case is UInt8.Type: return 0 as UInt8 as! V
        case is UInt16.Type: return 0 as UInt16 as! V
        case is UInt32.Type: return 0 as UInt32 as! V
        case is UInt64.Type: return 0 as UInt64 as! V
        case is Double.Type: return 0.0 as Double as! V
        case is Bool.Type: return false as! V
        case is Decimal.Type: return Decimal(0) as! V
        case is FuzzColor.Type: return FuzzColor.red as! V
        default: preconditionFailure("no zero value for \(V.self)")
        }
    }

    private static func emptyList<V: Sendable>(_ type: V.Type) -> any Sendable { [V]() }

    private static func none<V: Sendable>(_ type: V.Type) -> any Sendable { V?.none }
}

/// Reads line values out of a model, for hooks and for the neutral form.
enum ModelValues {
    /// The value a scalar line stored (stored property or slot).
    static func scalar(of model: any FuzzModel, storage: ScalarStorage, at index: Int) -> Any {
        switch storage {
        case .slot: return model.slots[index]
        case .stored(let property):
            switch property {
            case .string: return model.storedString
            case .optionalString: return model.storedOptionalString as Any
            case .int: return model.storedInt
            case .optionalInt: return model.storedOptionalInt as Any
            case .xmlString: return model.storedXMLString
            case .optionalXMLString: return model.storedOptionalXMLString as Any
            case .double: return model.storedDouble
            }
        }
    }

    /// The text a ``ShapeLine/text(_:trimmed:optional:storage:)`` line holds, nil when it is unset.
    static func text(of model: any FuzzModel, line: ShapeLine, at index: Int) -> String? {
        guard case .text(_, _, _, let storage) = line else { return nil }
        let value = scalar(of: model, storage: storage, at: index)
        if let text = value as? String { return text }
        if let text = value as? String? { return text }
        return nil
    }
}
