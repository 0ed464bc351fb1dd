// The podcast and media vocabularies' fields as the feed view shows them: typed values for what
// podcast apps read, taken from the extension values of the format's model.

import Xylem

/// A show's iTunes fields.
public struct FeedITunes: Sendable, Equatable {
    /// `itunes:author`.
    public var author: String?
    /// `itunes:explicit`, read from any of its spellings.
    public var explicit: Bool?
    /// `itunes:type`: `episodic` or `serial`.
    public var type: String?
    /// `itunes:image`'s URL.
    public var image: String?
    /// `itunes:category`, one path of names per innermost category.
    public var categories: [[String]] = []
    /// `itunes:owner`.
    public var owner: ITunes.Owner?
    /// `itunes:block` says yes.
    public var block: Bool?
    /// `itunes:complete` says yes.
    public var complete: Bool?
    /// `itunes:new-feed-url`.
    public var newFeedURL: String?
    /// `itunes:title`, `itunes:subtitle`, `itunes:summary` and `itunes:keywords`.
    public var title: String?
    /// `itunes:subtitle`.
    public var subtitle: String?
    /// `itunes:summary`.
    public var summary: String?
    /// `itunes:keywords`.
    public var keywords: String?

    /// The fields of `extensions`, links resolved; nil when it holds none.
    init?(_ extensions: ExtensionLookup, _ resolver: LinkResolver) {
        author = extensions.first(ITunes.Author.self)?.text
        explicit = extensions.first(ITunes.Explicit.self)?.isExplicit
        type = extensions.first(ITunes.ShowType.self)?.text
        image = resolver.resolve(extensions.first(ITunes.Image.self)?.link)
        categories = extensions.all(ITunes.Category.self).flatMap(\.paths)
        owner = extensions.first(ITunes.Owner.self)
        block = extensions.first(ITunes.Block.self)?.isYes
        complete = extensions.first(ITunes.Complete.self)?.isYes
        newFeedURL = extensions.first(ITunes.NewFeedURL.self)?.text
        title = extensions.first(ITunes.Title.self)?.text
        subtitle = extensions.first(ITunes.Subtitle.self)?.text
        summary = extensions.first(ITunes.Summary.self)?.text
        keywords = extensions.first(ITunes.Keywords.self)?.text
        let present: [Any?] = [author, explicit, type, image, owner, block, complete, newFeedURL, title, subtitle]
        if present.allSatisfy({ $0 == nil }) && categories.isEmpty && summary == nil && keywords == nil {
            return nil
        }
    }
}

/// An episode's iTunes fields.
public struct FeedItemITunes: Sendable, Equatable {
    /// `itunes:duration` in seconds.
    public var duration: Int?
    /// `itunes:episode`.
    public var episode: Int?
    /// `itunes:season`.
    public var season: Int?
    /// `itunes:episodeType`: `full`, `trailer` or `bonus`.
    public var episodeType: String?
    /// `itunes:explicit`, read from any of its spellings.
    public var explicit: Bool?
    /// `itunes:image`'s URL.
    public var image: String?
    /// `itunes:title`.
    public var title: String?
    /// `itunes:block` says yes.
    public var block: Bool?
    /// `itunes:author`.
    public var author: String?
    /// `itunes:subtitle`.
    public var subtitle: String?
    /// `itunes:summary`.
    public var summary: String?
    /// `itunes:keywords`.
    public var keywords: String?

    /// The fields of `extensions`, links resolved; nil when it holds none.
    init?(_ extensions: ExtensionLookup, _ resolver: LinkResolver) {
        duration = extensions.first(ITunes.Duration.self)?.seconds
        episode = extensions.first(ITunes.Episode.self)?.value
        season = extensions.first(ITunes.Season.self)?.value
        episodeType = extensions.first(ITunes.EpisodeType.self)?.text
        explicit = extensions.first(ITunes.Explicit.self)?.isExplicit
        image = resolver.resolve(extensions.first(ITunes.Image.self)?.link)
        title = extensions.first(ITunes.Title.self)?.text
        block = extensions.first(ITunes.Block.self)?.isYes
        author = extensions.first(ITunes.Author.self)?.text
        subtitle = extensions.first(ITunes.Subtitle.self)?.text
        summary = extensions.first(ITunes.Summary.self)?.text
        keywords = extensions.first(ITunes.Keywords.self)?.text
        let present: [Any?] = [duration, episode, season, episodeType, explicit, image, title, block, author]
        if present.allSatisfy({ $0 == nil }) && subtitle == nil && summary == nil && keywords == nil { return nil }
    }
}

/// A show's Podcasting 2.0 fields.
public struct FeedPodcast: Sendable, Equatable {
    /// `podcast:guid`.
    public var guid: String?
    /// `podcast:locked`.
    public var locked: Bool?
    /// `podcast:funding` elements.
    public var funding: [Podcast.Funding] = []
    /// `podcast:person` elements.
    public var persons: [Podcast.Person] = []
    /// `podcast:medium`.
    public var medium: String?
    /// `podcast:license`.
    public var license: Podcast.License?
    /// `podcast:location`.
    public var location: Podcast.Location?
    /// `podcast:trailer` elements.
    public var trailers: [Podcast.Trailer] = []
    /// `podcast:value`.
    public var value: Podcast.ValueBlock?
    /// `podcast:updateFrequency`.
    public var updateFrequency: Podcast.UpdateFrequency?

