// Why a parse stopped, in plain words: the driver's own failure, or expat's error code turned
// into a sentence that says which character, tag or entity is at fault, read from the bytes expat
// still holds around the error. Expat's code is kept in the kind.

import CExpat

extension ExpatDriver {
    /// The bytes at and just before the error position.
    private struct ErrorSite {
        var before: [UInt8] = []
        var at: [UInt8] = []
    }

    /// Why the last parse stopped.
    ///
    /// - Parameters:
    ///   - openElement: The qualified name of the innermost open element, when the sink knows it.
    ///   - openDepth: How many elements are open.
    func stopReason(openElement: String?, openDepth: Int) -> (kind: XMLReadError.Kind, underlying: (any Error)?) {
        if let failure { return failure }
        let code = XML_GetErrorCode(parser)
        switch code {
        case XML_ERROR_NONE, XML_ERROR_ABORTED:
            return (.malformed(code: -1, reason: "parsing stopped for an unknown reason"), nil)
        case XML_ERROR_AMPLIFICATION_LIMIT_BREACH:
            return (.limit(.entityAmplification(settings.maxEntityAmplification)), nil)
        case XML_ERROR_UNKNOWN_ENCODING:
            let name = askedEncoding ?? "?"
            if case .unknown = EncodingCatalog.support(for: name) { return (.unsupportedEncoding(name), nil) }
            return (
                .malformed(
                    code: Int(code.rawValue),
                    reason: """
                        the encoding "\(name)" cannot be read here: a multi-byte encoding must be declared at the very \
                        start of an ASCII-compatible document without a byte order mark, or set in Options.encoding
                        """), nil
            )
        case XML_ERROR_UNDEFINED_ENTITY where Self.prefixedReference(in: errorSite().at) != nil:
            // Expat's namespace mode refuses the reference itself (see NamespaceResolver).
            let name = Self.prefixedReference(in: errorSite().at) ?? ""
            let refusal = NamespaceResolver.entityReferenceRefusal(name)
            return (.malformed(code: refusal.code, reason: refusal.reason), nil)
        default:
            return (
                .malformed(
                    code: Int(code.rawValue), reason: reason(for: code, openElement: openElement, openDepth: openDepth)),
                nil
            )
        }
    }

    private func reason(for code: XML_Error, openElement: String?, openDepth: Int) -> String {
        let site = errorSite()
        let openElement = openElement.map { XMLReadError.shortened($0, limit: 80) }
        switch code {
        case XML_ERROR_NO_ELEMENTS:
            guard openDepth > 0 else { return "no root element: the input is empty or holds only a prolog" }
            if let openElement { return "the input ends before the end tag of <\(openElement)> (truncated document)" }
            return "the input ends before all elements are closed (truncated document)"
        case XML_ERROR_INVALID_TOKEN:
            return invalidCharacterReason(site)
        case XML_ERROR_UNCLOSED_TOKEN:
            return "the input ends inside a tag or other markup (truncated document)"
        case XML_ERROR_PARTIAL_CHAR:
            return "the input ends in the middle of a character (truncated document)"
        case XML_ERROR_UNCLOSED_CDATA_SECTION:
            return "the input ends inside a CDATA section (truncated document)"
        case XML_ERROR_TAG_MISMATCH:
            let found = Self.name(in: site.at).map { "</\($0)>" } ?? "the end tag"
            if let openElement { return "mismatched tag: \(found) where </\(openElement)> was expected" }
            return "mismatched tag: \(found) does not close the open element"
        case XML_ERROR_DUPLICATE_ATTRIBUTE:
            return "duplicate attribute" + (Self.name(in: site.at).map { " \($0)" } ?? "")
        case XML_ERROR_JUNK_AFTER_DOC_ELEMENT:
            let what = site.at.first == UInt8(ascii: "<") ? "an element" : "text"
            return "\(what) after the end of the root element (a document has exactly one root element)"
        case XML_ERROR_UNDEFINED_ENTITY:
            guard let reference = Self.reference(in: site.at) else { return "undefined entity" }
            return "undefined entity \(reference) (XML defines only &lt; &gt; &amp; &quot; &apos; without a DTD)"
        case XML_ERROR_RECURSIVE_ENTITY_REF:
            return "entity " + (Self.reference(in: site.at) ?? "") + " refers to itself"
        case XML_ERROR_BAD_CHAR_REF:
            let reference = Self.reference(in: site.at).map { " \($0)" } ?? ""
            return "the character reference\(reference) names a character XML does not allow"
        case XML_ERROR_MISPLACED_XML_PI:
            return "an XML declaration (<?xml …?>) that is not at the very start of the document"
        case XML_ERROR_UNBOUND_PREFIX:
            guard site.at.first == UInt8(ascii: "<"), let name = Self.name(in: Array(site.at.dropFirst())) else {
                return "undeclared namespace prefix"
            }
            if let colon = name.firstIndex(of: ":") {
                return "undeclared namespace prefix \"\(name[..<colon])\" in <\(name)>"
            }
            return "undeclared namespace prefix in an attribute of <\(name)>"
        default:
            return XML_ErrorString(code).map { String(cString: $0) } ?? "unknown error \(code.rawValue)"
        }
    }

