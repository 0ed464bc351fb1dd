// The one error type every read throws: what went wrong, where in the bytes, and where in the tree.

/// An error raised while reading XML.
///
/// Every error Xylem throws from a read is an `XMLReadError`. It says what went wrong
/// (``kind``), where in the input (``line``, ``column``, ``byteOffset``) and where in the
/// element tree (``path``, such as `catalog/book[2]/pages` or `feed/entry[3]/@gd:etag`).
///
/// ```swift
/// do {
///     let book = try XMLReader().read(Book.self, from: data)
/// } catch let error as XMLReadError {
///     print(error)            // line 7, column 12, at catalog/book[2]/pages: cannot read "abc" as Int
///     print(error.path)       // catalog/book[2]/pages
/// }
/// ```
public struct XMLReadError: Error, CustomStringConvertible, Sendable {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// The input is not well-formed XML. `code` is expat's error code (`XML_Error`), `reason`
        /// says in plain words what is wrong: `mismatched tag: </b> where </c> was expected`,
        /// `a NUL byte, which XML does not allow`, `invalid UTF-8: bytes 0xC3 0x28`.
        case malformed(code: Int, reason: String)
        /// A value could not be converted. `expected` names the target type and `text` is the
        /// offending text as it appeared in the document (entities decoded).
        case conversion(expected: String, text: String)
        /// A value was read, though its text is not in the form expected: a warning, never an
        /// error. `expected` names the form the mapping expects (`RFC 3339 date`), `text` is the
        /// text, and ``XMLReadError/underlying`` is the conversion's ``XMLConversionWarning``,
        /// saying how it was read (`read as an RFC 822 date`). The property holds the value.
        case unexpectedForm(expected: String, text: String)
        /// A completion hook or a custom conversion threw; ``XMLReadError/underlying`` holds its error.
        case userCode(String)
        /// The input could not be read (a missing file, a read failure).
        case io(String)
        /// A configured limit was exceeded; the payload names it and its value (see
        /// ``XMLReader/Options``).
        case limit(Limit)
        /// The document is in an encoding that neither expat nor the system's `iconv` can read;
        /// the payload is its name as declared.
        case unsupportedEncoding(String)
        /// The description of a type is inconsistent; reported before any input is read, or at
        /// the first element of the type.
        case invalidDescription(String)
        /// The document's root element is not the one the description of the type read names
        /// (``XMLDescription/init(_:element:namespaces:alternateNamespaces:_:)``): `expected` is
        /// that name, `found` the root's, each with its namespace.
        case unexpectedRoot(expected: String, found: String)
        /// An object ended without a value its description marks required (``XMLDescriptionComponent/required()``);
        /// the payload names the lines and the type. The position is the object's end tag.
        case missingRequired(String)
        /// A streaming read whose record path does not start at the document's root element (a
        /// misspelled root, another namespace): `path` is the record path. `matched` is empty: a
        /// document whose root element matches but that lacks the deeper elements of the path (a
        /// GPX file with waypoints and no tracks, read at `gpx/trk/trkseg/trkpt`) has no records,
        /// and no error.
        case recordPathNotFound(path: String, matched: String)
        /// A repairing read (``XMLReader/Options/malformedInput``) mended input that is not
        /// well-formed, and read on: `code` is the expat error code (`XML_Error`) a strict read
        /// would have stopped with, `reason` says what was wrong and what was done, such as
        /// `undefined entity &nbsp; read as U+00A0`. Only ever a warning.
        case repaired(code: Int, reason: String)
        /// A warning, never an error: the root element had child elements and none of them
        /// matched a line of the description of `type`, the type it was read as, so the value
        /// holds only what the factory made, and what attributes and text gave it (they do not
        /// count: unprefixed attributes are in no namespace, and still match a model written
        /// without the document's). A model written without the document's namespace, or with a
        /// misspelled line, reads this way.
        /// `details` says what the document had instead: for the elements the description
        /// expects, a child of the same local name in another namespace (`<trk> in
        /// http://www.topografix.com/GPX/1/1 where the description expects <trk> (no namespace)`)
        /// or of a near name (`<title>` where it expects `<titel>`), or else the children's names
        /// and the expected ones.
        ///
        /// It is reported once, at the root's end tag, in strict and lenient reads alike, and only
        /// when the description has element lines (other than ``XMLIgnore`` lines) and its type keeps
        /// no unknown content and took no declared extension. Nested objects and records are not
        /// checked: an element with nothing a model maps is common in real documents.
        case nothingMatched(type: String, details: String)
    }

    /// What went wrong.
    public var kind: Kind
    /// The 1-based line of the event where the problem was detected, or 0 for problems that have
    /// no place in the input (I/O, invalid descriptions).
    public var line: Int
    /// The 1-based column, in characters, of the event where the problem was detected, or 0.
    /// Malformed XML points where expat stopped; a conversion failure points at the end tag of the
    /// element whose text failed (or at the start tag, for attributes).
    public var column: Int
    /// The byte offset in the input of the event where the problem was detected, or -1.
    public var byteOffset: Int
    /// The element path from the root with 1-based sibling indices (shown when above 1) and, for
    /// attribute problems, the attribute: `catalog/book[2]/pages`, `feed/entry[3]/@gd:etag`.
    public var path: String
    /// The error thrown by a custom conversion or completion hook, if any.
    public var underlying: (any Error)?

    /// Creates an error; Xylem fills in positions, callers normally only read them.
    public init(
        kind: Kind, line: Int = 0, column: Int = 0, byteOffset: Int = -1, path: String = "",
        underlying: (any Error)? = nil
    ) {
        self.kind = kind
        self.line = line
        self.column = column
        self.byteOffset = byteOffset
        self.path = path
        self.underlying = underlying
    }

    /// A one-line message: position, path and reason. Very long paths are shortened in the
    /// middle here; ``path`` keeps them whole.
    public var description: String {
        var parts: [String] = []
        if line > 0 { parts.append("line \(line), column \(column)") }
        if !path.isEmpty { parts.append("at \(Self.shortened(path))") }
        let place = parts.joined(separator: ", ")
        let reason = Self.oneLine(self.reason)
        return place.isEmpty ? reason : "\(place): \(reason)"
    }

    /// The reason alone, without position or path.
    public var reason: String {
        switch kind {
        case .malformed(_, let reason): return "malformed XML: \(reason)"
        case .conversion(let expected, let text):
            let shown = Self.quoted(text)
            if let underlying { return "cannot read \(shown) as \(expected): \(underlying)" }
            return "cannot read \(shown) as \(expected)"
        case .unexpectedForm(let expected, let text):
            let shown = Self.quoted(text)
            if let underlying { return "\(shown) is not the expected \(expected): \(underlying)" }
            return "\(shown) is not the expected \(expected)"
        case .userCode(let what):
            if let underlying { return "\(what) failed: \(underlying)" }
            return "\(what) failed"
        case .io(let message): return "I/O error: \(message)"
        case .limit(let limit): return "limit exceeded: \(limit.message)"
        case .unsupportedEncoding(let name):
            return "unsupported encoding \"\(Self.shortened(name))\": neither expat nor the system's iconv can read it"
        case .invalidDescription(let message): return "invalid description: \(message)"
        case .unexpectedRoot(let expected, let found):
            return "the root element is \(found), where \(expected) was expected"
        case .missingRequired(let what): return "a required value is missing: \(what)"
        case .recordPathNotFound(let path, let matched):
            if matched.isEmpty { return "the record path '\(path)' matched nothing: not even its first element" }
            return "the record path '\(path)' matched nothing below '\(matched)'"
        case .repaired(_, let reason): return "repaired: \(reason)"
        case .nothingMatched(let type, let details):
            return "no child element matched a line of the description of \(type): \(details)"
        }
    }

    /// A value's text in quotes, on one line, its first 80 characters at most.
    private static func quoted(_ text: String) -> String {
        "\"" + oneLine(text.prefix(81).count > 80 ? String(text.prefix(80)) + "…" : text) + "\""
    }

    /// `text` cut to a readable length, keeping its start and end.
    static func shortened(_ text: String, limit: Int = 240) -> String {
        guard text.utf8.count > limit, text.count > limit else { return text }
        return String(text.prefix(limit / 3)) + "…" + String(text.suffix(limit * 2 / 3))
    }

    /// `text` with line breaks, tabs and other control characters written as escapes, so that a
    /// message stays on one line whatever the document contained.
    static func oneLine(_ text: String) -> String {
        func breaks(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
        }
        guard text.unicodeScalars.contains(where: breaks) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where breaks(scalar):
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
