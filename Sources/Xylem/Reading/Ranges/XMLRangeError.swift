// The errors of byte-range reads that are not the document's own: inputs that cannot be read by
// range, a context made for another document, and ranges whose ends are not where records meet.

/// Why a byte-range read or plan could not go on, with the range and the offset concerned. A
/// problem of the document itself (malformed XML, a value that does not convert) is an
/// ``XMLReadError`` with the document's line, column and byte offset.
public struct XMLRangeError: Error, Sendable, CustomStringConvertible {
    /// The bytes requested, when the error concerns one range.
    public let range: Range<Int>?
    /// The document offset concerned, or -1.
    public let byteOffset: Int
    /// What went wrong, in one sentence.
    public let reason: String

    init(range: Range<Int>? = nil, byteOffset: Int = -1, _ reason: String) {
        self.range = range
        self.byteOffset = byteOffset
        self.reason = reason
    }

    /// `range START-END: reason`, on one line.
    public var description: String {
        guard let range else { return reason }
        return "range \(range.lowerBound)-\(range.upperBound): \(reason)"
    }
}
