// Writing an `<rss>` document back as it is read: the root's and the channel's start tags and own
// data when the first item arrives, the items as they are read, the channel's later elements when
// it closes, so that a feed of any size is copied in constant memory.

import Xylem

extension RSSDocument {
    /// Reads an `<rss>` document and writes it to `writer` as it is read, in constant memory
    /// whatever the number of items; returns what the read did.
    ///
    /// ```swift
    /// var writer = XMLWriter(to: XMLFileSink(fileDescriptor: 1))
    /// try writer.startDocument()
    /// let summary = try RSSDocument.stream(from: .file(path), to: &writer)
    /// try writer.finish()
    /// for warning in summary.warnings { print("warning: \(warning)") }
    /// ```
    ///
    /// The comments and processing instructions before the `<rss>` element are written first,
    /// and those after it last. When the first item closes, the `<rss>` start tag (its version,
    /// namespace declarations and other attributes) and the `<channel>` start tag (its own
    /// attributes, such as `xml:base` and `rdf:about`) are written with the channel's elements
    /// read so far; then the items as they are read, a few dozen at a time (which keeps memory
    /// bounded and runs faster than one by one). When the channel closes, its elements that came
    /// after the items (a late `lastBuildDate`) are written before `</channel>`. Items beside the
    /// channel, as some RSS 0.9x feeds put them, are written where they come, and unknown
    /// elements of the root after the others.
    ///
    /// The document read and the one written have the same elements, attributes and text, as when
    /// the document is read whole into an ``RSSDocument`` and written from it; only the order of
    /// siblings of different names may change. Reading the copy gives the document read whole.
    /// Values that do not convert are left out as the whole read leaves them out, and reported
    /// the same way (see `XMLReader.Options.feedReading`).
    ///
    /// - Parameters:
    ///   - input: The `<rss>` document.
    ///   - writer: Where the document is written, after the XML declaration if any.
    ///   - reader: The reader, with its options; feed-reading options by default.
    ///   - progress: Called after each chunk with the bytes read so far.
    /// - Throws: `XMLReadError` when the document cannot be read as RSS, `XMLWriteError` when the
    ///   writer fails; what was written until then stays written.
    @discardableResult
    public static func stream<Sink: XMLByteSink>(
        from input: XMLInput, to writer: inout XMLWriter<Sink>,
        reader: XMLReader = XMLReader(options: .feedReading), progress: ((XMLProgress) -> Void)? = nil
    ) throws -> XMLReader.StreamSummary {
        var copy = RSSStreamingCopy()
        let (document, summary) = try reader.readContainer(
            RSSDocument.self, streaming: "item", as: RSSItem.self, alsoInside: "channel", as: RSSChannel.self,
            from: input, progress: progress,
            prolog: { items in
                for item in items { try writer.write(item) }
            }
        ) { item, document, channel in
            try copy.write(item, in: channel, of: document, to: &writer)
            return .continue
        } closed: { channel, document in
            try copy.close(channel, of: document, to: &writer)
            return .continue
        }
        try copy.finish(document, to: &writer)
        for item in summary.epilog { try writer.write(item) }
        return summary
    }
}

/// Where a copy of an `<rss>` document written as it is read stands: what it has written of the
/// root and of the channel open in the input.
struct RSSStreamingCopy {
    /// The root's own data as written with its start tag; nil until the root is started.
    private var root: RSSDocument?
    /// The channel as written with its start tag, while it is open; nil otherwise.
    private var openChannel: RSSChannel?
    /// The items read and not written yet.
    private var items = StreamedCopyBatch<RSSItem>()

    /// Writes an item, inside `channel` (as read so far) or, when nil, beside the channel (held
    /// back in a batch, see `StreamedCopyBatch`).
    mutating func write<Sink: XMLByteSink>(
        _ item: RSSItem, in channel: RSSChannel?, of document: RSSDocument, to writer: inout XMLWriter<Sink>
    ) throws {
        try startRoot(document, on: &writer)
        if let channel, openChannel == nil {
            try items.flush { try writer.write($0) }
            try writer.writeStart(channel)
            try writer.writeContent(channel)
            openChannel = channel
        }
        try items.add(item) { try writer.write($0) }
    }

    /// Ends the channel that closed in the input: with the elements that came after its items
    /// when it had items, or whole when it had none.
    mutating func close<Sink: XMLByteSink>(
        _ channel: RSSChannel, of document: RSSDocument, to writer: inout XMLWriter<Sink>
    ) throws {
        try startRoot(document, on: &writer)
        try items.flush { try writer.write($0) }
        if let openChannel {
            try writer.writeContent(channel.readAfter(openChannel))
            try writer.endElement()
            self.openChannel = nil
        } else {
            try writer.write(channel)
        }
    }

    /// Writes what the root holds after what was written, and ends it.
    mutating func finish<Sink: XMLByteSink>(_ document: RSSDocument, to writer: inout XMLWriter<Sink>) throws {
        try items.flush { try writer.write($0) }
        if let root {
            var remainder = StreamedCopyRemainder(of: document, after: root, into: RSSDocument())
            remainder.extensions(\.extensions)
            try writer.writeContent(remainder.late)
        } else {
            // No item and no channel: the root is all there is.
            try writer.writeStart(document)
            try writer.writeContent(document)
        }
        try writer.endElement()
    }

    /// Writes the root's start tag and its own data read so far, once: its channel and items are
    /// written as they come.
    private mutating func startRoot<Sink: XMLByteSink>(
        _ document: RSSDocument, on writer: inout XMLWriter<Sink>
    ) throws {
        guard root == nil else { return }
        var own = document
        own.channel = nil
        own.items = []
        try writer.writeStart(own)
        try writer.writeContent(own)
        root = own
    }
}
