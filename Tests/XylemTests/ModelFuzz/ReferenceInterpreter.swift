// The reference interpreter: reads the reference tree with a shape, recursively and in document
// order, into neutral values, following the documented meaning of each description line. It is
// written to be read, not to be fast, and shares nothing with the engine but the public
// vocabulary (names, conversions) both follow.
//
// Errors are placed at the events where the documentation says they are detected: an
// attribute's at its element's start tag, a value's and an object's own text and hooks at the
// element's end tag. A corrupted document reads as the original up to the fault, and fails there.

import Foundation
import Xylem

/// Reads one document one way.
final class ReferenceInterpreter {
    struct Failure: Error {
        let report: ErrorReport
    }

    let document: FuzzDocument
    let tree: ReferenceElement
    let settings: ReadSettings
    var outcome = ReadOutcome()
    /// Path parts of the open elements: `name` or `name[index]`.
    var path: [String] = []
    /// How many segments of the record path the document has opened so far (a records read).
    var recordPathLevel = 0
    /// The objects being read, outermost first (extension declarations are looked up in them).
    var openObjects: [ReferenceObject] = []

    /// Where the read stops whatever it is reading, and why: at a fault written into the
    /// document (malformed XML), or at the first element nested deeper than `maxDepth` allows.
    let stop: (offset: Int, kind: ErrorReport.Kind)?

    init(document: FuzzDocument, tree: ReferenceElement, settings: ReadSettings) {
        self.document = document
        self.tree = tree
        self.settings = settings
        var stops: [(offset: Int, kind: ErrorReport.Kind)] = []
        if let corruption = document.corruption { stops.append((corruption.offset, .malformed)) }
        if let maxDepth = settings.maxDepth, let deep = Self.firstElement(in: tree, deeperThan: maxDepth) {
            stops.append((document.starts[deep.ordinal], .limit("\(XMLReadError.Limit.depth(maxDepth))")))
        }
        stop = stops.min { $0.offset < $1.offset }
    }

    /// The first element, in document order, at a depth past `maximum` (the root is at depth 1).
    private static func firstElement(in element: ReferenceElement, deeperThan maximum: Int, depth: Int = 1)
        -> ReferenceElement?
    {
        if depth > maximum { return element }
        for case .element(let child) in element.children {
            if let deep = firstElement(in: child, deeperThan: maximum, depth: depth + 1) { return deep }
        }
        return nil
    }

    /// The outcome of reading the document with `root` as the root type, as `plan` says.
    func read(root: ModelID, plan: ReadPlan) -> ReadOutcome {
        outcome = ReadOutcome()
        path = [tree.qualifiedName]
        recordPathLevel = 0
        do {
            switch plan {
            case .whole:
                let object = try readObject(tree, as: ModelRegistry.shared.shape(root), streaming: nil, isRoot: true)
                try reachEnd()
                outcome.value = object.neutral
            case .records(let records):
                try readRecords(tree, records)
                try reachEnd()
                try checkRecordPath(records)
            case .choices(let choices):
                try readChoices(tree, choices)
                try reachEnd()
                outcome.value = .list(outcome.records)
                outcome.records = []
            case .container(let container):
                let rootShape = ModelRegistry.shared.shape(root)
                let streamed = streamedNames(container, in: rootShape)
                let object = try readObject(
                    tree, as: rootShape, streaming: (streamed, container.record), isRoot: true)
                try reachEnd()
                outcome.value = object.neutral
            }
        } catch let failure as Failure {
            if case .choices = plan { outcome.records = [] }
            outcome.value = nil
            outcome.error = failure.report
            outcome.warnings = []
        } catch {
            preconditionFailure("the reference throws only its failures")
        }
        return outcome
    }

    // MARK: Positions and errors

    /// Fails when the read stops at or before `offset` (see `stop`): the engine stops there,
    /// before anything that comes after it, with the path of the elements
    /// open there (the elements the reader tracks: objects, wrappers, skipped elements, and the
    /// outermost of a leaf, an ignored or kept subtree, a capture or an undecided kind).
    func reach(_ offset: Int) throws {
        guard let stop, offset >= stop.offset else { return }
        if stop.kind == .malformed { throw Failure(report: ErrorReport(kind: .malformed, path: currentPath)) }
        throw Failure(report: report(stop.kind, at: stop.offset, path: currentPath))
    }

