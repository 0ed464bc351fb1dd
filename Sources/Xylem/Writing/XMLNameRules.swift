// Which strings are XML names: the NameStartChar / NameChar productions of XML 1.0 (fifth edition),
// without colons (NCName), since with namespaces a colon only ever separates prefix and local name.

enum XMLNameRules {
    /// Whether `name` is a non-empty XML name without a colon (an NCName).
    static func isNCName<S: StringProtocol>(_ name: S) -> Bool {
        // Native strings are contiguous UTF-8; check their bytes directly.
        if let result = name.utf8.withContiguousStorageIfAvailable({ isNCName(utf8: $0) }) { return result }
        return Array(name.utf8).withUnsafeBufferPointer { isNCName(utf8: $0) }
    }

    private static func isNCName(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !bytes.isEmpty else { return false }
        // Almost every name is ASCII: check its bytes without decoding scalars.
        var isFirst = true
        for byte in bytes {
            if byte >= 0x80 { return isNCName(scalars: String(decoding: bytes, as: UTF8.self).unicodeScalars) }
            guard isASCIINameByte(byte, first: isFirst) else { return false }
            isFirst = false
        }
        return true
    }

    private static func isNCName(scalars: String.UnicodeScalarView) -> Bool {
        var isFirst = true
        for scalar in scalars {
            guard isNameScalar(scalar.value, first: isFirst) else { return false }
            isFirst = false
        }
        return !isFirst
    }

    @inline(__always)
    private static func isASCIINameByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
            return !first
        default:
            return false
        }
    }

    private static func isNameScalar(_ value: UInt32, first: Bool) -> Bool {
        if value < 0x80 { return isASCIINameByte(UInt8(value), first: first) }
        switch value {
        case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF, 0x200C...0x200D,
            0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD,
            0x10000...0xEFFFF:
            return true
        case 0xB7, 0x300...0x36F, 0x203F...0x2040:
            return !first
        default:
            return false
        }
    }
}
