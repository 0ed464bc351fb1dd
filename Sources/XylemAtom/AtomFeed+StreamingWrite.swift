// Writing a feed back as it is read: its start and own data when the first entry arrives, the
// entries as they are read, then what came after the entries, so that a feed of any size is copied
// in constant memory.

import Xylem

extension AtomFeed {
    /// Reads a feed document and writes it to `writer` as it is read, in constant memory
    /// whatever the number of entries; returns what the read did.
    ///
    /// ```swift
    /// var writer = XMLWriter(to: XMLFileSink(fileDescriptor: 1))
    /// try writer.startDocument()
    /// try AtomFeed.stream(from: .file(path), to: &writer)
    /// try writer.finish()
    /// ```
    ///
    /// The comments and processing instructions before the feed element are written first, and
    /// those after it last. When the first entry closes, the feed's start tag and its own data
    /// read so far are written; then the entries, each of its registered kind type, a few dozen at
    /// a time (which keeps memory bounded and runs faster than one by one). Feeds
    /// put their own elements before their entries (RFC 4287 allows any order, but every Google
    /// Data feed puts them first); an element of the feed that comes after the first entry is
    /// written after the last one, before the end tag.
    /// The document read and the one written have the same elements, attributes and text; only
    /// the order of siblings of different names may change, as when the feed is read whole and
    /// written from its model.
    ///
    /// - Parameters:
    ///   - input: The feed document.
    ///   - writer: Where the feed is written, after the XML declaration if any.
    ///   - reader: The reader, with its options (unknown content is kept by default).
    ///   - progress: Called after each chunk with the bytes read so far.
    /// - Throws: ``XMLReadError`` when the document cannot be read as a feed, ``XMLWriteError``
    ///   when the writer fails; what was written until then stays written.
    @discardableResult
    public static func stream<Sink: XMLByteSink>(
        from input: XMLInput, to writer: inout XMLWriter<Sink>, reader: XMLReader = XMLReader(),
        progress: ((XMLProgress) -> Void)? = nil
    ) throws -> XMLReader.StreamSummary {
        var started: AtomFeed?
        var entries = StreamedCopyBatch<any AtomEntryProtocol>()
        let (feed, summary) = try reader.readContainer(
            AtomFeed.self, streaming: "entry", as: AtomKinds.entries, namespaces: ["": AtomNamespaces.atom],
            from: input, progress: progress,
            prolog: { items in
                for item in items { try writer.write(item) }
            }
        ) { entry, feed in
            if started == nil {
                try writer.writeStart(feed)
                try writer.writeContent(feed)
                started = feed
            }
            try entries.add(entry) { try writer.write($0) }
            return .continue
        }
        try entries.flush { try writer.write($0) }
        if let started {
            try writer.writeContent(feed.readAfter(started))
        } else {
            try writer.writeStart(feed)
            try writer.writeContent(feed)
        }
        try writer.endElement()
        for item in summary.epilog { try writer.write(item) }
        return summary
    }

    /// What this feed holds that `earlier`, the same feed as read up to its first entry, did
    /// not: the elements that came after the first entry. Attributes are left out (they were all
    /// read with the start tag). A single element given again after the first entry is kept too,
    /// so that the copy reads back with the later value, as the whole read does.
    func readAfter(_ earlier: AtomFeed) -> AtomFeed {
        var remainder = StreamedCopyRemainder(of: self, after: earlier, into: AtomFeed())
        remainder.single(\.id)
        remainder.single(\.title)
        remainder.single(\.subtitle)
        remainder.single(\.rights)
        remainder.single(\.updated)
        remainder.single(\.generator)
        remainder.single(\.icon)
        remainder.single(\.logo)
        remainder.single(\.totalResults)
        remainder.single(\.startIndex)
        remainder.single(\.itemsPerPage)
        remainder.repeated(\.links)
        remainder.repeated(\.authors)
        remainder.repeated(\.contributors)
        remainder.repeated(\.categories)
        remainder.extensions(\.extensions)
        return remainder.late
    }
}
