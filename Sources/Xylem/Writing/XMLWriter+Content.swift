// The public calls for content: text, CDATA sections, comments, processing instructions and raw
// markup.

extension XMLWriter {
    /// Writes character data, escaping `&`, `<`, `>` and carriage returns.
    ///
    /// The element becomes inline: with indentation, nothing is indented inside it from here on.
    /// Outside the root element only white space is allowed. An empty string writes nothing but
    /// still counts as content (the element ends with `</name>`, not `/>`).
    ///
    /// - Throws: ``XMLWriteError`` for a character XML 1.0 does not allow, or for other than white
    ///   space outside the root element.
    public mutating func text(_ string: String) throws {
        try engine.text(string)
    }

    /// Writes character data as a CDATA section, `<![CDATA[…]]>`.
    ///
    /// Content containing `]]>` is split into several sections, and a carriage return is written
    /// between sections as `&#13;`, so that the text reads back exactly. Like ``text(_:)``, it makes
    /// the element inline.
    ///
    /// - Throws: ``XMLWriteError`` outside the root element, or for a character XML 1.0 does not allow.
    public mutating func cdata(_ string: String) throws {
        try engine.cdata(string)
    }

    /// Writes a comment, `<!--text-->`, anywhere in the document.
    ///
    /// - Throws: ``XMLWriteError`` when the text contains `--` or ends with `-` (neither can be
    ///   escaped in a comment), or for a character XML 1.0 does not allow.
    public mutating func comment(_ text: String) throws {
        try engine.comment(text)
    }

    /// Writes a processing instruction, `<?target data?>`, anywhere in the document.
    ///
    /// - Parameters:
    ///   - target: An XML name other than `xml` in any case (the XML declaration is written by
    ///     ``startDocument(version:encoding:standalone:)``).
    ///   - data: The instruction's content, or `""` for none.
    /// - Throws: ``XMLWriteError`` for an invalid target, data containing `?>`, or a character XML 1.0
    ///   does not allow.
    public mutating func processingInstruction(_ target: String, _ data: String = "") throws {
        try engine.processingInstruction(target, data)
    }

    /// Writes markup exactly as given, such as the inner XML of an element captured with
    /// ``XMLInnerXML`` when the document was read.
    ///
    /// Nothing is checked or escaped: the markup must be well-formed and declare the namespace
    /// prefixes it uses that are not in scope here (``XMLInnerXML`` captures declare their own). Inside
    /// an element it makes the element inline, like ``text(_:)``.
    /// - Throws: ``XMLWriteError`` only when the writer is finished or its sink has failed.
    public mutating func rawMarkup(_ markup: String) throws {
        try engine.rawMarkup(markup)
    }
}