    /// A corrupted document fails once everything before the fault has been read (after the
    /// root element, when the fault follows it).
    func reachEnd() throws {
        if let stop { throw Failure(report: ErrorReport(kind: stop.kind, path: "")) }
    }

    func report(_ kind: ErrorReport.Kind, at offset: Int, path: String, underlying: String? = nil)
        -> ErrorReport
    {
        let (line, column) = document.position(ofByte: offset)
        return ErrorReport(
            kind: kind, line: line, column: column, byteOffset: offset, path: path, underlying: underlying)
    }

    /// A conversion failure: an error, or in lenient mode a warning (the property keeps its value).
    func conversionFailed(_ spec: ScalarSpec, text: String, at offset: Int, path: String) throws {
        let problem = report(
            .conversion(expected: ReferenceScalars.expectedName(spec.type), text: text), at: offset, path: path)
        if settings.lenient {
            outcome.warnings.append(problem)
        } else {
            throw Failure(report: problem)
        }
    }

    var currentPath: String { path.joined(separator: "/") }

    // MARK: Objects

    /// Reads `element` as an object of `shape`. `streaming`: for the root of a container read,
    /// the names of the children handed out as records, and their type. `isRoot`: the element is
    /// the document's root, read into an object, which warns when none of its children matched.
    func readObject(
        _ element: ReferenceElement, as shape: ModelShape, streaming: (names: [ExpandedName], record: ModelID)?,
        isRoot: Bool = false
    ) throws -> ReferenceObject {
        try reach(document.starts[element.ordinal])
        let object = ReferenceObject(shape)
        openObjects.append(object)
        defer { openObjects.removeLast() }
        let keepsUnknown = settings.keepsUnknown && shape.extensionsLine?.keepUnknown == true
        if keepsUnknown {
            object.extensions.declarations = element.declarations.map { "\($0.prefix)=\($0.uri)" }
        }
        for attribute in element.attributes {
            if let (index, spec) = attributeLine(for: attribute.name, in: shape) {
                if let value = ReferenceScalars.read(attribute.value, as: spec) {
                    object.fields[index] = NeutralValue.scalar(value, spec)
                } else {
                    try conversionFailed(
                        spec, text: attribute.value, at: document.starts[element.ordinal],
                        path: currentPath + "/@" + attribute.qualifiedName)
                }
            } else if keepsUnknown {
                object.extensions.unknownAttributes.append(
                    MarkupAttribute(name: attribute.name, prefix: attribute.prefix, value: attribute.value))
            }
        }
        try readContent(of: element, into: object, table: nil, isObjectFrame: true, streaming: streaming)
        try reach(document.endTagStarts[element.ordinal])
        if isRoot, matchesNothing(element, as: shape, streaming: streaming) {
            let typeName = _typeName(ModelRegistry.shared.type(shape.id), qualified: false)
            outcome.warnings.append(
                report(.nothingMatched(type: typeName), at: document.ends[element.ordinal], path: currentPath))
        }
        for (index, line) in shape.lines.enumerated() {
            guard case .textContent(let spec, _) = line else { continue }
            if let value = ReferenceScalars.read(object.ownText, as: spec) {
                object.fields[index] = NeutralValue.scalar(value, spec)
            } else {
                try conversionFailed(spec, text: object.ownText, at: document.ends[element.ordinal], path: currentPath)
            }
        }
        for (index, line) in shape.lines.enumerated() {
            guard case .onComplete(let action) = line else { continue }
            try runHook(action, at: index, of: object, element: element)
        }
        return object
    }

    /// Whether the root `element` had child elements and none of them matched: no line of
    /// `shape` names it (lines that ignore an element aside, `shape` has some), and no
    /// ``XMLExtensionPoint`` line took it as a declared extension or kept unknown content.
    func matchesNothing(
        _ element: ReferenceElement, as shape: ModelShape, streaming: (names: [ExpandedName], record: ModelID)?
    ) -> Bool {
        let hasElementLines =
            streaming != nil || !shape.wrappers.isEmpty
            || shape.lines.contains { line in
                if case .ignore = line { return false }
                if case .cases = line { return true }
                return line.elementName != nil
            }
        guard hasElementLines else { return false }
        if settings.keepsUnknown, shape.extensionsLine?.keepUnknown == true { return false }
        var children = 0
        for case .element(let child) in element.children {
            children += 1
            guard case .unmapped = mapping(of: child.name, in: shape, table: nil, streaming: streaming) else {
                return false
            }
            if shape.extensionsLine != nil, declaredExtension(named: child.name, for: shape) != nil { return false }
        }
        return children > 0
    }