    /// The fields of `extensions`, links resolved; nil when it holds none of the namespace's elements.
    init?(_ extensions: ExtensionLookup, _ resolver: LinkResolver) {
        guard extensions.contains(namespace: XMLVocabulary.podcast.uri) else { return nil }
        guid = extensions.first(Podcast.GUID.self)?.text
        locked = extensions.first(Podcast.Locked.self)?.isLocked
        funding = extensions.all(Podcast.Funding.self).map { resolved($0, \.url, resolver) }
        persons = extensions.all(Podcast.Person.self).map { resolved(resolved($0, \.img, resolver), \.href, resolver) }
        medium = extensions.first(Podcast.Medium.self)?.text
        license = extensions.first(Podcast.License.self)
        location = extensions.first(Podcast.Location.self)
        trailers = extensions.all(Podcast.Trailer.self).map { resolved($0, \.url, resolver) }
        value = extensions.first(Podcast.ValueBlock.self)
        updateFrequency = extensions.first(Podcast.UpdateFrequency.self)
    }
}

/// An episode's Podcasting 2.0 fields.
public struct FeedItemPodcast: Sendable, Equatable {
    /// `podcast:transcript` elements.
    public var transcripts: [Podcast.Transcript] = []
    /// `podcast:chapters`.
    public var chapters: Podcast.Chapters?
    /// `podcast:person` elements.
    public var persons: [Podcast.Person] = []
    /// `podcast:soundbite` elements.
    public var soundbites: [Podcast.Soundbite] = []
    /// `podcast:season`.
    public var season: Podcast.Season?
    /// `podcast:episode`.
    public var episode: Podcast.Episode?
    /// `podcast:alternateEnclosure` elements.
    public var alternateEnclosures: [Podcast.AlternateEnclosure] = []
    /// `podcast:location`.
    public var location: Podcast.Location?
    /// `podcast:value`.
    public var value: Podcast.ValueBlock?

    /// The fields of `extensions`, links resolved; nil when it holds none of the namespace's elements.
    init?(_ extensions: ExtensionLookup, _ resolver: LinkResolver) {
        guard extensions.contains(namespace: XMLVocabulary.podcast.uri) else { return nil }
        transcripts = extensions.all(Podcast.Transcript.self).map { resolved($0, \.url, resolver) }
        chapters = extensions.first(Podcast.Chapters.self).map { resolved($0, \.url, resolver) }
        persons = extensions.all(Podcast.Person.self).map { resolved(resolved($0, \.img, resolver), \.href, resolver) }
        soundbites = extensions.all(Podcast.Soundbite.self)
        season = extensions.first(Podcast.Season.self)
        episode = extensions.first(Podcast.Episode.self)
        alternateEnclosures = extensions.all(Podcast.AlternateEnclosure.self)
        location = extensions.first(Podcast.Location.self)
        value = extensions.first(Podcast.ValueBlock.self)
    }
}

/// An item's Media RSS fields.
public struct FeedItemMedia: Sendable, Equatable {
    /// The thumbnails' URLs: the item's own, then its groups' and contents'.
    public var thumbnails: [String] = []
    /// The renditions: the item's own `media:content`, then those of its groups.
    public var contents: [MediaRSS.Content] = []
    /// `media:title`.
    public var title: String?
    /// `media:description`.
    public var description: String?

    /// The fields of `extensions`, links resolved; nil when it holds none of the vocabulary's elements.
    init?(_ extensions: ExtensionLookup, _ resolver: LinkResolver) {
        let groups = extensions.all(MediaRSS.Group.self)
        let allContents = extensions.all(MediaRSS.Content.self) + groups.flatMap(\.contents)
        thumbnails =
            (extensions.all(MediaRSS.Thumbnail.self) + groups.flatMap(\.thumbnails) + allContents.flatMap(\.thumbnails))
            .compactMap { resolver.resolve($0.url) }
        contents = allContents.map { resolved($0, \.url, resolver) }
        title =
            extensions.first(MediaRSS.Title.self)?.text
            ?? groups.lazy.compactMap { $0.extension(MediaRSS.Title.self)?.text }.first
        description = Self.description(in: extensions)
        if contents.isEmpty && thumbnails.isEmpty && title == nil && description == nil { return nil }
    }
}

extension FeedItemMedia {
    /// `media:description`, the item's own or its first group's.
    static func description(in extensions: ExtensionLookup) -> String? {
        extensions.first(MediaRSS.Description.self)?.text
            ?? extensions.all(MediaRSS.Group.self).lazy.compactMap { $0.extension(MediaRSS.Description.self)?.text }
            .first
    }
}

/// `value` with the link at `keyPath` resolved.
private func resolved<Value>(_ value: Value, _ keyPath: WritableKeyPath<Value, String?>, _ resolver: LinkResolver)
    -> Value
{
    guard let link = value[keyPath: keyPath], resolver.base != nil || link.hasFeedWhitespaceAround else { return value }
    var copy = value
    copy[keyPath: keyPath] = resolver.resolve(link)
    return copy
}
