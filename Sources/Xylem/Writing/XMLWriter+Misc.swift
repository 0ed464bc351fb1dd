// Writing a comment or processing instruction kept from a read (XMLMiscItem), such as the prolog
// and epilog of an XMLDocumentValue.

extension XMLWriter {
    /// Writes a comment or processing instruction, anywhere in the document: before the root
    /// element, inside it, or after it.
    ///
    /// ```swift
    /// try writer.startDocument()
    /// try writer.write(.processingInstruction(target: "xml-stylesheet", data: #"href="feed.xsl" type="text/xsl""#))
    /// try feed.write(to: &writer)
    /// ```
    ///
    /// - Throws: ``XMLWriteError`` as ``comment(_:)`` and ``processingInstruction(_:_:)`` do.
    public mutating func write(_ item: XMLMiscItem) throws {
        switch item {
        case .comment(let text): try comment(text)
        case .processingInstruction(let target, let data): try processingInstruction(target, data)
        }
    }
}
