// A text value that stays in the bytes it was read from until someone asks for a String: the
// storage type for models that hold many strings per record and are often read only in part.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Text read from XML, kept as UTF-8 bytes in storage shared with the other values of its read,
/// and made into a `String` when asked.
///
/// Reading a `String` property allocates, checks and copies every value as it is read, and frees
/// it again when the model goes. An `XMLString` property costs a copy into a shared chunk and a
/// reference instead, and a reader that streams records reuses its chunk once the records it
/// handed out are gone. Use it for the stored properties of models that carry many text values
/// of which a consumer reads few; keep `String` where every value is used.
///
/// ```swift
/// struct Link: XMLReadable {
///     var _href = XMLString()
///     var href: String { _href.string }          // made on each access
///     static let xmlDescription = XMLDescription(Link.init) {
///         Attribute("href", \._href)
///     }
/// }
/// ```
///
/// Equality and hashing compare the UTF-8 bytes, as XML does (no Unicode normalization). A value
/// keeps its whole chunk (a few kilobytes) alive; store `string` instead when keeping a few values
/// of many records for long.
public struct XMLString: @unchecked Sendable {
    // Its chunk's bytes are immutable while the value exists: see `TextChunk`.
    /// The chunk holding the bytes; nil for a value of up to seven bytes, held in `word`.
    @usableFromInline let chunk: TextChunk?
    /// With a chunk: the offset (low half) and the byte count (high half; `UInt32.max` when the
    /// value fills a chunk of its own, see `wholeCount`). Without one: the bytes themselves, in
    /// the first seven bytes of its memory, and their count in the last. Short values (link
    /// relations, types, numbers) so need no chunk, and copying or dropping them no reference count.
    @usableFromInline let word: UInt64

    /// The most bytes a value holds without a chunk.
    @usableFromInline static let inlineCapacity = 7

    /// The empty string.
    @inlinable
    public init() {
        chunk = nil
        word = 0
    }

    /// A copy of `string`'s UTF-8 bytes.
    public init(_ string: String) {
        var string = string
        self = string.withUTF8 { XMLString(copying: $0) }
    }

    /// A copy of `bytes` in storage of its own (for text made outside a read).
    @usableFromInline
    init(copying bytes: UnsafeBufferPointer<UInt8>) {
        self = bytes.count <= XMLString.inlineCapacity ? XMLString(inline: bytes) : XMLString(wholeChunk: .holding(bytes))
    }

    init(chunk: TextChunk, offset: Int, count: Int) {
        self.chunk = chunk
        word = UInt64(UInt32(truncatingIfNeeded: offset)) | UInt64(UInt32(truncatingIfNeeded: count)) << 32
    }

    init(wholeChunk chunk: TextChunk) {
        self.chunk = chunk
        word = UInt64(UInt32.max) << 32
    }

    /// A value of at most `inlineCapacity` bytes, without a chunk.
    @usableFromInline
    init(inline bytes: UnsafeBufferPointer<UInt8>) {
        var word: UInt64 = 0
        withUnsafeMutableBytes(of: &word) { memory in
            if let start = bytes.baseAddress { memory.baseAddress!.copyMemory(from: start, byteCount: bytes.count) }
            memory[XMLString.inlineCapacity] = UInt8(truncatingIfNeeded: bytes.count)
        }
        chunk = nil
        self.word = word
    }

    /// The number of UTF-8 bytes.
    @inlinable
    public var utf8Count: Int {
        guard let chunk else { return withUnsafeBytes(of: word) { Int($0[XMLString.inlineCapacity]) } }
        let count = UInt32(truncatingIfNeeded: word >> 32)
        return count == .max ? chunk.wholeCount : Int(count)
    }

    /// Whether the string is empty.
    @inlinable
    public var isEmpty: Bool { utf8Count == 0 }

    /// Calls `body` with the string's UTF-8 bytes, valid only during the call.
    @inlinable
    public func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        guard let chunk else {
            return try withUnsafeBytes(of: word) { memory in
                try body(UnsafeBufferPointer(
                    start: memory.baseAddress!.assumingMemoryBound(to: UInt8.self), count: Int(memory[XMLString.inlineCapacity])))
            }
        }
        return try withExtendedLifetime(chunk) {
            try body(UnsafeBufferPointer(start: chunk.bytes + Int(UInt32(truncatingIfNeeded: word)), count: utf8Count))
        }
    }

    /// The text as a `String`, made anew on each access.
    @inlinable
    public var string: String {
        withUTF8 { String(decoding: $0, as: UTF8.self) }
    }
}

extension XMLString: XMLValue {
    /// Copies the text into the read's shared storage.
    @inlinable
    public init?(xmlText: XMLText) {
        self = xmlText.storedString
    }
}

extension XMLString: Hashable {
    /// Whether the two strings have the same UTF-8 bytes.
    public static func == (lhs: XMLString, rhs: XMLString) -> Bool {
        lhs.withUTF8 { left in
            rhs.withUTF8 { right in
                left.count == right.count && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
            }
        }
    }

    /// Hashes the UTF-8 bytes.
    public func hash(into hasher: inout Hasher) {
        withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(utf8Count)
    }

    /// Whether the string's UTF-8 bytes are `string`'s.
    public static func == (lhs: XMLString, rhs: String) -> Bool {
        var rhs = rhs
        return lhs.withUTF8 { left in
            rhs.withUTF8 { right in
                left.count == right.count && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
            }
        }
    }
}

extension XMLString: ExpressibleByStringLiteral, CustomStringConvertible, CustomDebugStringConvertible {
    /// A string from a literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The text.
    public var description: String { string }

    /// The text, quoted.
    public var debugDescription: String { string.debugDescription }
}

extension Optional where Wrapped == XMLString {
    /// The text as a `String`, or nil; for `String?` properties stored as `XMLString?`.
    @inlinable
    public var string: String? {
        map(\.string)
    }
}

extension String {
    /// The text of `xmlString`.
    @inlinable
    public init(_ xmlString: XMLString) {
        self = xmlString.string
    }
}
