// Escaping of character data for the writer, on UTF-8 bytes: which characters XML 1.0 forbids,
// which must become entity or character references in text and in attribute values, and how
// CDATA sections are split so that "]]>" and carriage returns survive a parser.

enum XMLEscaping {
    /// Where character data is written; decides which characters are replaced.
    enum Context {
        /// Element content: `&`, `<`, `>` and carriage return are replaced.
        case text
        /// A double-quoted attribute value: `&`, `<`, `"`, tab, line feed and carriage return are
        /// replaced, since a parser would turn literal white space into spaces.
        case attribute
    }

    /// A character that XML 1.0 does not allow, and where it is.
    struct InvalidCharacter: Error {
        let scalar: UInt32
        let offset: Int

        func error(in what: String) -> XMLWriteError {
            let hex = String(scalar, radix: 16, uppercase: true)
            let code = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            return XMLWriteError(
                kind: .invalidCharacter,
                message: "U+\(code) at UTF-8 offset \(offset) of \(what) is not allowed in XML 1.0")
        }
    }

    /// Checks that every character is allowed in XML 1.0 and finds the first byte that must be
    /// replaced in `context` (nil: only check): its offset, or nil when the bytes go out as they are.
    ///
    /// Swift strings are valid Unicode, so surrogates cannot occur; what remains to reject is
    /// C0 controls other than tab, line feed and carriage return, and U+FFFE and U+FFFF. Eight
    /// bytes at a time are tested for anything that needs a look in `context` (see
    /// ``ByteWord``); only words that hold one are looked at byte by byte.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, context: Context?) throws(InvalidCharacter) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        let count = bytes.count
        var firstReplaced: Int?
        var index = 0
        while index + 8 <= count {
            let word = ByteWord(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
            let look: UInt64
            switch context {
            case .text: look = word.control | word.equal(0x26) | word.within4(of: 0x3C) | word.equal(0xEF)
            case .attribute:
                look = word.control | word.equal(0x22) | word.equal(0x26) | word.equal(0x3C) | word.equal(0xEF)
            case nil: look = word.control | word.equal(0xEF)
            }
            if look == 0 {
                index += 8
                continue
            }
            // The lowest marked byte is one that needs a look; the scan goes on after it.
            index += look.trailingZeroBitCount >> 3
            if try examine(bytes, at: index, context: context), firstReplaced == nil { firstReplaced = index }
            index += 1
        }
        while index < count {
            if try examine(bytes, at: index, context: context), firstReplaced == nil { firstReplaced = index }
            index += 1
        }
        return firstReplaced
    }

    /// Checks the byte at `index` and says whether `context` replaces it.
    @inline(__always)
    private static func examine(
        _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, context: Context?
    ) throws(InvalidCharacter) -> Bool {
        let byte = bytes[index]
        // Everything above '>' except the lead byte of U+FFFE/U+FFFF needs no attention.
        if byte > UInt8(ascii: ">") && byte != 0xEF { return false }
        switch byte {
        case 0x09, 0x0A:
            return context == .attribute
        case 0x0D, UInt8(ascii: "&"), UInt8(ascii: "<"):
            return context != nil
        case UInt8(ascii: ">"):
            return context == .text
        case UInt8(ascii: "\""):
            return context == .attribute
        case 0xEF:
            // U+FFFE and U+FFFF are EF BF BE and EF BF BF.
            if index + 2 < bytes.count, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE {
                throw InvalidCharacter(scalar: 0xFFF0 | UInt32(bytes[index + 2] & 0x0F), offset: index)
            }
            return false
        case 0x00..<0x20:
            throw InvalidCharacter(scalar: UInt32(byte), offset: index)
        default:
            return false
        }
    }

