// Columns made from an Xylem description: which lines become columns, their names, and the XML
// text they hold.

import GRDB
import Testing
import Xylem
import XylemGRDB

struct Show: XMLReadable, Sendable {
    var code = ""
    var title = ""
    var episodeType: String?
    var duration: Int?
    var imageHref: String?
    var keywords: [String] = []
    var owner: Person?
    var summary = ""
    var explicit = false

    static let xmlDescription = XMLDescription(
        Show.init, namespaces: ["itunes": "http://www.itunes.com/dtds/podcast-1.0.dtd"]
    ) {
        XMLAttribute("code", \.code)
        XMLChildText("title", \.title)
        XMLChildText("itunes:episode-type", \.episodeType)
        XMLChildValue("itunes:duration", \.duration)
        XMLAttribute("itunes:image/@href", \.imageHref)
        XMLChildValues("keyword", \.keywords)
        XMLChild("owner", \.owner)
        XMLChildText("itunes:summary", \.summary)
        XMLChildValue("itunes:explicit", \.explicit)
    }

    static let store = StoreDescription<Show>(table: "shows", key: ["code"]) {
        StoreColumns(from: xmlDescription, except: ["summary"])
    }
}

@Suite("Store columns from a description")
struct StoreColumnsTests {
    @Test func attributesAndTextElementsAreColumnsNamedByLocalName() {
        #expect(Show.store.columns == ["code", "title", "episode_type", "duration", "href", "explicit"])
    }

    @Test func columnsHoldTheValuesXMLText() throws {
        let directory = try TemporaryDirectory()
        let queue = try DatabaseQueue(path: "\(directory.path)/shows.sqlite")
        try queue.write { db in
            try db.execute(
                sql: """
                    CREATE TABLE shows (id INTEGER PRIMARY KEY, code TEXT, title TEXT, episode_type TEXT,
                        duration INTEGER, href TEXT, explicit TEXT)
                    """)
        }
        let show = Show(
            code: "s1", title: "Show", episodeType: nil, duration: 42, imageHref: "https://example.com/i.png",
            explicit: true)
        let outcomes = try queue.write { db in
            let writer = StoreWriter(db)
            return try [writer.save(show, as: Show.store).outcome, writer.save(show, as: Show.store).outcome]
        }
        #expect(outcomes == [.inserted, .unchanged])
        let row = try #require(try queue.read { try Row.fetchOne($0, sql: "SELECT * FROM shows") })
        #expect(row["title"] == "Show")
        #expect(row["episode_type"] == nil as String?)
        #expect(row["duration"] == 42)
        #expect(row["href"] == "https://example.com/i.png")
        #expect(row["explicit"] == "true")
    }
}
