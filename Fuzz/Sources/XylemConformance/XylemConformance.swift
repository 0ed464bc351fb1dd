// `XylemConformance stats FILE…` and `XylemConformance read FILE…`: Xylem's side of
// Scripts/w3c-namespaces.sh. Each document is read through one of Xylem's two consumers of
// expat's events (XMLStatistics, or a typed read that keeps every element and attribute as an
// unknown node) and printed in the format of Scripts/w3c-namespaces/expat-ns.c, which reads the
// same documents with expat in namespace mode: "error CODE", or "ok" and the element names with
// their counts (stats), or "ok" and the root's attributes and descendants by expanded name (read).

import Xylem

/// A root of any name whose attributes and children are all kept as unknown content.
struct AnyDocument: XMLReadable, XMLExtensible {
    var extensions = XMLExtensions()

    static let xmlDescription = XMLDescription(AnyDocument.init) {
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

@main
struct XylemConformance {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let mode = arguments.first, mode == "stats" || mode == "read" else {
            print("usage: XylemConformance stats|read FILE…")
            return
        }
        for path in arguments.dropFirst() {
            print("== \(path)")
            do {
                let lines = mode == "stats" ? try statistics(path) : try tree(path)
                print("ok")
                for line in lines { print(line) }
            } catch let error as XMLReadError {
                if case .malformed(let code, _) = error.kind {
                    print("error \(code)")
                } else {
                    print("error \(error.kind)")
                }
            } catch {
                print("error \(error)")
            }
        }
    }

    /// "# {uri}local count" for each distinct element name, ordered by bytes as C's strcmp does.
    static func statistics(_ path: String) throws -> [String] {
        let statistics = try XMLStatistics.collect(from: .file(path))
        return statistics.elementNames
            .map { (spelled: "{\($0.namespaceURI)}\($0.localName)", count: $0.count) }
            .sorted { $0.spelled.utf8.lexicographicallyPrecedes($1.spelled.utf8) }
            .map { "# \($0.spelled) \($0.count)" }
    }

    /// The root's attributes, then each descendant element in document order: "< {uri}local",
    /// its attributes as "@ {uri}local=value", its children, and ">".
    static func tree(_ path: String) throws -> [String] {
        let document = try XMLReader().read(AnyDocument.self, from: .file(path))
        var lines: [String] = []
        func attributes(_ list: [XMLAttributeNode]) {
            for attribute in list {
                lines.append("@ \(attribute.name.clarkNotationBraced)=\(escaped(attribute.value))")
            }
        }
        func element(_ node: XMLElementNode) {
            lines.append("< \(node.name.clarkNotationBraced)")
            attributes(node.attributes)
            for case .element(let child) in node.children { element(child) }
            lines.append(">")
        }
        attributes(document.extensions.unknownAttributes)
        for child in document.extensions.unknownElements { element(child) }
        return lines
    }
}

/// An attribute value on one line: backslash, line feed, carriage return and tab escaped.
private func escaped(_ value: String) -> String {
    var result = ""
    for scalar in value.unicodeScalars {
        switch scalar {
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result
}

extension XMLQualifiedName {
    /// `{uri}local`, with `{}` for a name in no namespace.
    fileprivate var clarkNotationBraced: String { "{\(namespaceURI)}\(localName)" }
}
