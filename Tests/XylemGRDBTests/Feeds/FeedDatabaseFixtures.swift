// Feeds written for the feed-database tests, and the ways they look at a database: every row of
// every table, so that two databases can be compared whole.

import Foundation
import GRDB
import XylemGRDB

enum FeedFixtures {
    /// An RSS feed whose items are given as (guid, title, author, categories, enclosure URL).
    static func rss(
        title: String = "Podcast",
        items: [(guid: String, title: String, author: String, categories: [String], enclosure: String?)]
    ) -> String {
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>\(title)</title>
            <link>https://example.com/</link>
            """
        for item in items {
            xml += "<item><guid>\(item.guid)</guid><title>\(item.title)</title>"
            xml += "<dc:creator>\(item.author)</dc:creator>"
            for category in item.categories { xml += "<category>\(category)</category>" }
            if let enclosure = item.enclosure {
                xml += "<enclosure url=\"\(enclosure)\" length=\"1234\" type=\"audio/mpeg\"/>"
            }
            xml += "<pubDate>Tue, 10 Jun 2003 04:00:00 GMT</pubDate></item>\n"
        }
        return xml + "</channel></rss>\n"
    }

    /// An Atom feed with entries (id, title, updated) and tombstones (ref, when).
    static func atom(
        entries: [(id: String, title: String, updated: String)], tombstones: [(ref: String, when: String)] = []
    )
        -> String
    {
        var xml = """
            <feed xmlns="http://www.w3.org/2005/Atom" xmlns:at="http://purl.org/atompub/tombstones/1.0">
            <title>Atom</title><id>urn:feed</id><updated>2024-01-01T00:00:00Z</updated>
            """
        for entry in entries {
            xml += "<entry><id>\(entry.id)</id><title>\(entry.title)</title><updated>\(entry.updated)</updated>"
            xml += "<author><name>Ann</name></author><category term=\"news\"/></entry>\n"
        }
        for tombstone in tombstones {
            xml += "<at:deleted-entry ref=\"\(tombstone.ref)\" when=\"\(tombstone.when)\"/>\n"
        }
        return xml + "</feed>\n"
    }
}

enum DatabaseDump {
    /// The feed tables, every row in id order (join tables in key order), as text: two databases
    /// that hold the same rows dump the same.
    static let tables = [
        "feeds", "items", "enclosures", "authors", "item_authors", "categories", "item_categories",
    ]

    static func dump(_ reader: any DatabaseReader, tables: [String] = tables) throws -> [String: [String]] {
        try reader.read { db in
            var dump: [String: [String]] = [:]
            for table in tables {
                let order = table.hasPrefix("item_") ? "item_id, position" : "id"
                dump[table] = try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY \(order)").map(\.description)
            }
            return dump
        }
    }

    static func count(_ reader: any DatabaseReader, _ table: String, where condition: String = "1") throws -> Int {
        try reader.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table) WHERE \(condition)") ?? 0 }
    }
}
