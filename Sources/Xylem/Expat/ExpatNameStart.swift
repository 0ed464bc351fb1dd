// Which non-ASCII characters expat lets start a name. In namespace mode expat requires one after
// the colon of a qualified name ("p:é" is a name, "p:\u{300}" is not), and Xylem, which resolves
// namespaces itself (see NamespaceResolver), must refuse the same names. Expat classifies
// characters with its own tables (XML 1.0's first-edition classes), so rather than copy them, the
// question is put to expat: a one-character element name either parses or it does not.

import CExpat

enum ExpatNameStart {
    /// The answers so far, by the character's UTF-8 bytes: a document that rebinds a prefix on
    /// every element resolves its names again each time, and must not create a parser each time.
    /// At most one entry per character of the Basic Multilingual Plane (expat takes no other
    /// character as part of a UTF-8 name).
    private static let answers = LockedValue<[UInt32: Bool]>([:])

    /// Whether expat accepts the UTF-8 character `character` as the first of a name. Meant for
    /// the rare name with a non-ASCII character after its colon.
    static func accepts(_ character: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !character.isEmpty, character.count <= 4 else { return false }
        let key = character.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        if let known = answers.withLock({ $0[key] }) { return known }
        let answer = probe(character)
        answers.withLock { $0[key] = answer }
        return answer
    }

    /// Asks a new parser whether `<character/>` is a document.
    private static func probe(_ character: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let parser = XML_ParserCreate("UTF-8") else { return false }
        defer { XML_ParserFree(parser) }
        var document: [UInt8] = [UInt8(ascii: "<")]
        document.append(contentsOf: character)
        document.append(contentsOf: "/>".utf8)
        let status = document.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { XML_Parse(parser, $0.baseAddress, Int32($0.count), 1) }
        }
        return status == XML_STATUS_OK
    }

    /// The length of the UTF-8 character whose first byte is `lead` (1 for a byte that cannot
    /// lead one, which expat has refused already).
    static func characterLength(lead: UInt8) -> Int {
        switch lead {
        case 0xC0...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF7: 4
        default: 1
        }
    }
}
