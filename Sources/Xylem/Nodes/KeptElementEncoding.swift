// Unknown elements as the reader keeps them: one element's start tags, text, comments and end
// tags as records in a byte string, stored with the read's other text. Building the node tree
// (names, attribute and text strings, child arrays) waits until someone asks for the nodes; a
// stream that writes its records back or drops them never builds it.

/// The record kinds of an encoded element, one byte each, followed by their lengths and bytes.
enum KeptRecord: UInt8 {
    /// An element's start: its expat name ("uri\u{1}local\u{1}prefix").
    case start = 1
    /// An attribute of the element just started: expat name, then value.
    case attribute = 2
    /// A namespace declaration of the element just started: prefix, then URI.
    case namespace = 3
    case text = 4
    case comment = 5
    case end = 6
}

/// Writes one kept element's records; the engine owns one and reuses its buffer.
struct KeptElementEncoder: ~Copyable {
    private(set) var bytes = GrowableBuffer<UInt8>(capacity: 512)
    /// Where the last text record's length is, while text is the last record (expat splits text
    /// at entity references and buffer ends; the pieces are joined into one record).
    private var openTextLength = -1

    mutating func reset() {
        bytes.truncate(to: 0)
        openTextLength = -1
    }

    mutating func start(_ name: UnsafeBufferPointer<UInt8>) {
        record(.start, name)
    }

    mutating func attribute(_ name: UnsafeBufferPointer<UInt8>, _ value: UnsafeBufferPointer<UInt8>) {
        record(.attribute, name, value)
    }

    mutating func namespace(prefix: String, uri: String) {
        var prefix = prefix
        var uri = uri
        prefix.withUTF8 { prefix in
            uri.withUTF8 { uri in record(.namespace, prefix, uri) }
        }
    }

    mutating func text(_ piece: UnsafeBufferPointer<UInt8>) {
        if openTextLength >= 0 {
            let length = UnsafeMutableRawPointer(bytes.base + openTextLength)
            length.storeBytes(
                of: length.loadUnaligned(as: UInt32.self) &+ UInt32(truncatingIfNeeded: piece.count), as: UInt32.self)
            bytes.append(piece)
            return
        }
        record(.text, piece)
        openTextLength = bytes.count - piece.count - 4
    }

    mutating func comment(_ data: UnsafeBufferPointer<UInt8>) {
        record(.comment, data)
    }

    mutating func end() {
        openTextLength = -1
        bytes.append(KeptRecord.end.rawValue)
    }

    /// Appends a record of one field, with one check of the buffer's capacity.
    @inline(__always)
    private mutating func record(_ kind: KeptRecord, _ field: UnsafeBufferPointer<UInt8>) {
        openTextLength = -1
        let destination = bytes.claim(5 + field.count)
        destination.pointee = kind.rawValue
        _ = Self.write(field, at: destination + 1)
    }

    /// Appends a record of two fields (name and value, prefix and URI), with one check of the
    /// buffer's capacity.
    @inline(__always)
    private mutating func record(
        _ kind: KeptRecord, _ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>
    ) {
        openTextLength = -1
        let destination = bytes.claim(9 + first.count + second.count)
        destination.pointee = kind.rawValue
        _ = Self.write(second, at: Self.write(first, at: destination + 1))
    }

    /// Writes a field (its length, then its bytes) at `destination`; returns where it ends.
    @inline(__always)
    private static func write(_ field: UnsafeBufferPointer<UInt8>, at destination: UnsafeMutablePointer<UInt8>)
        -> UnsafeMutablePointer<UInt8>
    {
        UnsafeMutableRawPointer(destination).storeBytes(of: UInt32(truncatingIfNeeded: field.count), as: UInt32.self)
        if let source = field.baseAddress { (destination + 4).initialize(from: source, count: field.count) }
        return destination + 4 + field.count
    }
}

extension XMLElementNode {
    /// How many elements are encoded back to back in `encoded`, counted by walking the records'
    /// kinds and lengths, without building a node or a string. Checked: a record that runs past
    /// the bytes ends the count.
    static func count(kept encoded: XMLString) -> Int {
        encoded.withUTF8 { bytes in
            var reader = KeptFieldReader(bytes: bytes)
            var depth = 0
            var elements = 0
            while let kind = reader.next() {
                switch kind {
                case .start:
                    if depth == 0 { elements += 1 }
                    depth += 1
                    guard reader.skip(fields: 1) else { return elements }
                case .attribute, .namespace:
                    guard reader.skip(fields: 2) else { return elements }
                case .text, .comment:
                    guard reader.skip(fields: 1) else { return elements }
                case .end:
                    depth -= 1
                }
            }
            return elements
        }
    }

