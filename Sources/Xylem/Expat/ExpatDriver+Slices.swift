// What a parallel read asks the driver about the parser reading a slice: whether it stands
// between two tokens with every byte parsed, whether its encoding lets bytes be cut anywhere
// between characters, and the bytes of the current start tag (kept to prime other parsers).

import CExpat

extension ExpatDriver {
    /// Whether expat has parsed every byte it was given, with no token unfinished and nothing
    /// held back by the driver (the first bytes while the encoding is decided, a chunk's tail,
    /// a long token being gathered). Inside a CDATA section this is true as well: expat hands
    /// its text over as it comes (the sinks count CDATA sections themselves).
    var isBetweenTokens: Bool {
        guard failure == nil, case .direct = mode, prefix.isEmpty, gathered.isEmpty, gatherUntil == nil else {
            return false
        }
        return Int(XML_GetCurrentByteIndex(parser)) == parsedBytes
    }

    /// Whether the document's bytes are those of a superset of ASCII with one code per
    /// character or UTF-8, read without transcoding: a '<' or '>' byte is then always that
    /// character, never part of another, and a cut between two of them splits no character.
    var readsASCIISuperset: Bool {
        guard case .direct = mode else { return false }
        switch textFamily {
        case .utf8:
            return true
        case .utf16:
            return false
        case .singleByte:
            // ISO-8859-1 and US-ASCII (expat's own) have no table; a table from iconv must map
            // the ASCII range to itself (EBCDIC does not).
            guard let table = singleByteTable else { return true }
            return (0..<128).allSatisfy { table.scalars[$0] == Int32($0) }
        }
    }

    /// The bytes of the current event as expat holds them, and their offset in its input; nil
    /// bytes for an event expat cannot show (one from an entity's replacement text).
    func currentEvent() -> (bytes: UnsafeRawBufferPointer?, offset: Int) {
        let offset = Int(XML_GetCurrentByteIndex(parser))
        let count = Int(XML_GetCurrentByteCount(parser))
        guard count > 0, let (context, start) = inputContext(), start + count <= context.count else {
            return (nil, offset)
        }
        return (UnsafeRawBufferPointer(rebasing: context[start..<start + count]), offset)
    }
}
