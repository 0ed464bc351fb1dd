// What survives writing a value from its description and reading it back, as the writing guide
// (WritingXML.md) specifies it: the value read back equals the value written, except where the
// guide says otherwise, and there the documented rule is what is compared.
//
// - Namespace prefixes and declarations are spelling. The writer declares what a document needs
//   where it needs it, reuses a binding in scope rather than repeating it, and takes another
//   prefix when the preferred one means another namespace there; the declarations an object kept
//   are written back where they do not clash (`XMLExtensions.writeNamespaceDeclarations`). So kept
//   content (unknown elements and attributes) is compared by namespace URI, local name, value and
//   order, without prefixes, and the declarations an object kept are not compared.
// - `XMLFlatten`, `XMLIgnore` and `XMLOnComplete` write nothing of their own: nothing of an ignored subtree
//   or a flattened element is in the value to begin with (a flattened element's lines hold what
//   was read inside it, and write it as the object's own children, where they read it again), and
//   a hook derives its value again from what is read back: a hook's field is checked against
//   what was read back (a counting hook ran once), not against the value written, which may hold
//   anything there (a non-optional child that was never read is written, and read back, as an
//   element).
// - An optional `XMLTextContent` that is nil writes no text, and an object's own text is read even
//   when it is empty: nil reads back as empty text reads (an empty string, `true`, or nil).
// - An indenting writer lays out kept elements that hold only elements: white space between
//   their children is not compared when the writer indented.
// - Kept elements inside an object's own text come back at their offsets in the text as written:
//   for an `XMLTextContent` that is not a string, the value's own form, not the text as it was read.
// - Kinds write each value with its kind's description; the kind attribute or category that chose
//   the kind is written only when the value holds it (a line of the kind's description maps it, as
//   XylemAtom maps `gd:kind` and its categories, or the object kept it as unknown content). A
//   value that does not hold it reads back as the kind the written element names, which the
//   engine and the reference must agree on; such values are counted, not compared.

enum RoundTripRules {
    /// How `after` (read back) compares with `before` (written) under the documented rules.
    struct Comparison {
        /// The first way the rules are broken, or nil.
        var difference: String?
        /// Values of kinds that read back as another kind, which the rules allow (see above).
        var kindsNotCarried = 0
    }

    /// Compares `after` (read back) with `before` (written) under the documented rules;
    /// `indented` when the writer indented.
    static func compare(before: NeutralValue, after: NeutralValue, indented: Bool) -> Comparison {
        var comparison = Comparison()
        var expected = withoutSpelling(before)
        var actual = withoutSpelling(after)
        if indented {
            expected = withoutLayout(expected)
            actual = withoutLayout(actual)
        }
        comparison.difference = difference(expected, actual, at: "", &comparison)
        return comparison
    }

    /// The first difference between `expected` and `actual` below `path`, where the values of a
    /// kinds line may have another model (then they are not compared further).
    private static func difference(
        _ expected: NeutralValue, _ actual: NeutralValue, at path: String, _ comparison: inout Comparison
    ) -> String? {
        switch (expected, actual) {
        case (.object(let model, var fields), .object(let otherModel, var otherFields))
        where model == otherModel && fields.count == otherFields.count:
            let shape = ModelRegistry.shared.shape(model)
            let lines = shape.lines
            if let spec = shape.textContentSpec, spec.type != .string, spec.type != .xmlString {
                // The text is written in the value's own form (`1e-06` for `0.000001`), so kept
                // elements come back at offsets in that form, not in the text as it was read.
                fields = fields.map(withoutOffsets)
                otherFields = otherFields.map(withoutOffsets)
            }
            for index in fields.indices {
                let fieldPath = "\(path).field\(index)"
                switch lines[index] {
                case .kinds:
                    if let found = kindsDifference(fields[index], otherFields[index], at: fieldPath, &comparison) {
                        return found
                    }
                    continue
                case .textContent(let spec, _) where spec.isOptional && fields[index] == .absent:
                    // Nil writes no text, and an element's own text is read even when empty.
                    let empty = ReferenceScalars.read("", as: spec).map { NeutralValue.scalar($0, spec) } ?? .absent
                    if otherFields[index] != empty {
                        return "\(fieldPath): nil read back as \(otherFields[index]), not as empty text (\(empty))"
                    }
                    continue
                case .onComplete(let action):
                    if let found = hookDifference(action, otherFields, at: index) { return "\(fieldPath): \(found)" }
                    continue
                default: break
                }
                if let found = difference(fields[index], otherFields[index], at: fieldPath, &comparison) {
                    return found
                }
            }
            return nil
        case (.list(let items), .list(let otherItems)) where items.count == otherItems.count:
            for index in items.indices {
                if let found = difference(items[index], otherItems[index], at: "\(path)[\(index)]", &comparison) {
                    return found
                }
            }
            return nil
        case (.extensions(let extensions), .extensions(let otherExtensions))
        where extensions.values.count == otherExtensions.values.count:
            var bare = extensions
            var otherBare = otherExtensions
            bare.values = []
            otherBare.values = []
            if bare != otherBare { return "\(path): expected \(expected), got \(actual)" }
            for index in extensions.values.indices {
                let valuePath = "\(path).values[\(index)]"
                if let found = difference(
                    extensions.values[index], otherExtensions.values[index], at: valuePath, &comparison)
                {
                    return found
                }
            }
            return nil
        default:
            return expected == actual ? nil : "\(path.isEmpty ? "top" : path): expected \(expected), got \(actual)"
        }
    }

