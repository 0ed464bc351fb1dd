// The benchmark model as Codable types for XMLCoder: the same fields as XylemBenchKit's model,
// with prefixed keys (namespaces are not processed) and attributes chosen by DynamicNodeDecoding
// and DynamicNodeEncoding, so that XMLEncoder writes the elements and attributes it reads.

import BenchKit
import XMLCoder

/// `<feed>`: its title and entries.
struct CoderFeed: Codable {
    var title: String
    var entry: [CoderEntry]
}

extension CoderFeed {
    /// The feed as XMLCoder's types, for encoding.
    init(_ feed: BenchmarkFeed) {
        title = feed.title
        entry = feed.entries.map(CoderEntry.init)
    }
}

/// `<entry>`, converted to a ``BenchmarkEntry`` after decoding.
struct CoderEntry: Codable, DynamicNodeDecoding, DynamicNodeEncoding {
    var etag: String
    var id: String
    var title: String
    var published: String
    var link: [CoderLink]
    var author: [CoderAuthor]
    var category: [CoderCategory]
    var rating: CoderRating
    var count: Int
    var visible: Bool

    enum CodingKeys: String, CodingKey {
        case etag = "gd:etag", id, title, published, link, author, category
        case rating = "gd:rating", count = "gd:count", visible = "gd:visible"
    }

    static func nodeDecoding(for key: any CodingKey) -> XMLDecoder.NodeDecoding {
        key.stringValue == CodingKeys.etag.rawValue ? .attribute : .element
    }

    static func nodeEncoding(for key: any CodingKey) -> XMLEncoder.NodeEncoding {
        key.stringValue == CodingKeys.etag.rawValue ? .attribute : .element
    }

    /// An entry of the benchmark model as XMLCoder's type, for encoding.
    init(_ entry: BenchmarkEntry) {
        etag = entry.etag
        id = entry.id
        title = entry.title
        published = entry.published
        link = entry.links.map { CoderLink(rel: $0.rel, href: $0.href, type: $0.type) }
        author = entry.authors.map { CoderAuthor(name: $0.name, email: $0.email) }
        category = entry.categories.map { CoderCategory(scheme: $0.scheme.isEmpty ? nil : $0.scheme, term: $0.term) }
        rating = CoderRating(value: entry.rating.value, average: entry.rating.average)
        count = entry.count
        visible = entry.visible
    }

    var model: BenchmarkEntry {
        var entry = BenchmarkEntry()
        entry.etag = etag
        entry.id = id
        entry.title = title
        entry.published = published
        entry.links = link.map { BenchmarkLink(rel: $0.rel, href: $0.href, type: $0.type) }
        entry.authors = author.map { BenchmarkAuthor(name: $0.name, email: $0.email) }
        entry.categories = category.map { BenchmarkCategory(scheme: $0.scheme ?? "", term: $0.term) }
        entry.rating = BenchmarkRating(value: rating.value, average: rating.average)
        entry.count = count
        entry.visible = visible
        return entry
    }
}

/// `<link rel="…" href="…" type="…"/>`.
struct CoderLink: Codable, DynamicNodeDecoding, DynamicNodeEncoding {
    var rel: String
    var href: String
    var type: String

    static func nodeDecoding(for key: any CodingKey) -> XMLDecoder.NodeDecoding { .attribute }
    static func nodeEncoding(for key: any CodingKey) -> XMLEncoder.NodeEncoding { .attribute }
}

/// `<author><name/><email/></author>`.
struct CoderAuthor: Codable {
    var name: String
    var email: String
}

/// `<category scheme="…" term="…"/>`, the scheme optional.
struct CoderCategory: Codable, DynamicNodeDecoding, DynamicNodeEncoding {
    var scheme: String?
    var term: String

    static func nodeDecoding(for key: any CodingKey) -> XMLDecoder.NodeDecoding { .attribute }
    static func nodeEncoding(for key: any CodingKey) -> XMLEncoder.NodeEncoding { .attribute }
}

/// `<gd:rating value="…" average="…"/>`.
struct CoderRating: Codable, DynamicNodeDecoding, DynamicNodeEncoding {
    var value: Int
    var average: Double

    static func nodeDecoding(for key: any CodingKey) -> XMLDecoder.NodeDecoding { .attribute }
    static func nodeEncoding(for key: any CodingKey) -> XMLEncoder.NodeEncoding { .attribute }
}
