// One view over every feed format: the fields readers need, named the same whatever the document
// was (RSS, RDF, Atom 1.0, Atom 0.3, JSON Feed), with the podcast and media vocabularies typed.

import Xylem

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The formats a ``Feed`` is made from.
public enum FeedFormat: String, Sendable, Hashable, CaseIterable {
    /// RSS 0.91–0.94 and 2.0 (`<rss>`).
    case rss
    /// RSS 1.0 and 0.90 (`<rdf:RDF>`).
    case rdf
    /// Atom 1.0 (RFC 4287).
    case atom
    /// Atom 0.3, the pre-standard version.
    case atom03 = "atom0.3"
    /// JSON Feed 1.0 and 1.1.
    case json
}

/// A feed, whatever its format: its own fields and its items.
///
/// ```swift
/// let feed = try FeedReader().read(.file(path))
/// print(feed.format, feed.title ?? "")
/// for item in feed.items { print(item.published ?? "", item.title ?? "") }
/// ```
///
/// Links are absolute when the document's base (``FeedReader/documentURL``, `xml:base`) allows;
/// dates are instants. The format's own model holds everything else (``RSSDocument``,
/// ``RDFDocument``, `AtomFeed`, ``Atom03Feed``, ``JSONFeed``); the vocabularies' values are in
/// ``extensions``.
public struct Feed: Sendable, Equatable {
    /// The document's format.
    public var format: FeedFormat
    /// The version the document declares (`2.0`, `1.0`, `0.3`, `https://jsonfeed.org/version/1.1`).
    public var version: String?
    /// The title, without the white space around it (the format's model keeps it as read).
    public var title: String?
    /// The site's URL.
    public var link: String?
    /// The description, subtitle or tagline.
    public var description: String?
    /// The language.
    public var language: String?
    /// When the feed last changed.
    public var updated: Date?
    /// When the feed was published.
    public var published: Date?
    /// The URL of the feed's image or logo.
    public var image: String?
    /// The authors.
    public var authors: [FeedPerson] = []
    /// The categories.
    public var categories: [String] = []
    /// The program that made the feed.
    public var generator: String?
    /// The copyright or rights statement.
    public var rights: String?
    /// The feed's own URL (`atom:link rel="self"`, JSON Feed's `feed_url`).
    public var selfLink: String?
    /// The next page (`atom:link rel="next"`, JSON Feed's `next_url`).
    public var nextLink: String?
    /// WebSub hubs.
    public var hubs: [String] = []
    /// The iTunes fields, when the feed has any.
    public var iTunes: FeedITunes?
    /// The Podcasting 2.0 fields, when the feed has any.
    public var podcast: FeedPodcast?
    /// The items (empty for the feed handed with each item by ``FeedReader/stream(_:_:)``).
    public var items: [FeedItem] = []
    /// The entries the feed says were deleted: an Atom 1.0 feed's `at:deleted-entry` elements
    /// (RFC 6721), in document order; empty for the other formats.
    ///
    /// ``FeedReader`` collects them as it reads, the streamed items aside: a streaming read holds
    /// every tombstone of the feed, so its memory grows with their number (and not with the
    /// items'). A tombstone without a `ref` names no entry and is left out, with a warning. A
    /// feed made from an `AtomFeed` read by `XylemAtom` keeps them as unknown content only.
    public var tombstones: [FeedTombstone] = []
    /// The vocabularies' values and the unknown content, as the format's model read them.
    public var extensions = XMLExtensions()

    /// An empty feed of `format`.
    public init(format: FeedFormat) { self.format = format }
}

