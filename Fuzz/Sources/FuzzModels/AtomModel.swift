// An Atom-shaped model that exercises most of what a description can say: nested objects and
// arrays, attributes, wrappers, XMLFlatten, XMLIgnore, raw XML, numbers, booleans, enums, several
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
        XMLAttribute("gd:etag", \.etag)
        XMLChildText("id", \.id)
        XMLChildText("title", \.title, trimmed: true)
        XMLChildText("updated", \.updated)
        XMLChildValue("openSearch:totalResults", \.totalResults)
        XMLChildren("link", \.links)
        XMLChildren("author", \.authors)
        XMLChildren("entry", \.entries)
        XMLIgnore("generator")
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
        XMLAttribute("gd:etag", \.etag)
        XMLChildText("id", \.id)
        XMLChildText("title", \.title)
        XMLChildValue("published", \.published)
        XMLFlatten("app:control")
        XMLChildValue("app:draft", \.draft)
        XMLChild("gd:rating", \.rating)
        XMLChildren("category", \.categories)
        XMLChildren("link", \.links)
        XMLChildValues("tag", \.tags, wrapper: "tags")
        XMLInnerXML("content", \.content)
        XMLChildText("summary", \.summary)
        XMLChildren(\.media) {
            XMLCase("media:thumbnail", FuzzThumbnail.self) { .thumbnail($0) }
            XMLCase("media:player", FuzzLink.self) { .player($0) }
        }
        XMLIgnore("gd:extendedProperty")
        XMLOnComplete { entry in
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
        XMLAttribute("rel", \.rel)
        XMLAttribute("href", \.href)
        XMLAttribute("type", \.type)
        XMLAttribute("length", \.length)
    }
}

public struct FuzzPerson: XMLReadable, Equatable, Sendable {
    public var name = ""
    public var email: String?

    public init() {}

    public static let xmlDescription = XMLDescription(FuzzPerson.init, namespaces: fuzzNamespaces) {
        XMLChildText("name", \.name)
        XMLChildText("email", \.email)
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
        XMLAttribute("scheme", \.scheme)
        XMLAttribute("term", \.term)
        XMLAttribute("label", \.label)
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
        XMLAttribute("average", \.average)
        XMLAttribute("min", \.min)
        XMLAttribute("max", \.max)
        XMLAttribute("numRaters", \.numRaters)
        XMLTextContent(\.text)
    }
}

public struct FuzzThumbnail: XMLReadable, Equatable, Sendable {
    public var url = ""
    public var width: Int16?
    public var height: UInt8?

    public init() {}

    public static let xmlDescription = XMLDescription(FuzzThumbnail.init, namespaces: fuzzNamespaces) {
        XMLAttribute("url", \.url)
        XMLAttribute("width", \.width)
        XMLAttribute("height", \.height)
    }
}

public enum FuzzMedia: Equatable, Sendable {
    case thumbnail(FuzzThumbnail)
    case player(FuzzLink)
}
