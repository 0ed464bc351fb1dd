// The feed view of JSON Feed documents.

import Xylem

extension Feed {
    /// The view of a JSON Feed, its links resolved against `documentURL`; dates that are not
    /// RFC 3339 are left out.
    public init(_ json: JSONFeed, documentURL: String? = nil) {
        self.init(jsonFeed: json, LinkResolver(base: documentURL))
        let resolver = LinkResolver(base: documentURL)
        items = json.items.map { FeedItem($0, resolver: resolver) }
    }

    /// The view of a JSON Feed's own fields (no items).
    init(jsonFeed json: JSONFeed, _ resolver: LinkResolver) {
        self.init(format: .json)
        version = json.version
        title = trimmedForView(json.title)
        link = resolver.resolve(json.homePageURL)
        description = json.description
        language = json.language.map(languageTag)
        image = resolver.resolve(json.icon ?? json.favicon)
        authors = (json.authors ?? json.author.map { [$0] } ?? []).map { FeedPerson($0, resolver) }
        selfLink = resolver.resolve(json.feedURL)
        nextLink = resolver.resolve(json.nextURL)
        hubs = (json.hubs ?? []).compactMap { resolver.resolve($0.url) }
    }
}

extension FeedItem {
    /// The view of a JSON Feed item.
    init(_ item: JSONFeed.Item, resolver: LinkResolver) {
        self.init()
        id = trimmedForView(item.id)
        title = trimmedForView(item.title)
        link = resolver.resolve(item.url ?? item.externalURL)
        published = item.datePublished.flatMap { XMLDate($0)?.date }
        updated = item.dateModified.flatMap { XMLDate($0)?.date }
        authors = (item.authors ?? item.author.map { [$0] } ?? []).map { FeedPerson($0, resolver) }
        categories = item.tags ?? []
        summary = item.summary
        content = item.contentHTML ?? item.contentText
        enclosures = (item.attachments ?? []).compactMap { attachment in
            resolver.resolve(attachment.url).map {
                FeedEnclosure(url: $0, length: attachment.sizeInBytes, type: attachment.mimeType)
            }
        }
    }
}

extension FeedPerson {
    init(_ author: JSONFeed.Author, _ resolver: LinkResolver) {
        self.init(name: author.name, uri: resolver.resolve(author.url))
    }
}
