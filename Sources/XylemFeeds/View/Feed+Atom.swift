// The feed view of Atom 1.0 documents, read by XylemAtom.

import Xylem
import XylemAtom

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Feed {
    /// The view of an Atom 1.0 feed, its links resolved against `xml:base` and `documentURL`.
    public init(_ atom: AtomFeed, documentURL: String? = nil) {
        self.init(atomFeed: atom, LinkResolver(base: documentURL))
        let resolver = LinkResolver(base: documentURL).entering(base: atom.base)
        items = atom.entries.map { FeedItem($0.entry, resolver: resolver) }
    }

    /// The view of an Atom feed's own fields (no entries).
    init(atomFeed atom: AtomFeed, _ outer: LinkResolver) {
        self.init(format: .atom)
        let resolver = outer.entering(base: atom.base)
        version = "1.0"
        title = atom.title?.value
        link = resolver.resolve(atom.links.alternate?.href ?? atom.links.first { $0.rel == nil }?.href)
        description = atom.subtitle?.value
        language = atom.lang.map(languageTag)
        updated = atom.updated?.date
        image = resolver.resolve(atom.logo ?? atom.icon)
        authors = atom.authors.map { FeedPerson($0, resolver) }
        categories = atom.categories.compactMap { $0.term ?? $0.label }
        generator = atom.generator?.name
        rights = atom.rights?.value
        selfLink = resolver.resolve(atom.links.selfLink?.href)
        nextLink = resolver.resolve(atom.links.next?.href)
        hubs = atom.links.filter { $0.rel == "hub" }.compactMap { resolver.resolve($0.href) }
        extensions = atom.extensions
    }
}

extension FeedItem {
    /// The view of an Atom entry.
    init(_ entry: AtomEntry, resolver outer: LinkResolver) {
        self.init()
        let resolver = outer.entering(base: entry.base)
        id = entry.id
        title = entry.title?.value
        link = resolver.resolve(entry.links.alternate?.href ?? entry.links.first { $0.rel == nil }?.href)
        published = entry.published?.date
        updated = entry.updated?.date
        authors = entry.authors.map { FeedPerson($0, resolver) }
        categories = entry.categories.compactMap { $0.term ?? $0.label }
        summary = entry.summary?.value
        content = entry.content.flatMap { $0.src == nil ? $0.value : nil }
        comments = resolver.resolve(entry.links.first { $0.rel == "replies" }?.href)
        enclosures = entry.links.filter { $0.rel == "enclosure" }.compactMap { link in
            resolver.resolve(link.href).map {
                FeedEnclosure(url: $0, length: link.length.flatMap { Int($0) }, type: link.type)
            }
        }
        extensions = entry.extensions
        linkResolver = resolver
    }
}

extension FeedPerson {
    init(_ person: AtomPerson, _ resolver: LinkResolver) {
        self.init(name: person.name, email: person.email, uri: resolver.resolve(person.uri))
    }
}