    func runHook(_ action: HookAction, at index: Int, of object: ReferenceObject, element: ReferenceElement)
        throws
    {
        switch action {
        case .count:
            object.counters[index, default: 0] += 1
        case .countItems(let line):
            guard case .list(let items) = object.fields[line] else { return }
            object.fields[index] = .scalar("\(items.count)")
        case .failOnMarker(let line):
            guard
                object.fields[line]
                    == NeutralValue.scalar(MarkerFailure.marker, ScalarSpec(type: .string, isOptional: false))
            else { return }
            let typeName = _typeName(ModelRegistry.shared.type(object.shape.id), qualified: false)
            throw Failure(
                report: report(
                    .userCode("the completion hook of \(typeName)"), at: document.ends[element.ordinal],
                    path: currentPath, underlying: String(describing: MarkerFailure())))
        }
    }

    /// The attribute line that maps `name`, and its scalar type.
    func attributeLine(for name: ExpandedName, in shape: ModelShape) -> (Int, ScalarSpec)? {
        for (index, line) in shape.lines.enumerated() {
            guard case .attribute(let written, let spec, _) = line else { continue }
            let names = ReferenceNames.expanded(
                written.written, namespaces: shape.namespaces, alternates: shape.alternates, isAttribute: true)
            if names.contains(name) { return (index, spec) }
        }
        return nil
    }

    // MARK: Content

    /// What a child element is, seen from a table of `shape` (nil: its direct table).
    enum Mapping {
        case line(Int, ShapeLine, chosenCase: CaseSpec?)
        case wrapper(String)
        case record(ModelID)
        case unmapped
    }

    func mapping(
        of name: ExpandedName, in shape: ModelShape, table: String?,
        streaming: (names: [ExpandedName], record: ModelID)?
    ) -> Mapping {
        func matches(_ written: WrittenName) -> Bool {
            ReferenceNames.expanded(
                written.written, namespaces: shape.namespaces, alternates: shape.alternates, isAttribute: false
            ).contains(name)
        }
        if table == nil, let streaming, streaming.names.contains(name) { return .record(streaming.record) }
        if table == nil, let wrapper = shape.wrappers.first(where: matches) { return .wrapper(wrapper.written) }
        for (index, line) in shape.lines.enumerated() where line.wrapper?.written == table {
            switch line {
            case .cases(let cases, _):
                if let chosen = cases.first(where: { matches($0.name) }) {
                    return .line(index, line, chosenCase: chosen)
                }
            default:
                if let written = line.elementName, matches(written) { return .line(index, line, chosenCase: nil) }
            }
        }
        return .unmapped
    }

    /// Reads the children of `element` into `object`, looked up in `table` of its shape.
    /// `isObjectFrame`: the element is the object's own (not a wrapper or skipped element), so its
    /// text is the object's own text and unmapped children may be extensions or unknown content.
    /// `isFlattened`: the element is flattened into the object's own (directly, or inside other
    /// flattened elements), so unmapped children may be declared extensions, never kept unknowns.
    func readContent(
        of element: ReferenceElement, into object: ReferenceObject, table: String?, isObjectFrame: Bool,
        isFlattened: Bool = false, streaming: (names: [ExpandedName], record: ModelID)?
    ) throws {
        var seen: [ExpandedName: Int] = [:]
        for node in element.children {
            switch node {
            case .text(let text):
                if isObjectFrame, object.shape.textContentSpec != nil { object.ownText += text }
            case .comment, .instruction:
                continue
            case .element(let child):
                let index = seen[child.name, default: 0] + 1
                seen[child.name] = index
                try reach(document.starts[child.ordinal])
                path.append(index > 1 ? "\(child.qualifiedName)[\(index)]" : child.qualifiedName)
                defer { path.removeLast() }
                try readChild(
                    child, into: object, table: table, isObjectFrame: isObjectFrame, isFlattened: isFlattened,
                    streaming: streaming)
                // Whatever the child was (read, passed over, kept), it is open until its end tag.
                try reach(document.endTagStarts[child.ordinal])
            }
        }
    }

