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
        // Names and namespace pairs are merged by their bytes, in byte-keyed tables: a String is
        // made for the first spelling of each name and the first sighting of each pair only, so
        // that a document of many distinct names costs no String hashing per name.
        var prefixesByURI: [String: Set<String>] = [:]
        var pairsSeen = NameCounter()
        var pair: [UInt8] = []
        // Names of one namespace mostly follow each other: the pair noted last is passed by first.
        var lastPair: (uri: ArraySlice<UInt8>, prefix: ArraySlice<UInt8>) = ([], [])
        func note(uri: ArraySlice<UInt8>, prefix: ArraySlice<UInt8>) {
            guard !uri.isEmpty, !(uri.elementsEqual(lastPair.uri) && prefix.elementsEqual(lastPair.prefix)) else {
                return
            }
            lastPair = (uri, prefix)
            pair.removeAll(keepingCapacity: true)
            pair += uri
            pair.append(expatNameSeparator)
            pair += prefix
            let known = pairsSeen.count
            pair.withUnsafeBufferPointer { _ = pairsSeen.add($0) }
            guard pairsSeen.count > known else { return }
            prefixesByURI[String(decoding: uri, as: UTF8.self), default: []].insert(
                String(decoding: prefix, as: UTF8.self))
        }
        /// Notes the namespace pair of an expat name ("uri\u{1}local\u{1}prefix") and returns the
        /// length of its key ("uri\u{1}local"), by which spellings are merged.
        func noteName(_ bytes: ArraySlice<UInt8>) -> Int {
            guard let first = bytes.firstIndex(of: expatNameSeparator) else { return bytes.count }
            let rest = bytes[(first + 1)...]
            let second = rest.firstIndex(of: expatNameSeparator)
            note(uri: bytes[..<first], prefix: second.map { bytes[($0 + 1)...] } ?? [])
            return (second ?? bytes.endIndex) - bytes.startIndex
        }

        // Spellings arrive in first-seen order, so the first one of a name sets its display name.
        struct Tally {
            var parts: ExpatNameParts
            var count: Int
        }
        var tallies: [Tally] = []
        var tallyIndex = NameCounter()
        elementNames.forEach { bytes, count in
            let keyLength = noteName(bytes)
            let entry = bytes.withUnsafeBufferPointer {
                tallyIndex.add(UnsafeBufferPointer(rebasing: $0[..<keyLength]))
            }
            if entry < tallies.count {
                tallies[entry].count += count
            } else {
                tallies.append(Tally(parts: ExpatNameParts(bytes: bytes), count: count))
            }
        }
        attributeNames.forEach { bytes, _ in _ = noteName(bytes) }
        declarations.forEach { bytes, _ in
            // "uri\u{1}prefix": a URI cannot contain the separator, so the first one splits.
            let separator = bytes.firstIndex(of: expatNameSeparator) ?? bytes.endIndex
            note(uri: bytes[..<separator], prefix: separator == bytes.endIndex ? [] : bytes[(separator + 1)...])
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
