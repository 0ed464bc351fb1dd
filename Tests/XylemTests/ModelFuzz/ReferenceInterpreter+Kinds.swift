// How the reference interpreter finds declared extensions and chooses kinds, from the
// documented rules (see ExtensionsAndKinds.md).

import Xylem

extension ReferenceInterpreter {
    /// The extension type declared for an element `name` inside an object of `shape`: the
    /// object's own declarations first, then those of each enclosing object for the object's type.
    func declaredExtension(named name: ExpandedName, for shape: ModelShape) -> ModelID? {
        for holder in openObjects.reversed() {
            for declaration in holder.shape.extensionsLine?.declarations ?? []
            where (declaration.inside ?? holder.shape.id) == shape.id {
                guard case .extensionElement(let element, _) = ModelRegistry.shared.shape(declaration.type).form else {
                    continue
                }
                let names =
                    [element]
                    + ReferenceNames.alternateURIs(
                        of: element.uri, namespaces: holder.shape.namespaces, alternates: holder.shape.alternates
                    ).map { ExpandedName(uri: $0, local: element.local) }
                if names.contains(name) { return declaration.type }
            }
        }
        return nil
    }

    /// The kind an element is read as: the one its kind attribute names; else, when kinds are
    /// chosen by category, the first exact (or decisive-scheme) category among its children, or
    /// the first wildcard match; else the default. When a category may decide, also where the
    /// decision is made: at the end of the deciding category, or else at the element's end.
    func chooseKind(_ element: ReferenceElement, _ spec: KindsSpec) -> (ModelID, decidedAt: Int?) {
        if let attribute = spec.attribute {
            let name = ReferenceNames.primaryName(attribute.written, namespaces: spec.namespaces, isAttribute: true)
            if let value = element.attributes.first(where: { $0.name == name })?.value,
                let kind = spec.kinds.first(where: { $0.kind == value })
            {
                return (kind.model, nil)
            }
        }
        guard let category = spec.category, spec.kinds.contains(where: { $0.scheme != nil || $0.term != nil }) else {
            return (spec.fallback, nil)
        }
        let categoryName = ReferenceNames.primaryName(category.written, namespaces: spec.namespaces, isAttribute: false)
        var best: (model: ModelID, score: Int)?
        for case .element(let child) in element.children where child.name == categoryName {
            let scheme = child.attributes.first { $0.name == ExpandedName(uri: "", local: "scheme") }?.value
            let term = child.attributes.first { $0.name == ExpandedName(uri: "", local: "term") }?.value
            guard let match = categoryMatch(scheme: scheme, term: term, spec), match.score > (best?.score ?? 0) else {
                continue
            }
            best = match
            if match.score == 2 { return (match.model, document.endTagStarts[child.ordinal]) }
        }
        return (best?.model ?? spec.fallback, document.endTagStarts[element.ordinal])
    }

    /// A category's match: an exact scheme and term (2); a kind registered for the scheme alone or
    /// the term alone (1, the earlier registration first); a scheme some kind is registered under
    /// with an exact term decides (2) for that wildcard match or for the default.
    func categoryMatch(scheme: String?, term: String?, _ spec: KindsSpec) -> (model: ModelID, score: Int)? {
        if let scheme, let term, let exact = spec.kinds.first(where: { $0.scheme == scheme && $0.term == term }) {
            return (exact.model, 2)
        }
        let wildcard = spec.kinds.firstIndex { kind in
            (scheme != nil && kind.scheme == scheme && kind.term == nil)
                || (term != nil && kind.term == term && kind.scheme == nil)
        }
        if let scheme, spec.kinds.contains(where: { $0.scheme == scheme && $0.term != nil }) {
            return (wildcard.map { spec.kinds[$0].model } ?? spec.fallback, 2)
        }
        return wildcard.map { (spec.kinds[$0].model, 1) }
    }
}