    func readChild(
        _ element: ReferenceElement, into object: ReferenceObject, table: String?, isObjectFrame: Bool,
        isFlattened: Bool = false, streaming: (names: [ExpandedName], record: ModelID)?
    ) throws {
        let shape = object.shape
        switch mapping(of: element.name, in: shape, table: table, streaming: streaming) {
        case .record(let record):
            let value = try readObject(element, as: ModelRegistry.shared.shape(record), streaming: nil)
            outcome.records.append(.list([value.neutral, object.neutral]))
        case .wrapper(let wrapper):
            try reach(document.starts[element.ordinal])
            try readContent(of: element, into: object, table: wrapper, isObjectFrame: false, streaming: nil)
        case .line(let index, let line, let chosenCase):
            try readLine(
                line, at: index, chosenCase: chosenCase, element: element, into: object,
                inObjectContent: isObjectFrame || isFlattened, streaming: streaming)
        case .unmapped:
            guard isObjectFrame || isFlattened, shape.extensionsLine != nil else { return }
            if let extensionType = declaredExtension(named: element.name, for: shape) {
                let value = try readObject(element, as: ModelRegistry.shared.shape(extensionType), streaming: nil)
                object.extensions.values.append(value.neutral)
            } else if isObjectFrame, settings.keepsUnknown, shape.extensionsLine?.keepUnknown == true {
                try reach(document.endTagStarts[element.ordinal])
                object.extensions.unknownElements.append(element.markup(asKept: true))
                if shape.textContentSpec != nil { object.extensions.offsets.append(object.ownText.utf8.count) }
            }
        }
    }

    func readLine(
        _ line: ShapeLine, at index: Int, chosenCase: CaseSpec?, element: ReferenceElement,
        into object: ReferenceObject, inObjectContent: Bool,
        streaming: (names: [ExpandedName], record: ModelID)?
    ) throws {
        switch line {
        case .text(_, let trimmed, let optional, _):
            try reach(document.endTagStarts[element.ordinal])
            let text = trimmed ? ReferenceScalars.trimmed(element.textContent) : element.textContent
            object.fields[index] = NeutralValue.scalar(text, ScalarSpec(type: .string, isOptional: optional))
        case .value(_, let spec, _):
            try reach(document.endTagStarts[element.ordinal])
            if let value = ReferenceScalars.read(element.textContent, as: spec) {
                object.fields[index] = NeutralValue.scalar(value, spec)
            } else {
                try conversionFailed(
                    spec, text: element.textContent, at: document.ends[element.ordinal], path: currentPath)
            }
        case .values(_, let spec, _):
            try reach(document.endTagStarts[element.ordinal])
            if let value = ReferenceScalars.read(element.textContent, as: spec) {
                object.fields[index] = append(NeutralValue.scalar(value, spec), to: object.fields[index])
            } else {
                try conversionFailed(
                    spec, text: element.textContent, at: document.ends[element.ordinal], path: currentPath)
            }
        case .child(_, let model, _):
            object.fields[index] = try readObject(element, as: ModelRegistry.shared.shape(model), streaming: nil)
                .neutral
        case .children(_, let model, _):
            let value = try readObject(element, as: ModelRegistry.shared.shape(model), streaming: nil).neutral
            object.fields[index] = append(value, to: object.fields[index])
        case .cases:
            guard let chosenCase else { return }
            let value = try readObject(element, as: ModelRegistry.shared.shape(chosenCase.model), streaming: nil)
                .neutral
            object.fields[index] = append(value, to: object.fields[index])
        case .kinds(_, let spec, let many, _):
            let (chosen, decidedAt) = chooseKind(element, spec)
            // An element whose kind a category decides is kept until then and read afterwards:
            // nothing in it happens before the decision.
            if let decidedAt { try reach(decidedAt) }
            let value = try readObject(element, as: ModelRegistry.shared.shape(chosen), streaming: nil).neutral
            object.fields[index] = many ? append(value, to: object.fields[index]) : value
        case .skip:
            try reach(document.starts[element.ordinal])
            // Flattened into the object's own content (not inside a wrapper), its unmapped children
            // may be the object's declared extensions.
            try readContent(
                of: element, into: object, table: nil, isObjectFrame: false, isFlattened: inObjectContent,
                streaming: streaming)
        case .ignore:
            return
        case .rawXML:
            try reach(document.endTagStarts[element.ordinal])
            object.fields[index] = .markup(
                MarkupNode.normalized(element.children.compactMap { $0.markup(asKept: false) }))
        case .attribute, .textContent, .onComplete, .extensions:
            return
        }
    }

    func append(_ value: NeutralValue, to list: NeutralValue) -> NeutralValue {
        guard case .list(let items) = list else { return .list([value]) }
        return .list(items + [value])
    }
}
