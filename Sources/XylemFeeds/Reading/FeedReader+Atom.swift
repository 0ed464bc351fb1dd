// Reading the Atom formats for the feed view: the feed and its entries declare the vocabularies
// RSS feeds carry (iTunes, Podcasting 2.0, Media RSS, Dublin Core, `content:encoded`) and the
// reader's own, through root types that hold the format's model, so that reads of the models
// themselves (`AtomFeed` above all, read by Google Data clients) stay as they are.

import Xylem
import XylemAtom

extension FeedReader {
    func streamAtom<Vocabulary: FeedVocabulary, Maker: FeedItemMaker>(
        _ vocabulary: Vocabulary.Type, _ reader: XMLReader, _ input: XMLInput, _ top: LinkResolver,
        _ maker: Maker.Type, _ handler: (Maker.Made, Maker.SoFar) throws -> XMLStreamControl
    ) throws -> (Feed, XMLReader.StreamSummary) {
        let documentURL = documentURL
        var first = FirstItemFlag()
        let (root, streamed) = try reader.readContainer(
            AtomStreamRoot<Vocabulary>.self, streaming: "entry", as: AtomKinds.entries,
            namespaces: ["": AtomNamespaces.atom], from: input
        ) { entry, root in
            try handler(
                Maker.atom(entry.entry, top.entering(base: root.feed.base)),
                Maker.soFar(first: first.take()) { FeedSoFar { Feed(root.feed, documentURL: documentURL) } })
        }
        var summary = streamed
        report(FeedTombstone.warnings(in: root.feed.extensions), in: &summary)
        return (Feed(root.feed, documentURL: documentURL), summary)
    }

    /// Adds warnings found once the read is over to its summary, and hands them to the options'
    /// handler as the read's own were.
    private func report(_ warnings: [XMLReadError], in summary: inout XMLReader.StreamSummary) {
        for warning in warnings {
            if summary.warnings.count < options.maxWarnings { summary.warnings.append(warning) }
            options.warningHandler?(warning)
        }
    }

    func streamAtom03<Vocabulary: FeedVocabulary, Maker: FeedItemMaker>(
        _ vocabulary: Vocabulary.Type, _ reader: XMLReader, _ input: XMLInput, _ top: LinkResolver,
        _ maker: Maker.Type, _ handler: (Maker.Made, Maker.SoFar) throws -> XMLStreamControl
    ) throws -> (Feed, XMLReader.StreamSummary) {
        let documentURL = documentURL
        var first = FirstItemFlag()
        let (root, summary) = try reader.readContainer(
            Atom03StreamRoot<Vocabulary>.self, streaming: "entry", as: Atom03Entry.self,
            namespaces: ["": XMLVocabulary.atom03.uri], from: input
        ) { entry, root in
            try handler(
                Maker.atom03(entry, top.entering(base: root.feed.base)),
                Maker.soFar(first: first.take()) { FeedSoFar { Feed(root.feed, documentURL: documentURL) } })
        }
        return (Feed(root.feed, documentURL: documentURL), summary)
    }
}

/// An Atom 1.0 feed with the vocabularies declared for the feed itself (their values stored in
/// the feed's extensions) and for its entries of the generic kind, `AtomEntry`, beside the Google
/// Data declarations; then the tombstones (RFC 6721), which the feed collects while its entries
/// are streamed; then the reader's own vocabulary.
struct AtomStreamRoot<Vocabulary: FeedVocabulary>: XMLReadable {
    var feed = AtomFeed()

    static var xmlDescription: XMLDescription<Self> {
        AtomFeed.description({ Self() }, feed: \.feed, namespaces: FeedNamespaces.vocabularies) {
            FeedVocabularies.declarationsBesideAtom(OnTheObject())
            FeedVocabularies.declarationsBesideAtom(InsideType<AtomEntry>())
            XMLExtensionDeclaration(DeletedEntryElement.self)
            Vocabulary.declarations
        }
    }
}

/// An Atom 0.3 feed (whose model declares the vocabularies already) with the reader's own
/// vocabulary declared beside them.
struct Atom03StreamRoot<Vocabulary: FeedVocabulary>: XMLReadable {
    var feed = Atom03Feed()

    static var xmlDescription: XMLDescription<Self> {
        XMLDescription({ Self() }, element: "feed", namespaces: atom03Namespaces) {
            Atom03Feed.mappings(\Self.feed)
            XMLExtensionPoint { Vocabulary.declarations }
        }
    }
}
