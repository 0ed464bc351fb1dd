// The storage an extensible object carries: its typed extension values in document order, the
// unknown content kept for round trips, and a place for the caller's own data.

/// The extension values, kept unknown content and user data of one object.
///
/// Equality compares the typed extension values (by type and value, in order within each type),
/// not the unknown content, namespace declarations or user data, as the Google Data client did:
/// two feeds with the same content are equal however they were spelled.
public struct XMLExtensions: Sendable, Equatable {
    // Every collection lives in one copy-on-write box, nil while nothing was ever stored. Most
    // objects that carry extensions carry none, so an empty value is a single null word: making,
    // copying and destroying the objects that hold one (every Atom element) costs no reference
    // counting for it, where six collections cost six retains per copy and six releases.
    @usableFromInline var storage: XMLExtensionsStorage?

    /// The typed extension values, in the order they were read or added.
    public var values: [any XMLExtension] {
        get { storage?.values ?? [] }
        _modify {
            let storage = uniqueStorage()
            var values = storage.values
            storage.values = []
            defer { storage.values = values }
            yield &values
        }
    }

    /// Appends an extension value the reader built. Inlined where `E` is concrete, so that the
    /// value moves straight into its existential box (through a non-generic entry point it was
    /// boxed by the caller, then copied into a second box).
    @inlinable
    mutating func appendValue<E: XMLExtension>(_ value: consuming E) {
        makeStorageUnique()
        if case .none = storage.unsafelyUnwrapped.firstValue {
            storage.unsafelyUnwrapped.firstValue = .some(value)
        } else {
            // Objects with a second value tend to carry several (a podcast episode's iTunes,
            // podcast and media elements): room for four spares the array's first regrowths.
            if storage.unsafelyUnwrapped.moreValues.capacity == 0 {
                storage.unsafelyUnwrapped.moreValues.reserveCapacity(4)
            }
            storage.unsafelyUnwrapped.moreValues.append(value)
        }
    }
    /// Child elements that neither the description nor a declared extension maps, in document order.
    ///
    /// The reader keeps unknown elements in an encoded form and builds these nodes when they are
    /// asked for: read this property once and keep the result rather than reading it repeatedly.
    public var unknownElements: [XMLElementNode] {
        get {
            guard let storage else { return [] }
            guard storage.hasKept else { return storage.unknownElements }
            return storage.keptNodes + storage.unknownElements
        }
        _modify {
            let storage = uniqueStorage()
            if storage.hasKept {
                storage.unknownElements = storage.keptNodes + storage.unknownElements
                storage.kept = XMLString()
                storage.keptMore = []
            }
            yield &storage.unknownElements
        }
    }

    /// Appends an unknown element the reader kept, encoded by a `KeptElementEncoder`, and the
    /// offset in the object's own text where it appeared (negative: the object reads no text).
    mutating func appendKeptElement(_ encoded: consuming XMLString, textOffset: Int) {
        makeStorageUnique()
        storage.unsafelyUnwrapped.appendKept(encoded)
        if textOffset >= 0 { storage.unsafelyUnwrapped.unknownElementOffsets.append(textOffset) }
    }
    /// For objects that read their own text (``XMLTextContent``): for each unknown element, the
    /// UTF-8 offset in that text (untrimmed) where the element appeared, so that mixed content is
    /// written back in order (see ``writeMixedContent(_:to:)``). Empty for other objects.
    public var unknownElementOffsets: [Int] {
        get { storage?.unknownElementOffsets ?? [] }
        _modify { yield &uniqueStorage().unknownElementOffsets }
    }
    /// How many elements ``unknownElements`` holds, counted without building their nodes.
    public var unknownElementCount: Int {
        guard let storage else { return 0 }
        return (storage.hasKept ? storage.keptCount : 0) + storage.unknownElements.count
    }

    /// Attributes that the description does not map, in document order.
    public var unknownAttributes: [XMLAttributeNode] {
        get { storage?.unknownAttributes ?? [] }
        _modify { yield &uniqueStorage().unknownAttributes }
    }
    /// The namespace declarations written on the object's start tag, so that a writer can declare
    /// the same prefixes.
    public var namespaceDeclarations: [XMLNamespaceDeclaration] {
        get { storage?.namespaceDeclarations ?? [] }
        _modify { yield &uniqueStorage().namespaceDeclarations }
    }
    /// The caller's own data, never read from nor written to XML and not compared.
    public var userData: [String: any Sendable] {
        get { storage?.userData ?? [:] }
        _modify { yield &uniqueStorage().userData }
    }

    /// Creates empty storage.
    @inlinable
    public init() {}

    /// `uniqueStorage()` without handing the box out (which costs a retain and a release).
    @usableFromInline
    mutating func makeStorageUnique() {
        if storage == nil {
            storage = XMLExtensionsStorage()
        } else if !isKnownUniquelyReferenced(&storage!) {
            storage = storage!.copy()
        }
    }

    /// The box, made or copied first so that this value owns it alone.
    private mutating func uniqueStorage() -> XMLExtensionsStorage {
        makeStorageUnique()
        return storage.unsafelyUnwrapped
    }