    /// Says which character made expat's tokenizer give up.
    private func invalidCharacterReason(_ site: ErrorSite) -> String {
        if case .transcoding(let transcoder) = mode, let invalid = transcoder.invalid,
            invalid.utf8Index == Int(XML_GetCurrentByteIndex(parser))
        {
            return Self.invalidSequenceReason(invalid, in: transcoder.source)
        }
        let generic = "not well-formed: a character that is not allowed here"
        guard textFamily != .utf16, let byte = site.at.first else { return generic }
        switch byte {
        case 0x00:
            return "a NUL byte, which XML does not allow"
        case 0x01..<0x20:
            return "the control character U+\(Self.hex(UInt32(byte), width: 4)), which XML does not allow"
        case 0x80...:
            if textFamily == .utf8 { return utf8Reason(Array(site.at.prefix(4))) }
            if let table = singleByteTable, table.scalars[Int(byte)] < 0 {
                return
                    "byte 0x\(Self.hex(UInt32(byte), width: 2)), which is not a character in \(askedEncoding ?? "the document's encoding")"
            }
            return generic
        default:
            let previous = site.before.last
            if previous == UInt8(ascii: "<") {
                return "a '<' that does not start a tag (write &lt; for a literal '<')"
            }
            if previous == UInt8(ascii: "&") {
                return "a '&' that does not start an entity reference (write &amp; for a literal '&')"
            }
            return "not well-formed: the character '\(Character(Unicode.Scalar(byte)))' is not allowed here"
        }
    }

    /// Describes the UTF-8 sequence starting at an invalid position.
    private func utf8Reason(_ bytes: [UInt8]) -> String {
        guard let scalar = Self.decodeUTF8(bytes) else {
            // Only the bytes that make the sequence invalid, which expat has seen however the
            // input was split.
            let shown = bytes.prefix(Self.invalidUTF8Length(bytes)).map { "0x" + Self.hex(UInt32($0), width: 2) }
            return "invalid UTF-8: " + (shown.count == 1 ? "byte " : "bytes ") + shown.joined(separator: " ")
        }
        if scalar.value == 0xFFFE || scalar.value == 0xFFFF {
            return "the character U+\(Self.hex(scalar.value, width: 4)), which XML does not allow"
        }
        return
            "not well-formed: the character '\(Character(scalar))' (U+\(Self.hex(scalar.value, width: 4))) is not allowed here"
    }

    /// The bytes around expat's error position.
    private func errorSite() -> ErrorSite {
        guard let (buffer, offset) = inputContext() else { return ErrorSite() }
        return ErrorSite(
            before: Array(buffer[max(0, offset - 8)..<offset]),
            at: Array(buffer[offset..<min(buffer.count, offset + 256)]))
    }

    /// The XML name at the start of `bytes` (after an optional `</`), if it is ASCII-compatible text.
    private static func name(in bytes: [UInt8]) -> String? {
        var start = 0
        if bytes.starts(with: Array("</".utf8)) { start = 2 }
        var end = start
        while end < bytes.count, !isNameEnd(bytes[end]) { end += 1 }
        guard end > start else { return nil }
        return XMLReadError.shortened(String(decoding: bytes[start..<end], as: UTF8.self), limit: 80)
    }

    /// An entity or character reference (`&name;`, `&#0;`) at the start of `bytes`.
    private static func reference(in bytes: [UInt8]) -> String? {
        guard bytes.first == UInt8(ascii: "&"), let end = bytes.prefix(200).firstIndex(of: UInt8(ascii: ";")) else {
            return nil
        }
        return String(decoding: bytes[...end], as: UTF8.self)
    }

    /// The name of a reference with a colon in it (`&a:b;`) at the start of `bytes` (in content),
    /// or anywhere in the start tag or literal there (in an attribute value or a default value in
    /// the DTD, where expat reports the tag or the literal).
    private static func prefixedReference(in bytes: [UInt8]) -> String? {
        let scope: ArraySlice<UInt8>
        switch bytes.first {
        case UInt8(ascii: "<"):
            scope = bytes[..<(bytes.firstIndex(of: UInt8(ascii: ">")) ?? bytes.endIndex)]
        case let quote? where quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"):
            scope = bytes[..<(bytes.dropFirst().firstIndex(of: quote) ?? bytes.endIndex)]
        default:
            scope = bytes.prefix(1)
        }
        var index = scope.startIndex
        while let ampersand = scope[index...].firstIndex(of: UInt8(ascii: "&")) {
            guard let reference = Self.reference(in: Array(bytes[ampersand...])) else { return nil }
            let name = String(reference.dropFirst().dropLast())
            if name.contains(":") { return name }
            index = ampersand + 1
        }
        return nil
    }

    private static func isNameEnd(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x00...0x20, UInt8(ascii: ">"), UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "<"),
            UInt8(ascii: "\""), UInt8(ascii: "'"):
            return true
        default:
            return false
        }
    }

    /// How many bytes at the start of `bytes` it takes to see that they are not UTF-8: the lead
    /// byte alone when it cannot start a character, else up to the first bad continuation byte.
    private static func invalidUTF8Length(_ bytes: [UInt8]) -> Int {
        guard let lead = bytes.first else { return 0 }
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE, 0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return 1
        }
        for index in 1..<length {
            guard index < bytes.count else { return index }
            let range = index == 1 ? low...high : 0x80...0xBF
            if !range.contains(bytes[index]) { return index + 1 }
        }
        return length
    }

    /// The scalar encoded by the valid UTF-8 sequence at the start of `bytes`, or nil.
    private static func decodeUTF8(_ bytes: [UInt8]) -> Unicode.Scalar? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return nil
    }

    static func hex(_ value: UInt32, width: Int) -> String {
        String(value, radix: 16, uppercase: true).leftPadded(to: width)
    }
}
