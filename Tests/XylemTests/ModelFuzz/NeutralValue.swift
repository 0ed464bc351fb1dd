// The neutral form that both sides of the comparison produce: the engine's models are turned into
// it by reading their slots, the reference interpreter builds it directly. Markup (raw captures,
// kept unknown elements) is compared as a tree, since its spelling may differ.

import Foundation
import Xylem

/// A model value, independent of the Swift types that held it.
indirect enum NeutralValue: Hashable, Sendable, CustomStringConvertible {
    /// A nil optional, or a line that stores nothing.
    case absent
    /// A scalar in canonical text form.
    case scalar(String)
    case list([NeutralValue])
    /// An object of model `model`, one field per description line.
    case object(model: ModelID, fields: [NeutralValue])
    /// A raw-XML capture, parsed.
    case markup([MarkupNode])
    /// A raw-XML capture that does not parse as XML content.
    case unparsable(String)
    /// What an ``XMLExtensionPoint`` line stored.
    case extensions(NeutralExtensions)

    var description: String {
        switch self {
        case .absent: "nil"
        case .scalar(let text): text
        case .list(let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .object(let model, let fields): "#\(model){" + fields.map(\.description).joined(separator: "; ") + "}"
        case .markup(let nodes): "markup(" + nodes.map(\.description).joined() + ")"
        case .unparsable(let text): "unparsable(\(text.debugDescription))"
        case .extensions(let extensions): extensions.description
        }
    }
}

/// The neutral form of an ``XMLExtensions`` value.
struct NeutralExtensions: Hashable, Sendable, CustomStringConvertible {
    var values: [NeutralValue] = []
    var unknownElements: [MarkupNode] = []
    var unknownAttributes: [MarkupAttribute] = []
    /// `prefix=uri`, in document order.
    var declarations: [String] = []
    var offsets: [Int] = []

    var description: String {
        "ext(values: \(values), unknown: \(unknownElements.map(\.description).joined()), "
            + "attributes: \(unknownAttributes.map(\.description)), declarations: \(declarations), offsets: \(offsets))"
    }
}

/// An XML node compared by content: names by namespace URI and local name (with the prefix the
/// document used), text pieces joined.
indirect enum MarkupNode: Hashable, Sendable, CustomStringConvertible {
    case element(
        name: ExpandedName, prefix: String, attributes: [MarkupAttribute], declarations: [String],
        children: [MarkupNode])
    case text(String)
    case comment(String)
    case instruction(target: String, data: String)

    var description: String {
        switch self {
        case .element(let name, let prefix, let attributes, let declarations, let children):
            let attributeText = attributes.map { " " + $0.description }.joined()
            let declarationText = declarations.map { " xmlns[\($0)]" }.joined()
            return "<\(prefix):\(name)\(declarationText)\(attributeText)>" + children.map(\.description).joined()
                + "</>"
        case .text(let text): return text.debugDescription
        case .comment(let text): return "<!--\(text)-->"
        case .instruction(let target, let data): return "<?\(target) \(data)?>"
        }
    }

    /// `nodes` with adjacent text joined and empty text left out.
    static func normalized(_ nodes: [MarkupNode]) -> [MarkupNode] {
        var result: [MarkupNode] = []
        for node in nodes {
            if case .text(let text) = node {
                if text.isEmpty { continue }
                if case .text(let previous) = result.last {
                    result[result.count - 1] = .text(previous + text)
                    continue
                }
            }
            result.append(node)
        }
        return result
    }
}

/// An attribute compared by expanded name, prefix and value.
struct MarkupAttribute: Hashable, Sendable, CustomStringConvertible {
    var name: ExpandedName
    var prefix: String
    var value: String

    var description: String { "\(prefix):\(name)=\(value.debugDescription)" }
}

extension NeutralValue {
    /// The neutral form of a model the engine built.
    static func of(_ model: any FuzzModel) -> NeutralValue {
        let shape = type(of: model).shape
        var fields: [NeutralValue] = []
        for (index, line) in shape.lines.enumerated() {
            fields.append(field(line, at: index, of: model))
        }
        return .object(model: shape.id, fields: fields)
    }

    private static func field(_ line: ShapeLine, at index: Int, of model: any FuzzModel) -> NeutralValue {
        switch line {
        case .text(_, _, let optional, let storage):
            return scalar(
                ModelValues.scalar(of: model, storage: storage, at: index),
                ScalarSpec(type: .string, isOptional: optional))
        case .value(_, let spec, let storage), .attribute(_, let spec, let storage),
            .textContent(let spec, let storage):
            return scalar(ModelValues.scalar(of: model, storage: storage, at: index), spec)
        case .values(_, let spec, _):
            let items = model.slots[index] as! any Collection
            return .list(items.map { scalar($0, spec) })
        case .child:
            guard let child = unwrapped(model.slots[index]) else { return .absent }
            return of(child as! any FuzzModel)
        case .children:
            let items = model.slots[index] as! any Collection
            return .list(items.map { of($0 as! any FuzzModel) })
        case .cases, .kinds(_, _, many: true, wrapper: _):
            let items = model.slots[index] as! [AnyFuzzModel]
            return .list(items.map { of($0.model) })
        case .kinds(_, _, many: false, wrapper: _):
            guard let chosen = model.slots[index] as! AnyFuzzModel? else { return .absent }
            return of(chosen.model)
        case .rawXML(_, let optional):
            let text = optional ? model.slots[index] as! String? : model.slots[index] as? String
            guard let text else { return .absent }
            return capture(text)
        case .onComplete(.count), .onComplete(.countItems):
            return .scalar("\(model.slots[index] as! Int)")
        case .onComplete(.failOnMarker), .skip, .ignore:
            return .absent
        case .extensions:
            return .extensions(extensions(model.extensions))
        }
    }

    /// The neutral form of a scalar of type `spec` (nil optionals are `absent`).
    static func scalar(_ value: Any, _ spec: ScalarSpec) -> NeutralValue {
        guard let value = unwrapped(value) else { return .absent }
        switch spec.type {
        case .string: return .scalar((value as! String).debugDescription)
        case .xmlString: return .scalar((value as! XMLString).string.debugDescription)
        case .color: return .scalar("color:" + (value as! FuzzColor).rawValue)
        case .decimal: return .scalar("decimal:\(value as! Decimal)")
        case .double: return .scalar("double:\(value as! Double)")
        default: return .scalar("\(value)")
        }
    }

    /// The value inside an optional, nil for `.none`; any other value as it is.
    static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        guard let wrapped = mirror.children.first?.value else { return nil }
        return unwrapped(wrapped)
    }

    /// A raw-XML capture, parsed as element content.
    static func capture(_ text: String) -> NeutralValue {
        guard let nodes = ReferenceDocument.parseContent(text) else { return .unparsable(text) }
        return .markup(MarkupNode.normalized(nodes.compactMap { $0.markup(asKept: false) }))
    }

    static func extensions(_ extensions: XMLExtensions) -> NeutralExtensions {
        NeutralExtensions(
            values: extensions.values.map { of($0 as! any FuzzModel) },
            unknownElements: extensions.unknownElements.map(markup),
            unknownAttributes: extensions.unknownAttributes.map {
                MarkupAttribute(
                    name: ExpandedName(uri: $0.name.namespaceURI, local: $0.name.localName), prefix: $0.name.prefix,
                    value: $0.value)
            },
            declarations: extensions.namespaceDeclarations.map { "\($0.prefix)=\($0.uri)" },
            offsets: extensions.unknownElementOffsets)
    }

    /// A kept element as markup.
    static func markup(_ element: XMLElementNode) -> MarkupNode {
        let children = element.children.map { child -> MarkupNode in
            switch child {
            case .element(let inner): markup(inner)
            case .text(let text): .text(text)
            case .comment(let text): .comment(text)
            }
        }
        return .element(
            name: ExpandedName(uri: element.name.namespaceURI, local: element.name.localName),
            prefix: element.name.prefix,
            attributes: element.attributes.map {
                MarkupAttribute(
                    name: ExpandedName(uri: $0.name.namespaceURI, local: $0.name.localName), prefix: $0.name.prefix,
                    value: $0.value)
            },
            declarations: element.namespaceDeclarations.map { "\($0.prefix)=\($0.uri)" },
            children: MarkupNode.normalized(children))
    }
}
