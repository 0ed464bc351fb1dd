// One byte range of an RSS 2.0 feed, read for the feed view: the items that begin in the range,
// as `FeedItem`s with their links resolved as a read of the whole feed resolves them.

import Xylem

extension FeedReader {
    /// Where RSS 2.0 items are.
    package static let rssItemPath = XMLRecordPath("rss/channel/item")

    /// Reads the RSS 2.0 items that begin in `range` of `input` (see
    /// ``XMLReader/readRecords(_:at:in:of:context:maxRecordLength:_:)-(Record.Type,_,_,_,_,_,_)``),
    /// each as the item a read of the whole feed hands, with the offset of its start tag. The
    /// items' links resolve against ``documentURL`` and the `xml:base` of the `rss` and
    /// `channel` elements, read from the context.
    @discardableResult
    package func readRSSItems(
        in range: Range<Int>, of input: XMLInput, context: XMLRangeContext,
        _ handler: (FeedItem, _ offset: Int) throws -> XMLStreamControl
    ) throws -> XMLReader.RangeSummary {
        guard context.recordPath == Self.rssItemPath.path, let head = context.headDocument else {
            throw FeedReadError("the range context is not one of an RSS 2.0 feed's items")
        }
        var headOptions = XMLReader.Options()
        headOptions.unknownContent = .ignore
        let root = try XMLReader(options: headOptions).read(RSSStreamRoot<NoVocabulary>.self, from: .bytes(head))
        let resolver = root.resolver(inside: root.channel, LinkResolver(base: documentURL))
        return try XMLReader(options: options).readRecords(
            RSSItem.self, at: Self.rssItemPath, in: range, of: input, context: context
        ) { item, offset in
            try handler(FeedItem(item, resolver: resolver), offset)
        }
    }
}
