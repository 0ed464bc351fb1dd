// Subscription lists as feed readers export them: OPML with nested folders, broken OPML repaired,
// plain lists of URLs, and documents that are no subscription list.

import Testing
import XylemFeeds

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

@Suite("Subscription lists")
struct SubscriptionListTests {
    static let opml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <opml version="2.0">
          <head><title>My feeds</title></head>
          <body>
            <outline text="Loose" type="rss" xmlUrl=" https://loose.example/feed " htmlUrl="https://loose.example/"/>
            <outline text="Tech" title="Technology">
              <outline text="Swift" title="Swift blog" type="rss" xmlUrl="https://swift.example/atom.xml"
                htmlUrl="https://swift.example/"/>
              <outline title="Deep">
                <outline text="Nested" xmlUrl="https://nested.example/rss"/>
                <outline text="A link, not a feed" type="link" url="https://link.example/"/>
              </outline>
            </outline>
            <outline text="News">
              <outline text="Any type" type="atom" xmlUrl="https://news.example/atom"/>
              <outline text="Swift again" xmlUrl="https://swift.example/atom.xml"/>
            </outline>
          </body>
        </opml>
        """

    @Test("OPML: every outline with an xmlUrl, with its folders as categories; first of duplicates kept")
    func nestedFolders() throws {
        let list = try SubscriptionList.read(Array(Self.opml.utf8))
        #expect(
            list.feeds == [
                Subscription(url: "https://loose.example/feed", title: "Loose", siteURL: "https://loose.example/"),
                Subscription(
                    url: "https://swift.example/atom.xml", title: "Swift", siteURL: "https://swift.example/",
                    categories: ["Tech"]),
                Subscription(url: "https://nested.example/rss", title: "Nested", categories: ["Tech", "Deep"]),
                Subscription(url: "https://news.example/atom", title: "Any type", categories: ["News"]),
            ])
    }

    @Test("OPML 1.0 with only titles, read from a file")
    func opml10File() throws {
        let opml = """
            <opml version="1.0"><body>
              <outline title="Folder"><outline title="Feed" xmlUrl="https://one.example/rss"/></outline>
            </body></opml>
            """
        let path = try Self.temporaryFile(opml)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let list = try SubscriptionList.read(contentsOf: path)
        #expect(list.feeds == [Subscription(url: "https://one.example/rss", title: "Feed", categories: ["Folder"])])
    }

    @Test("broken OPML is repaired as feeds are: a bare & and an HTML entity in titles")
    func brokenOPMLRepaired() throws {
        let opml = """
            <opml version="2.0"><body>
              <outline text="News & Views"><outline text="Caf&eacute;" xmlUrl="https://cafe.example/rss?a=1&b=2"/></outline>
            </body></opml>
            """
        let list = try SubscriptionList.read(Array(opml.utf8))
        #expect(
            list.feeds == [
                Subscription(url: "https://cafe.example/rss?a=1&b=2", title: "Café", categories: ["News & Views"])
            ])
    }

    @Test("OPML in UTF-16 with its byte order mark is OPML")
    func utf16() throws {
        let opml =
            "\u{FEFF}  <opml version=\"2.0\"><body><outline text=\"Ü\" xmlUrl=\"https://u.example/\"/></body></opml>"
        let bytes = opml.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(try SubscriptionList.read(bytes).feeds == [Subscription(url: "https://u.example/", title: "Ü")])
    }

    @Test("a list of URLs: one a line, trimmed, blank lines and # comments skipped, duplicates once")
    func urlList() throws {
        let text = """
            \u{FEFF}# My feeds
              https://one.example/rss\t

            https://two.example/atom.xml\r
               # an indented comment
            https://one.example/rss
            https://three.example/feed
            """
        let list = try SubscriptionList.read(Array(text.utf8))
        #expect(
            list.feeds.map(\.url) == [
                "https://one.example/rss", "https://two.example/atom.xml", "https://three.example/feed",
            ])
        #expect(list.feeds.allSatisfy { $0.title == nil && $0.siteURL == nil && $0.categories.isEmpty })
    }

    @Test("an empty file is an empty list")
    func empty() throws {
        #expect(try SubscriptionList.read([]).feeds.isEmpty)
        #expect(try SubscriptionList.read(Array(" \n\n".utf8)).feeds.isEmpty)
    }

    @Test("an XML document that is not OPML is refused, naming its root and the file")
    func notOPML() throws {
        let rss = "<?xml version=\"1.0\"?>\n<rss version=\"2.0\"><channel><title>T</title></channel></rss>"
        let error = try #require(throws: SubscriptionListError.self) {
            try SubscriptionList.read(Array(rss.utf8))
        }
        guard case .notOPML(let root, let line) = error.kind else {
            Issue.record("expected notOPML, got \(String(describing: error.kind))")
            return
        }
        #expect(root == "<rss> (no namespace)")
        #expect(line == 2)
        #expect("\(error)" == "line 2: the root element is <rss> (no namespace), not <opml>: not a subscription list")
        let path = try Self.temporaryFile(rss)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let fromFile = try #require(throws: SubscriptionListError.self) {
            try SubscriptionList.read(contentsOf: path)
        }
        #expect(fromFile.path == path)
        #expect("\(fromFile)".hasPrefix("\(path): "))
    }

    @Test("a missing file is refused, naming it")
    func missingFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-list-\(UUID()).opml").path
        let error = try #require(throws: SubscriptionListError.self) {
            try SubscriptionList.read(contentsOf: path)
        }
        guard case .unreadableFile = error.kind else {
            Issue.record("expected unreadableFile, got \(String(describing: error.kind))")
            return
        }
        #expect("\(error)".contains(path))
    }

    @Test("markup that cannot be read even repaired is refused with its position")
    func unreadableXML() throws {
        let error = try #require(throws: SubscriptionListError.self) {
            try SubscriptionList.read(Array("<".utf8))
        }
        guard case .unreadableXML(let readError) = error.kind else {
            Issue.record("expected unreadableXML, got \(String(describing: error.kind))")
            return
        }
        #expect(readError.line == 1)
    }

    static func temporaryFile(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("xylem-subscriptions-\(UUID())")
        try Data(text.utf8).write(to: url)
        return url.path
    }
}
