// Finding a document's root start tag in its first bytes, without parsing: a reader picks the type
// to read a document as (an Atom feed or entry, RSS or RDF) before its one streaming read, since
// the core reads a root of whatever name as the type it is given.

/// The root element's start tag as written at the head of a document: its name and attributes.
///
/// ```swift
/// var head: [UInt8] = []
/// var found = XMLRootStartTag.Finding.needMore
/// while case .needMore = found, let block = nextBlock() {
///     head += block
///     found = XMLRootStartTag.find(in: head)
/// }
/// if case .found(let tag) = found, tag.localName == "feed" { … }
/// ```
///
/// The search looks past a byte order mark, the XML declaration, comments, processing
/// instructions and the document type declaration (its internal subset included). Documents in
/// UTF-16 or UTF-32 are searched with their zero bytes dropped: markup is ASCII in those
/// encodings, and so are the names such a search is for. Nothing is checked for well-formedness:
/// the read that follows does that.
public struct XMLRootStartTag: Sendable, Equatable {
    /// The element's name as written, prefix included (`feed`, `rdf:RDF`).
    public let name: String
    /// The attributes as written, by qualified name (namespace declarations included), their
    /// values without the quotes and with no entity or character reference expanded.
    public let attributes: [String: String]

    /// The name without its prefix.
    public var localName: String { name.split(separator: ":").last.map(String.init) ?? name }

    /// The namespace URI the tag itself declares for the element's prefix (or the default
    /// namespace), nil when it declares none: enough to tell Atom 1.0 from Atom 0.3.
    public var declaredNamespace: String? {
        let parts = name.split(separator: ":")
        return attributes[parts.count == 2 ? "xmlns:" + parts[0] : "xmlns"]
    }

    /// What the bytes searched say.
    public enum Finding: Sendable, Equatable {
        /// The root start tag, complete.
        case found(XMLRootStartTag)
        /// The bytes end before the root start tag does: search more of the document.
        case needMore
    }

    /// Searches the first bytes of a document for its root start tag.
    public static func find(in bytes: some Collection<UInt8>) -> Finding {
        var scanner = HeadScanner(bytes: normalized(Array(bytes)))
        guard let (name, attributes) = scanner.rootStartTag() else { return .needMore }
        return .found(XMLRootStartTag(name: name, attributes: attributes))
    }

    /// The bytes without a byte order mark, and without zero bytes when the document is wide.
    private static func normalized(_ bytes: [UInt8]) -> [UInt8] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
        let wide = bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) || bytes.prefix(4).contains(0)
        guard wide else { return bytes }
        return bytes.drop { $0 == 0xFE || $0 == 0xFF }.filter { $0 != 0 }
    }
}

/// Walks a document's head past its prolog to the root start tag.
private struct HeadScanner {
    let bytes: [UInt8]
    var index = 0

    private static let whiteSpace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]

    /// The root start tag's name and attributes; nil when the bytes end first.
    mutating func rootStartTag() -> (String, [String: String])? {
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            index = open + 1
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "?"):
                guard skip(past: "?>") else { return nil }
            case UInt8(ascii: "!") where bytes[index...].starts(with: "!--".utf8):
                guard skip(past: "-->") else { return nil }
            case UInt8(ascii: "!"):
                guard skipDeclaration() else { return nil }
            default:
                return startTag()
            }
        }
        return nil
    }

    /// The name and attributes of the start tag at `index`, up to its `>` or `/>`.
    private mutating func startTag() -> (String, [String: String])? {
        let nameStart = index
        while index < bytes.count, !Self.whiteSpace.contains(bytes[index]),
            bytes[index] != UInt8(ascii: "/"), bytes[index] != UInt8(ascii: ">")
        {
            index += 1
        }
        guard index < bytes.count else { return nil }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        var attributes: [String: String] = [:]
        while true {
            while index < bytes.count, Self.whiteSpace.contains(bytes[index]) { index += 1 }
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ">") || bytes[index] == UInt8(ascii: "/") {
                // The tag is complete once its `>` has arrived.
                return bytes[index...].contains(UInt8(ascii: ">")) ? (name, attributes) : nil
            }
            guard let equals = bytes[index...].firstIndex(of: UInt8(ascii: "=")) else { return nil }
            let attributeName = String(decoding: bytes[index..<equals], as: UTF8.self)
                .filter { !$0.isWhitespace }
            index = equals + 1
            while index < bytes.count, Self.whiteSpace.contains(bytes[index]) { index += 1 }
            guard index < bytes.count else { return nil }
            let quote = bytes[index]
            // Not an attribute as XML writes one: the tag ends at its `>`, with what was read.
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                return bytes[index...].contains(UInt8(ascii: ">")) ? (name, attributes) : nil
            }
            guard let close = bytes[(index + 1)...].firstIndex(of: quote) else { return nil }
            attributes[attributeName] = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
            index = close + 1
        }
    }

    /// Moves past the next `marker`; false when the bytes end first.
    private mutating func skip(past marker: String) -> Bool {
        let pattern = Array(marker.utf8)
        var position = index
        while position + pattern.count <= bytes.count {
            if bytes[position..<position + pattern.count].elementsEqual(pattern) {
                index = position + pattern.count
                return true
            }
            position += 1
        }
        return false
    }

    /// Moves past `<!DOCTYPE …>`, whose internal subset in brackets and quoted literals may hold
    /// `>`; false when the bytes end first.
    private mutating func skipDeclaration() -> Bool {
        var depth = 0
        var quote: UInt8?
        var position = index
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if let open = quote {
                if byte == open { quote = nil }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ">") where depth <= 0:
                index = position
                return true
            default: break
            }
        }
        return false
    }
}