    private static func withoutOffsets(_ field: NeutralValue) -> NeutralValue {
        guard case .extensions(var extensions) = field else { return field }
        extensions.offsets = []
        return .extensions(extensions)
    }

    /// How a hook's field breaks the rule that it is derived again from what was read back (the
    /// value written may hold anything there, such as 0 for a child that was never read).
    private static func hookDifference(_ action: HookAction, _ fields: [NeutralValue], at index: Int) -> String? {
        switch action {
        case .count:
            // Every object read back is finished once.
            return fields[index] == .scalar("1") ? nil : "the hook ran \(fields[index]) times, not once"
        case .countItems(let line):
            guard case .list(let items) = fields[line] else { return nil }
            return fields[index] == .scalar("\(items.count)")
                ? nil : "the hook counted \(fields[index]) items, the list read back holds \(items.count)"
        case .failOnMarker:
            return nil
        }
    }

    /// The difference in a kinds line's field (one value or a list): values of the same model are
    /// compared, a value of another model is counted.
    private static func kindsDifference(
        _ expected: NeutralValue, _ actual: NeutralValue, at path: String, _ comparison: inout Comparison
    ) -> String? {
        switch (expected, actual) {
        case (.list(let items), .list(let otherItems)) where items.count == otherItems.count:
            for index in items.indices {
                if let found = kindsDifference(items[index], otherItems[index], at: "\(path)[\(index)]", &comparison) {
                    return found
                }
            }
            return nil
        case (.object(let model, _), .object(let otherModel, _)) where model != otherModel:
            comparison.kindsNotCarried += 1
            return nil
        default:
            return difference(expected, actual, at: path, &comparison)
        }
    }

    /// `value` with the attributes and namespace declarations of kept content in a canonical
    /// order: the reference tree sorts them (see ReferenceDocument), the engine keeps the
    /// document's order, which for a written document is the writer's.
    static func canonicalOrder(_ value: NeutralValue) -> NeutralValue {
        transformed(value) { extensions in
            var copy = extensions
            copy.declarations.sort()
            copy.unknownAttributes.sort { $0.sortKey < $1.sortKey }
            copy.unknownElements = copy.unknownElements.map { $0.mapElements { $0.inCanonicalOrder() } }
            return copy
        }
    }

    /// `value` without prefixes and declarations in kept content.
    static func withoutSpelling(_ value: NeutralValue) -> NeutralValue {
        transformed(value) { extensions in
            var copy = extensions
            copy.declarations = []
            copy.unknownAttributes = copy.unknownAttributes.map { $0.withoutPrefix }
            copy.unknownElements = copy.unknownElements.map { $0.mapElements { $0.withoutSpelling() } }
            return copy
        }
    }

    /// `value` without the white space between the children of kept elements that hold no other
    /// text, which an indenting writer lays out.
    static func withoutLayout(_ value: NeutralValue) -> NeutralValue {
        transformed(value) { extensions in
            var copy = extensions
            copy.unknownElements = copy.unknownElements.map { $0.mapElements { $0.withoutLayout() } }
            return copy
        }
    }

    /// `value` with `change` applied to every ``NeutralExtensions`` in it.
    private static func transformed(
        _ value: NeutralValue, _ change: (NeutralExtensions) -> NeutralExtensions
    ) -> NeutralValue {
        switch value {
        case .absent, .scalar, .markup, .unparsable: return value
        case .list(let items): return .list(items.map { transformed($0, change) })
        case .object(let model, let fields):
            return .object(model: model, fields: fields.map { transformed($0, change) })
        case .extensions(let extensions):
            var changed = change(extensions)
            changed.values = changed.values.map { transformed($0, change) }
            return .extensions(changed)
        }
    }
}

extension MarkupAttribute {
    fileprivate var sortKey: String { "\(prefix):\(name.local)" }

    fileprivate var withoutPrefix: MarkupAttribute {
        var copy = self
        copy.prefix = ""
        return copy
    }
}

extension MarkupNode {
    /// The node with `change` applied to it and every element inside it, innermost first.
    fileprivate func mapElements(_ change: (MarkupNode) -> MarkupNode) -> MarkupNode {
        guard case .element(let name, let prefix, let attributes, let declarations, let children) = self else {
            return self
        }
        let inner = MarkupNode.element(
            name: name, prefix: prefix, attributes: attributes, declarations: declarations,
            children: children.map { $0.mapElements(change) })
        return change(inner)
    }

    fileprivate func inCanonicalOrder() -> MarkupNode {
        guard case .element(let name, let prefix, let attributes, let declarations, let children) = self else {
            return self
        }
        return .element(
            name: name, prefix: prefix, attributes: attributes.sorted { $0.sortKey < $1.sortKey },
            declarations: declarations.sorted(), children: children)
    }

    fileprivate func withoutLayout() -> MarkupNode {
        guard case .element(let name, let prefix, let attributes, let declarations, let children) = self else {
            return self
        }
        func isBlank(_ node: MarkupNode) -> Bool {
            guard case .text(let text) = node else { return false }
            return text.allSatisfy { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" || $0 == "\r\n" }
        }
        func isText(_ node: MarkupNode) -> Bool {
            if case .text = node { return true }
            return false
        }
        guard children.allSatisfy({ !isText($0) || isBlank($0) }) else { return self }
        return .element(
            name: name, prefix: prefix, attributes: attributes, declarations: declarations,
            children: children.filter { !isBlank($0) })
    }

    fileprivate func withoutSpelling() -> MarkupNode {
        guard case .element(let name, _, let attributes, _, let children) = self else { return self }
        return .element(
            name: name, prefix: "", attributes: attributes.map(\.withoutPrefix), declarations: [],
            children: children)
    }
}
