// Small podcast-like models for the store tests: episodes with enclosures (children), people
// (shared values) and a deleted marker, each declared with an Xylem description and a store.

import GRDB
import Xylem
import XylemGRDB

struct Feed: Sendable, Equatable {
    var url = ""
    var title = ""

    static let store = StoreDescription<Feed>(table: "feeds", key: ["url"]) {
        StoreColumn("url", \.url)
        StoreColumn("title", \.title)
    }
}

struct Enclosure: XMLReadable, Sendable, Equatable {
    var url = ""
    var length = 0
    var type: String?

    static let xmlDescription = XMLDescription(Enclosure.init) {
        XMLAttribute("url", \.url)
        XMLAttribute("length", \.length)
        XMLAttribute("type", \.type)
    }

    static let store = StoreDescription<Enclosure>(table: "enclosures", key: ["url"]) {
        StoreColumns(from: xmlDescription)
    }
}

struct Person: XMLReadable, Sendable, Equatable {
    var email = ""
    var name = ""

    static let xmlDescription = XMLDescription(Person.init) {
        XMLChildText("email", \.email)
        XMLChildText("name", \.name)
    }

    static let store = StoreDescription<Person>(table: "people", key: ["email"]) {
        StoreColumns(from: xmlDescription)
    }
}

struct Episode: XMLReadable, Sendable, Equatable {
    var guid = ""
    var isDeleted = false
    var title = ""
    var duration: Int?
    var enclosures: [Enclosure] = []
    var people: [Person] = []
    var artwork: Enclosure?

    static let xmlDescription = XMLDescription(Episode.init) {
        XMLAttribute("guid", \.guid)
        XMLAttribute("deleted", \.isDeleted)
        XMLChildText("title", \.title)
        XMLChildValue("duration", \.duration)
        XMLChildren("enclosure", \.enclosures)
        XMLChildren("person", \.people)
        XMLChild("artwork", \.artwork)
    }

    /// Enclosures replaced as a whole.
    static let store = StoreDescription<Episode>(table: "episodes", key: ["guid"], deleted: { $0.isDeleted }) {
        StoreColumns(from: xmlDescription, except: ["deleted"])
        StoreChildren(\.enclosures, store: Enclosure.store, foreignKey: "episode_id")
        StoreSharedValues(
            \.people, store: Person.store, joinTable: "episode_people", ownerColumn: "episode_id",
            valueColumn: "person_id")
    }

    /// One artwork row per episode (an empty key), updated in place.
    static let artworkStore = StoreDescription<Episode>(table: "episodes", key: ["guid"]) {
        StoreColumns(from: xmlDescription, except: ["deleted"])
        StoreChildren(
            \.artwork,
            store: StoreDescription<Enclosure>(table: "artworks", key: []) {
                StoreColumns(from: Enclosure.xmlDescription)
            },
            foreignKey: "episode_id", update: .merge)
    }

    /// Enclosures merged by URL.
    static let mergingStore = StoreDescription<Episode>(table: "episodes", key: ["guid"], deleted: { $0.isDeleted }) {
        StoreColumns(from: xmlDescription, except: ["deleted"])
        StoreChildren(\.enclosures, store: Enclosure.store, foreignKey: "episode_id", update: .merge)
    }
}

/// The schema of the test database, as an application's migrations would create it, with
/// triggers that log which columns an UPDATE sets.
func testMigrator() -> DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("podcasts") { db in
        try db.execute(
            sql: """
                CREATE TABLE feeds (id INTEGER PRIMARY KEY, url TEXT NOT NULL UNIQUE, title TEXT);
                CREATE TABLE episodes (
                    id INTEGER PRIMARY KEY, feed_id INTEGER REFERENCES feeds(id), guid TEXT NOT NULL,
                    title TEXT, duration INTEGER, UNIQUE (feed_id, guid));
                CREATE TABLE enclosures (
                    id INTEGER PRIMARY KEY, episode_id INTEGER NOT NULL REFERENCES episodes(id),
                    url TEXT NOT NULL, length INTEGER, type TEXT);
                CREATE TABLE artworks (
                    id INTEGER PRIMARY KEY, episode_id INTEGER NOT NULL REFERENCES episodes(id),
                    url TEXT NOT NULL, length INTEGER, type TEXT);
                CREATE TABLE people (id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE, name TEXT);
                CREATE TABLE episode_people (
                    episode_id INTEGER NOT NULL REFERENCES episodes(id),
                    person_id INTEGER NOT NULL REFERENCES people(id),
                    position INTEGER NOT NULL, PRIMARY KEY (episode_id, person_id));
                CREATE TABLE column_updates (name TEXT NOT NULL);
                CREATE TRIGGER episodes_guid AFTER UPDATE OF guid ON episodes
                    BEGIN INSERT INTO column_updates VALUES ('guid'); END;
                CREATE TRIGGER episodes_title AFTER UPDATE OF title ON episodes
                    BEGIN INSERT INTO column_updates VALUES ('title'); END;
                CREATE TRIGGER episodes_duration AFTER UPDATE OF duration ON episodes
                    BEGIN INSERT INTO column_updates VALUES ('duration'); END;
                """)
    }
    return migrator
}
