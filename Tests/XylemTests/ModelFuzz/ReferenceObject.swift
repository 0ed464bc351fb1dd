// The reference's objects under construction, and the values a model holds before anything is
// read into it.

import Foundation
import Xylem

/// An object being read: its fields in neutral form, its own text so far, its extensions.
final class ReferenceObject {
    let shape: ModelShape
    var fields: [NeutralValue]
    var ownText = ""
    var extensions = NeutralExtensions()
    var counters: [Int: Int] = [:]

    init(_ shape: ModelShape) {
        self.shape = shape
        fields = shape.lines.map(ReferenceDefaults.field)
    }

    var neutral: NeutralValue {
        var values = fields
        for (index, line) in shape.lines.enumerated() {
            if case .extensions = line { values[index] = .extensions(extensions) }
            if case .onComplete(.count) = line { values[index] = .scalar("\(counters[index] ?? 0)") }
        }
        return .object(model: shape.id, fields: values)
    }
}

/// The values of a model nobody has read into.
enum ReferenceDefaults {
    static func field(_ line: ShapeLine) -> NeutralValue {
        switch line {
        case .text(_, _, let optional, _):
            return optional ? .absent : NeutralValue.scalar("", ScalarSpec(type: .string, isOptional: false))
        case .value(_, let spec, _), .attribute(_, let spec, _), .textContent(let spec, _):
            return spec.isOptional ? .absent : NeutralValue.scalar(zero(spec.type), spec)
        case .values, .children, .cases, .kinds(_, _, many: true, wrapper: _):
            return .list([])
        case .child(_, let model, let optional):
            return optional ? .absent : object(ModelRegistry.shared.shape(model))
        case .kinds(_, _, many: false, wrapper: _):
            return .absent
        case .rawXML(_, let optional):
            return optional ? .absent : .markup([])
        case .onComplete(.count), .onComplete(.countItems):
            return .scalar("0")
        case .onComplete(.failOnMarker), .skip, .ignore:
            return .absent
        case .extensions:
            return .extensions(NeutralExtensions())
        }
    }

    static func object(_ shape: ModelShape) -> NeutralValue {
        .object(model: shape.id, fields: shape.lines.map(field))
    }

    /// What a non-optional scalar holds before anything is read: zero, empty, false, the first case.
    static func zero(_ type: ScalarType) -> Any {
        switch type {
        case .string: ""
        case .xmlString: XMLString()
        case .int: 0 as Int
        case .int8: 0 as Int8
        case .int16: 0 as Int16
        case .int32: 0 as Int32
        case .int64: 0 as Int64
        case .uint8: 0 as UInt8
        case .uint16: 0 as UInt16
        case .uint32: 0 as UInt32
        case .uint64: 0 as UInt64
        case .double: 0.0
        case .bool: false
        case .decimal: Decimal(0)
        case .color: FuzzColor.red
        }
    }
}