    /// The elements encoded back to back in `encoded` by a ``KeptElementEncoder``.
    static func nodes(kept encoded: XMLString) -> [XMLElementNode] {
        encoded.withUTF8 { bytes in
            var reader = KeptRecordReader(bytes: bytes)
            var nodes: [XMLElementNode] = []
            while let node = reader.element() { nodes.append(node) }
            return nodes
        }
    }
}

/// Reads the records of an encoded element back into nodes.
private struct KeptRecordReader {
    var reader: KeptFieldReader

    init(bytes: UnsafeBufferPointer<UInt8>) {
        reader = KeptFieldReader(bytes: bytes)
    }

    /// The element whose start record is next, with everything up to its end record.
    mutating func element() -> XMLElementNode? {
        guard reader.next() == .start else { return nil }
        let parts = ExpatNameParts(bytes: reader.field())
        var node = XMLElementNode(
            name: XMLQualifiedName(namespaceURI: parts.namespaceURI, localName: parts.localName, prefix: parts.prefix))
        while !reader.isAtEnd {
            switch reader.peek() {
            case .attribute:
                _ = reader.next()
                let name = ExpatNameParts(bytes: reader.field())
                let value = String(decoding: reader.field(), as: UTF8.self)
                node.attributes.append(
                    XMLAttributeNode(
                        name: XMLQualifiedName(
                            namespaceURI: name.namespaceURI, localName: name.localName, prefix: name.prefix),
                        value: value))
            case .namespace:
                _ = reader.next()
                let prefix = String(decoding: reader.field(), as: UTF8.self)
                node.namespaceDeclarations.append(
                    XMLNamespaceDeclaration(prefix: prefix, uri: String(decoding: reader.field(), as: UTF8.self)))
            case .text:
                _ = reader.next()
                node.children.append(.text(String(decoding: reader.field(), as: UTF8.self)))
            case .comment:
                _ = reader.next()
                node.children.append(.comment(String(decoding: reader.field(), as: UTF8.self)))
            case .start:
                guard let child = element() else { return node }
                node.children.append(.element(child))
            case .end, nil:
                // An end record, or a byte that is no record kind: the element ends here.
                reader.position += 1
                return node
            }
        }
        return node
    }
}

/// Reads record kinds and length-prefixed fields, checked against the bytes' end.
struct KeptFieldReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    var isAtEnd: Bool { position >= bytes.count }

    /// The kind of the next record, moving past its kind byte; nil at the end or at a byte that
    /// is no kind (the position then stays on it).
    mutating func next() -> KeptRecord? {
        guard position < bytes.count, let kind = KeptRecord(rawValue: bytes[position]) else { return nil }
        position += 1
        return kind
    }

    /// The kind of the next record, without moving.
    func peek() -> KeptRecord? {
        position < bytes.count ? KeptRecord(rawValue: bytes[position]) : nil
    }

    /// The next field's bytes, cut at the bytes' end.
    mutating func field() -> UnsafeBufferPointer<UInt8> {
        guard position + 4 <= bytes.count, let base = bytes.baseAddress else {
            position = bytes.count
            return UnsafeBufferPointer(start: nil, count: 0)
        }
        let length = Int(UnsafeRawPointer(base + position).loadUnaligned(as: UInt32.self))
        position += 4
        let end = min(position + length, bytes.count)
        defer { position = end }
        return UnsafeBufferPointer(rebasing: bytes[position..<end])
    }

    /// Moves past `fields` fields; false when one runs past the bytes' end.
    mutating func skip(fields: Int) -> Bool {
        for _ in 0..<fields {
            guard position + 4 <= bytes.count, let base = bytes.baseAddress else { return false }
            let length = Int(UnsafeRawPointer(base + position).loadUnaligned(as: UInt32.self))
            position += 4 + length
            guard position <= bytes.count else { return false }
        }
        return true
    }
}
