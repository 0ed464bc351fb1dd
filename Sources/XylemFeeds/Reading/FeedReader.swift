// Reading any feed into the one view: the format is told from the first bytes, then the document
// is read once, its items handed over one by one with the feed's own fields as read so far.

import Xylem
import XylemAtom

/// Reads RSS, RDF, Atom 1.0, Atom 0.3 and JSON Feed documents into ``Feed`` values.
///
/// ```swift
/// let reader = FeedReader(documentURL: "https://example.com/feed.xml")
/// let (feed, summary) = try reader.stream(.file(path)) { item, feedSoFar in
///     print(feedSoFar.title ?? "", item.title ?? "")
///     return .continue
/// }
/// ```
///
/// The XML formats are read with `XMLReader.Options.feedReading`: undeclared well-known
/// prefixes, HTML entities of the RSS 0.91 DTD, browsers' encoding labels, and values that do not
/// convert (a date no one can read) left out and reported as warnings. A date in the other syntax
/// than its element declares (an RFC 822 date in Atom's `updated`, an ISO 8601 date in RSS's
/// `pubDate`) is read, with a warning. JSON Feed is decoded whole with Foundation's `JSONDecoder`
/// (see ``JSONFeed``); its dates are reported the same way.
public struct FeedReader: Sendable {
    /// The options of the XML reads.
    public var options: XMLReader.Options
    /// The document's own URL, which relative links are resolved against (after `xml:base`).
    public var documentURL: String?
    /// Extension elements of your own, read into the models' extensions (RSS channels and items,
    /// Atom feeds and entries) and so into the view's ``Feed/extensions`` and
    /// ``FeedItem/extensions``, beside the built-in vocabularies; see ``FeedVocabulary``.
    public var vocabulary: (any FeedVocabulary.Type)?

    /// The most bytes looked through for the root element before the format is known.
    static let sniffLimit = 1 << 20

    /// A reader with feed-reading options and, optionally, the document's URL and a vocabulary
    /// of your own.
    public init(
        options: XMLReader.Options = .feedReading, documentURL: String? = nil,
        vocabulary: (any FeedVocabulary.Type)? = nil
    ) {
        self.options = options
        self.documentURL = documentURL
        self.vocabulary = vocabulary
    }

    /// What a read did: the format, the items handed over and the warnings.
    public struct Summary: Sendable {
        /// The document's format.
        public var format: FeedFormat
        /// How many items were handed over.
        public var itemCount: Int
        /// Values that did not convert, and other problems that did not stop the read.
        public var warnings: [XMLReadError]
        /// Whether the handler stopped the read.
        public var stoppedEarly: Bool
    }

    /// Reads a whole feed with its items.
    public func read(_ input: FeedInput) throws -> Feed {
        var items: [FeedItem] = []
        var (feed, _) = try stream(input) { item, _ in
            items.append(item)
            return .continue
        }
        feed.items = items
        return feed
    }

    /// Reads a feed, handing each item to `handler` as soon as it is read, with the feed's own
    /// fields as read so far (without items); returns the feed's fields as read in the end.
    ///
    /// Memory stays bounded by one item for the XML formats, whatever the document's size, and
    /// by the feed's own fields, its ``Feed/tombstones`` among them (an Atom feed's tombstones
    /// are collected, not streamed). The feed handed with an item is made only when the handler
    /// asks for one of its fields.
    ///
    /// A tombstone without a `ref` is left out and reported as a warning of kind
    /// `missingRequired` once the document has been read.
    @discardableResult
    public func stream(
        _ input: FeedInput, _ handler: (FeedItem, FeedSoFar) throws -> XMLStreamControl
    ) throws -> (feed: Feed, summary: Summary) {
        try stream(input, making: FeedItemsMade.self, handler)
    }

    /// Reads a feed as ``stream(_:_:)`` does, handing each item's model instead of its
    /// ``FeedItem``, which ``FeedItemDraft/item()`` makes later (on another thread, say).
    @discardableResult
    package func streamDrafts(
        _ input: FeedInput, _ handler: (FeedItemDraft, FeedSoFar?) throws -> XMLStreamControl
    ) throws -> (feed: Feed, summary: Summary) {
        try stream(input, making: FeedItemDrafts.self, handler)
    }

