// Decides from a document's first bytes (its byte order mark or XML declaration, as in Appendix F
// of the XML specification) whether expat can read it as it is or whether it must be transcoded
// to UTF-8 first. The answer depends only on the first `window` bytes, never on how the input was
// split into chunks.

/// How characters are laid out in the bytes expat reads, as far as the first bytes tell; used to
/// describe invalid bytes precisely.
enum TextFamily: Equatable {
    case utf8
    case utf16
    /// One byte per character: ISO-8859-1, US-ASCII, or a single-byte encoding through a table.
    case singleByte
}

/// What to do with a document, decided from its first bytes.
enum EncodingDecision: Equatable {
    /// Hand the bytes to expat unchanged: it reads the encoding itself or through Xylem's table.
    case expat(TextFamily)
    /// Hand the bytes to expat, telling it they are UTF-8 (the declared name is a UTF-8 alias).
    case utf8
    /// Hand the bytes to expat, telling it they are in the single-byte encoding `name` (the
    /// declared name is a label for it, see EncodingLabels).
    case named(String)
    /// Transcode from `source` to UTF-8, dropping the first `skip` bytes (a byte order mark).
    case transcode(source: String, skip: Int)
    /// The document is in an encoding that cannot be read; the payload names it.
    case unsupported(String)
}

enum EncodingSniffer {
    /// How many leading bytes the decision may depend on: a declaration longer than this is not
    /// looked into (expat then reads it as it can).
    static let window = 4096

    /// Decides from `prefix`, the document's first bytes, or returns nil when more bytes are
    /// needed. `isFinal` says that `prefix` is the whole document; `labels`, how the name it
    /// declares is read.
    static func decide(
        _ prefix: UnsafeRawBufferPointer, isFinal: Bool, labels: XMLReader.EncodingLabelPolicy = .iana
    ) -> EncodingDecision? {
        let bytes = UnsafeRawBufferPointer(rebasing: prefix.prefix(window))
        let complete = isFinal || bytes.count >= window
        func starts(with pattern: [UInt8]) -> Bool? {
            for (index, byte) in pattern.enumerated() {
                guard index < bytes.count else { return complete ? false : nil }
                if bytes[index] != byte { return false }
            }
            return true
        }
        guard let first = bytes.first else { return complete ? .expat(.utf8) : nil }
        // Expat guesses the encoding from the first bytes it gets (a 0 as first or second byte
        // means UTF-16); the decision here looks at as many.
        guard bytes.count >= 4 || complete else { return nil }
        switch first {
        case 0xFF:
            // FF FE 00 00 is UTF-32LE's byte order mark; FF FE alone is UTF-16LE's.
            guard let utf32 = starts(with: [0xFF, 0xFE, 0x00, 0x00]) else { return nil }
            return utf32 ? .transcode(source: "UTF-32LE", skip: 4) : .expat(.utf16)
        case 0xFE:
            return .expat(.utf16)
        case 0x00:
            guard let bom = starts(with: [0x00, 0x00, 0xFE, 0xFF]) else { return nil }
            if bom { return .transcode(source: "UTF-32BE", skip: 4) }
            guard let bare = starts(with: [0x00, 0x00, 0x00, 0x3C]) else { return nil }
            return bare ? .transcode(source: "UTF-32BE", skip: 0) : .expat(.utf16)
        case 0x3C:
            guard let utf32 = starts(with: [0x3C, 0x00, 0x00, 0x00]) else { return nil }
            if utf32 { return .transcode(source: "UTF-32LE", skip: 0) }
            guard let declaration = starts(with: Array("<?xml".utf8)) else { return nil }
            guard declaration else { return .expat(bytes.count >= 2 && bytes[1] == 0x00 ? .utf16 : .utf8) }
            return declaredDecision(bytes, complete: complete, labels: labels)
        case 0x4C:
            // "<?xm" in EBCDIC: the declaration itself must be decoded to find the code page.
            guard let ebcdic = starts(with: [0x4C, 0x6F, 0xA7, 0x94]) else { return nil }
            guard ebcdic else { return .expat(.utf8) }
            return ebcdicDecision(bytes, complete: complete)
        default:
            return .expat(bytes.count >= 2 && bytes[1] == 0 ? .utf16 : .utf8)
        }
    }

