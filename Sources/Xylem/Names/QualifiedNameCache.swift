// The public names of the elements and attributes a read keeps as unknown content, made once per
// distinct expat name and shared afterwards: kept elements repeat the same few names in every
// record, and each name is three strings.

/// Qualified names by the expat name bytes they were made from, for one read.
struct QualifiedNameCache {
    private var counter = NameCounter()
    private var names: [XMLQualifiedName] = []

    /// The qualified name of `name` (the full expat name, with its prefix).
    mutating func name(_ name: ExpatName) -> XMLQualifiedName {
        let entry = counter.add(name.full)
        if entry == names.count {
            let parts = ExpatNameParts(bytes: name.full)
            names.append(
                XMLQualifiedName(namespaceURI: parts.namespaceURI, localName: parts.localName, prefix: parts.prefix))
        }
        return names[entry]
    }
}
