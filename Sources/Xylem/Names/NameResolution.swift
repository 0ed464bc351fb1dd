// Turns a name as written in a description ("title", "gd:rating", "{http://…}rating") into the
// key bytes expat produces for it, using the description's prefix map.

/// The namespace URI that the `xml` prefix is bound to by definition.
let xmlNamespaceURI = "http://www.w3.org/XML/1998/namespace"

enum NameResolution {
    /// The match key for a written name, or a message saying why it cannot be resolved.
    ///
    /// Unprefixed element names take the description's default namespace (the `""` entry of the
    /// prefix map); unprefixed attribute names never have a namespace, as the Namespaces in XML
    /// recommendation says.
    static func key(
        for written: String, namespaces: [String: String], isAttribute: Bool
    ) -> Result<[UInt8], NameError> {
        if written.isEmpty { return .failure(NameError(message: "an empty name")) }
        if written.first == "{" {
            guard let close = written.firstIndex(of: "}") else {
                return .failure(NameError(message: "'\(written)' opens '{' without closing it"))
            }
            let uri = written[written.index(after: written.startIndex)..<close]
            let local = written[written.index(after: close)...]
            guard isPlainLocalName(local) else {
                return .failure(NameError(message: "'\(written)' has no valid local name after the namespace"))
            }
            return .success(joined(uri: String(uri), local: String(local)))
        }
        let pieces = written.split(separator: ":", omittingEmptySubsequences: false)
        switch pieces.count {
        case 1:
            guard isPlainLocalName(pieces[0]) else {
                return .failure(NameError(message: "'\(written)' is not an XML name"))
            }
            let uri = isAttribute ? "" : (namespaces[""] ?? "")
            return .success(joined(uri: uri, local: written))
        case 2:
            let prefix = String(pieces[0])
            guard isPlainLocalName(pieces[0]), isPlainLocalName(pieces[1]) else {
                return .failure(NameError(message: "'\(written)' is not an XML name"))
            }
            let uri: String
            if let declared = namespaces[prefix] {
                uri = declared
            } else if prefix == "xml" {
                uri = xmlNamespaceURI
            } else {
                return .failure(
                    NameError(
                        message: "'\(written)' uses the prefix '\(prefix)', which the description does not declare"))
            }
            return .success(joined(uri: uri, local: String(pieces[1])))
        default:
            return .failure(NameError(message: "'\(written)' has more than one ':'"))
        }
    }

    private static func joined(uri: String, local: String) -> [UInt8] {
        if uri.isEmpty { return Array(local.utf8) }
        return Array(uri.utf8) + [expatNameSeparator] + Array(local.utf8)
    }

    private static func isPlainLocalName(_ name: Substring) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        if first == "-" || first == "." || ("0"..."9").contains(first) { return false }
        return !name.unicodeScalars.contains { scalar in
            scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "/"
                || scalar == "<" || scalar == ">" || scalar == "&" || scalar == "\"" || scalar == "'"
                || scalar == "=" || scalar == "{" || scalar == "}" || scalar == ":"
        }
    }
}

/// Why a written name cannot be resolved.
struct NameError: Error {
    let message: String
}

/// A description's prefixes and the alternate URIs matched as the same namespace.
struct NameScope {
    let namespaces: [String: String]
    /// Alternate URIs by the primary URI they stand for.
    let alternatesByURI: [String: [String]]

    init(namespaces: [String: String], alternates: [String: [String]] = [:]) {
        self.namespaces = namespaces
        var byURI: [String: [String]] = [:]
        for (prefix, uris) in alternates {
            guard let primary = namespaces[prefix] else { continue }
            byURI[primary, default: []] += uris
        }
        alternatesByURI = byURI
    }

    /// The match keys for a written name: the key for its namespace, then one per alternate URI.
    func keys(for written: String, isAttribute: Bool) -> Result<[[UInt8]], NameError> {
        NameResolution.key(for: written, namespaces: namespaces, isAttribute: isAttribute).map { key in
            guard !alternatesByURI.isEmpty, let separator = key.firstIndex(of: expatNameSeparator) else { return [key] }
            let uri = String(decoding: key[..<separator], as: UTF8.self)
            let local = key[separator...]
            return [key] + (alternatesByURI[uri] ?? []).map { Array($0.utf8) + local }
        }
    }
}
