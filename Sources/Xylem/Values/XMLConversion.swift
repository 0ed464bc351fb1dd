// Custom conversions: a closure from text to a value, used where a type's own XMLValue
// conformance is absent or not the wanted reading (dates, formats, lookups), and optionally the
// closure that writes the value back as text.

/// A way to turn text into a value of type `Value`, and a value back into text, for mappings that
/// need more than ``XMLValue``.
///
/// ```swift
/// XMLChildValue("published", \.published, using: .iso8601)
/// XMLChildValue("price", \.cents, using: XMLConversion(
///     parse: { text in
///         guard let euros = Double(text) else { throw PriceError.notANumber(text) }
///         return Int((euros * 100).rounded())
///     },
///     format: { cents in String(format: "%d.%02d", cents / 100, cents % 100) }))
/// ```
///
/// A conversion that throws while reading produces an ``XMLReadError`` of kind
/// ``XMLReadError/Kind/conversion(expected:text:)`` whose ``XMLReadError/underlying`` is the thrown
/// error. A conversion that reads its text, though not in the form it expects, throws an
/// ``XMLConversionWarning`` holding the value: the read keeps the value and records a warning. A conversion made without a formatter reads only: writing a value through it throws an
/// ``XMLWriteError`` of kind ``XMLWriteError/Kind-swift.enum/notWritable``.
public struct XMLConversion<Value>: Sendable {
    @usableFromInline let expected: String
    @usableFromInline let convert: @Sendable (XMLText) throws -> Value
    @usableFromInline let format: (@Sendable (Value) throws -> String)?

    /// A conversion that reads the text as a `String`, and writes nothing back.
    public init(
        expected: String = String(describing: Value.self), _ convert: @escaping @Sendable (String) throws -> Value
    ) {
        self.expected = expected
        self.convert = { text in try convert(text.string) }
        self.format = nil
    }

    /// A conversion that reads the raw ``XMLText`` bytes, for conversions that avoid making a
    /// `String`, and writes nothing back.
    public init(
        expected: String = String(describing: Value.self), bytes convert: @escaping @Sendable (XMLText) throws -> Value
    ) {
        self.expected = expected
        self.convert = convert
        self.format = nil
    }

    /// A conversion in both directions: `parse` reads the text as a `String`, `format` writes a
    /// value as text that `parse` reads back as the same value.
    public init(
        expected: String = String(describing: Value.self), parse: @escaping @Sendable (String) throws -> Value,
        format: @escaping @Sendable (Value) throws -> String
    ) {
        self.expected = expected
        self.convert = { text in try parse(text.string) }
        self.format = format
    }

    /// A conversion in both directions that reads the raw ``XMLText`` bytes.
    public init(
        expected: String = String(describing: Value.self), bytes parse: @escaping @Sendable (XMLText) throws -> Value,
        format: @escaping @Sendable (Value) throws -> String
    ) {
        self.expected = expected
        self.convert = parse
        self.format = format
    }

    /// Whether the conversion can write values back.
    public var canWrite: Bool { format != nil }

    /// Reads a value from `text`, as a read does; for testing a conversion.
    ///
    /// - Throws: The conversion's error; an ``XMLConversionWarning`` holding the value when the
    ///   conversion read the text with a warning.
    public func read(_ text: XMLText) throws -> Value {
        try convert(text)
    }

    /// The value as text, as a write writes it.
    ///
    /// - Throws: ``XMLWriteError`` of kind ``XMLWriteError/Kind-swift.enum/notWritable`` when the
    ///   conversion has no formatter, or the formatter's own error.
    public func text(for value: Value) throws -> String {
        guard let format else {
            throw XMLWriteError(
                kind: .notWritable, message: "the conversion to \(expected) has no formatter: it only reads")
        }
        return try format(value)
    }
}

/// Thrown by a conversion that rejects its text without a reason of its own.
public struct XMLConversionFailure: Error, CustomStringConvertible {
    /// Creates the failure.
    public init() {}
    /// Says that the text was not accepted.
    public var description: String { "the text was not accepted" }
}

/// Thrown by a conversion that read its text, though not in the form it expects, with the value
/// it read: the read stores ``value`` and records a warning of kind
/// ``XMLReadError/Kind/unexpectedForm(expected:text:)`` whose ``XMLReadError/underlying`` is this
/// error, whatever ``XMLReader/Options/conversionFailures`` says.
///
/// The date conversions throw it for a date in the other syntax: `.iso8601` reading
/// `Tue, 10 Jun 2003 04:00:00 GMT` stores the date and warns that it was read as an RFC 822 date.
///
/// ```swift
/// XMLConversion<Int>(expected: "whole number", bytes: { text in
///     let string = text.string
///     if let value = Int(string) { return value }
///     if let value = Double(string), value == value.rounded() {
///         throw XMLConversionWarning(value: Int(value), message: "read as a decimal number")
///     }
///     throw XMLConversionFailure()
/// })
/// ```
public struct XMLConversionWarning: Error, CustomStringConvertible {
    /// The value read, of the conversion's type.
    public let value: any Sendable
    /// What was unexpected about the text, such as `read as an RFC 822 date`.
    public let message: String

    /// A warning about `value`, read from text in a form the conversion did not expect.
    public init(value: any Sendable, message: String) {
        self.value = value
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
