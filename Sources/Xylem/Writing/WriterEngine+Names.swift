// Names written as strings, the way descriptions write them: "title", "gd:etag" (prefix from a
// map or from the bindings in scope) or "{uri}local" (Clark notation), turned into qualified names.

extension WriterEngine {
    mutating func startElement(_ name: String, namespaces: [String: String]) throws {
        try checkWritable()
        try startElement(resolve(name, namespaces: namespaces, isAttribute: false))
    }

    mutating func attribute(_ name: String, _ value: String, namespaces: [String: String]) throws {
        try checkWritable()
        try attribute(resolve(name, namespaces: namespaces, isAttribute: true), value)
    }

    /// The qualified name a written name stands for here: a prefix comes from `namespaces`, then
    /// from the bindings in scope; an unprefixed element takes `namespaces[""]`, then the default
    /// namespace in scope; an unprefixed attribute has no namespace.
    func resolve(_ written: String, namespaces: [String: String], isAttribute: Bool) throws -> XMLQualifiedName {
        let what = isAttribute ? "attribute" : "element"
        if written.utf8.first == UInt8(ascii: "{") {
            guard var name = XMLQualifiedName(clarkNotation: written) else {
                throw XMLWriteError(
                    kind: .invalidName, message: "'\(written)' is not a valid \(what) name in Clark notation")
            }
            // Sorted, so that the choice does not depend on the dictionary's order.
            let prefixes = namespaces.filter { $0.value == name.namespaceURI }.map(\.key).sorted()
            name.prefix = (!isAttribute && prefixes.contains("")) ? "" : prefixes.first { !$0.isEmpty } ?? ""
            return name
        }
        let utf8 = written.utf8
        let colonOffset =
            utf8.withContiguousStorageIfAvailable { $0.firstIndex(of: UInt8(ascii: ":")) }
            ?? utf8.firstIndex(of: UInt8(ascii: ":")).map { utf8.distance(from: utf8.startIndex, to: $0) }
        guard let colonOffset else {
            let uri = isAttribute ? "" : namespaces[""] ?? scope.uri(for: "") ?? ""
            return XMLQualifiedName(namespaceURI: uri, localName: written)
        }
        let colon = utf8.index(utf8.startIndex, offsetBy: colonOffset)
        let prefix = String(written[..<colon])
        let local = written[utf8.index(after: colon)...]
        guard XMLNameRules.isNCName(prefix), XMLNameRules.isNCName(local) else {
            throw XMLWriteError(kind: .invalidName, message: "'\(written)' is not a valid \(what) name")
        }
        if prefix == "xmlns" {
            throw XMLWriteError(
                kind: .namespace, message: "declare namespaces with declareNamespace(prefix:uri:), not as '\(written)'")
        }
        guard let uri = namespaces[prefix] ?? scope.uri(for: prefix) else {
            throw XMLWriteError(
                kind: .namespace, message: "\(what) '\(written)' uses the prefix '\(prefix)', which is not declared")
        }
        return XMLQualifiedName(namespaceURI: uri, localName: String(local), prefix: prefix)
    }
}
