// How the feed view's values map onto the feed tables: one store description per table, the items
// uniqued by their key within their feed, enclosures replaced with their item, authors and
// categories shared between items through join tables.

import GRDB
import XylemFeeds

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A feed's own row: the fields of ``XylemFeeds/Feed`` that the `feeds` table keeps, and the URL
/// or path that uniques it.
struct FeedRow: Sendable {
    var url: String
    var format: String
    var title: String?
    var link: String?
    var updated: String?

    init(_ feed: Feed, url: String) {
        self.url = url
        format = feed.format.rawValue
        title = feed.title
        link = feed.link
        updated = feed.updated.map(StoredDate.text)
    }
}

extension FeedDatabase {
    /// The `feeds` table: one row per feed URL or file, uniqued by `url`.
    static let feedStore = StoreDescription<FeedRow>(table: "feeds", key: ["url"]) {
        StoreColumn("url", \FeedRow.url)
        StoreColumn("format", \FeedRow.format)
        StoreColumn("title", \FeedRow.title)
        StoreColumn("link", \FeedRow.link)
        StoreColumn("updated", \FeedRow.updated)
    }

    /// The `items` table: an item's row, uniqued within its feed (`feed_id`) by `key`: its id or
    /// guid, else its link, else a digest of its title, date and summary. An entry marked
    /// `gd:deleted` deletes the row with its key.
    public static let itemStore = StoreDescription<FeedItem>(
        table: "items", key: ["key"], deleted: { $0.isDeleted }
    ) {
        StoreColumn("key") { FeedItemKey.of($0) }
        StoreColumn("guid", \FeedItem.id)
        StoreColumn("title", \FeedItem.title)
        StoreColumn("link", \FeedItem.link)
        StoreColumn("published") { $0.published.map(StoredDate.text) }
        StoreColumn("updated") { $0.updated.map(StoredDate.text) }
        StoreColumn("summary", \FeedItem.summary)
        StoreColumn("content", \FeedItem.content)
        StoreChildren(\FeedItem.enclosures, store: enclosureStore, foreignKey: "item_id")
        StoreSharedValues(
            \FeedItem.authors, store: authorStore, joinTable: "item_authors", ownerColumn: "item_id",
            valueColumn: "author_id")
        StoreSharedValues(
            \FeedItem.categories, store: categoryStore, joinTable: "item_categories", ownerColumn: "item_id",
            valueColumn: "category_id")
    }

    /// The `enclosures` table: an item's enclosures, replaced with the item when they change.
    public static let enclosureStore = StoreDescription<FeedEnclosure>(table: "enclosures", key: ["url"]) {
        StoreColumn("url", \FeedEnclosure.url)
        StoreColumn("length", \FeedEnclosure.length)
        StoreColumn("type", \FeedEnclosure.type)
    }

    /// The `authors` table: each person once, uniqued by name, email and URI (an empty string
    /// for a part the feed does not give).
    public static let authorStore = StoreDescription<FeedPerson>(table: "authors", key: ["name", "email", "uri"]) {
        StoreColumn("name") { $0.name ?? "" }
        StoreColumn("email") { $0.email ?? "" }
        StoreColumn("uri") { $0.uri ?? "" }
    }

    /// The `categories` table: each term once.
    public static let categoryStore = StoreDescription<String>(table: "categories", key: ["term"]) {
        StoreColumn("term") { $0 }
    }
}
