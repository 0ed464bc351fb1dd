// An Atom-shaped model that exercises most of what a description can say: nested objects and
// arrays, attributes, wrappers, Skip, Ignore, raw XML, numbers, booleans, enums, several
// namespaces, a choice of element names and a completion hook that can throw.

import Xylem

/// The namespaces the fuzzing model uses.
public let fuzzNamespaces = [
    "": "http://www.w3.org/2005/Atom",
    "gd": "http://schemas.google.com/g/2005",
    "openSearch": "http://a9.com/-/spec/opensearch/1.1/",
    "app": "http://www.w3.org/2007/app",
    "media": "http://search.yahoo.com/mrss/",
]

public struct FuzzFeed: XMLReadable, Equatable, Sendable {
    public var etag: String?
    public var id = ""
    public var title = ""
    public var updated = ""
    public var totalResults: Int?
    public var links: [FuzzLink] = []
    public var authors: [FuzzPerson] = []
    public var entries: [FuzzEntry] = []

    public init() {}

    public static let xmlDescription = XMLDescription(FuzzFeed.init, namespaces: fuzzNamespaces) {
        Attribute("gd:etag", \.etag)
        Text("id", \.id)
        Text("title", \.title, trimmed: true)
        Text("updated", \.updated)
        Value("openSearch:totalResults", \.totalResults)
        Children("link", \.links)
        Children("author", \.authors)
        Children("entry", \.entries)
        Ignore("generator")
    }
}

public struct FuzzEntry: XMLReadable, Equatable, Sendable {
    public var etag: String?
    public var id = ""
    public var title = ""
    public var published: Double?
    public var draft = false
    public var rating: FuzzRating?
    public var categories: [FuzzCategory] = []
    public var links: [FuzzLink] = []
    public var tags: [String] = []
    public var content = ""
    public var summary = ""
    public var media: [FuzzMedia] = []

    public init() {}

    public static let xmlDescription = XMLDescription(FuzzEntry.init, namespaces: fuzzNamespaces) {
        Attribute("gd:etag", \.etag)
        Text("id", \.id)
        Text("title", \.title)
        Value("published", \.published)
        Flatten("app:control")
        Value("app:draft", \.draft)
        Child("gd:rating", \.rating)
        Children("category", \.categories)
        Children("link", \.links)
        Values("tag", \.tags, wrapper: "tags")
        RawXML("content", \.content)
        Text("summary", \.summary)
        Children(\.media) {
            Case("media:thumbnail", FuzzThumbnail.self) { .thumbnail($0) }
            Case("media:player", FuzzLink.self) { .player($0) }
        }
        Ignore("gd:extendedProperty")
        OnComplete { entry in
            // A hook that can fail, so that user-code errors are fuzzed too.
            if entry.title == "THROW" { throw FuzzHookError() }
        }
    }
}

public struct FuzzHookError: Error, Equatable {
    public init() {}
}

public struct FuzzLink: XMLReadable, Equatable, Sendable {
    public var rel = ""
    public var href = ""
    public var type: String?
    public var length: UInt32?

    public init() {}

    public static let xmlDescription = XMLDescription(FuzzLink.init, namespaces: fuzzNamespaces) {
        Attribute("rel", \.rel)
        Attribute("href", \.href)
        Attribute("type", \.type)
        Attribute("length", \.length)
    }
}

public struct FuzzPerson: XMLReadable, Equatable, Sendable {
    public var name = ""
    public var email: String?

    public init() {}

    public static let xmlDescription = XMLDescription(FuzzPerson.init, namespaces: fuzzNamespaces) {
        Text("name", \.name)
        Text("email", \.email)
    }
}

public enum FuzzScheme: String, XMLValue, Sendable, Equatable {
    case kind = "http://schemas.google.com/g/2005#kind"
    case label = "http://schemas.google.com/g/2005/labels"
}

public struct FuzzCategory: XMLReadable, Equatable, Sendable {
    public var scheme: FuzzScheme?
    public var term = ""
    public var label: String?

    public init() {}

    public static let xmlDescription = XMLDescription(FuzzCategory.init, namespaces: fuzzNamespaces) {
        Attribute("scheme", \.scheme)
        Attribute("term", \.term)
        Attribute("label", \.label)
    }
}

public struct FuzzRating: XMLReadable, Equatable, Sendable {
    public var average: Double = 0
    public var min = 0
    public var max = 0
    public var numRaters: Int64?
    public var text = ""

    public init() {}

    public static let xmlDescription = XMLDescription(FuzzRating.init, namespaces: fuzzNamespaces) {
        Attribute("average", \.average)
        Attribute("min", \.min)
        Attribute("max", \.max)
        Attribute("numRaters", \.numRaters)
        TextContent(\.text)
    }
}

public struct FuzzThumbnail: XMLReadable, Equatable, Sendable {
    public var url = ""
    public var width: Int16?
    public var height: UInt8?

    public init() {}

    public static let xmlDescription = XMLDescription(FuzzThumbnail.init, namespaces: fuzzNamespaces) {
        Attribute("url", \.url)
        Attribute("width", \.width)
        Attribute("height", \.height)
    }
}

public enum FuzzMedia: Equatable, Sendable {
    case thumbnail(FuzzThumbnail)
    case player(FuzzLink)
}
