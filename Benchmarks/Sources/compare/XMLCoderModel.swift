// The benchmark model as Decodable types for XMLCoder: the same fields as XylemBenchKit's model,
// with prefixed keys (namespaces are not processed) and attributes chosen by DynamicNodeDecoding.

import BenchKit
import XMLCoder

/// `<feed>`: its title and entries.
struct CoderFeed: Decodable {
    var title: String
    var entry: [CoderEntry]
}

/// `<entry>`, converted to a ``BenchmarkEntry`` after decoding.
struct CoderEntry: Decodable, DynamicNodeDecoding {
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
struct CoderLink: Decodable, DynamicNodeDecoding {
    var rel: String
    var href: String
    var type: String

    static func nodeDecoding(for key: any CodingKey) -> XMLDecoder.NodeDecoding { .attribute }
}

/// `<author><name/><email/></author>`.
struct CoderAuthor: Decodable {
    var name: String
    var email: String
}

/// `<category scheme="…" term="…"/>`, the scheme optional.
struct CoderCategory: Decodable, DynamicNodeDecoding {
    var scheme: String?
    var term: String

    static func nodeDecoding(for key: any CodingKey) -> XMLDecoder.NodeDecoding { .attribute }
}

/// `<gd:rating value="…" average="…"/>`.
struct CoderRating: Decodable, DynamicNodeDecoding {
    var value: Int
    var average: Double

    static func nodeDecoding(for key: any CodingKey) -> XMLDecoder.NodeDecoding { .attribute }
}
