// How the reference resolves names written in descriptions and record paths, from the documented
// rules: `{uri}local`; `prefix:local` through the declared prefixes (`xml` is predefined);
// `local` in the default namespace for elements and in no namespace for attributes; and a
// namespace's alternate URIs matched as the namespace itself.

import Xylem

enum ReferenceNames {
    /// The expanded names `written` matches in a description with these namespaces.
    static func expanded(
        _ written: String, namespaces: [String: String], alternates: [String: [String]] = [:], isAttribute: Bool
    ) -> [ExpandedName] {
        let primary = primaryName(written, namespaces: namespaces, isAttribute: isAttribute)
        guard !primary.uri.isEmpty else { return [primary] }
        return [primary]
            + alternateURIs(of: primary.uri, namespaces: namespaces, alternates: alternates).map {
                ExpandedName(uri: $0, local: primary.local)
            }
    }

    static func primaryName(_ written: String, namespaces: [String: String], isAttribute: Bool) -> ExpandedName {
        if written.hasPrefix("{"), let close = written.firstIndex(of: "}") {
            return ExpandedName(
                uri: String(written[written.index(after: written.startIndex)..<close]),
                local: String(written[written.index(after: close)...]))
        }
        if let colon = written.firstIndex(of: ":") {
            let prefix = String(written[..<colon])
            let uri =
                prefix == "xml" && namespaces["xml"] == nil
                ? XMLQualifiedName.xmlNamespaceURI : namespaces[prefix] ?? ""
            return ExpandedName(uri: uri, local: String(written[written.index(after: colon)...]))
        }
        return ExpandedName(uri: isAttribute ? "" : namespaces[""] ?? "", local: written)
    }

    /// The segments of a record path: names separated by `/`, where a slash inside `{…}` belongs
    /// to a namespace URI.
    static func pathSegments(_ path: String) -> [String] {
        var segments: [String] = []
        var current = ""
        var depth = 0
        for character in path {
            if character == "{" { depth += 1 }
            if character == "}" { depth -= 1 }
            if character == "/", depth == 0 {
                if !current.isEmpty { segments.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { segments.append(current) }
        return segments
    }

    /// The alternate URIs a description accepts for `uri`: those given for every prefix bound to it.
    static func alternateURIs(of uri: String, namespaces: [String: String], alternates: [String: [String]]) -> [String]
    {
        var result: [String] = []
        for prefix in alternates.keys.sorted() where namespaces[prefix] == uri {
            for alternate in alternates[prefix] ?? [] where !result.contains(alternate) { result.append(alternate) }
        }
        return result
    }
}