    /// The decision for an ASCII-compatible document that starts with an XML declaration.
    private static func declaredDecision(
        _ bytes: UnsafeRawBufferPointer, complete: Bool, labels: XMLReader.EncodingLabelPolicy
    ) -> EncodingDecision? {
        guard let end = declarationEnd(bytes, question: 0x3F, greater: 0x3E) else {
            return complete ? .expat(.utf8) : nil
        }
        guard let name = encodingName(in: Array(bytes[..<end])) else { return .expat(.utf8) }
        if labels == .whatwg, let encoding = WHATWGEncodingLabels.encoding(forLabel: name) {
            return decision(forLabeled: encoding)
        }
        switch EncodingCatalog.support(for: name) {
        case .expat: return .expat(Self.family(ofExpatEncoding: name))
        case .singleByte: return .expat(.singleByte)  // expat reads it through Xylem's table
        case .unknown: return .expat(.utf8)  // expat reports it, with its position
        case .utf8Alias: return .utf8
        case .transcoded: return .transcode(source: name, skip: 0)
        }
    }

    /// The decision for a document whose declared label stands for `encoding`: expat is told
    /// the encoding, whatever the declaration says.
    static func decision(forLabeled encoding: String) -> EncodingDecision {
        switch EncodingCatalog.support(for: encoding) {
        case .expat, .utf8Alias: return .utf8  // UTF-8 is the only such encoding a label stands for
        case .singleByte: return .named(encoding)
        case .transcoded: return .transcode(source: encoding, skip: 0)
        case .unknown: return .unsupported(encoding)
        }
    }

    /// The decision for an EBCDIC document: its declaration names the code page.
    private static func ebcdicDecision(_ bytes: UnsafeRawBufferPointer, complete: Bool) -> EncodingDecision? {
        guard let end = declarationEnd(bytes, question: 0x6F, greater: 0x6E) else {
            return complete ? .transcode(source: "IBM037", skip: 0) : nil
        }
        // The characters of a declaration are the same in every EBCDIC code page.
        guard let decoder = Iconv(from: "IBM037", to: "UTF-8") else { return .unsupported("EBCDIC") }
        var decoded = [UInt8](repeating: 0, count: end * 4 + 16)
        let produced = decoded.withUnsafeMutableBytes {
            decoder.convert(UnsafeRawBufferPointer(rebasing: bytes[..<end]), into: $0).produced
        }
        let name = encodingName(in: Array(decoded[..<produced])) ?? "IBM037"
        switch EncodingCatalog.support(for: name) {
        case .unknown: return .unsupported(name)
        default: return .transcode(source: name, skip: 0)
        }
    }

    /// Where the declaration's closing `?>` ends, or nil when it is not in `bytes`.
    private static func declarationEnd(_ bytes: UnsafeRawBufferPointer, question: UInt8, greater: UInt8) -> Int? {
        var index = 1
        while index < bytes.count {
            if bytes[index] == greater && bytes[index - 1] == question { return index + 1 }
            index += 1
        }
        return nil
    }

    /// The value of the `encoding` pseudo-attribute of an ASCII XML declaration.
    static func encodingName(in declaration: [UInt8]) -> String? {
        let key = Array("encoding".utf8)
        guard declaration.count > key.count else { return nil }
        var index = 0
        while index + key.count <= declaration.count {
            defer { index += 1 }
            guard declaration[index..<index + key.count].elementsEqual(key), index > 0, isSpace(declaration[index - 1])
            else { continue }
            var position = index + key.count
            while position < declaration.count, isSpace(declaration[position]) { position += 1 }
            guard position < declaration.count, declaration[position] == UInt8(ascii: "=") else { continue }
            position += 1
            while position < declaration.count, isSpace(declaration[position]) { position += 1 }
            guard position < declaration.count else { return nil }
            let quote = declaration[position]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
            let start = position + 1
            guard let close = declaration[start...].firstIndex(of: quote), close > start else { return nil }
            return String(decoding: declaration[start..<close], as: UTF8.self)
        }
        return nil
    }

    /// The family of one of the encodings expat reads itself.
    static func family(ofExpatEncoding name: String) -> TextFamily {
        switch name.uppercased() {
        case "UTF-8": .utf8
        case "UTF-16", "UTF-16BE", "UTF-16LE": .utf16
        default: .singleByte
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
