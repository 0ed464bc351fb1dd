// A view of a name in the form expat's namespace-triplet mode gives and NamespaceResolver makes,
// measured once: "uri\u{1}local\u{1}prefix", "uri\u{1}local" (default namespace) or "local" (no
// namespace).

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
        // libc's vectorized strlen and memchr find the end and the separators, and the hash reads
        // a few words of the key (see `hash`): no loop runs once per byte of an ordinary name,
        // whose exit, at a different count for every name, the processor would mispredict on
        // most start tags.
        let bytes = UnsafeRawPointer(cName).assumingMemoryBound(to: UInt8.self)
        let length = strlen(cName)
        var localStart = 0
        var keyLength = length
        if let first = memchr(cName, Int32(expatNameSeparator), length) {
            localStart = UnsafeRawPointer(first) - UnsafeRawPointer(cName) + 1
            if let second = memchr(cName + localStart, Int32(expatNameSeparator), length - localStart) {
                keyLength = UnsafeRawPointer(second) - UnsafeRawPointer(cName)
            }
        }
        self.init(
            base: bytes, fullLength: length, keyLength: keyLength,
            hash: Self.hash(bytes, localStart: localStart, keyLength: keyLength))
    }

    /// Measures an attribute's name: most have no namespace, and the first memchr says so.
    @inline(__always)
    init(attribute cName: UnsafePointer<CChar>) {
        let length = strlen(cName)
        if memchr(cName, Int32(expatNameSeparator), length) != nil {
            self.init(cName)
            return
        }
        let bytes = UnsafeRawPointer(cName).assumingMemoryBound(to: UInt8.self)
        self.init(
            base: bytes, fullLength: length, keyLength: length, hash: Self.hash(bytes, localStart: 0, keyLength: length)
        )
    }

    /// A name measured before (see ExpandedNameCache).
    @inline(__always)
    init(base: UnsafePointer<UInt8>, fullLength: Int, keyLength: Int, hash: UInt64) {
        self.base = base
        self.fullLength = fullLength
        self.keyLength = keyLength
        self.hash = hash
    }

    /// Hashes a key from its length, where its local name starts, its last eight bytes (which
    /// end the local name, and begin in the namespace URI when the local name is shorter), the
    /// first eight of a longer local name and the middle of a local name longer than sixteen
    /// bytes; a key shorter than eight bytes from all its bytes, read as two words that may
    /// overlap. Loads only inside the key; a loop only for the rare long local names. The whole
    /// local name counts, so that the sibling counters, which go by hash alone, tell names
    /// apart; the namespace URI only by its length and the bytes that end it (the tables compare
    /// whole keys, so a collision there costs a comparison, never a wrong match).
    @inline(__always)
    private static func hash(_ bytes: UnsafePointer<UInt8>, localStart: Int, keyLength: Int) -> UInt64 {
        let raw = UnsafeRawPointer(bytes)
        var word: UInt64
        if keyLength >= 8 {
            word = raw.loadUnaligned(fromByteOffset: keyLength - 8, as: UInt64.self)
            if keyLength - localStart > 8 {
                word ^= raw.loadUnaligned(fromByteOffset: localStart, as: UInt64.self) &* 0x9e37_79b9_7f4a_7c15
                if keyLength - localStart > 16 { word ^= middleHash(bytes, from: localStart + 8, to: keyLength - 8) }
            }
        } else if keyLength >= 4 {
            word =
                UInt64(raw.loadUnaligned(as: UInt32.self))
                | UInt64(raw.loadUnaligned(fromByteOffset: keyLength - 4, as: UInt32.self)) &<< 32
        } else if keyLength > 0 {
            word = UInt64(bytes[0]) | UInt64(bytes[keyLength / 2]) &<< 8 | UInt64(bytes[keyLength - 1]) &<< 16
        } else {
            word = 0
        }
        let seeded =
            word ^ (UInt64(truncatingIfNeeded: keyLength) &<< 56) ^ (UInt64(truncatingIfNeeded: localStart) &<< 48)
        let mixed = (seeded ^ (seeded &>> 29)) &* 0xbf58_476d_1ce4_e5b9
        return mixed ^ (mixed &>> 32)
    }

    /// FNV-1a over the bytes of a long local name between its first and last eight.
    @inline(never)
    private static func middleHash(_ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int) -> UInt64 {
        var hash = FNV1a.offsetBasis
        for index in start..<end { hash = FNV1a.mix(hash, UInt64(bytes[index])) }
        return hash
    }

    /// The hash of a name without separators (a raw qualified name), by the same function.
    @inline(__always)
    static func plainHash(_ bytes: UnsafePointer<UInt8>, length: Int) -> UInt64 {
        hash(bytes, localStart: 0, keyLength: length)
    }

    var key: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: keyLength) }
    var full: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: fullLength) }

    /// The hash of a key given as bytes, the same function as the measuring initializer uses.
    static func hash(of key: [UInt8]) -> UInt64 {
        key.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else {
                return hash(UnsafePointer(bitPattern: 1)!, localStart: 0, keyLength: 0)
            }
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
