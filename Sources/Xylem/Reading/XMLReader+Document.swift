// Reading a document with what surrounds its root element: the comments and processing
// instructions of its prolog and epilog, kept so that the document can be written back whole.

extension XMLReader {
    /// Reads the root element as `T`, with the comments and processing instructions before and
    /// after it.
    ///
    /// A read that only needs the root value should call `read(_:from:)`: this one
    /// also keeps the items outside the root element (a stylesheet instruction, a licence
    /// comment), for writing the document back as it was.
    ///
    /// ```swift
    /// let document = try XMLReader().readDocument(Feed.self, from: .file("feed.xml"))
    /// print(document.prolog)   // [.processingInstruction(target: "xml-stylesheet", data: "href=\"feed.xsl\"")]
    /// let copy = try document.xmlString()   // prolog, feed, epilog
    /// ```
    public func readDocument<T: XMLReadable>(_ type: T.Type, from input: XMLInput) throws -> XMLDocumentValue<T> {
        try readDocument(from: input) { try rootReading(type) }
    }

    /// Reads the root element as the type its kind chooses among `kinds` (see ``XMLKinds``),
    /// with the comments and processing instructions before and after it.
    public func readDocument<Base>(_ kinds: XMLKinds<Base>, from input: XMLInput) throws -> XMLDocumentValue<Base> {
        try readDocument(from: input) { try rootReading(kinds) }
    }

    private func readDocument<Root>(
        from input: XMLInput, _ reading: () throws -> (ObjectBuilder<Root?>, ElementTable)
    ) throws -> XMLDocumentValue<Root> {
        try readRepairing(input) { attempt in
            let (holder, table) = try reading()
            let session = try ParseSession(options: options, rootTable: table, holder: holder, attempt: attempt)
            ReadEngine.recordDocumentMisc(session.engine)
            try session.feed(input, progress: nil)
            let misc = session.driver.documentMisc ?? DocumentMiscRecorder()
            return XMLDocumentValue(
                root: try rootValue(holder), prolog: misc.prolog, epilog: misc.epilog, warnings: session.warnings)
        }
    }
}
