// The text a description line writes: a `String`, or an `XMLString` written from the bytes it
// already holds. Models that store their texts as `XMLString` (XylemAtom's do) would otherwise make
// a `String` of every value only to write its bytes and free it: an allocation and a UTF-8
// validation per value, about an eighth of writing an Atom entry.

/// Text for the writer, in the form the model holds it.
@usableFromInline
enum WriteText {
    case string(String)
    case stored(XMLString)

    /// The text of `value`: its bytes when it is an `XMLString`, its `xmlText` otherwise.
    @inlinable @inline(__always)
    init<V: XMLValue>(_ value: V) {
        if V.self == XMLString.self {
            // The type test above makes the cast an identity; specialized code folds both away.
            self = .stored(unsafeBitCast(value, to: XMLString.self))
        } else {
            self = .string(value.xmlText)
        }
    }

    /// The text as a `String`, for the few places that need one (mixed content).
    var string: String {
        switch self {
        case .string(let string): string
        case .stored(let stored): stored.string
        }
    }

    var isEmpty: Bool {
        switch self {
        case .string(let string): string.isEmpty
        case .stored(let stored): stored.isEmpty
        }
    }

    /// Calls `body` with the text's UTF-8 bytes, valid only during the call.
    @inline(__always)
    func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        switch self {
        case .string(let string): try withUTF8Bytes(of: string, body)
        case .stored(let stored): try stored.withUTF8(body)
        }
    }
}