    private func stream<Maker: FeedItemMaker>(
        _ input: FeedInput, making maker: Maker.Type, _ handler: (Maker.Made, Maker.SoFar) throws -> XMLStreamControl
    ) throws -> (feed: Feed, summary: Summary) {
        let chunks = try input.open()
        var head: [UInt8] = []
        var finding = FeedSniffer.Finding.needMore
        while finding == .needMore, head.count < Self.sniffLimit, let block = chunks.next() {
            head += block
            finding = FeedSniffer.find(in: head)
        }
        if let error = chunks.error { throw error }
        let format: FeedFormat
        switch finding {
        case .format(let found): format = found
        case .notAFeed(let name): throw FeedReadError("the root element is '\(name)', not a feed's")
        case .needMore: throw FeedReadError("no root element found in the first \(head.count) bytes")
        }
        if format == .json { return try streamJSON(chunks.readAll(after: head), maker, handler) }
        let xml: XMLInput
        if let path = input.path {
            chunks.close()
            xml = .file(path)
        } else if let memory = input.memory {
            chunks.close()
            xml = .bytes(memory)
        } else {
            xml = .chunks(HeadThenBlocks(head: head, rest: chunks.next))
        }
        do {
            return try streamXML(format, xml, maker, handler)
        } catch {
            // A parse error after a failed read is the read failure's doing.
            if let readError = chunks.error { throw readError }
            throw error
        }
    }

    private func streamXML<Maker: FeedItemMaker>(
        _ format: FeedFormat, _ input: XMLInput, _ maker: Maker.Type,
        _ handler: (Maker.Made, Maker.SoFar) throws -> XMLStreamControl
    ) throws -> (feed: Feed, summary: Summary) {
        let reader = XMLReader(options: options)
        let top = LinkResolver(base: documentURL)
        let made: (Feed, XMLReader.StreamSummary)
        switch format {
        case .rss:
            made = try streamRSS(chosenVocabulary, reader, input, top, maker, handler)
        case .rdf:
            made = try streamRDF(chosenVocabulary, reader, input, top, maker, handler)
        case .atom:
            made = try streamAtom(chosenVocabulary, reader, input, top, maker, handler)
        case .atom03:
            made = try streamAtom03(chosenVocabulary, reader, input, top, maker, handler)
        case .json:
            preconditionFailure("JSON Feed is not XML")
        }
        let (feed, summary) = made
        return (
            feed,
            Summary(
                format: format, itemCount: summary.recordCount, warnings: summary.warnings,
                stoppedEarly: summary.stoppedEarly)
        )
    }

    /// The reader's vocabulary, or one that declares nothing.
    private var chosenVocabulary: any FeedVocabulary.Type { vocabulary ?? NoVocabulary.self }

    private func streamRSS<Vocabulary: FeedVocabulary, Maker: FeedItemMaker>(
        _ vocabulary: Vocabulary.Type, _ reader: XMLReader, _ input: XMLInput, _ top: LinkResolver,
        _ maker: Maker.Type, _ handler: (Maker.Made, Maker.SoFar) throws -> XMLStreamControl
    ) throws -> (Feed, XMLReader.StreamSummary) {
        var first = FirstItemFlag()
        let (root, summary) = try reader.readContainer(
            RSSStreamRoot<Vocabulary>.self, streaming: "item", as: RSSItem.self, alsoInside: "channel",
            as: RSSStreamChannel<Vocabulary>.self, from: input
        ) { item, root, channel in
            try handler(
                Maker.rss(item, root.resolver(inside: channel, top)),
                Maker.soFar(first: first.take()) { FeedSoFar { root.feed(channel ?? root.channel, top) } })
        }
        return (root.feed(root.channel, top), summary)
    }

    private func streamRDF<Vocabulary: FeedVocabulary, Maker: FeedItemMaker>(
        _ vocabulary: Vocabulary.Type, _ reader: XMLReader, _ input: XMLInput, _ top: LinkResolver,
        _ maker: Maker.Type, _ handler: (Maker.Made, Maker.SoFar) throws -> XMLStreamControl
    ) throws -> (Feed, XMLReader.StreamSummary) {
        let documentURL = documentURL
        var first = FirstItemFlag()
        let (root, summary) = try reader.readContainer(
            RDFStreamRoot<Vocabulary>.self, streaming: "item", as: RSSItem.self, from: input
        ) { item, root in
            try handler(
                Maker.rss(item, top.entering(base: root.document.base)),
                Maker.soFar(first: first.take()) { FeedSoFar { Feed(root.document, documentURL: documentURL) } })
        }
        return (Feed(root.document, documentURL: documentURL), summary)
    }

