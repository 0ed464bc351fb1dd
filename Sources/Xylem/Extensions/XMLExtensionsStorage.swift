// The copy-on-write box behind XMLExtensions: its six collections, allocated only once one of
// them is written.

/// The collections of one ``XMLExtensions`` value.
// Unchecked Sendable: XMLExtensions writes to a box only while it holds the only reference
// (copying it first otherwise), so a box reachable from two values, or two threads, is never
// written to. For the same reason its fields need no dynamic exclusivity checks (which cost more
// than the reader's appends they would guard).
final class XMLExtensionsStorage: @unchecked Sendable {
    @exclusivity(unchecked) var values: [any XMLExtension] = []
    /// Unknown elements as the reader kept them, encoded; they come before `unknownElements`.
    @exclusivity(unchecked) var keptElements: [XMLString] = []
    @exclusivity(unchecked) var unknownElements: [XMLElementNode] = []
    @exclusivity(unchecked) var unknownElementOffsets: [Int] = []
    @exclusivity(unchecked) var unknownAttributes: [XMLAttributeNode] = []
    @exclusivity(unchecked) var namespaceDeclarations: [XMLNamespaceDeclaration] = []
    @exclusivity(unchecked) var userData: [String: any Sendable] = [:]

    init() {}

    /// A new box with the same contents, for a value about to write to a shared box.
    func copy() -> XMLExtensionsStorage {
        let copy = XMLExtensionsStorage()
        copy.values = values
        copy.keptElements = keptElements
        copy.unknownElements = unknownElements
        copy.unknownElementOffsets = unknownElementOffsets
        copy.unknownAttributes = unknownAttributes
        copy.namespaceDeclarations = namespaceDeclarations
        copy.userData = userData
        return copy
    }
}
