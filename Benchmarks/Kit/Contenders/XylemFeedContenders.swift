// The podcast race's Xylem contenders: the XylemFeeds view (FeedReader, as `xylem feed` reads),
// and the RSS item model streamed with readRecords.

import Xylem
import XylemFeeds

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads the podcast corpus with XylemFeeds.
enum XylemFeedContender {
    /// `FeedReader`: format detection, the RSS model, then the `Feed` view of every item.
    @Sendable static func view(_ path: String, _ consumer: BenchmarkConsumer) throws -> BenchmarkResult {
        var sink = PodcastSink(consumer)
        var options = XMLReader.Options.feedReading
        options.unknownContent = .ignore
        try FeedReader(options: options).stream(.file(path)) { item, _ in
            sink.take(fields(of: item))
            return .continue
        }
        return sink.result
    }

    /// The `RSSItem` model, streamed from `rss/channel/item` with feed-reading options.
    @Sendable static func items(_ path: String, _ consumer: BenchmarkConsumer) throws -> BenchmarkResult {
        var sink = PodcastSink(consumer)
        var options = XMLReader.Options.feedReading
        options.unknownContent = .ignore
        let itemPath = XMLRecordPath("rss/channel/item", namespaces: FeedNamespaces.table)
        try XMLReader(options: options).readRecords(RSSItem.self, at: itemPath, from: .file(path)) { item in
            sink.take(fields(of: item))
            return .continue
        }
        return sink.result
    }

    private static func fields(of item: FeedItem) -> PodcastItemFields {
        var fields = PodcastItemFields()
        fields.guid = item.id ?? ""
        fields.title = item.title ?? ""
        fields.published = item.published.map { Int($0.timeIntervalSince1970) } ?? Int.min
        fields.enclosureURL = item.enclosures.first?.url ?? ""
        fields.enclosureLength = item.enclosures.first?.length ?? -1
        fields.duration = item.iTunes?.duration ?? -1
        fields.episode = item.iTunes?.episode ?? -1
        fields.explicit = item.iTunes?.explicit ?? false
        return fields
    }

    private static func fields(of item: RSSItem) -> PodcastItemFields {
        var fields = PodcastItemFields()
        fields.guid = item.guid?.value ?? ""
        fields.title = item.title ?? ""
        fields.published = item.pubDate.map { Int($0.date.timeIntervalSince1970) } ?? Int.min
        fields.enclosureURL = item.enclosures.first?.url ?? ""
        fields.enclosureLength = item.enclosures.first?.length ?? -1
        fields.duration = item.extension(ITunes.Duration.self)?.seconds ?? -1
        fields.episode = item.extension(ITunes.Episode.self)?.value ?? -1
        fields.explicit = item.extension(ITunes.Explicit.self)?.isExplicit ?? false
        return fields
    }
}
