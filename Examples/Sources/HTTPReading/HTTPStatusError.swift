// The error both recipes throw when the server answers with a status other than success, and the
// reading of the `charset` a response declares.

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

/// The `charset` parameter of a `Content-Type` header value, without quotes, or nil.
///
/// A charset given by the transport overrides the document's own XML declaration (RFC 7303), so
/// the recipes pass it to the reader as ``Xylem/XMLReader/Options/encoding``.
func charset(ofContentType contentType: String?) -> String? {
    guard let contentType else { return nil }
    for parameter in contentType.split(separator: ";").dropFirst() {
        let pair = parameter.split(separator: "=", maxSplits: 1)
        guard pair.count == 2, pair[0].trimmingWhitespace().lowercased() == "charset" else { continue }
        let value = pair[1].trimmingWhitespace()
        let unquoted =
            value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2
            ? value.dropFirst().dropLast() : Substring(value)
        return unquoted.isEmpty ? nil : String(unquoted)
    }
    return nil
}

extension Substring {
    fileprivate func trimmingWhitespace() -> String {
        String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
    }
}
