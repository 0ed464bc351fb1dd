// How each encoding name is read: by expat itself, through expat's unknown-encoding handler with
// a byte-to-character table (single-byte encodings), or transcoded to UTF-8 by iconv on the way in
// (multi-byte, stateful and ASCII-incompatible encodings). Answers are cached per process.

/// How Xylem reads documents in one encoding.
enum EncodingSupport: Sendable {
    /// Expat reads it natively: UTF-8, UTF-16 (either order), ISO-8859-1, US-ASCII.
    case expat
    /// Another name for UTF-8 that expat does not know (`UTF8`): read as UTF-8.
    case utf8Alias
    /// One byte per character, ASCII where XML needs it: expat reads it through this table.
    case singleByte(SingleByteTable)
    /// Anything else iconv knows: transcoded to UTF-8 before expat sees it.
    case transcoded
    /// Neither expat nor iconv knows the name.
    case unknown
}

/// The character of each byte value in a single-byte encoding, as expat's `XML_Encoding.map`
/// wants it: a Unicode scalar value, or -1 for a byte that encodes no character.
struct SingleByteTable: Sendable {
    let scalars: [Int32]

    /// The table with the bytes 0x80 to 0x9F it leaves undefined read as the C1 control
    /// characters of the same value, as the WHATWG Encoding Standard's tables read them.
    func fillingC1Controls() -> SingleByteTable {
        var scalars = self.scalars
        for byte in 0x80...0x9F where scalars[byte] < 0 { scalars[byte] = Int32(byte) }
        return SingleByteTable(scalars: scalars)
    }
}

enum EncodingCatalog {
    /// The names expat reads itself (compared without case).
    private static let expatNames: Set<String> = ["UTF-8", "UTF-16", "UTF-16BE", "UTF-16LE", "ISO-8859-1", "US-ASCII"]
    private static let utf8Aliases: Set<String> = ["UTF8"]

    /// Answers so far, by upper-cased name. Bounded: a document can name any encoding it likes.
    private static let cache = LockedValue<[String: EncodingSupport]>([:])
    private static let cacheCapacity = 64

    /// How documents in `name` are read.
    static func support(for name: String) -> EncodingSupport {
        if name == WHATWGBig5Decoder.name { return .transcoded }
        let key = name.uppercased()
        if expatNames.contains(key) { return .expat }
        if utf8Aliases.contains(key) { return .utf8Alias }
        // Names are short; a long one is hostile or broken and not worth asking iconv about.
        guard key.utf8.count <= 64, key.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return .unknown }
        if let known = cache.withLock({ $0[key] }) { return known }
        let answer = classify(name)
        cache.withLock { cache in
            if cache.count >= cacheCapacity { cache.removeAll() }
            cache[key] = answer
        }
        return answer
    }

    /// Answers to ``isStateful(_:)`` so far, by upper-cased name.
    private static let statefulCache = LockedValue<[String: Bool]>([:])

    /// Whether text in `name` depends on what came before it (shift states, byte order marks,
    /// UTF-7's base64 runs): then a character's bytes cannot be found again from its text alone,
    /// and byte offsets in transcoded documents are not reported.
    static func isStateful(_ name: String) -> Bool {
        if name == WHATWGBig5Decoder.name { return false }
        let key = name.uppercased()
        if let known = statefulCache.withLock({ $0[key] }) { return known }
        let answer = probeStatefulness(name)
        statefulCache.withLock { cache in
            if cache.count >= cacheCapacity { cache.removeAll() }
            cache[key] = answer
        }
        return answer
    }

    /// Encodes a few strings whole and character by character: a stateless encoding gives the
    /// same bytes both ways.
    private static func probeStatefulness(_ name: String) -> Bool {
        for sample in ["A\u{65E5}\u{65E5}A", "A\u{E9}\u{E9}A", "A\u{416}\u{416}A", "A\u{3B1}\u{3B1}A", "AA"] {
            guard let whole = encode(sample, as: name) else { continue }
            var pieces: [UInt8] = []
            for character in sample {
                guard let bytes = encode(String(character), as: name) else { return true }
                pieces += bytes
            }
            return pieces != whole
        }
        return true
    }

    /// `text` encoded in `name` by a fresh converter, or nil when it cannot be.
    private static func encode(_ text: String, as name: String) -> [UInt8]? {
        guard let encoder = Iconv(from: "UTF-8", to: name) else { return nil }
        var output = [UInt8](repeating: 0, count: 64)
        var input = Array(text.utf8)
        let (consumed, produced, _) = input.withUnsafeMutableBytes { inputBytes in
            output.withUnsafeMutableBytes { encoder.convert(UnsafeRawBufferPointer(inputBytes), into: $0) }
        }
        guard consumed == input.count else { return nil }
        let flushed =
            output.withUnsafeMutableBytes {
                encoder.finish(into: UnsafeMutableRawBufferPointer(rebasing: $0[produced...]))
            } ?? 0
        return Array(output[..<(produced + flushed)])
    }

    /// Asks iconv what each byte value means on its own.
    private static func classify(_ name: String) -> EncodingSupport {
        guard let converter = Iconv(from: name, to: "UTF-32LE") else { return .unknown }
        var scalars = [Int32](repeating: -1, count: 256)
        var output = [UInt8](repeating: 0, count: 16)
        for byte in 0...255 {
            converter.reset()
            var input = UInt8(byte)
            let (consumed, produced, stop) = withUnsafeBytes(of: &input) { inputBytes in
                output.withUnsafeMutableBytes { converter.convert(inputBytes, into: $0) }
            }
            switch stop {
            case .invalid:
                continue
            case .incomplete, .outputFull:
                return .transcoded  // a lead byte or an escape: more than one byte per character
            case .complete:
                // A shift state, or one byte standing for two characters, is not single-byte.
                let flushed = output.withUnsafeMutableBytes {
                    converter.finish(into: UnsafeMutableRawBufferPointer(rebasing: $0[produced...]))
                }
                guard consumed == 1, produced == 4, flushed == 0 else { return .transcoded }
                let scalar = Int32(output[0]) | Int32(output[1]) << 8 | Int32(output[2]) << 16 | Int32(output[3]) << 24
                guard scalar <= 0xFFFF else { return .transcoded }
                scalars[byte] = scalar
            }
        }
        return isCompatibleWithExpat(scalars) ? .singleByte(SingleByteTable(scalars: scalars)) : .transcoded
    }

    /// Expat's rule for unknown encodings: every ASCII byte that matters to XML markup must mean
    /// itself, and no other byte may mean one of those characters.
    private static func isCompatibleWithExpat(_ scalars: [Int32]) -> Bool {
        for byte in 0..<256 {
            let scalar = scalars[byte]
            if byte < 0x80 && isMarkupSignificant(byte) && scalar != Int32(byte) { return false }
            if scalar >= 0 && scalar < 0x80 && isMarkupSignificant(Int(scalar)) && scalar != Int32(byte) {
                return false
            }
        }
        return true
    }

    /// Whether expat gives this ASCII character a role (everything but controls and `$@\^`{}~`).
    private static func isMarkupSignificant(_ ascii: Int) -> Bool {
        switch ascii {
        case 0x09, 0x0A, 0x0D: return true
        case 0x00..<0x20, 0x24, 0x40, 0x5C, 0x5E, 0x60, 0x7B, 0x7D, 0x7E, 0x7F: return false
        default: return true
        }
    }
}
