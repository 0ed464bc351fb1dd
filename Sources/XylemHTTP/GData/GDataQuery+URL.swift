// Rendering a Google Data query as a URL: category filters as `/-/` path segments, then the
// parameters, each part percent-encoded so that the protocol's own characters keep their meaning.

extension GDataQuery {
    /// The query as a URL: the feed URL, the category filters as path segments after `/-/`, the
    /// feed URL's own query string, then the parameters that are set.
    ///
    /// Every category filter is one path segment: its terms joined by `|` (written `%7C`), an
    /// excluded term prefixed with `-`, a term with a scheme prefixed with `{scheme}` (braces
    /// written `%7B` and `%7D`). Within a term and a scheme, every character but letters, digits,
    /// `-._~`, `:` and `@` is percent-encoded as UTF-8, so that `/`, `|`, `{`, `}`, `#`, spaces
    /// and non-ASCII letters cannot be taken for the syntax. Parameter names and values are
    /// encoded the same way, `:` and `@` included. A filter without terms is left out.
    ///
    /// The server decodes a segment before it reads the category syntax, so the syntax has no
    /// escape: a term cannot hold `|` or `{`, nor start with `-`, and be matched literally.
    public var url: String {
        var (base, fragment) = split(feedURL, at: "#")
        var (path, existingQuery) = split(base, at: "?")
        let segments = categories.filter { !$0.terms.isEmpty }.map(\.pathSegment)
        if !segments.isEmpty {
            if !path.hasSuffix("/") { path += "/" }
            path += "-/" + segments.joined(separator: "/")
        }
        base = path
        var items: [String] = []
        if var existing = existingQuery {
            while existing.hasSuffix("&") { existing.removeLast() }  // continued without an empty item
            if !existing.isEmpty { items.append(existing) }
        }
        items += standardParameters.map(\.encoded)
        items += parameters.map(\.encoded)
        if !items.isEmpty { base += "?" + items.joined(separator: "&") }
        if let fragment { base += "#" + fragment }
        return base
    }

    /// The standard parameters that are set, in the protocol's order.
    private var standardParameters: [Parameter] {
        var result: [Parameter] = []
        func add(_ name: String, _ value: String?) {
            if let value { result.append(Parameter(name, value)) }
        }
        add("q", fullText)
        add("author", author)
        add("orderby", orderBy)
        add("published-min", publishedMin?.text)
        add("published-max", publishedMax?.text)
        add("updated-min", updatedMin?.text)
        add("updated-max", updatedMax?.text)
        add("start-index", startIndex.map(String.init))
        add("max-results", maxResults.map(String.init))
        add("fields", fields)
        return result
    }

    /// `text` before and after the first `separator`, or all of it and nil.
    private func split(_ text: String, at separator: Character) -> (String, String?) {
        guard let index = text.firstIndex(of: separator) else { return (text, nil) }
        return (String(text[..<index]), String(text[text.index(after: index)...]))
    }
}

extension GDataQuery.Parameter {
    /// `name=value`, both percent-encoded.
    fileprivate var encoded: String {
        GDataPercentEncoding.encode(name, keeping: .unreserved) + "="
            + GDataPercentEncoding.encode(value, keeping: .unreserved)
    }
}

extension GDataQuery.CategoryFilter {
    /// The filter as one path segment: its terms joined by an encoded `|`.
    fileprivate var pathSegment: String {
        terms.map(\.encoded).joined(separator: "%7C")
    }
}

extension GDataQuery.CategoryTerm {
    /// `-`, then `{scheme}` for a scheme match, then the term, each part encoded.
    fileprivate var encoded: String {
        var text = isExcluded ? "-" : ""
        switch scheme {
        case .any: break
        case .none: text += "%7B%7D"
        case .scheme(let uri): text += "%7B" + GDataPercentEncoding.encode(uri, keeping: .pathSafe) + "%7D"
        }
        return text + GDataPercentEncoding.encode(term, keeping: .pathSafe)
    }
}

/// Percent-encoding of URL parts (RFC 3986, 2.1), as UTF-8.
enum GDataPercentEncoding {
    /// Which characters are written as they are.
    enum Kept {
        /// Letters, digits and `-._~` (RFC 3986's unreserved characters).
        case unreserved
        /// The unreserved characters, `:` and `@`: what a path segment may hold without a meaning
        /// of its own in the Google Data category syntax.
        case pathSafe
    }

    /// `text` with every byte of its UTF-8 that is not kept written `%XX`.
    static func encode(_ text: String, keeping kept: Kept) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isUnreserved(byte) || (kept == .pathSafe && (byte == UInt8(ascii: ":") || byte == UInt8(ascii: "@"))) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + hexDigit(byte >> 4) + hexDigit(byte & 0xF)
            }
        }
        return result
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    private static func hexDigit(_ value: UInt8) -> String {
        String(UnicodeScalar(value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10))
    }
}
