// Writing an `<rdf:RDF>` document back as it is read: its start tag and the channel, image and
// text input read before the first item when that item arrives, the items as they are read, then
// what came after the items, so that a feed of any size is copied in constant memory.

import Xylem

extension RDFDocument {
    /// Reads an `<rdf:RDF>` document (RSS 1.0 or 0.90) and writes it to `writer` as it is read,
    /// in constant memory whatever the number of items; returns what the read did.
    ///
    /// ```swift
    /// var writer = XMLWriter(to: XMLFileSink(fileDescriptor: 1))
    /// try writer.startDocument()
    /// try RDFDocument.stream(from: .file(path), to: &writer)
    /// try writer.finish()
    /// ```
    ///
    /// The comments and processing instructions before the `<rdf:RDF>` element are written
    /// first, and those after it last. When the first item closes, the root's start tag and the
    /// elements read so far (the channel, usually the image) are written; then the items as they
    /// are read, a few dozen at a time; then the elements that came after the items (the text
    /// input, often), before the end tag.
    ///
    /// The document read and the one written have the same elements, attributes and text, as when
    /// the document is read whole into an ``RDFDocument`` and written from it; only the order of
    /// siblings of different names may change. Reading the copy gives the document read whole.
    ///
    /// - Parameters:
    ///   - input: The `<rdf:RDF>` document.
    ///   - writer: Where the document is written, after the XML declaration if any.
    ///   - reader: The reader, with its options; feed-reading options by default.
    ///   - progress: Called after each chunk with the bytes read so far.
    /// - Throws: `XMLReadError` when the document cannot be read as RDF, `XMLWriteError` when the
    ///   writer fails; what was written until then stays written.
    @discardableResult
    public static func stream<Sink: XMLByteSink>(
        from input: XMLInput, to writer: inout XMLWriter<Sink>,
        reader: XMLReader = XMLReader(options: .feedReading), progress: ((XMLProgress) -> Void)? = nil
    ) throws -> XMLReader.StreamSummary {
        var started: RDFDocument?
        var items = StreamedCopyBatch<RSSItem>()
        let (document, summary) = try reader.readContainer(
            RDFDocument.self, streaming: "item", as: RSSItem.self, from: input, progress: progress,
            prolog: { items in
                for item in items { try writer.write(item) }
            }
        ) { item, document in
            if started == nil {
                try writer.writeStart(document)
                try writer.writeContent(document)
                started = document
            }
            try items.add(item) { try writer.write($0) }
            return .continue
        }
        try items.flush { try writer.write($0) }
        if let started {
            try writer.writeContent(document.readAfter(started))
        } else {
            try writer.writeStart(document)
            try writer.writeContent(document)
        }
        try writer.endElement()
        for item in summary.epilog { try writer.write(item) }
        return summary
    }

    /// What this document holds that `earlier`, the same document as read up to its first item,
    /// did not: the elements that came after the first item (a single one read again replaced
    /// the first, and is part of them). Attributes and items are left out.
    func readAfter(_ earlier: RDFDocument) -> RDFDocument {
        var remainder = StreamedCopyRemainder(of: self, after: earlier, into: RDFDocument())
        remainder.single(\.channel)
        remainder.single(\.image)
        remainder.single(\.textInput)
        remainder.extensions(\.extensions)
        return remainder.late
    }
}
