// The feed view of Atom 0.3 documents (and of earlier drafts').

import Xylem

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Feed {
    /// The view of an Atom 0.3 feed, its links resolved against `xml:base` and `documentURL`.
    public init(_ atom: Atom03Feed, documentURL: String? = nil) {
        self.init(atom03Feed: atom, LinkResolver(base: documentURL))
        let resolver = LinkResolver(base: documentURL).entering(base: atom.base)
        items = atom.entries.map { FeedItem($0, resolver: resolver) }
    }

    /// The view of an Atom 0.3 feed's own fields (no entries).
    init(atom03Feed atom: Atom03Feed, _ outer: LinkResolver) {
        self.init(format: .atom03)
        let resolver = outer.entering(base: atom.base)
        let ext = ExtensionLookup(atom.extensions)
        version = atom.version
        title = trimmedForView(atom.title?.value ?? ext.feedTitle)
        link = resolver.resolve(alternate(atom.links)?.href)
        description = (atom.tagline ?? atom.subtitle)?.value ?? ext.feedDescription
        language = (atom.lang ?? ext.language).map(languageTag)
        updated = (atom.modified ?? atom.updated)?.date ?? ext.modified
        image = resolver.resolve(ext.image)
        authors = atom.author.map { [FeedPerson($0, resolver)] } ?? ext.authors
        categories = ext.subjects
        generator = atom.generator
        rights = (atom.copyright ?? atom.rights)?.value ?? ext.rights
        selfLink = resolver.resolve(atom.links.first { $0.rel == "self" }?.href)
        nextLink = resolver.resolve(atom.links.first { $0.rel == "next" }?.href)
        iTunes = FeedITunes(ext, resolver)
        podcast = FeedPodcast(ext, resolver)
        extensions = atom.extensions
    }
}

extension FeedItem {
    /// The view of an Atom 0.3 entry.
    init(_ entry: Atom03Entry, resolver outer: LinkResolver) {
        self.init()
        let resolver = outer.entering(base: entry.base)
        let ext = ExtensionLookup(entry.extensions)
        id = trimmedForView(entry.id ?? ext.identifier)
        title = trimmedForView(entry.title?.value ?? ext.itemTitle)
        link = resolver.resolve(alternate(entry.links)?.href)
        published = (entry.published ?? entry.issued ?? entry.created)?.date ?? ext.issued
        updated = (entry.modified ?? entry.updated)?.date ?? ext.modified
        authors = entry.author.map { [FeedPerson($0, resolver)] } ?? ext.authors
        categories = ext.subjects
        linkResolver = resolver
        summary = entry.summary?.value ?? ext.itemSummary
        content = entry.contents.first?.value ?? ext.encodedContent
        enclosures = entry.links.filter { $0.rel == "enclosure" }.compactMap { link in
            resolver.resolve(link.href).map { FeedEnclosure(url: $0, type: link.type) }
        }
        extensions = entry.extensions
    }
}

extension FeedPerson {
    init(_ person: Atom03Person, _ resolver: LinkResolver) {
        self.init(name: person.name, email: person.email, uri: resolver.resolve(person.url))
    }
}

/// The link to the page: `rel="alternate"`, or the first link without a relation.
private func alternate(_ links: [Atom03Link]) -> Atom03Link? {
    links.first { $0.rel == "alternate" } ?? links.first { $0.rel == nil }
}

extension Atom03Content {
    /// The text, decoded when `mode` is `base64`.
    public var value: String {
        guard mode?.lowercased() == "base64" else { return text }
        let compact = String(text.filter { !$0.isWhitespace })
        guard let data = Data(base64Encoded: compact) else { return text }
        return String(decoding: data, as: UTF8.self)
    }
}