    private func streamJSON<Maker: FeedItemMaker>(
        _ bytes: [UInt8], _ maker: Maker.Type, _ handler: (Maker.Made, Maker.SoFar) throws -> XMLStreamControl
    ) throws -> (feed: Feed, summary: Summary) {
        let json: JSONFeed
        do {
            json = try JSONFeed.decode(from: bytes)
        } catch {
            throw FeedReadError("not a JSON Feed: \(error)")
        }
        var feed = Feed(json, documentURL: documentURL)
        let items = feed.items
        feed.items = []
        var count = 0
        var stopped = false
        let soFar = FeedSoFar { [feed] in feed }
        var first = FirstItemFlag()
        for item in items {
            count += 1
            if try handler(Maker.made(item), Maker.soFar(first: first.take()) { soFar }) == .stop {
                stopped = true
                break
            }
        }
        return (feed, Summary(format: .json, itemCount: count, warnings: json.dateWarnings, stoppedEarly: stopped))
    }
}

/// The feed as read so far, handed with each streamed item: its fields are read through it
/// (`feedSoFar.title`), and the ``Feed`` is made the first time one is asked for, so that a
/// handler that needs none costs nothing.
@dynamicMemberLookup
public final class FeedSoFar {
    private let make: () -> Feed
    private var made: Feed?

    init(_ make: @escaping () -> Feed) {
        self.make = make
    }

    /// The feed's own fields as read so far (its ``Feed/items`` are empty).
    public var feed: Feed {
        if let made { return made }
        let feed = make()
        made = feed
        return feed
    }

    /// A field of ``feed``.
    public subscript<Value>(dynamicMember keyPath: KeyPath<Feed, Value>) -> Value {
        feed[keyPath: keyPath]
    }
}

/// An `<rss>` document whose channel's items, and the items beside it, are streamed: the channel
/// is read as its own object (its attributes and unknown content its own, not the root's), and
/// the reader's own vocabulary is declared for the root, the channel and, through `inside:`, the
/// items.
struct RSSStreamRoot<Vocabulary: FeedVocabulary>: XMLReadable {
    var version: String?
    var base: String?
    var channel: RSSStreamChannel<Vocabulary>?
    var items: [RSSItem] = []
    var extensions = XMLExtensions()

    static var xmlDescription: XMLDescription<Self> {
        feedDescription({ Self() }, element: "rss") {
            XMLAttribute("version", \.version)
            XMLAttribute("xml:base", \.base)
            XMLChild("channel", \.channel)
            XMLChildren("item", \.items)
            XMLExtensionPoint(\.extensions, keepUnknown: true) { Vocabulary.declarations }
        }
    }

    /// The base of links in an item: the root's `xml:base`, then the channel's when the item is
    /// inside it.
    func resolver(inside channel: RSSStreamChannel<Vocabulary>?, _ top: LinkResolver) -> LinkResolver {
        top.entering(base: base).entering(base: channel?.channel.base)
    }

    /// The feed's own fields, from `channel` (the open one, or the last read).
    func feed(_ channel: RSSStreamChannel<Vocabulary>?, _ top: LinkResolver) -> Feed {
        Feed(channel: channel?.channel ?? RSSChannel(), format: .rss, version: version, top.entering(base: base))
    }
}

/// An RSS channel with the reader's own vocabulary declared beside the built-in ones.
struct RSSStreamChannel<Vocabulary: FeedVocabulary>: XMLReadable {
    var channel = RSSChannel()

    static var xmlDescription: XMLDescription<Self> {
        feedDescription({ Self() }, element: "channel") {
            RSSChannel.mappings(\Self.channel)
            XMLChildren("item", \.channel.items)
            XMLExtensionPoint { Vocabulary.declarations }
        }
    }
}

/// An `<rdf:RDF>` document with the reader's own vocabulary declared beside the built-in ones.
struct RDFStreamRoot<Vocabulary: FeedVocabulary>: XMLReadable {
    var document = RDFDocument()

    static var xmlDescription: XMLDescription<Self> {
        feedDescription({ Self() }, element: "rdf:RDF") {
            RDFDocument.mappings(\Self.document)
            XMLExtensionPoint { Vocabulary.declarations }
        }
    }
}

/// No vocabulary of one's own.
enum NoVocabulary: FeedVocabulary {
    static var declarations: [XMLExtensionDeclaration] { [] }
}
