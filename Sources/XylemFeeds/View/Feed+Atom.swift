// The feed view of Atom 1.0 documents, read by XylemAtom: Atom's elements, with the podcast and
// media vocabularies typed and filling in what the feed or the entry leaves out.

import Xylem
import XylemAtom

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Feed {
    /// The view of an Atom 1.0 feed, its links resolved against `xml:base` and `documentURL`.
    ///
    /// The vocabularies' fields (``iTunes``, ``podcast``, ``FeedItem/iTunes``, …) are filled from
    /// the feed's and the entries' extension values, and so are the ``tombstones``: a feed read by
    /// ``FeedReader`` has them, a feed read as `AtomFeed` by `XylemAtom` keeps their elements as
    /// unknown content only.
    public init(_ atom: AtomFeed, documentURL: String? = nil) {
        self.init(atomFeed: atom, LinkResolver(base: documentURL))
        let resolver = LinkResolver(base: documentURL).entering(base: atom.base)
        items = atom.entries.map { FeedItem($0.entry, resolver: resolver) }
    }

    /// The view of an Atom feed's own fields (no entries).
    init(atomFeed atom: AtomFeed, _ outer: LinkResolver) {
        self.init(format: .atom)
        let resolver = outer.entering(base: atom.base)
        let ext = ExtensionLookup(atom.extensions)
        version = "1.0"
        title = trimmedForView(atom.title?.value ?? ext.feedTitle)
        link = resolver.resolve(atom.links.alternate?.href ?? atom.links.first { $0.rel == nil }?.href)
        description = atom.subtitle?.value ?? ext.feedDescription
        language = (atom.lang ?? ext.language).map(languageTag)
        updated = atom.updated?.date ?? ext.modified
        // A podcast's artwork is a better picture of the feed than its icon, a small square.
        image = resolver.resolve(atom.logo ?? ext.image ?? atom.icon)
        authors = atom.authors.isEmpty ? ext.authors : atom.authors.map { FeedPerson($0, resolver) }
        categories = atom.categories.compactMap { $0.term ?? $0.label } + ext.subjects
        generator = atom.generator?.name
        rights = atom.rights?.value ?? ext.rights
        selfLink = resolver.resolve(atom.links.selfLink?.href)
        nextLink = resolver.resolve(atom.links.next?.href)
        hubs = atom.links.filter { $0.rel == "hub" }.compactMap { resolver.resolve($0.href) }
        iTunes = FeedITunes(ext, resolver)
        podcast = FeedPodcast(ext, resolver)
        tombstones = FeedTombstone.all(in: ext, resolver)
        extensions = atom.extensions
    }
}

extension FeedItem {
    /// The view of an Atom entry.
    init(_ entry: AtomEntry, resolver outer: LinkResolver) {
        self.init()
        let resolver = outer.entering(base: entry.base)
        let ext = ExtensionLookup(entry.extensions)
        id = trimmedForView(entry.id ?? ext.identifier)
        title = trimmedForView(entry.title?.value ?? ext.itemTitle)
        link = resolver.resolve(entry.links.alternate?.href ?? entry.links.first { $0.rel == nil }?.href)
        updated = entry.updated?.date ?? ext.modified
        published = entry.published?.date ?? ext.issued
        authors = entry.authors.isEmpty ? ext.authors : entry.authors.map { FeedPerson($0, resolver) }
        categories = entry.categories.compactMap { $0.term ?? $0.label } + ext.subjects
        summary = entry.summary?.value ?? ext.itemSummary
        content = entry.content.flatMap { $0.src == nil ? $0.value : nil } ?? ext.encodedContent
        comments = resolver.resolve(entry.links.first { $0.rel == "replies" }?.href)
        enclosures = entry.links.filter { $0.rel == "enclosure" }.compactMap { link in
            resolver.resolve(link.href).map {
                FeedEnclosure(url: $0, length: link.length.flatMap { Int($0) }, type: link.type)
            }
        }
        isDeleted = entry.isDeleted
        extensions = entry.extensions
        linkResolver = resolver
    }
}

extension FeedPerson {
    init(_ person: AtomPerson, _ resolver: LinkResolver) {
        self.init(name: person.name, email: person.email, uri: resolver.resolve(person.uri))
    }
}
