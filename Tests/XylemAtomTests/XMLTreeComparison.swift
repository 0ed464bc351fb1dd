// How a written document is judged against the original: the same elements, attributes (by
// namespace URI) and text, where only the order of siblings of different names may change (the
// model writes its known elements in a fixed order) and white space between elements is layout.

extension XMLTree {
    /// The first difference between `self` (the original) and `written`, described with the path
    /// to it, or nil when the trees are equal as far as a round trip must keep them.
    func difference(from written: XMLTree, path: String? = nil) -> String? {
        let here = path ?? localName
        guard name == written.name else { return "\(here): element \(name) was written as \(written.name)" }
        if let difference = attributeDifference(written) { return "\(here): \(difference)" }
        let texts = significantTexts, writtenTexts = written.significantTexts
        guard texts == writtenTexts else {
            return
                "\(here): text \(texts.map(\.debugDescription)) was written as \(writtenTexts.map(\.debugDescription))"
        }
        let groups = elementGroups, writtenGroups = written.elementGroups
        for (childName, children) in groups {
            let writtenChildren = writtenGroups.first { $0.name == childName }?.elements ?? []
            guard children.count == writtenChildren.count else {
                return "\(here): \(children.count) \(childName) written as \(writtenChildren.count)"
            }
            for (index, (child, writtenChild)) in zip(children, writtenChildren).enumerated() {
                let childPath = "\(here)/\(child.localName)" + (children.count > 1 ? "[\(index + 1)]" : "")
                if let difference = child.difference(from: writtenChild, path: childPath) { return difference }
            }
        }
        if let extra = writtenGroups.first(where: { group in !groups.contains { $0.name == group.name } }) {
            return "\(here): \(extra.elements.count) \(extra.name) written that were not in the original"
        }
        return nil
    }

    /// The local part of the name, for readable paths.
    var localName: String {
        name.split(separator: "}").last.map(String.init) ?? name
    }

    private func attributeDifference(_ written: XMLTree) -> String? {
        for (key, value) in attributes.sorted(by: { $0.key < $1.key }) {
            guard let writtenValue = written.attributes[key] else { return "attribute \(key) missing" }
            if writtenValue != value {
                return "attribute \(key) \(value.debugDescription) written as \(writtenValue.debugDescription)"
            }
        }
        if let extra = written.attributes.keys.sorted().first(where: { attributes[$0] == nil }) {
            return "attribute \(extra) written that was not in the original"
        }
        return nil
    }

    /// The text nodes that carry content: all of them in an element without child elements (empty
    /// text excepted), and those that are not only white space between elements otherwise.
    private var significantTexts: [String] {
        let texts = children.compactMap { if case .text(let text) = $0 { text } else { nil } }
        if elements.isEmpty { return texts.filter { !$0.isEmpty } }
        return texts.filter { !$0.allSatisfy(\.isWhitespace) }
    }

    /// The child elements grouped by name, groups in order of first appearance.
    private var elementGroups: [(name: String, elements: [XMLTree])] {
        var groups: [(name: String, elements: [XMLTree])] = []
        for element in elements {
            if let index = groups.firstIndex(where: { $0.name == element.name }) {
                groups[index].elements.append(element)
            } else {
                groups.append((element.name, [element]))
            }
        }
        return groups
    }
}
