// Progress of a read, reported after each chunk so that callers can draw a bar.

/// How far a read has come.
public struct XMLProgress: Sendable, Equatable {
    /// Bytes of input handed to the parser so far.
    public var bytesRead: Int
    /// The input's total size, when known before reading (files, `Data`, strings).
    public var totalBytes: Int?

    /// Creates a progress value.
    public init(bytesRead: Int, totalBytes: Int?) {
        self.bytesRead = bytesRead
        self.totalBytes = totalBytes
    }

    /// The fraction read, from 0 to 1, when the total is known.
    public var fractionCompleted: Double? {
        guard let totalBytes, totalBytes > 0 else { return totalBytes == 0 ? 1 : nil }
        return min(1, Double(bytesRead) / Double(totalBytes))
    }
}
