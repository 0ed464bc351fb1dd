// The target model every contender builds from the corpus: a feed title and entries with their
// links, authors, categories and gd extensions, with the Xylem descriptions that read them.

import Xylem

/// The XML namespaces of the corpus, by the prefixes it uses.
public enum BenchmarkNamespaces {
    /// Atom, the default namespace.
    public static let atom = "http://www.w3.org/2005/Atom"
    /// Google Data extensions (`gd:`).
    public static let gd = "http://schemas.google.com/g/2005"
    /// OpenSearch (`openSearch:`).
    public static let openSearch = "http://a9.com/-/spec/opensearch/1.1/"
    /// Atom Publishing Protocol (`app:`).
    public static let app = "http://www.w3.org/2007/app"

    /// The prefix map for Xylem descriptions: Atom as the default namespace, plus `gd`.
    public static let map: [String: String] = ["": atom, "gd": gd, "openSearch": openSearch, "app": app]

    /// The path of the entries, for streaming reads.
    public static let entryPath = XMLRecordPath("feed/entry", namespaces: map)
}

/// A whole feed: its title and its entries.
public struct BenchmarkFeed: XMLReadable, Sendable, Equatable {
    /// The feed's own `title`.
    public var title = ""
    /// The entries, in document order.
    public var entries: [BenchmarkEntry] = []

    /// Creates a feed.
    public init(title: String = "", entries: [BenchmarkEntry] = []) {
        self.title = title
        self.entries = entries
    }

    /// The feed's `title` and every `entry`, in the Atom namespace.
    public static let xmlDescription = XMLDescription({ BenchmarkFeed() }, namespaces: BenchmarkNamespaces.map) {
        XMLChildText("title", \.title)
        XMLChildren("entry", \.entries)
    }
}

/// One feed entry.
public struct BenchmarkEntry: XMLReadable, Sendable, Equatable {
    /// The `gd:etag` attribute, entities decoded (`W/"…"`).
    public var etag = ""
    /// `id`.
    public var id = ""
    /// `title`, entities decoded.
    public var title = ""
    /// `published`, as written.
    public var published = ""
    /// `link` elements, in order.
    public var links: [BenchmarkLink] = []
    /// `author` elements, in order.
    public var authors: [BenchmarkAuthor] = []
    /// `category` elements, in order.
    public var categories: [BenchmarkCategory] = []
    /// `gd:rating`, read from its attributes.
    public var rating = BenchmarkRating()
    /// `gd:count`.
    public var count = 0
    /// `gd:visible`.
    public var visible = false

    /// Creates an empty entry, filled in by a reader.
    public init() {}

    /// `gd:etag`, `id`, `title`, `published`, links, authors, categories and the `gd` extensions; everything else is passed over.
    public static let xmlDescription = XMLDescription(BenchmarkEntry.init, namespaces: BenchmarkNamespaces.map) {
        XMLAttribute("gd:etag", \.etag)
        XMLChildText("id", \.id)
        XMLChildText("title", \.title)
        XMLChildText("published", \.published)
        XMLChildren("link", \.links)
        XMLChildren("author", \.authors)
        XMLChildren("category", \.categories)
        XMLChild("gd:rating", \.rating)
        XMLChildValue("gd:count", \.count)
        XMLChildValue("gd:visible", \.visible)
    }
}

/// A `link`: relation, address and media type.
public struct BenchmarkLink: XMLReadable, Sendable, Equatable {
    /// `rel`.
    public var rel = ""
    /// `href`, entities decoded.
    public var href = ""
    /// `type`.
    public var type = ""

    /// Creates a link.
    public init(rel: String = "", href: String = "", type: String = "") {
        self.rel = rel
        self.href = href
        self.type = type
    }

    /// The `rel`, `href` and `type` attributes.
    public static let xmlDescription = XMLDescription({ BenchmarkLink() }) {
        XMLAttribute("rel", \.rel)
        XMLAttribute("href", \.href)
        XMLAttribute("type", \.type)
    }
}

/// An `author`: name and e-mail address.
public struct BenchmarkAuthor: XMLReadable, Sendable, Equatable {
    /// `name`.
    public var name = ""
    /// `email`.
    public var email = ""

    /// Creates an author.
    public init(name: String = "", email: String = "") {
        self.name = name
        self.email = email
    }

    /// The `name` and `email` children, in the Atom namespace.
    public static let xmlDescription = XMLDescription({ BenchmarkAuthor() }, namespaces: BenchmarkNamespaces.map) {
        XMLChildText("name", \.name)
        XMLChildText("email", \.email)
    }
}

/// A `category`: scheme (empty when absent) and term.
public struct BenchmarkCategory: XMLReadable, Sendable, Equatable {
    /// `scheme`, or `""` when the attribute is absent.
    public var scheme = ""
    /// `term`.
    public var term = ""

    /// Creates a category.
    public init(scheme: String = "", term: String = "") {
        self.scheme = scheme
        self.term = term
    }

    /// The `scheme` and `term` attributes.
    public static let xmlDescription = XMLDescription({ BenchmarkCategory() }) {
        XMLAttribute("scheme", \.scheme)
        XMLAttribute("term", \.term)
    }
}

/// `gd:rating`, an extension element made of attributes only.
public struct BenchmarkRating: XMLReadable, Sendable, Equatable {
    /// `value`, the entry's own rating.
    public var value = 0
    /// `average`, over all raters.
    public var average = 0.0

    /// Creates a rating.
    public init(value: Int = 0, average: Double = 0) {
        self.value = value
        self.average = average
    }

    /// The `value` and `average` attributes.
    public static let xmlDescription = XMLDescription({ BenchmarkRating() }) {
        XMLAttribute("value", \.value)
        XMLAttribute("average", \.average)
    }
}
