// Telling a feed's format from its first bytes: JSON by its first character, XML by the root
// element's name and, for Atom, the namespace it declares (1.0's, or 0.3's).

/// What the first bytes of a document say it is.
enum FeedSniffer {
    enum Finding: Equatable {
        case format(FeedFormat)
        /// An XML document whose root is not a feed's (the name as written).
        case notAFeed(String)
        case needMore
    }

    /// The format of the document starting with `bytes`.
    static func find(in bytes: [UInt8]) -> Finding {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        guard index < bytes.count else { return .needMore }
        if bytes[index] == UInt8(ascii: "{") { return .format(.json) }
        // UTF-16 and UTF-32 documents: markup and the names asked about are ASCII, so dropping
        // the zero bytes leaves what is needed.
        let wide = bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) || bytes.prefix(4).contains(0)
        let text = wide ? bytes.drop { $0 == 0xFE || $0 == 0xFF }.filter { $0 != 0 } : Array(bytes[index...])
        guard let tag = rootStartTag(text) else { return .needMore }
        let name = tag.name.split(separator: ":").last.map(String.init) ?? tag.name
        switch name {
        case "rss": return .format(.rss)
        case "RDF": return .format(.rdf)
        case "feed":
            // Atom 1.0 declares its namespace on the root; 0.3, the drafts before it and feeds in
            // no namespace are read as 0.3.
            let prefix = tag.name.split(separator: ":").count == 2 ? String(tag.name.split(separator: ":")[0]) : ""
            let declaration = prefix.isEmpty ? "xmlns" : "xmlns:" + prefix
            let isAtom10 = attributes(of: tag.text)[declaration] == "http://www.w3.org/2005/Atom"
            return .format(isAtom10 ? .atom : .atom03)
        default: return .notAFeed(tag.name)
        }
    }

    /// The first start tag's name and whole text, past the prolog; nil when the bytes end first.
    private static func rootStartTag(_ bytes: [UInt8]) -> (name: String, text: ArraySlice<UInt8>)? {
        var index = 0
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            index = open + 1
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "?"):
                guard let end = find(Array("?>".utf8), in: bytes, from: index) else { return nil }
                index = end
            case UInt8(ascii: "!"):
                if bytes[index...].starts(with: Array("!--".utf8)) {
                    guard let end = find(Array("-->".utf8), in: bytes, from: index) else { return nil }
                    index = end
                } else {
                    guard let end = skipDeclaration(bytes, from: index) else { return nil }
                    index = end
                }
            default:
                let delimiters: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/"), UInt8(ascii: ">")]
                guard let nameEnd = bytes[index...].firstIndex(where: delimiters.contains),
                    let tagEnd = bytes[index...].firstIndex(of: UInt8(ascii: ">"))
                else { return nil }
                return (String(decoding: bytes[index..<nameEnd], as: UTF8.self), bytes[index..<tagEnd])
            }
        }
        return nil
    }

    /// The attributes of a start tag's text (`name a="1" b='2'`), by name as written.
    private static func attributes(of tag: ArraySlice<UInt8>) -> [String: String] {
        let text = String(decoding: tag, as: UTF8.self)
        var result: [String: String] = [:]
        var rest = Substring(text.drop { !$0.isWhitespace })
        while let equals = rest.firstIndex(of: "=") {
            let name = String(rest[..<equals]).trimmingFeedWhitespace()
            var value = rest[rest.index(after: equals)...].drop { $0.isWhitespace }
            guard let quote = value.first, quote == "\"" || quote == "'" else { break }
            value = value.dropFirst()
            guard let close = value.firstIndex(of: quote) else { break }
            result[name] = String(value[..<close])
            rest = value[value.index(after: close)...]
        }
        return result
    }

    /// The index just past the next `pattern` at or after `start`.
    private static func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var position = start
        while position + pattern.count <= bytes.count {
            if bytes[position..<position + pattern.count].elementsEqual(pattern) { return position + pattern.count }
            position += 1
        }
        return nil
    }

    /// The index just past `<!DOCTYPE …>`, whose internal subset and literals may hold `>`.
    private static func skipDeclaration(_ bytes: [UInt8], from start: Int) -> Int? {
        var depth = 0
        var quote: UInt8?
        var position = start
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
            case UInt8(ascii: ">") where depth <= 0: return position
            default: break
            }
        }
        return nil
    }
}
