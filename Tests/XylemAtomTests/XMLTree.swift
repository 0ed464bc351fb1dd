// A generic XML tree built by Foundation's XMLParser, so that round-trip tests judge Xylem's output
// with a parser that shares no code with Xylem.

import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// An element with names resolved to namespace URIs: what a document means, not how it is spelled.
struct XMLTree: Equatable, Sendable {
    enum Node: Equatable, Sendable {
        case element(XMLTree)
        case text(String)
    }

    /// `{uri}local`, or `local` in no namespace.
    var name: String
    /// Attributes by `{uri}local` name; namespace declarations are not attributes.
    var attributes: [String: String]
    /// Content in document order, adjacent text merged.
    var children: [Node]

    /// The child elements.
    var elements: [XMLTree] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// The text of the element's subtree.
    var text: String {
        children.map {
            switch $0 {
            case .text(let text): text
            case .element(let element): element.text
            }
        }.joined()
    }

    /// The root element of `data`; throws when it is not well-formed XML.
    static func parse(_ data: Data) throws -> XMLTree {
        let builder = XMLTreeBuilder()
        let parser = XMLParser(data: data)
        parser.delegate = builder
        parser.shouldProcessNamespaces = true
        parser.shouldReportNamespacePrefixes = true
        guard parser.parse(), let root = builder.root else {
            throw XMLTreeError(
                description: "line \(parser.lineNumber): \(parser.parserError.map { "\($0)" } ?? "no root element")")
        }
        return root
    }

    static func parse(_ string: String) throws -> XMLTree {
        try parse(Data(string.utf8))
    }
}

struct XMLTreeError: Error, CustomStringConvertible {
    let description: String
}

/// Builds an ``XMLTree`` from XMLParser's events, resolving attribute prefixes itself: XMLParser
/// reports attributes by qualified name even when it processes namespaces.
private final class XMLTreeBuilder: NSObject, XMLParserDelegate {
    private var stack: [XMLTree] = []
    /// The prefix bindings of each open element, innermost last.
    private var scopes: [[String: String]] = []
    private var pending: [String: String] = [:]
    var root: XMLTree?

    func parser(_ parser: XMLParser, didStartMappingPrefix prefix: String, toURI namespaceURI: String) {
        pending[prefix] = namespaceURI
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        scopes.append(pending)
        pending = [:]
        var resolved: [String: String] = [:]
        for (qualified, value) in attributes where qualified != "xmlns" && !qualified.hasPrefix("xmlns:") {
            resolved[attributeName(qualified)] = value
        }
        stack.append(XMLTree(name: Self.clark(namespaceURI, elementName), attributes: resolved, children: []))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        scopes.removeLast()
        let element = stack.removeLast()
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(.element(element))
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        appendText(string)
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        appendText(String(decoding: block, as: UTF8.self))
    }

    private func appendText(_ string: String) {
        guard !stack.isEmpty else { return }
        if case .text(let previous) = stack[stack.count - 1].children.last {
            stack[stack.count - 1].children[stack[stack.count - 1].children.count - 1] = .text(previous + string)
        } else {
            stack[stack.count - 1].children.append(.text(string))
        }
    }

    private func attributeName(_ qualified: String) -> String {
        guard let colon = qualified.firstIndex(of: ":") else { return qualified }
        let prefix = String(qualified[..<colon])
        let local = String(qualified[qualified.index(after: colon)...])
        if prefix == "xml" { return Self.clark("http://www.w3.org/XML/1998/namespace", local) }
        let uri = scopes.reversed().lazy.compactMap { $0[prefix] }.first
        return Self.clark(uri ?? "unbound:\(prefix)", local)
    }

    private static func clark(_ uri: String?, _ local: String) -> String {
        guard let uri, !uri.isEmpty else { return local }
        return "{\(uri)}\(local)"
    }
}
