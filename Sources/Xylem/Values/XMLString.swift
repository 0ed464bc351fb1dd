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
///         XMLAttribute("href", \._href)
///     }
/// }
/// ```
///
/// Equality and hashing compare the UTF-8 bytes, as XML does (no Unicode normalization). A value
/// keeps its whole chunk (a few kilobytes) alive; store `string` instead when keeping a few values
/// of many records for long.
public struct XMLString: @unchecked Sendable {
    // A chunk's bytes are immutable while a value refers to them: see `TextChunk`.
    /// Where the bytes are. Both cases use fifteen bytes, so that the enum's tag takes the
    /// sixteenth and a value (optional or not) is two words.
    @usableFromInline enum Storage {
        /// Up to `inlineCapacity` bytes held in the value itself, in the memory order of the first
        /// three fields, and their count. Values this short (link relations and types, names,
        /// numbers, most attribute values) need no chunk, and copying or dropping them no
        /// reference count: for models full of short values, the atomic reference counting of
        /// chunks cost more than the rest of storing them.
        case inline(UInt64, UInt32, UInt16, UInt8)
        /// A slice of a chunk: offset, then the count's low 16 and high 8 bits (all ones: the
        /// value fills a chunk of its own, see `wholeCount`).
        case chunk(TextChunk, UInt32, UInt16, UInt8)
    }

    @usableFromInline let storage: Storage

    /// The most bytes a value holds without a chunk.
    @usableFromInline static let inlineCapacity = 14
    /// The count that marks a value filling a chunk of its own.
    @usableFromInline static let wholeChunkCount = 0xFF_FFFF

    /// The empty string.
    @inlinable
    public init() {
        storage = .inline(0, 0, 0, 0)
    }

    /// A copy of `string`'s UTF-8 bytes.
    public init(_ string: String) {
        var string = string
        self = string.withUTF8 { XMLString(copying: $0) }
    }

    /// A copy of `bytes` in storage of its own (for text made outside a read).
    @usableFromInline
    init(copying bytes: UnsafeBufferPointer<UInt8>) {
        self =
            bytes.count <= XMLString.inlineCapacity ? XMLString(inline: bytes) : XMLString(wholeChunk: .holding(bytes))
    }

    /// A slice of a pool's chunk (`count` at most `wholeChunkCount - 1`).
    init(chunk: TextChunk, offset: Int, count: Int) {
        storage = .chunk(
            chunk, UInt32(truncatingIfNeeded: offset), UInt16(truncatingIfNeeded: count),
            UInt8(truncatingIfNeeded: count >> 16))
    }

    init(wholeChunk chunk: TextChunk) {
        storage = .chunk(chunk, 0, .max, .max)
    }

    /// The bytes of this string followed by `next`'s, when `next` starts in the same chunk where
    /// this one ends (so that they need no copy); nil otherwise.
    func joined(withFollowing next: XMLString) -> XMLString? {
        guard case .chunk(let chunk, let offset, let low, let high) = storage,
            case .chunk(let nextChunk, let nextOffset, let nextLow, let nextHigh) = next.storage, chunk === nextChunk
        else { return nil }
        let count = Int(low) | Int(high) << 16
        let nextCount = Int(nextLow) | Int(nextHigh) << 16
        guard count != XMLString.wholeChunkCount, nextCount != XMLString.wholeChunkCount,
            Int(offset) + count == Int(nextOffset), count + nextCount < XMLString.wholeChunkCount
        else { return nil }
        return XMLString(chunk: chunk, offset: Int(offset), count: count + nextCount)
    }

    /// A value of at most `inlineCapacity` bytes, without a chunk.
    ///
    /// The fields are loaded from the source as two words that may overlap, as libc's `memcpy`
    /// copies short spans, and never past its end (on little-endian machines, where the fields'
    /// memory order is their bytes' order). Copying into a zeroed local and loading the
    /// fields back from it (the obvious way) made each load wait for the narrower stores of the
    /// copy to complete: a store-forwarding stall on every short value.
    @usableFromInline
    init(inline bytes: UnsafeBufferPointer<UInt8>) {
        let count = bytes.count
        guard let start = bytes.baseAddress, count > 0 else {
            storage = .inline(0, 0, 0, 0)
            return
        }
        #if _endian(big)
        var fields: (UInt64, UInt32, UInt16) = (0, 0, 0)
        withUnsafeMutableBytes(of: &fields) { $0.baseAddress!.copyMemory(from: start, byteCount: count) }
        storage = .inline(fields.0, fields.1, fields.2, UInt8(truncatingIfNeeded: count))
        #else
        let source = UnsafeRawPointer(start)
        let low: UInt64
        var high: UInt64 = 0
        if count >= 8 {
            low = source.loadUnaligned(as: UInt64.self)
            if count > 8 {
                // Bytes 8..<count are the last count - 8 bytes of the word that ends the value.
                high = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) &>> UInt64(8 * (16 - count))
            }
        } else if count >= 4 {
            let first = UInt64(source.loadUnaligned(as: UInt32.self))
            let last = UInt64(source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
            low = first | (last &>> UInt64(8 * (8 - count))) &<< 32
        } else {
            let bytes = source.assumingMemoryBound(to: UInt8.self)
            var word = UInt64(bytes[0])
            if count > 1 { word |= UInt64(bytes[1]) &<< 8 }
            if count > 2 { word |= UInt64(bytes[2]) &<< 16 }
            low = word
        }
        storage = .inline(
            low, UInt32(truncatingIfNeeded: high), UInt16(truncatingIfNeeded: high &>> 32),
            UInt8(truncatingIfNeeded: count))
        #endif
    }

    /// The number of UTF-8 bytes.
    @inlinable
    public var utf8Count: Int {
        switch storage {
        case .inline(_, _, _, let count):
            return Int(count)
        case .chunk(let chunk, _, let low, let high):
            let count = Int(low) | Int(high) << 16
            return count == XMLString.wholeChunkCount ? chunk.wholeCount : count
        }
    }

    /// Whether the string is empty.
    @inlinable
    public var isEmpty: Bool { utf8Count == 0 }

    /// Calls `body` with the string's UTF-8 bytes, valid only during the call.
    @inlinable
    public func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        switch storage {
        case .inline(let first, let second, let third, let count):
            let fields = (first, second, third)
            return try withUnsafeBytes(of: fields) { memory in
                try body(
                    UnsafeBufferPointer(
                        start: memory.baseAddress!.assumingMemoryBound(to: UInt8.self), count: Int(count)))
            }
        case .chunk(let chunk, let offset, _, _):
            return try withExtendedLifetime(chunk) {
                try body(UnsafeBufferPointer(start: chunk.bytes + Int(offset), count: utf8Count))
            }
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

    /// The text.
    @inlinable
    public var xmlText: String { string }
}

extension XMLString: Hashable {
    /// Whether the two strings have the same UTF-8 bytes.
    public static func == (lhs: XMLString, rhs: XMLString) -> Bool {
        lhs.withUTF8 { left in rhs.withUTF8 { right in bytesEqual(left, right) } }
    }

    /// Hashes the UTF-8 bytes.
    public func hash(into hasher: inout Hasher) {
        withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(utf8Count)
    }

    /// Whether the string's UTF-8 bytes are `string`'s.
    public static func == (lhs: XMLString, rhs: String) -> Bool {
        var rhs = rhs
        return lhs.withUTF8 { left in rhs.withUTF8 { right in bytesEqual(left, right) } }
    }

    private static func bytesEqual(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        left.count == right.count && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
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
