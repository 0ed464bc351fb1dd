// Turning the collector's byte tallies into XMLStatistics: the only place a statistics pass makes
// Strings, once per distinct spelling of a name or declaration.

extension StatisticsCollector {
    /// The statistics gathered so far, for an input of `byteCount` bytes.
    func statistics(byteCount: Int) -> XMLStatistics {
        tally.statistics(byteCount: byteCount)
    }
}

extension StatisticsTally {
    /// The statistics these tallies make, for an input of `byteCount` bytes.
    func statistics(byteCount: Int) -> XMLStatistics {
        var prefixesByURI: [String: Set<String>] = [:]
        func note(_ parts: ExpatNameParts) {
            guard !parts.namespaceURI.isEmpty else { return }
            prefixesByURI[parts.namespaceURI, default: []].insert(parts.prefix)
        }

        // Spellings arrive in first-seen order, so the first one of a name sets its display name.
        struct Tally {
            var parts: ExpatNameParts
            var count: Int
        }
        var tallies: [Tally] = []
        var tallyIndex: [NameKey: Int] = [:]
        elementNames.forEach { bytes, count in
            let parts = ExpatNameParts(bytes: bytes)
            note(parts)
            let key = NameKey(uri: parts.namespaceURI, local: parts.localName)
            if let index = tallyIndex[key] {
                tallies[index].count += count
            } else {
                tallyIndex[key] = tallies.count
                tallies.append(Tally(parts: parts, count: count))
            }
        }
        attributeNames.forEach { bytes, _ in note(ExpatNameParts(bytes: bytes)) }
        declarations.forEach { bytes, _ in
            // "uri\u{1}prefix": a URI cannot contain the separator, so the first one splits.
            let separator = bytes.firstIndex(of: expatNameSeparator) ?? bytes.endIndex
            let uri = String(decoding: bytes[..<separator], as: UTF8.self)
            let prefix =
                separator == bytes.endIndex
                ? "" : String(decoding: bytes[bytes.index(after: separator)...], as: UTF8.self)
            prefixesByURI[uri, default: []].insert(prefix)
        }

        let names = tallies.map { tally in
            XMLStatistics.ElementName(
                namespaceURI: tally.parts.namespaceURI, localName: tally.parts.localName,
                displayName: tally.parts.qualifiedName, count: tally.count)
        }.sorted { a, b in
            if a.count != b.count { return a.count > b.count }
            if a.displayName != b.displayName { return a.displayName < b.displayName }
            return a.namespaceURI < b.namespaceURI
        }
        let namespaces = prefixesByURI.map { uri, prefixes in
            XMLStatistics.Namespace(uri: uri, prefixes: prefixes.sorted())
        }.sorted { $0.uri < $1.uri }

        return XMLStatistics(
            elementCount: elementCount, attributeCount: attributeCount, maxDepth: maxDepth,
            textByteCount: textByteCount, byteCount: byteCount, elementNames: names, namespaces: namespaces)
    }
}

/// A name as XML Namespaces compare them: URI and local name, prefix ignored.
private struct NameKey: Hashable {
    var uri: String
    var local: String
}
