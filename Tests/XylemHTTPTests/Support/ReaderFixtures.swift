// What the readers' tests share: documents written for them (Atom and RSS pages with next links),
// a record type, and a fetcher that is shut down after each test.

import Testing
import Xylem
import XylemHTTP

enum ReaderFixtures {
    static let atomNamespace = "http://www.w3.org/2005/Atom"

    /// An Atom feed page with entries of the given ids (titled "Entry <id>") and a next link.
    static func atomPage(ids: [String], next: String?, title: String = "Paged feed") -> String {
        var xml = #"<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom">"#
        xml += "<id>urn:paged</id><title>\(title)</title><updated>2024-05-01T00:00:00Z</updated>"
        if let next { xml += #"<link rel="next" href="\#(next)"/>"# }
        for id in ids {
            xml += "\n<entry><id>\(id)</id><title>Entry \(id)</title><updated>2024-05-01T00:00:00Z</updated></entry>"
        }
        return xml + "\n</feed>\n"
    }

    /// An RSS 2.0 channel page with items of the given guids (titled "Item <guid>") and, when
    /// given, an `atom:link rel="next"`.
    static func rssPage(guids: [String], next: String?, title: String = "Archive") -> String {
        var xml = #"<?xml version="1.0"?><rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>"#
        xml += "<title>\(title)</title><link>http://example.com/</link>"
        if let next { xml += #"<atom:link rel="next" href="\#(next)"/>"# }
        for guid in guids {
            xml += "\n<item><guid isPermaLink=\"false\">\(guid)</guid><title>Item \(guid)</title></item>"
        }
        return xml + "\n</channel></rss>\n"
    }

    /// A fetcher that does not retry (a failure shows at once) and keeps no cache unless asked,
    /// shut down after `body`, also when it throws.
    static func withFetcher<Result>(
        _ configure: (inout HTTPFetcher.Configuration) -> Void = { _ in },
        _ body: (HTTPFetcher) async throws -> Result
    ) async throws -> Result {
        try await XylemHTTPTests.withFetcher(
            { configuration in
                configuration.retry = .never
                configuration.cache = nil
                configure(&configuration)
            }, body)
    }

    /// The kind of `error`, when it is an ``HTTPFetchError``.
    static func fetchErrorKind(_ error: (any Error)?) -> HTTPFetchError.Kind? {
        (error as? HTTPFetchError)?.kind
    }
}

/// An Atom entry's id and title, for reading records with the core's reader.
struct AtomEntryRecord: XMLReadable, Equatable {
    var id = ""
    var title = ""

    static let path = XMLRecordPath("feed/entry", namespaces: ["": ReaderFixtures.atomNamespace])
    static let xmlDescription = XMLDescription(AtomEntryRecord.init, namespaces: ["": ReaderFixtures.atomNamespace]) {
        XMLChildText("id", \.id)
        XMLChildText("title", \.title)
    }
}
