// What every byte-range read of one document shares: computed once from the document's head and
// handed, as a value or as JSON, to each reader of a range, wherever it runs.

/// The context of byte-range reads of one document: what a parser that starts in the middle of
/// the document must have read first (the XML declaration, the document type declaration with
/// its internal subset, and the start tags of the records' ancestors with their namespace
/// declarations), and where the records begin.
///
/// Make it once with ``XMLReader/rangeContext(of:at:)``, then read each range with
/// ``XMLReader/readRecords(_:at:in:of:context:_:)``. It is `Codable`: a planner can write it
/// out as JSON for readers in other processes or on other machines (`xylem split`).
public struct XMLRangeContext: Sendable, Hashable {
    /// The document's size in bytes when the context was made; a read of a document of another
    /// size fails.
    public let documentSize: Int
    /// The record path the context was made for, as written.
    public let recordPath: String
    /// The offset of the first place between records: the document's head (its prolog and the
    /// ancestors' start tags) ends here.
    public let recordsStart: Int
    /// The depth of the records' parent element (1 for `feed/entry`).
    public let ancestorDepth: Int
    /// The bytes a range's parser reads before the range: the document's first `prologLength`
    /// bytes, then the ancestors' start tags as written.
    let priming: [UInt8]
    /// How many of the priming's bytes are the document's own first bytes.
    let prologLength: Int

    init(
        documentSize: Int, recordPath: String, recordsStart: Int, ancestorDepth: Int, priming: [UInt8],
        prologLength: Int
    ) {
        self.documentSize = documentSize
        self.recordPath = recordPath
        self.recordsStart = recordsStart
        self.ancestorDepth = ancestorDepth
        self.priming = priming
        self.prologLength = prologLength
    }
}

extension XMLRangeContext: Codable {
    private enum CodingKeys: String, CodingKey {
        case documentSize, recordPath, recordsStart, ancestorDepth, priming, prologLength
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        documentSize = try container.decode(Int.self, forKey: .documentSize)
        recordPath = try container.decode(String.self, forKey: .recordPath)
        recordsStart = try container.decode(Int.self, forKey: .recordsStart)
        ancestorDepth = try container.decode(Int.self, forKey: .ancestorDepth)
        prologLength = try container.decode(Int.self, forKey: .prologLength)
        let text = try container.decode(String.self, forKey: .priming)
        guard let bytes = Base64.decode(text) else {
            throw DecodingError.dataCorruptedError(
                forKey: .priming, in: container, debugDescription: "the priming is not Base64")
        }
        priming = bytes
        guard documentSize >= 0, recordsStart >= 0, recordsStart <= documentSize, ancestorDepth >= 1,
            prologLength >= 0, prologLength <= priming.count, prologLength <= recordsStart
        else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: [], debugDescription: "the range context's offsets do not agree"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(documentSize, forKey: .documentSize)
        try container.encode(recordPath, forKey: .recordPath)
        try container.encode(recordsStart, forKey: .recordsStart)
        try container.encode(ancestorDepth, forKey: .ancestorDepth)
        try container.encode(prologLength, forKey: .prologLength)
        try container.encode(Base64.encode(priming), forKey: .priming)
    }
}

/// Base64 (RFC 4648, with padding) for the priming's bytes, which need not be UTF-8.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var group = UInt32(bytes[index]) << 16
            if count > 1 { group |= UInt32(bytes[index + 1]) << 8 }
            if count > 2 { group |= UInt32(bytes[index + 2]) }
            for position in 0..<4 {
                if position <= count {
                    output.append(alphabet[Int((group >> UInt32(18 - 6 * position)) & 0x3F)])
                } else {
                    output.append(UInt8(ascii: "="))
                }
            }
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The bytes, or nil when `text` is not Base64 with padding.
    static func decode(_ text: String) -> [UInt8]? {
        let input = Array(text.utf8)
        guard input.count % 4 == 0 else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(input.count / 4 * 3)
        var index = 0
        while index < input.count {
            var group: UInt32 = 0
            var padding = 0
            for position in 0..<4 {
                let byte = input[index + position]
                let value: UInt32
                if byte == UInt8(ascii: "="), index + 4 == input.count, position >= 2 {
                    padding += 1
                    value = 0
                } else if padding == 0, let found = sextet(byte) {
                    value = found
                } else {
                    return nil
                }
                group = group << 6 | value
            }
            output.append(UInt8(group >> 16))
            if padding < 2 { output.append(UInt8((group >> 8) & 0xFF)) }
            if padding < 1 { output.append(UInt8(group & 0xFF)) }
            index += 4
        }
        return output
    }

    private static func sextet(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return UInt32(byte - UInt8(ascii: "A"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return UInt32(byte - UInt8(ascii: "a")) + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0")) + 52
        case UInt8(ascii: "+"): return 62
        case UInt8(ascii: "/"): return 63
        default: return nil
        }
    }
}