    /// Whether nothing is stored: no extension values, unknown content or declarations.
    public var isEmpty: Bool {
        guard let storage else { return true }
        return storage.firstValue == nil && !storage.hasKept && storage.unknownElements.isEmpty
            && storage.unknownAttributes.isEmpty
            && storage.namespaceDeclarations.isEmpty
    }

    /// The first extension value of type `E`, if any.
    public func first<E: XMLExtension>(_ type: E.Type) -> E? {
        guard let storage, let firstValue = storage.firstValue else { return nil }
        if let match = firstValue as? E { return match }
        for value in storage.moreValues {
            if let match = value as? E { return match }
        }
        return nil
    }

    /// Every extension value of type `E`, in order.
    public func all<E: XMLExtension>(_ type: E.Type) -> [E] {
        guard let storage, let firstValue = storage.firstValue else { return [] }
        var matches: [E] = []
        if let match = firstValue as? E { matches.append(match) }
        for value in storage.moreValues {
            if let match = value as? E { matches.append(match) }
        }
        return matches
    }

    /// Appends an extension value.
    public mutating func add<E: XMLExtension>(_ value: E) {
        values.append(value)
    }

    /// Replaces every value of type `E` with `value` (or removes them when `value` is nil), keeping
    /// the position of the first one replaced.
    public mutating func set<E: XMLExtension>(_ value: E?) {
        set(value.map { [$0] } ?? [], as: E.self)
    }

    /// Replaces every value of type `E` with `newValues`, at the position of the first one replaced.
    public mutating func set<E: XMLExtension>(_ newValues: [E], as type: E.Type = E.self) {
        let position = values.firstIndex { $0 is E } ?? values.count
        let before = values[..<position].filter { !($0 is E) }
        let after = values[position...].filter { !($0 is E) }
        values = before + newValues.map { $0 as any XMLExtension } + after
    }

    /// Removes every value of type `E`.
    public mutating func remove<E: XMLExtension>(_ type: E.Type) {
        values.removeAll { $0 is E }
    }

    /// Whether both hold equal extension values: the same types, in the same order within each
    /// type. Unknown content, declarations and user data are not compared.
    public static func == (lhs: XMLExtensions, rhs: XMLExtensions) -> Bool {
        guard lhs.values.count == rhs.values.count else { return false }
        var unmatched = rhs.values
        for value in lhs.values {
            // The first remaining value of the same type must be equal: order matters within a type.
            guard let index = unmatched.firstIndex(where: { type(of: $0) == type(of: value) }),
                value.isEqual(to: unmatched[index])
            else { return false }
            unmatched.remove(at: index)
        }
        return true
    }
}

extension XMLExtensions {
    /// Writes the unknown attributes; call right after the object's start tag and its own attributes.
    public func writeAttributes<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        for attribute in unknownAttributes {
            try writer.attribute(attribute.name, attribute.value)
        }
    }

    /// Declares the namespaces the object was read with; call right after its start tag.
    public func writeNamespaceDeclarations<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        for declaration in namespaceDeclarations {
            // Declarations are spelling: one that clashes with a prefix already chosen is left out.
            try? writer.declareNamespace(prefix: declaration.prefix, uri: declaration.uri)
        }
    }

    /// Writes the object's own text with the unknown elements at the offsets they were read at
    /// (mixed content such as `text<br/>more`), then the extension values; without offsets, the
    /// text, then the extension values and unknown elements. The content is written inline, even
    /// by an indenting writer: white space added around the elements would change the text.
    public func writeMixedContent<Sink: XMLByteSink>(_ text: String, to writer: inout XMLWriter<Sink>) throws {
        // Text first, even empty: an indenting writer lays out an element that starts with a child
        // element, and the white space it adds would join the object's own text when read back.
        try writer.text("")
        guard !unknownElements.isEmpty, unknownElementOffsets.count == unknownElements.count else {
            if !text.isEmpty { try writer.text(text) }
            return try writeElements(to: &writer)
        }
        let utf8 = Array(text.utf8)
        var written = 0
        for (element, offset) in zip(unknownElements, unknownElementOffsets) {
            let end = min(max(offset, written), utf8.count)
            if end > written { try writer.text(String(decoding: utf8[written..<end], as: UTF8.self)) }
            written = end
            try element.write(to: &writer)
        }
        if written < utf8.count { try writer.text(String(decoding: utf8[written...], as: UTF8.self)) }
        for value in values {
            try value.write(to: &writer)
        }
    }

    /// Writes the extension values, then the unknown elements; call after the object's own content.
    public func writeElements<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        for value in values {
            try value.write(to: &writer)
        }
        guard let storage, storage.hasKept else {
            for element in unknownElements { try element.write(to: &writer) }
            return
        }
        // Kept elements go from their encoded records to the writer, without building nodes.
        try Self.writeKept(storage.kept, to: &writer)
        for piece in storage.keptMore { try Self.writeKept(piece, to: &writer) }
        for element in storage.unknownElements { try element.write(to: &writer) }
    }

    /// Writes the kept elements encoded in `encoded`: from the records, or through their nodes
    /// when the records do not allow it.
    private static func writeKept<Sink: XMLByteSink>(_ encoded: XMLString, to writer: inout XMLWriter<Sink>) throws {
        if try XMLElementNode.write(kept: encoded, into: &writer.engine) { return }
        for element in XMLElementNode.nodes(kept: encoded) { try element.write(to: &writer) }
    }
}
