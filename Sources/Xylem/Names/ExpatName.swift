// A view of a name exactly as expat hands it over in namespace-triplet mode, measured once:
// "uri\u{1}local\u{1}prefix", "uri\u{1}local" (default namespace) or "local" (no namespace).

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The byte that separates namespace URI, local name and prefix in expat's names. It cannot
/// appear in XML 1.0 names or (as a character) in namespace URIs.
let expatNameSeparator: UInt8 = 0x01

/// A measured expat name: where the match key (URI + separator + local name) ends, its hash,
/// and the full length including the prefix. Valid only while expat's pointer is.
struct ExpatName {
    let base: UnsafePointer<UInt8>
    /// Length of "uri\u{1}local" (or "local"): the part that identifies the name.
    let keyLength: Int
    /// Length including "\u{1}prefix" when there is one.
    let fullLength: Int
    let hash: UInt64

    @inline(__always)
    init(_ cName: UnsafePointer<CChar>) {
        // libc's vectorized strlen measures the name; a long one is a namespaced name, whose
        // first separator libc's memchr finds. Only the local name is hashed byte by byte, in
        // the loop that looks for the separator before the prefix (namespace URIs are long and
        // shared by many names, so they add little to the hash but would dominate its cost).
        // The table compares whole keys, so this is exact.
        let bytes = UnsafeRawPointer(cName).assumingMemoryBound(to: UInt8.self)
        let length = strlen(cName)
        self.base = bytes
        self.fullLength = length
        var localStart = 0
        if length >= 24 {
            if let first = memchr(cName, Int32(expatNameSeparator), length) {
                localStart = UnsafeRawPointer(first) - UnsafeRawPointer(cName) + 1
            }
        } else {
            // A short name is most often a plain local name (an unprefixed attribute): hash it
            // while looking for a separator, and start over only if there is one.
            var hash = FNV1a.offsetBasis
            var index = 0
            while index < length {
                let byte = bytes[index]
                if byte == expatNameSeparator { break }
                hash = FNV1a.mix(hash, UInt64(byte))
                index += 1
            }
            if index == length {
                self.keyLength = length
                self.hash = hash
                return
            }
            localStart = index + 1
        }
        var hash = Self.namespaceSeed(bytes, localStart: localStart)
        var keyLength = length
        var index = localStart
        while index < length {
            let byte = bytes[index]
            if byte == expatNameSeparator {
                keyLength = index
                break
            }
            hash = FNV1a.mix(hash, UInt64(byte))
            index += 1
        }
        self.keyLength = keyLength
        self.hash = hash
    }

    /// Measures an attribute's name. Attribute names are short and most have no namespace: one
    /// loop finds the end and hashes as it goes, without calling strlen; a prefixed name is
    /// measured as element names are.
    @inline(__always)
    init(attribute cName: UnsafePointer<CChar>) {
        let bytes = UnsafeRawPointer(cName).assumingMemoryBound(to: UInt8.self)
        var hash = FNV1a.offsetBasis
        var index = 0
        while true {
            let byte = bytes[index]
            if byte == 0 { break }
            if byte == expatNameSeparator {
                self.init(cName)
                return
            }
            hash = FNV1a.mix(hash, UInt64(byte))
            index += 1
        }
        self.init(base: bytes, fullLength: index, keyLength: index, hash: hash)
    }

    @inline(__always)
    private init(base: UnsafePointer<UInt8>, fullLength: Int, keyLength: Int, hash: UInt64) {
        self.base = base
        self.fullLength = fullLength
        self.keyLength = keyLength
        self.hash = hash
    }

    /// Where a name's hash starts: the namespace URI (the bytes before `localStart`) stands in
    /// it by its length and last byte only.
    @inline(__always)
    private static func namespaceSeed(_ bytes: UnsafePointer<UInt8>, localStart: Int) -> UInt64 {
        guard localStart > 1 else { return FNV1a.offsetBasis }
        return FNV1a.mix(FNV1a.mix(FNV1a.offsetBasis, UInt64(localStart)), UInt64(bytes[localStart - 2]))
    }

    /// Hashes the local name byte by byte, mixed with the namespace URI's length and last byte.
    @inline(__always)
    private static func hash(_ bytes: UnsafePointer<UInt8>, localStart: Int, keyLength: Int) -> UInt64 {
        var hash = namespaceSeed(bytes, localStart: localStart)
        var index = localStart
        while index < keyLength {
            hash = FNV1a.mix(hash, UInt64(bytes[index]))
            index += 1
        }
        return hash
    }

    var key: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: keyLength) }
    var full: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: fullLength) }

    /// The hash of a key given as bytes, the same function as the measuring initializer uses.
    static func hash(of key: [UInt8]) -> UInt64 {
        key.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return hash(UnsafePointer(bitPattern: 1)!, localStart: 0, keyLength: 0) }
            let separator = buffer.firstIndex(of: expatNameSeparator)
            return hash(base, localStart: separator.map { $0 + 1 } ?? 0, keyLength: buffer.count)
        }
    }
}

/// The parts of an expat name as strings, for messages, paths and statistics (never on the hot path).
struct ExpatNameParts: Hashable, Sendable {
    var namespaceURI: String
    var localName: String
    var prefix: String

    init<C: Collection<UInt8>>(bytes: C) where C.Index == Int {
        let start = bytes.startIndex
        let end = bytes.endIndex
        guard let first = bytes.firstIndex(of: expatNameSeparator) else {
            namespaceURI = ""
            localName = String(decoding: bytes, as: UTF8.self)
            prefix = ""
            return
        }
        namespaceURI = String(decoding: bytes[start..<first], as: UTF8.self)
        let rest = bytes[(first + 1)..<end]
        if let second = rest.firstIndex(of: expatNameSeparator) {
            localName = String(decoding: bytes[(first + 1)..<second], as: UTF8.self)
            prefix = String(decoding: bytes[(second + 1)..<end], as: UTF8.self)
        } else {
            localName = String(decoding: rest, as: UTF8.self)
            prefix = ""
        }
    }

    /// `prefix:local`, or `local` when the name has no prefix.
    var qualifiedName: String { prefix.isEmpty ? localName : "\(prefix):\(localName)" }
}

/// The length of a NUL-terminated string from expat (attribute values, names).
@inline(__always)
func cStringLength(_ string: UnsafePointer<CChar>) -> Int {
    strlen(string)
}