    /// Appends checked bytes with the characters of `context` replaced by references; `start` is
    /// the first byte to replace, as ``scan(_:context:)`` found it: the bytes before it go out as
    /// one run.
    static func appendEscaped(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0, context: Context,
        to output: inout XMLOutputBuffer
    ) throws {
        let inAttribute = context == .attribute
        var runStart = 0
        var index = start
        let count = bytes.count
        if let raw = UnsafeRawPointer(bytes.baseAddress) {
            while index + 8 <= count {
                // Skips to the next byte to replace, as the scan does.
                let word = ByteWord(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
                let replaced =
                    inAttribute
                    ? word.control | word.equal(0x22) | word.equal(0x26) | word.equal(0x3C)
                    : word.equal(0x0D) | word.equal(0x26) | word.equal(0x3C) | word.equal(0x3E)
                if replaced == 0 {
                    index += 8
                    continue
                }
                index += replaced.trailingZeroBitCount >> 3
                try replace(at: index)
                index += 1
            }
        }
        while index < count {
            try replace(at: index)
            index += 1
        }

        /// Replaces the byte at `index` if `context` does: the run before it goes out first.
        func replace(at index: Int) throws {
            let replacement: StaticString
            switch bytes[index] {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">") where !inAttribute: replacement = "&gt;"
            case UInt8(ascii: "\"") where inAttribute: replacement = "&quot;"
            case 0x0D: replacement = "&#13;"
            case 0x0A where inAttribute: replacement = "&#10;"
            case 0x09 where inAttribute: replacement = "&#9;"
            default: return
            }
            try output.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            try output.append(replacement)
            runStart = index + 1
        }
        try output.append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }

    /// Appends checked bytes as one or more CDATA sections.
    ///
    /// `]]>` cannot appear inside a section, so it is split after `]]`; a carriage return would be
    /// turned into a line feed by any parser, so it is written between sections as `&#13;`.
    static func appendCDATA(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout XMLOutputBuffer) throws {
        var isOpen = false
        var wroteAny = false
        var runStart = 0

        func emitRun(upTo end: Int, output: inout XMLOutputBuffer) throws {
            guard end > runStart else { return }
            if !isOpen {
                try output.append("<![CDATA[")
                isOpen = true
                wroteAny = true
            }
            try output.append(UnsafeBufferPointer(rebasing: bytes[runStart..<end]))
        }

        for index in 0..<bytes.count {
            switch bytes[index] {
            case 0x0D:
                try emitRun(upTo: index, output: &output)
                if isOpen { try output.append("]]>") }
                isOpen = false
                try output.append("&#13;")
                wroteAny = true
                runStart = index + 1
            case UInt8(ascii: ">")
            where index - runStart >= 2
                && bytes[index - 1] == UInt8(ascii: "]") && bytes[index - 2] == UInt8(ascii: "]"):
                // "]]" ends this section and ">" begins the next.
                try emitRun(upTo: index, output: &output)
                try output.append("]]>")
                isOpen = false
                runStart = index
            default:
                continue
            }
        }
        try emitRun(upTo: bytes.count, output: &output)
        if isOpen {
            try output.append("]]>")
        } else if !wroteAny {
            try output.append("<![CDATA[]]>")
        }
    }
}

/// Eight bytes tested at once, with the bit tricks of "Bit Twiddling Hacks" (S. E. Anderson): each
/// test gives a word whose high bit is set in some byte when, and only when, some byte of the
/// word passes it. Bytes above one that passes may be marked wrongly (a borrow runs into them),
/// never bytes below it: the lowest marked byte, in little-endian order, always passes.
struct ByteWord {
    let bits: UInt64

    @inline(__always)
    init(_ bits: UInt64) {
        self.bits = bits
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Nonzero when some byte is below `limit` (at most 128) in `word`.
    @inline(__always)
    private static func below(_ limit: UInt64, in word: UInt64) -> UInt64 {
        (word &- ones &* limit) & ~word & highs
    }

    /// Nonzero when some byte is a C0 control (below 0x20).
    @inline(__always)
    var control: UInt64 { Self.below(0x20, in: bits) }

    /// Nonzero when some byte equals `byte`.
    @inline(__always)
    func equal(_ byte: UInt8) -> UInt64 {
        Self.below(1, in: bits ^ (Self.ones &* UInt64(byte)))
    }

    /// Nonzero when some byte is one of the four from `byte` (a multiple of four) on.
    @inline(__always)
    func within4(of byte: UInt8) -> UInt64 {
        Self.below(4, in: bits ^ (Self.ones &* UInt64(byte)))
    }
}
