// Kept unknown elements written back straight from their encoded records (KeptElementEncoding.swift)
// rather than through the node tree built from them: the same output, by the same rules as
// `XMLElementNode.write(to:)` (declarations before attributes, a declaration that clashes with
// the writer's choice of prefix left out, an element with text among its children written
// inline), without building the nodes' strings and arrays. Attribute values and text go from the
// stored bytes to the writer; only names become strings.
//
// The writer needs two facts about an element before its children: its declarations and
// attributes, and whether it has text among its children. The encoder writes declarations and
// attributes right after the start record; the second fact comes from a first pass over all the
// records, with a stack, so that the whole write stays linear in the records however deep the
// elements nest. Records that do not follow the encoder's order are left to the nodes.

extension XMLElementNode {
    /// Writes the elements encoded back to back in `encoded` as building their nodes
    /// (`nodes(kept:)`) and writing each would; false, having written nothing, when the records
    /// are not in the encoder's order, for the caller to write the nodes.
    static func write(kept encoded: XMLString, into engine: inout WriterEngine) throws -> Bool {
        guard let plan = encoded.withUTF8({ KeptWritePlan(bytes: $0) }) else { return false }
        try encoded.withUTF8 { bytes in
            var cursor = KeptRecordCursor(bytes: bytes, plan: plan)
            while cursor.nextIsStart { try cursor.writeElement(into: &engine) }
        }
        return true
    }
}

/// What the writer needs to know about each element before its children, in the order of the
/// elements' start records.
private struct KeptWritePlan {
    /// For each element, whether text is among its children.
    private(set) var hasText: [Bool] = []

    /// The plan of the records in `bytes`; nil when a declaration or attribute does not follow
    /// its element's start record, or a record runs past the bytes.
    init?(bytes: UnsafeBufferPointer<UInt8>) {
        var reader = KeptFieldReader(bytes: bytes)
        var open: [Int] = []
        /// Whether the records since the innermost start are its declarations and attributes.
        var inHead = false
        while let kind = reader.next() {
            switch kind {
            case .start:
                guard reader.skip(fields: 1) else { return nil }
                open.append(hasText.count)
                hasText.append(false)
                inHead = true
            case .attribute, .namespace:
                guard inHead, reader.skip(fields: 2) else { return nil }
            case .text:
                guard reader.skip(fields: 1) else { return nil }
                if let element = open.last { hasText[element] = true }
                inHead = false
            case .comment:
                guard reader.skip(fields: 1) else { return nil }
                inHead = false
            case .end:
                _ = open.popLast()
                inHead = false
            }
        }
        // A byte that is no record kind ends the node reader's elements where it stands: leave
        // such input to it.
        guard reader.isAtEnd else { return nil }
    }
}

/// Walks checked records (see `KeptWritePlan`) and writes them.
private struct KeptRecordCursor {
    var reader: KeptFieldReader
    let plan: KeptWritePlan
    /// The number of the next element, in the order of the start records.
    var element = 0

    init(bytes: UnsafeBufferPointer<UInt8>, plan: KeptWritePlan) {
        reader = KeptFieldReader(bytes: bytes)
        self.plan = plan
    }

    var nextIsStart: Bool { reader.peek() == .start }

    /// Writes the element whose start record is next, with everything up to its end record.
    mutating func writeElement(into engine: inout WriterEngine) throws {
        _ = reader.next()
        try engine.startElement(Self.name(reader.field()))
        let hasText = plan.hasText[element]
        element += 1
        // Declarations first, then attributes, as a node writes them (see the file's comment).
        let head = reader.position
        while let kind = reader.peek(), kind == .namespace || kind == .attribute {
            _ = reader.next()
            let prefix = reader.field()
            let uri = reader.field()
            if kind == .namespace {
                // Declarations are spelling: one that clashes with the prefix the writer chose is left out.
                try? engine.declareNamespace(
                    prefix: String(decoding: prefix, as: UTF8.self), uri: String(decoding: uri, as: UTF8.self))
            }
        }
        reader.position = head
        while let kind = reader.peek(), kind == .namespace || kind == .attribute {
            _ = reader.next()
            let name = reader.field()
            let value = reader.field()
            if kind == .attribute { try engine.attribute(Self.name(name), utf8: value) }
        }
        if hasText { try engine.text("") }
        while let kind = reader.peek() {
            switch kind {
            case .start:
                try writeElement(into: &engine)
            case .text:
                _ = reader.next()
                try engine.text(utf8: reader.field())
            case .comment:
                _ = reader.next()
                try engine.comment(String(decoding: reader.field(), as: UTF8.self))
            case .end:
                _ = reader.next()
                try engine.endElement()
                return
            case .attribute, .namespace:
                // Not after the head: the plan refused such records.
                preconditionFailure("a kept element's declaration or attribute after its content")
            }
        }
        try engine.endElement()
    }

    /// The qualified name of an expat name ("uri\u{1}local\u{1}prefix").
    private static func name(_ bytes: UnsafeBufferPointer<UInt8>) -> XMLQualifiedName {
        let parts = ExpatNameParts(bytes: bytes)
        return XMLQualifiedName(namespaceURI: parts.namespaceURI, localName: parts.localName, prefix: parts.prefix)
    }
}
