// The reference side's view of a document: a plain tree built by Foundation's XMLParser (libxml2,
// not expat), with namespaces resolved, before any model is looked at. The reference interpreter
// maps this tree; it never sees expat or the engine.
//
// XMLParser hands attributes and namespace declarations over in dictionaries, which lose their
// order: the document writer puts them in order of qualified name (declarations by prefix), and
// the tree sorts them the same way, so that "document order" means the same on both sides.

import Foundation
import Xylem

#if canImport(FoundationXML)
import FoundationXML
#endif

/// An element of the reference tree.
final class ReferenceElement {
    /// The element's number in document order (the root is 0), which the document's position
    /// table is indexed by.
    let ordinal: Int
    let name: ExpandedName
    let prefix: String
    /// Attributes (namespace declarations excluded), in order of qualified name.
    var attributes: [ReferenceAttribute] = []
    /// The namespace declarations of the start tag, in order of prefix.
    var declarations: [(prefix: String, uri: String)] = []
    var children: [ReferenceNode] = []

    init(ordinal: Int, name: ExpandedName, prefix: String) {
        self.ordinal = ordinal
        self.name = name
        self.prefix = prefix
    }

    /// `prefix:local` as written.
    var qualifiedName: String { prefix.isEmpty ? name.local : "\(prefix):\(name.local)" }

    /// The text of the element and its descendants, in order.
    var textContent: String {
        children.map { node in
            switch node {
            case .element(let element): element.textContent
            case .text(let text): text
            case .comment, .instruction: ""
            }
        }.joined()
    }

    /// The element as compared markup: as a raw capture (processing instructions kept,
    /// declarations rewritten), or as kept unknown content (declarations as written, processing
    /// instructions left out: ``XMLNode`` has no case for them).
    func markup(asKept kept: Bool) -> MarkupNode {
        .element(
            name: name, prefix: prefix,
            attributes: attributes.map { MarkupAttribute(name: $0.name, prefix: $0.prefix, value: $0.value) },
            declarations: kept ? declarations.map { "\($0.prefix)=\($0.uri)" } : [],
            children: MarkupNode.normalized(children.compactMap { $0.markup(asKept: kept) }))
    }
}

struct ReferenceAttribute {
    var name: ExpandedName
    var prefix: String
    var value: String

    var qualifiedName: String { prefix.isEmpty ? name.local : "\(prefix):\(name.local)" }
}

enum ReferenceNode {
    case element(ReferenceElement)
    case text(String)
    case comment(String)
    case instruction(target: String, data: String)

    func markup(asKept kept: Bool) -> MarkupNode? {
        switch self {
        case .element(let element): element.markup(asKept: kept)
        case .text(let text): .text(text)
        case .comment(let text): .comment(text)
        case .instruction(let target, let data): kept ? nil : .instruction(target: target, data: data)
        }
    }
}

/// A document parsed by XMLParser.
struct ReferenceDocument {
    var root: ReferenceElement?
    /// XMLParser's error, if it reported one.
    var error: String?

    static func parse(_ data: Data) -> ReferenceDocument {
        let builder = TreeBuilder()
        // Foundation's XMLParser on Linux drops the text of internal entity references in
        // content; the documents' one entity, `fz`, stands for plain text and is replaced here.
        let expanded = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "&fz;", with: "fuzz")
        let parser = XMLParser(data: Data(expanded.utf8))
        parser.shouldProcessNamespaces = true
        parser.shouldReportNamespacePrefixes = true
        parser.delegate = builder
        let succeeded = parser.parse()
        let error = builder.error ?? (succeeded ? nil : parser.parserError.map { "\($0)" } ?? "failed")
        return ReferenceDocument(root: builder.root, error: error)
    }

    /// Parses `text` as element content (the inside of an element), or nil when it is not
    /// well-formed content.
    static func parseContent(_ text: String) -> [ReferenceNode]? {
        let document = parse(Data(("<content-wrapper>" + text + "</content-wrapper>").utf8))
        guard document.error == nil, let root = document.root else { return nil }
        return root.children
    }
}

/// Builds the tree from XMLParser's events, resolving attribute prefixes with the declarations
/// in scope.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    var root: ReferenceElement?
    var error: String?
    private var open: [ReferenceElement] = []
    private var scopes: [[(prefix: String, uri: String)]] = []
    private var pending: [(prefix: String, uri: String)] = []
    private var count = 0

    func parser(_ parser: XMLParser, didStartMappingPrefix prefix: String, toURI namespaceURI: String) {
        pending.append((prefix, namespaceURI))
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let declarations = pending.sorted { $0.prefix < $1.prefix }
        pending = []
        scopes.append(declarations)
        let written = qualifiedName ?? elementName
        let prefix = written.contains(":") ? String(written.split(separator: ":")[0]) : ""
        let element = ReferenceElement(
            ordinal: count, name: ExpandedName(uri: namespaceURI ?? "", local: elementName), prefix: prefix)
        count += 1
        element.declarations = declarations
        element.attributes = attributes.keys.sorted().map { qualified in
            let parts = qualified.split(separator: ":", maxSplits: 1).map(String.init)
            if parts.count == 2 {
                return ReferenceAttribute(
                    name: ExpandedName(uri: uri(for: parts[0]), local: parts[1]), prefix: parts[0],
                    value: attributes[qualified] ?? "")
            }
            return ReferenceAttribute(
                name: ExpandedName(uri: "", local: qualified), prefix: "", value: attributes[qualified] ?? "")
        }
        if let parent = open.last {
            parent.children.append(.element(element))
        } else if root == nil {
            root = element
        }
        open.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
        scopes.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        appendText(string)
    }

    func parser(_ parser: XMLParser, foundIgnorableWhitespace whitespaceString: String) {
        appendText(whitespaceString)
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        appendText(String(decoding: block, as: UTF8.self))
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
        open.last?.children.append(.comment(comment))
    }

    func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
        open.last?.children.append(.instruction(target: target, data: data ?? ""))
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if error == nil {
            error =
                "\(parseError) \((parseError as NSError).userInfo) at line \(parser.lineNumber), column \(parser.columnNumber)"
        }
    }

    private func appendText(_ text: String) {
        guard let element = open.last, !text.isEmpty else { return }
        if case .text(let previous) = element.children.last {
            element.children[element.children.count - 1] = .text(previous + text)
        } else {
            element.children.append(.text(text))
        }
    }

    private func uri(for prefix: String) -> String {
        if prefix == "xml" { return XMLQualifiedName.xmlNamespaceURI }
        for scope in scopes.reversed() {
            if let binding = scope.last(where: { $0.prefix == prefix }) { return binding.uri }
        }
        return ""
    }
}
