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

    /// Checks that every character is allowed in XML 1.0 and says whether any must be replaced in
    /// `context` (nil: only check).
    ///
    /// Swift strings are valid Unicode, so surrogates cannot occur; what remains to reject is
    /// C0 controls other than tab, line feed and carriage return, and U+FFFE and U+FFFF.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, context: Context?) throws(InvalidCharacter) -> Bool {
        var needsEscaping = false
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            // Everything above '>' except the lead byte of U+FFFE/U+FFFF needs no attention.
            if byte > UInt8(ascii: ">") && byte != 0xEF {
                index += 1
                continue
            }
            switch byte {
            case 0x09, 0x0A:
                if context == .attribute { needsEscaping = true }
            case 0x0D, UInt8(ascii: "&"), UInt8(ascii: "<"):
                if context != nil { needsEscaping = true }
            case UInt8(ascii: ">"):
                if context == .text { needsEscaping = true }
            case UInt8(ascii: "\""):
                if context == .attribute { needsEscaping = true }
            case 0xEF:
                // U+FFFE and U+FFFF are EF BF BE and EF BF BF.
                if index + 2 < count, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE {
                    throw InvalidCharacter(scalar: 0xFFF0 | UInt32(bytes[index + 2] & 0x0F), offset: index)
                }
            case 0x00..<0x20:
                throw InvalidCharacter(scalar: UInt32(byte), offset: index)
            default:
                break
            }
            index += 1
        }
        return needsEscaping
    }

    /// Appends checked bytes with the characters of `context` replaced by references.
    static func appendEscaped(
        _ bytes: UnsafeBufferPointer<UInt8>, context: Context, to output: inout XMLOutputBuffer
    ) throws {
        let inAttribute = context == .attribute
        var runStart = 0
        for index in 0..<bytes.count {
            let replacement: StaticString
            switch bytes[index] {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">") where !inAttribute: replacement = "&gt;"
            case UInt8(ascii: "\"") where inAttribute: replacement = "&quot;"
            case 0x0D: replacement = "&#13;"
            case 0x0A where inAttribute: replacement = "&#10;"
            case 0x09 where inAttribute: replacement = "&#9;"
            default: continue
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
