// The copy-on-write box behind XMLExtensions: its collections, allocated only once one of them
// is written.

/// The collections of one ``XMLExtensions`` value.
// Unchecked Sendable: XMLExtensions writes to a box only while it holds the only reference
// (copying it first otherwise), so a box reachable from two values, or two threads, is never
// written to. For the same reason its fields need no dynamic exclusivity checks (which cost more
// than the reader's appends they would guard).
@usableFromInline
final class XMLExtensionsStorage: @unchecked Sendable {
    /// The first extension value. Objects that carry extension values mostly carry one (an
    /// entry's `gd:rating`): held here, it needs no array, whose allocation, atomic release and
    /// generic destruction cost more than the value's own box.
    @usableFromInline @exclusivity(unchecked) var firstValue: (any XMLExtension)?
    /// The extension values after the first, in order; empty while `firstValue` is nil.
    @usableFromInline @exclusivity(unchecked) var moreValues: [any XMLExtension] = []
    /// Unknown elements as the reader kept them, encoded back to back in one string while they
    /// lie side by side in the read's storage (the usual case: an object's unknown children are
    /// kept one after another), then in `keptMore`. They come before `unknownElements`.
    @exclusivity(unchecked) var kept = XMLString()
    @exclusivity(unchecked) var keptMore: [XMLString] = []
    @exclusivity(unchecked) var unknownElements: [XMLElementNode] = []
    @exclusivity(unchecked) var unknownElementOffsets: [Int] = []
    @exclusivity(unchecked) var unknownAttributes: [XMLAttributeNode] = []
    @exclusivity(unchecked) var namespaceDeclarations: [XMLNamespaceDeclaration] = []
    @exclusivity(unchecked) var userData: [String: any Sendable] = [:]

    init() {}

    /// The extension values in order.
    var values: [any XMLExtension] {
        get {
            guard let firstValue else { return [] }
            return [firstValue] + moreValues
        }
        set {
            firstValue = newValue.first
            moreValues = Array(newValue.dropFirst())
        }
    }

    /// Whether the reader kept any element here.
    var hasKept: Bool { !kept.isEmpty }

    /// The kept elements as nodes, in the order they were kept.
    var keptNodes: [XMLElementNode] {
        ([kept] + keptMore).flatMap(XMLElementNode.nodes(kept:))
    }

    /// Adds an element the reader kept.
    func appendKept(_ encoded: consuming XMLString) {
        if kept.isEmpty {
            kept = encoded
        } else if let joined = kept.joined(withFollowing: encoded) {
            kept = joined
        } else {
            keptMore.append(encoded)
        }
    }

    /// A new box with the same contents, for a value about to write to a shared box.
    func copy() -> XMLExtensionsStorage {
        let copy = XMLExtensionsStorage()
        copy.firstValue = firstValue
        copy.moreValues = moreValues
        copy.kept = kept
        copy.keptMore = keptMore
        copy.unknownElements = unknownElements
        copy.unknownElementOffsets = unknownElementOffsets
        copy.unknownAttributes = unknownAttributes
        copy.namespaceDeclarations = namespaceDeclarations
        copy.userData = userData
        return copy
    }
}
