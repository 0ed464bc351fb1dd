// The comments and processing instructions a document holds outside its root element, which a
// read can report (XMLReader.readDocument) and a writer can write back, so that a round trip keeps
// an `xml-stylesheet` instruction or a licence comment.

/// A comment or processing instruction before or after the root element: what XML calls the
/// "misc" items of a document's prolog and epilog (white space aside).
///
/// ```swift
/// let document = try XMLReader().readDocument(Feed.self, from: .file(path))
/// for case .processingInstruction(let target, let data) in document.prolog {
///     print(target, data)   // xml-stylesheet href="style.xsl" type="text/xsl"
/// }
/// ```
public enum XMLMiscItem: Sendable, Hashable {
    /// A comment, without its `<!--` and `-->`.
    case comment(String)
    /// A processing instruction: its target and its data (from the first character after the
    /// white space that follows the target), `""` when it has none.
    case processingInstruction(target: String, data: String)
}
