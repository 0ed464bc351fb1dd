// The feed view of RSS and RDF documents: channel and item elements, with Dublin Core, atom:link
// and the podcast and media vocabularies filling in what RSS itself lacks.

import Xylem

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Feed {
    /// The view of an `<rss>` document, its links resolved against `xml:base` and `documentURL`.
    public init(_ document: RSSDocument, documentURL: String? = nil) {
        let resolver = LinkResolver(base: documentURL).entering(base: document.base)
        self.init(channel: document.channel ?? RSSChannel(), format: .rss, version: document.version, resolver)
        let channelResolver = resolver.entering(base: document.channel?.base)
        items = (document.channel?.items ?? []).map { FeedItem($0, resolver: channelResolver) }
        items += document.items.map { FeedItem($0, resolver: resolver) }
    }

    /// The view of an `<rdf:RDF>` document (RSS 1.0 or 0.90).
    public init(_ document: RDFDocument, documentURL: String? = nil) {
        let resolver = LinkResolver(base: documentURL).entering(base: document.base)
        self.init(channel: document.channel ?? RSSChannel(), format: .rdf, version: document.version, resolver)
        if image == nil { image = resolver.entering(base: document.channel?.base).resolve(document.image?.url) }
        items = document.items.map { FeedItem($0, resolver: resolver) }
    }

    /// The view of a channel's own fields (no items).
    init(channel: RSSChannel, format: FeedFormat, version: String?, _ outer: LinkResolver) {
        self.init(format: format)
        let resolver = outer.entering(base: channel.base)
        let ext = ExtensionLookup(channel.extensions)
        self.version = version
        title = trimmedForView(channel.title ?? ext.feedTitle)
        let links = ext.all(RSSAtomLink.self)
        link = resolver.resolve(channel.link ?? links.first { ($0.rel ?? "alternate") == "alternate" }?.href)
        description = channel.description ?? ext.feedDescription
        language = (channel.language ?? ext.language).map(languageTag)
        updated = channel.lastBuildDate?.date ?? ext.modified
        published = channel.pubDate?.date
        image = resolver.resolve(channel.image?.url ?? ext.image)
        authors = rssAuthors(channel.managingEditor, ext)
        categories = channel.categories.map(\.value) + ext.subjects
        generator = channel.generator
        rights = channel.copyright ?? ext.rights
        selfLink = resolver.resolve(links.first { $0.rel == "self" }?.href)
        nextLink = resolver.resolve(links.first { $0.rel == "next" }?.href)
        hubs = links.filter { $0.rel == "hub" }.compactMap { resolver.resolve($0.href) }
        iTunes = FeedITunes(ext, resolver)
        podcast = FeedPodcast(ext, resolver)
        extensions = channel.extensions
    }
}

extension FeedItem {
    /// The view of an RSS or RDF item, its links resolved against `xml:base` and the channel's base.
    init(_ item: RSSItem, resolver outer: LinkResolver) {
        self.init()
        let resolver = outer.entering(base: item.base)
        let ext = ExtensionLookup(item.extensions)
        id = trimmedForView(item.guid?.value ?? item.about ?? ext.identifier)
        title = trimmedForView(item.title ?? ext.itemTitle)
        let permalink = item.guid.flatMap { $0.isLink ? $0.value : nil }
        let links = ext.all(RSSAtomLink.self)
        link = resolver.resolve(
            item.link ?? links.first { ($0.rel ?? "alternate") == "alternate" }?.href ?? permalink)
        // Dublin Core's date is the item's last change, as feed readers read it; it stands for
        // the publication too when nothing else says when that was (RDF items).
        updated = ext.modified
        published = item.pubDate?.date ?? ext.issued ?? updated
        authors = rssAuthors(item.author, ext)
        categories = item.categories.map(\.value) + ext.subjects
        linkResolver = resolver
        summary = item.description ?? ext.itemSummary
        content = ext.encodedContent
        comments = resolver.resolve(item.comments)
        enclosures = item.enclosures.compactMap { enclosure in
            resolver.resolve(enclosure.url).map {
                FeedEnclosure(url: $0, length: enclosure.length, type: enclosure.type)
            }
        }
        extensions = item.extensions
    }
}

/// RSS's author (an email with a name), else Dublin Core's creators, else iTunes's author.
private func rssAuthors(_ author: String?, _ ext: ExtensionLookup) -> [FeedPerson] {
    if let author, !author.trimmingFeedWhitespace().isEmpty { return [FeedPerson(rss: author)] }
    return ext.authors
}
