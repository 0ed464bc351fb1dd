// Shrinks the document of a finding: removes elements, attributes and text one at a time while
// the same read mode still disagrees with the reference, and returns the smallest document
// found. A tool for looking into findings (MODEL_FUZZ_REDUCE=1), not part of the check.

import Foundation

enum FindingReducer {
    /// The smallest version of the case's document on which `mode` still disagrees, or nil when
    /// the disagreement does not survive rewriting the document.
    static func reduce(_ fuzzCase: FuzzCase, mode: ReadMode) async -> FuzzDocument? {
        guard let tree = ReferenceDocument.parse(Data(fuzzCase.document.original)).root else { return nil }
        var current = tree
        guard await disagrees(fuzzCase, written(current), mode: mode) else { return nil }
        var changed = true
        while changed {
            changed = false
            for candidate in smaller(current) where await disagrees(fuzzCase, written(candidate), mode: mode) {
                current = candidate
                changed = true
                break
            }
        }
        return written(current)
    }

    private static func disagrees(_ fuzzCase: FuzzCase, _ document: FuzzDocument, mode: ReadMode) async -> Bool {
        let candidate = fuzzCase.with(document: document)
        guard let tree = ReferenceDocument.parse(Data(document.original)).root,
            ReferenceDocument.parse(Data(document.original)).error == nil
        else { return false }
        let interpreter = ReferenceInterpreter(document: document, tree: tree, settings: candidate.settings)
        let plan: ReadPlan
        switch mode.prediction {
        case .whole: plan = .whole
        case .records:
            guard let records = candidate.records else { return false }
            plan = .records(records)
        case .container:
            guard let container = candidate.container else { return false }
            plan = .container(container)
        case .choices:
            guard let choices = candidate.choices else { return false }
            plan = .choices(choices)
        }
        let expected = interpreter.read(root: candidate.root, plan: plan)
        let actual = await EngineReads(fuzzCase: candidate).run(mode)
        var left = expected
        var right = actual
        if !mode.reportsWarnings || expected.error != nil {
            left.warnings = []
            right.warnings = []
        }
        return left.difference(from: right) != nil
    }

    /// Every tree with one node or attribute less, children before their parents' siblings.
    private static func smaller(_ root: ReferenceElement) -> [ReferenceElement] {
        var results: [ReferenceElement] = []
        func visit(_ element: ReferenceElement, replace: (ReferenceElement) -> ReferenceElement) {
            for index in element.children.indices {
                let copy = element.copy()
                copy.children.remove(at: index)
                results.append(replace(copy))
            }
            for index in element.attributes.indices {
                let copy = element.copy()
                copy.attributes.remove(at: index)
                results.append(replace(copy))
            }
            for (index, child) in element.children.enumerated() {
                guard case .element(let inner) = child else { continue }
                visit(inner) { replacement in
                    let copy = element.copy()
                    copy.children[index] = .element(replacement)
                    return replace(copy)
                }
            }
        }
        visit(root) { $0 }
        return results
    }

    /// The tree written plainly, each element declaring the prefixes it was read with.
    static func written(_ root: ReferenceElement) -> FuzzDocument {
        var output: [UInt8] = []
        var starts: [Int] = []
        var ends: [Int] = []
        var endTagStarts: [Int] = []
        func escaped(_ text: String, attribute: Bool) -> String {
            var result = ""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "&": result += "&amp;"
                case "<": result += "&lt;"
                case ">": result += "&gt;"
                case "\r": result += "&#13;"
                case "\"" where attribute: result += "&quot;"
                case "\n" where attribute: result += "&#10;"
                case "\t" where attribute: result += "&#9;"
                default: result.unicodeScalars.append(scalar)
                }
            }
            return result
        }
        func write(_ element: ReferenceElement) {
            let ordinal = starts.count
            starts.append(output.count)
            ends.append(-1)
            endTagStarts.append(-1)
            var tag = "<" + element.qualifiedName
            for declaration in element.declarations {
                tag += declaration.prefix.isEmpty ? " xmlns=\"" : " xmlns:\(declaration.prefix)=\""
                tag += escaped(declaration.uri, attribute: true) + "\""
            }
            for attribute in element.attributes {
                tag += " \(attribute.qualifiedName)=\"\(escaped(attribute.value, attribute: true))\""
            }
            if element.children.isEmpty {
                output += Array((tag + "/>").utf8)
                ends[ordinal] = output.count
                endTagStarts[ordinal] = starts[ordinal]
                return
            }
            output += Array((tag + ">").utf8)
            for child in element.children {
                switch child {
                case .element(let inner): write(inner)
                case .text(let text): output += Array(escaped(text, attribute: false).utf8)
                case .comment(let text): output += Array("<!--\(text)-->".utf8)
                case .instruction(let target, let data):
                    output += Array("<?\(target) \(data.isEmpty ? "d" : data)?>".utf8)
                }
            }
            ends[ordinal] = output.count
            endTagStarts[ordinal] = output.count
            output += Array("</\(element.qualifiedName)>".utf8)
        }
        write(root)
        return FuzzDocument(
            bytes: output, original: output, starts: starts, ends: ends, endTagStarts: endTagStarts)
    }
}

extension ReferenceElement {
    /// A copy of this element (its children shared).
    func copy() -> ReferenceElement {
        let copy = ReferenceElement(ordinal: ordinal, name: name, prefix: prefix)
        copy.attributes = attributes
        copy.declarations = declarations
        copy.children = children
        return copy
    }
}
