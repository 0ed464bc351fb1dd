// Finding a document's root element name in its first bytes, so that `xylem atom` and `xylem
// roundtrip` can choose the model type (feed, entry, service) before the one streaming read.
// The core reads a root of whatever name as the type it is given, so the choice has to come first.

/// The name of the root element, read from the start of a document.
enum AtomRootSniffer {
    /// What the bytes seen so far say.
    enum Finding: Equatable {
        /// The root start tag's name as written (`feed`, `app:service`).
        case name(String)
        /// The bytes end before the root's name does.
        case needMore
    }

    /// Looks past the byte order mark, XML declaration, comments, processing instructions and
    /// document type declaration for the first start tag.
    ///
    /// UTF-16 and UTF-32 documents are read by dropping their zero bytes: every name this is
    /// asked about is ASCII, and markup characters are ASCII in those encodings too.
    static func find(in bytes: [UInt8]) -> Finding {
        var scanner = Scanner(bytes: normalized(bytes))
        return scanner.rootName()
    }

    private static func normalized(_ bytes: [UInt8]) -> [UInt8] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
        let wide = bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) || bytes.prefix(4).contains(0)
        guard wide else { return bytes }
        return bytes.drop { $0 == 0xFE || $0 == 0xFF }.filter { $0 != 0 }
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        mutating func rootName() -> Finding {
            while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
                index = open + 1
                guard index < bytes.count else { return .needMore }
                switch bytes[index] {
                case UInt8(ascii: "?"):
                    guard skip(past: "?>") else { return .needMore }
                case UInt8(ascii: "!"):
                    if startsHere(with: "!--") {
                        guard skip(past: "-->") else { return .needMore }
                    } else {
                        guard skipDeclaration() else { return .needMore }
                    }
                default:
                    return startTagName()
                }
            }
            return .needMore
        }

        /// The name at `index`, ended by white space, `/` or `>`.
        private func startTagName() -> Finding {
            let delimiters: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/"), UInt8(ascii: ">")]
            guard let end = bytes[index...].firstIndex(where: delimiters.contains) else { return .needMore }
            return .name(String(decoding: bytes[index..<end], as: UTF8.self))
        }

        private func startsHere(with text: String) -> Bool {
            bytes[index...].starts(with: text.utf8)
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

        /// Moves past `<!DOCTYPE …>`, whose internal subset in brackets and quoted literals may
        /// hold `>`; false when the bytes end first.
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
}