/// One item or entry of a ``Feed``.
public struct FeedItem: Sendable, Equatable {
    /// The identifier: RSS's `guid`, Atom's `id`, RDF's `rdf:about`, JSON Feed's `id`, without the
    /// white space around it (the format's model keeps it as read).
    public var id: String?
    /// The title, without the white space around it (the format's model keeps it as read).
    public var title: String?
    /// The item's page.
    public var link: String?
    /// When it was published.
    public var published: Date?
    /// When it last changed.
    public var updated: Date?
    /// The authors.
    public var authors: [FeedPerson] = []
    /// The categories.
    public var categories: [String] = []
    /// The summary: RSS's `description`, Atom's `summary`.
    public var summary: String?
    /// The content: `content:encoded`, Atom's `content`, JSON Feed's `content_html` or `content_text`.
    public var content: String?
    /// The page of comments.
    public var comments: String?
    /// Attached media files.
    public var enclosures: [FeedEnclosure] = []
    /// Whether the entry is a Google Data tombstone (an Atom entry with `gd:deleted`): the entry
    /// was deleted and carries little more than its ``id``. False for the other formats' items.
    ///
    /// Items compare equal only when both are deleted or neither is.
    public var isDeleted = false
    /// The vocabularies' values and the unknown content, as the format's model read them.
    public var extensions = XMLExtensions()
    /// What the item's relative links are resolved against.
    var linkResolver = LinkResolver(base: nil)

    /// An empty item.
    public init() {}

    /// The iTunes fields, when the item has any: made from ``extensions`` when asked for, so that
    /// a reader that needs none does not pay for them.
    public var iTunes: FeedItemITunes? { FeedItemITunes(ExtensionLookup(extensions), linkResolver) }
    /// The Podcasting 2.0 fields, when the item has any (made from ``extensions``, links resolved).
    public var podcast: FeedItemPodcast? { FeedItemPodcast(ExtensionLookup(extensions), linkResolver) }
    /// The Media RSS fields, when the item has any (made from ``extensions``, links resolved).
    public var media: FeedItemMedia? { FeedItemMedia(ExtensionLookup(extensions), linkResolver) }
}

/// An author or contributor.
public struct FeedPerson: Sendable, Hashable {
    /// The name.
    public var name: String?
    /// The email address.
    public var email: String?
    /// A page about the person.
    public var uri: String?

    /// A person.
    public init(name: String? = nil, email: String? = nil, uri: String? = nil) {
        self.name = name
        self.email = email
        self.uri = uri
    }

    /// The person RSS writes as `email (Name)` or `Name <email>` or either part alone.
    init(rss text: String) {
        let trimmed = text.trimmingFeedWhitespace()
        if let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") {
            let email = String(trimmed[..<open]).trimmingFeedWhitespace()
            let name = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
            self.init(name: String(name).trimmingFeedWhitespace(), email: email.isEmpty ? nil : email)
        } else if let open = trimmed.firstIndex(of: "<"), trimmed.hasSuffix(">") {
            let name = String(trimmed[..<open]).trimmingFeedWhitespace()
            let email = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
            self.init(name: name.isEmpty ? nil : name, email: String(email))
        } else if trimmed.contains("@"), !trimmed.contains(" ") {
            self.init(email: trimmed)
        } else {
            self.init(name: trimmed)
        }
    }
}

/// A media file attached to an item.
public struct FeedEnclosure: Sendable, Hashable {
    /// The file's URL.
    public var url: String
    /// Its size in bytes.
    public var length: Int?
    /// Its media type.
    public var type: String?

    /// An enclosure.
    public init(url: String, length: Int? = nil, type: String? = nil) {
        self.url = url
        self.length = length
        self.type = type
    }
}

/// A title or an identifier as the view shows it: without the white space (spaces, tabs, line
/// breaks) that documents often put around it. The format's models keep the text as read.
func trimmedForView(_ text: String?) -> String? {
    text?.trimmingFeedWhitespace()
}

/// A language tag as BCP 47 writes it: `en_US`, as some feeds write it, is `en-US`.
func languageTag(_ text: String) -> String {
    String(text.trimmingFeedWhitespace().map { $0 == "_" ? "-" : $0 })
}
