// Storage for the entry's large optional parts that few entries have (source, rights, summary):
// out of line, so that the entry value, which the reader moves several times per entry (out of
// its builder, into the kind's value, into its existential box), stays half as large.

/// An immutable box around a value; a copy shares the box, a change makes a new one.
struct RarelyPresent<Value: Sendable & Equatable>: Sendable, Equatable {
    private final class Box: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private let box: Box

    init(_ value: Value) {
        box = Box(value)
    }

    var value: Value { box.value }

    static func == (lhs: RarelyPresent, rhs: RarelyPresent) -> Bool {
        lhs.box === rhs.box || lhs.value == rhs.value
    }
}
