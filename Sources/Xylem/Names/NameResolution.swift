// Turns a name as written in a description ("title", "gd:rating", "{http://…}rating") into the
// key bytes expat produces for it, using the description's prefix map.

/// The namespace URI that the `xml` prefix is bound to by definition.
let xmlNamespaceURI = "http://www.w3.org/XML/1998/namespace"

enum NameResolution {
    /// The match key for a written name, or a message saying why it cannot be resolved.
    ///
    /// Unprefixed element names take the description's default namespace (the `""` entry of the
    /// prefix map); unprefixed attribute names never have a namespace, as the Namespaces in XML
    /// recommendation says. A name no document can have (a namespace declaration, a name in the
    /// reserved `xmlns` namespace) is refused: it would never match.
    static func key(
        for written: String, namespaces: [String: String], isAttribute: Bool
    ) -> Result<[UInt8], NameError> {
        if written.isEmpty { return .failure(NameError(message: "an empty name")) }
        if isAttribute && (written == "xmlns" || written.hasPrefix("xmlns:")) {
            return .failure(
                NameError(message: "'\(written)' is a namespace declaration, which a read never gives as an attribute"))
        }
        if written.first == "{" {
            guard let close = written.firstIndex(of: "}") else {
                return .failure(NameError(message: "'\(written)' opens '{' without closing it"))
            }
            let uri = written[written.index(after: written.startIndex)..<close]
            let local = written[written.index(after: close)...]
            guard isPlainLocalName(local) else {
                return .failure(NameError(message: "'\(written)' has no valid local name after the namespace"))
            }
            if uri == xmlnsNamespaceURI { return .failure(reservedNamespace(written)) }
            return .success(joined(uri: String(uri), local: local.utf8))
        }
        let pieces = written.split(separator: ":", omittingEmptySubsequences: false)
        switch pieces.count {
        case 1:
            guard isPlainLocalName(pieces[0]) else {
                return .failure(NameError(message: "'\(written)' is not an XML name"))
            }
            let uri = isAttribute ? "" : (namespaces[""] ?? "")
            return .success(joined(uri: uri, local: written.utf8))
        case 2:
            let prefix = String(pieces[0])
            guard isPlainLocalName(pieces[0]), isPlainLocalName(pieces[1]) else {
                return .failure(NameError(message: "'\(written)' is not an XML name"))
            }
            let uri: String
            if prefix == "xmlns" {
                return .failure(reservedNamespace(written))
            } else if let declared = namespaces[prefix] {
                guard declared != xmlnsNamespaceURI else { return .failure(reservedNamespace(written)) }
                uri = declared
            } else if prefix == "xml" {
                uri = xmlNamespaceURI
            } else {
                return .failure(
                    NameError(
                        message: "'\(written)' uses the prefix '\(prefix)', which the description does not declare"))
            }
            return .success(joined(uri: uri, local: pieces[1].utf8))
        default:
            return .failure(NameError(message: "'\(written)' has more than one ':'"))
        }
    }

    private static func reservedNamespace(_ written: String) -> NameError {
        NameError(message: "'\(written)' is in the reserved xmlns namespace, which no element or attribute is in")
    }

    static func joined<Local: Collection<UInt8>>(uri: String, local: Local) -> [UInt8] {
        if uri.isEmpty { return Array(local) }
        return Array(uri.utf8) + [expatNameSeparator] + Array(local)
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
///
/// An alternate may be `""`, no namespace: RSS 2.0's elements are published in no namespace and
/// in `http://backend.userland.com/rss2`, and a description lists one as the other's alternate.
/// Alternates for the default namespace (`""`) apply when the description declares none, too:
/// unprefixed names are then in no namespace, or in one of the alternates.
struct NameScope {
    let namespaces: [String: String]
    /// Alternate URIs by the primary URI they stand for.
    let alternatesByURI: [String: [String]]

    init(namespaces: [String: String], alternates: [String: [String]] = [:]) {
        self.namespaces = namespaces
        var byURI: [String: [String]] = [:]
        for (prefix, uris) in alternates {
            guard let primary = namespaces[prefix] ?? (prefix.isEmpty ? "" : nil) else { continue }
            for uri in uris where uri != primary && !(byURI[primary]?.contains(uri) ?? false) {
                byURI[primary, default: []].append(uri)
            }
        }
        alternatesByURI = byURI
    }

    /// The match keys for a written name: the key for its namespace, then one per alternate URI.
    /// An unprefixed attribute is in no namespace whatever the alternates of the default one.
    func keys(for written: String, isAttribute: Bool) -> Result<[[UInt8]], NameError> {
        NameResolution.key(for: written, namespaces: namespaces, isAttribute: isAttribute).map { key in
            guard !alternatesByURI.isEmpty else { return [key] }
            let separator = key.firstIndex(of: expatNameSeparator)
            if separator == nil && isAttribute { return [key] }
            let uri = separator.map { String(decoding: key[..<$0], as: UTF8.self) } ?? ""
            let local = separator.map { key[($0 + 1)...] } ?? key[...]
            return [key] + (alternatesByURI[uri] ?? []).map { NameResolution.joined(uri: $0, local: local) }
        }
    }
}
