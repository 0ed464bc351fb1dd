// The storage of the model's text properties: a `String` to the caller, an `XMLString` inside, so
// that the reader stores each value where it belongs, without making a `String` or calling a setter.

import Xylem

/// A `String` or `String?` property stored as an ``XMLString``: the text stays in the bytes it was
/// read from until the property is read.
///
/// The `XylemAtom` models hold many short texts per entry (link relations, types, categories) of
/// which a caller reads few. Stored as `XMLString`, each is put in place by the reader at its
/// offset in the value, and becomes a `String` only when asked for. The description maps the
/// storage, reached through the wrapper's backing property:
///
/// ```swift
/// public struct AtomLink {
///     @StoredAsXMLString public var rel: String?
///
///     public static let xmlDescription = atomDescription(AtomLink.init) {
///         XMLAttribute("rel", \._rel.xmlString)
///     }
/// }
/// ```
///
/// Reading the property makes a new `String` each time: read it once where it is used often.
@propertyWrapper
public struct StoredAsXMLString<Value: XMLStringStorable>: Sendable, Hashable {
    /// The stored text, as the reader sets it and the writer writes it.
    public var xmlString: Value.Stored

    /// Empty storage: `nil` for `String?`, the empty string for `String`.
    @inlinable
    public init() {
        xmlString = Value.emptyStorage
    }

    /// Storage holding `wrappedValue`.
    @inlinable
    public init(wrappedValue: Value) {
        xmlString = Value.storage(for: wrappedValue)
    }

    /// Storage holding text already stored, such as an ``XMLText/storedString`` read.
    @inlinable
    public init(xmlString: Value.Stored) {
        self.xmlString = xmlString
    }

    /// The text as a `String` (made on each read).
    @inlinable
    public var wrappedValue: Value {
        get { Value(storage: xmlString) }
        set { xmlString = Value.storage(for: newValue) }
    }
}

/// The property types ``StoredAsXMLString`` stores: `String`, as an ``XMLString``, and
/// `String?`, as an optional one.
public protocol XMLStringStorable {
    /// `XMLString`, or `XMLString?` for an optional.
    associatedtype Stored: Sendable, Hashable
    /// The storage of a property that was never set.
    static var emptyStorage: Stored { get }
    /// The storage of `value`.
    static func storage(for value: Self) -> Stored
    /// The value stored in `storage`.
    init(storage: Stored)
}

extension String: XMLStringStorable {
    /// The empty string.
    @inlinable
    public static var emptyStorage: XMLString { XMLString() }

    /// A copy of the string's UTF-8 bytes.
    @inlinable
    public static func storage(for value: String) -> XMLString { XMLString(value) }

    /// The stored text.
    @inlinable
    public init(storage: XMLString) { self = storage.string }
}

extension Optional: XMLStringStorable where Wrapped == String {
    /// No text.
    @inlinable
    public static var emptyStorage: XMLString? { nil }

    /// A copy of the string's UTF-8 bytes, or nil.
    @inlinable
    public static func storage(for value: String?) -> XMLString? { value.map { XMLString($0) } }

    /// The stored text, or nil.
    @inlinable
    public init(storage: XMLString?) { self = storage?.string }
}
