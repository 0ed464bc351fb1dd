// The error the recipe throws when the server answers with a status other than success.

/// A response whose status is not a success (2xx): its body is not read.
public struct HTTPStatusError: Error, Equatable, CustomStringConvertible {
    /// The response's status code.
    public var status: Int
    /// The address that was requested.
    public var url: String

    /// Creates the error.
    public init(status: Int, url: String) {
        self.status = status
        self.url = url
    }

    /// The status and the address in one line.
    public var description: String { "HTTP status \(status) for \(url)" }
}
