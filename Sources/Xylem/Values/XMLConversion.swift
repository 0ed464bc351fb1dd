// Custom conversions: a closure from text to a value, used where a type's own XMLValue
// conformance is absent or not the wanted reading (dates, formats, lookups).

/// A way to turn text into a value of type `Value`, for mappings that need more than
/// ``XMLValue``.
///
/// ```swift
/// Value("published", \.published, using: .iso8601)
/// Value("price", \.cents, using: XMLConversion { text in
///     guard let euros = Double(text) else { throw PriceError.notANumber(text) }
///     return Int((euros * 100).rounded())
/// })
/// ```
///
/// A conversion that throws produces an ``XMLReadError`` of kind
/// ``XMLReadError/Kind/conversion(expected:text:)`` whose ``XMLReadError/underlying`` is the thrown error.
public struct XMLConversion<Value>: Sendable {
    @usableFromInline let expected: String
    @usableFromInline let convert: @Sendable (XMLText) throws -> Value

    /// A conversion from the text as a `String`.
    public init(
        expected: String = String(describing: Value.self), _ convert: @escaping @Sendable (String) throws -> Value
    ) {
        self.expected = expected
        self.convert = { text in try convert(text.string) }
    }

    /// A conversion from the raw ``XMLText`` bytes, for conversions that avoid making a `String`.
    public init(
        expected: String = String(describing: Value.self), bytes convert: @escaping @Sendable (XMLText) throws -> Value
    ) {
        self.expected = expected
        self.convert = convert
    }
}

/// Thrown by a conversion that rejects its text without a reason of its own.
public struct XMLConversionFailure: Error, CustomStringConvertible {
    /// Creates the failure.
    public init() {}
    /// Says that the text was not accepted.
    public var description: String { "the text was not accepted" }
}
