// The copy-on-write box behind XMLExtensions: its six collections, allocated only once one of
// them is written.

/// The collections of one ``XMLExtensions`` value.
// Unchecked Sendable: XMLExtensions writes to a box only while it holds the only reference
// (copying it first otherwise), so a box reachable from two values, or two threads, is never
// written to.
final class XMLExtensionsStorage: @unchecked Sendable {
    var values: [any XMLExtension] = []
    /// Unknown elements as the reader kept them, encoded; they come before `unknownElements`.
    var keptElements: [XMLString] = []
    var unknownElements: [XMLElementNode] = []
    var unknownElementOffsets: [Int] = []
    var unknownAttributes: [XMLAttributeNode] = []
    var namespaceDeclarations: [XMLNamespaceDeclaration] = []
    var userData: [String: any Sendable] = [:]

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
