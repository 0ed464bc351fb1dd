// Storage for the entry's large optional parts that few entries have (source, rights, summary):
// out of line, so that the entry value, which the reader moves several times per entry (out of
// its builder, into the kind's value, into its existential box), stays half as large.

/// An optional property stored out of line, in an immutable box: a copy shares the box, a change
/// makes a new one.
///
/// For large parts of a value that most values lack: the value keeps one word for the part
/// instead of the part's whole size, and moving or copying it costs less.
///
/// ```swift
/// public struct AtomEntry {
///     @RarelyPresent public var source: AtomSource?
/// }
/// ```
@propertyWrapper
public struct RarelyPresent<Value: Sendable & Equatable>: Sendable, Equatable {
    private final class Box: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box?

    /// No value.
    public init() {}

    /// Storage holding `wrappedValue`.
    public init(wrappedValue: Value?) {
        box = wrappedValue.map(Box.init)
    }

    /// The value, or nil.
    public var wrappedValue: Value? {
        get { box?.value }
        set { box = newValue.map(Box.init) }
    }

    /// Whether both hold equal values (or none).
    public static func == (lhs: RarelyPresent, rhs: RarelyPresent) -> Bool {
        lhs.box === rhs.box || lhs.wrappedValue == rhs.wrappedValue
    }
}
