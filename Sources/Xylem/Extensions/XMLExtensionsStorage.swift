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
    /// The collections most objects never fill, nil until one is written: a box holding them
    /// directly released six empty collections when it went, one runtime call each, for every
    /// object that carried an extension value or a kept element.
    @exclusivity(unchecked) private var rare: Rare?

    /// See `rare`.
    private struct Rare {
        var keptMore: [XMLString] = []
        var unknownElements: [XMLElementNode] = []
        var unknownElementOffsets: [Int] = []
        var unknownAttributes: [XMLAttributeNode] = []
        var namespaceDeclarations: [XMLNamespaceDeclaration] = []
        var userData: [String: any Sendable] = [:]
    }

    /// `rare`, made when it is first written to.
    private var filledRare: Rare {
        get { rare ?? Rare() }
        _modify {
            if rare == nil { rare = Rare() }
            yield &rare!
        }
    }

    var keptMore: [XMLString] {
        get { rare?.keptMore ?? [] }
        _modify { yield &filledRare.keptMore }
    }
    var unknownElements: [XMLElementNode] {
        get { rare?.unknownElements ?? [] }
        _modify { yield &filledRare.unknownElements }
    }
    var unknownElementOffsets: [Int] {
        get { rare?.unknownElementOffsets ?? [] }
        _modify { yield &filledRare.unknownElementOffsets }
    }
    var unknownAttributes: [XMLAttributeNode] {
        get { rare?.unknownAttributes ?? [] }
        _modify { yield &filledRare.unknownAttributes }
    }
    var namespaceDeclarations: [XMLNamespaceDeclaration] {
        get { rare?.namespaceDeclarations ?? [] }
        _modify { yield &filledRare.namespaceDeclarations }
    }
    var userData: [String: any Sendable] {
        get { rare?.userData ?? [:] }
        _modify { yield &filledRare.userData }
    }

    init() {}

    /// The extension values in order.
    var values: [any XMLExtension] {
        get {
            guard let firstValue else { return [] }
            // One allocation: `[firstValue] + moreValues` made two.
            var values: [any XMLExtension] = []
            values.reserveCapacity(1 + moreValues.count)
            values.append(firstValue)
            values.append(contentsOf: moreValues)
            return values
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

    /// How many elements the reader kept, without building their nodes.
    var keptCount: Int {
        ([kept] + keptMore).reduce(0) { $0 + XMLElementNode.count(kept: $1) }
    }

    /// Adds an element the reader kept, after the others. It joins the last piece when its bytes
    /// follow that piece's in the read's storage; never an earlier piece, even when its bytes
    /// happen to follow that one's (a short element stored inline in between takes no storage).
    func appendKept(_ encoded: consuming XMLString) {
        if kept.isEmpty {
            kept = encoded
        } else if keptMore.isEmpty {
            if let joined = kept.joined(withFollowing: encoded) {
                kept = joined
            } else {
                keptMore.append(encoded)
            }
        } else if let joined = keptMore[keptMore.count - 1].joined(withFollowing: encoded) {
            keptMore[keptMore.count - 1] = joined
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
        copy.rare = rare
        return copy
    }
}
