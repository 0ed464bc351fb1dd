// The parts of a Content-Type header value that the readers need: the media type, and the
// charset parameter (quoted or not), per RFC 9110, 8.3.

/// A parsed `Content-Type` value.
struct ContentType: Sendable, Equatable {
    /// The media type, lowercased: `application/atom+xml`.
    var mediaType: String
    /// The `charset` parameter, without quotes, or nil.
    var charset: String?

    /// Parses `value`; nil for nil or a value without a media type.
    init?(_ value: String?) {
        guard let value else { return nil }
        var parts = value.split(separator: ";", omittingEmptySubsequences: false)[...]
        guard let first = parts.popFirst() else { return nil }
        let media = first.trimmingSpaces().lowercased()
        guard !media.isEmpty else { return nil }
        mediaType = media
        for parameter in parts {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingSpaces().lowercased() == "charset" else { continue }
            var charset = pair[1].trimmingSpaces()
            if charset.count >= 2, charset.hasPrefix("\""), charset.hasSuffix("\"") {
                charset = String(charset.dropFirst().dropLast())
            }
            if !charset.isEmpty { self.charset = charset }
        }
    }

    /// Whether the type is XML's: `application/xml`, `text/xml`, or any `+xml` type (RFC 7303).
    var isXML: Bool {
        mediaType == "application/xml" || mediaType == "text/xml" || mediaType.hasSuffix("+xml")
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[start...end])
    }
}
