// Reading a feed of any size in constant memory: the feed's own data is built as usual, and its
// entries are handed out one by one, each of its registered kind type.

import Xylem

extension AtomFeed {
    /// Reads a feed document, handing each entry to `handler` as it closes, with the feed as read
    /// so far (its own data, without entries); returns the feed without its entries.
    ///
    /// ```swift
    /// let (feed, summary) = try AtomFeed.stream(from: .file(path)) { entry, feed in
    ///     print(feed.title?.value ?? "", entry.entry.title?.value ?? "")
    ///     return .continue
    /// }
    /// ```
    @discardableResult
    public static func stream(
        from input: XMLInput, reader: XMLReader = XMLReader(), progress: ((XMLProgress) -> Void)? = nil,
        _ handler: (any AtomEntryProtocol, AtomFeed) throws -> XMLStreamControl
    ) throws -> (feed: AtomFeed, summary: XMLReader.StreamSummary) {
        let (feed, summary) = try reader.readContainer(
            AtomFeed.self, streaming: "entry", as: AtomKinds.entries, namespaces: ["": AtomNamespaces.atom],
            from: input, progress: progress, handler)
        return (feed, summary)
    }
}
