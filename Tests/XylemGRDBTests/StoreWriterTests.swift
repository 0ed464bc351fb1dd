// Saving values with StoreWriter into a real SQLite file: uniquing by key, updates in place of the
// changed columns only, unchanged values writing nothing, and deleted markers.

import GRDB
import Testing
import XylemGRDB

@Suite("Store writer: rows")
struct StoreWriterTests {
    let directory: TemporaryDirectory
    let queue: DatabaseQueue

    init() throws {
        directory = try TemporaryDirectory()
        queue = try directory.queue()
    }

    static let episode = Episode(guid: "g1", title: "First", duration: 61)

    @Test func theSameKeyTwiceIsOneRowUpdated() throws {
        let (first, second) = try queue.write { db in
            let writer = StoreWriter(db)
            let first = try writer.save(Self.episode, as: Episode.store)
            var renamed = Self.episode
            renamed.title = "First, renamed"
            let second = try writer.save(renamed, as: Episode.store)
            return (first, second)
        }
        #expect(first.outcome == .inserted)
        #expect(second.outcome == .updated)
        #expect(first.id != nil && first.id == second.id)
        let rows = try queue.read { try Row.fetchAll($0, sql: "SELECT id, guid, title FROM episodes") }
        #expect(rows.count == 1)
        #expect(rows.first?["title"] == "First, renamed")
    }

    @Test func anUpdateWritesOnlyTheChangedColumnsAndKeepsTheRowID() throws {
        let id = try queue.write { try StoreWriter($0).save(Self.episode, as: Episode.store).id }
        var changed = Self.episode
        changed.duration = 90
        let outcome = try queue.write { try StoreWriter($0).save(changed, as: Episode.store) }
        #expect(outcome.outcome == .updated)
        #expect(outcome.id == id)
        let updates = try queue.read { try String.fetchAll($0, sql: "SELECT name FROM column_updates") }
        #expect(updates == ["duration"])
        let stored = try queue.read { try Row.fetchOne($0, sql: "SELECT id, duration FROM episodes") }
        #expect(stored?["id"] == id)
        #expect(stored?["duration"] == 90)
    }

    @Test func anUnchangedValueWritesNothing() throws {
        try queue.write { _ = try StoreWriter($0).save(Self.episode, as: Episode.store) }
        let (outcome, changes, type) = try queue.write { db in
            let before = db.totalChangesCount
            let outcome = try StoreWriter(db).save(Self.episode, as: Episode.store).outcome
            let type = try String.fetchOne(db, sql: "SELECT typeof(duration) FROM episodes")
            return (outcome, db.totalChangesCount - before, type)
        }
        #expect(outcome == .unchanged)
        #expect(changes == 0)
        // The description writes the duration as the text "61"; the INTEGER column holds 61, and
        // the comparison sees them equal.
        #expect(type == "integer")
        #expect(try count("column_updates", in: queue) == 0)
    }

    @Test func theParentIsPartOfTheKey() throws {
        let ids = try queue.write { db in
            let writer = StoreWriter(db)
            let one = try #require(try writer.save(Feed(url: "https://one.example", title: "One"), as: Feed.store).id)
            let two = try #require(try writer.save(Feed(url: "https://two.example", title: "Two"), as: Feed.store).id)
            return try [one, two, one].map {
                try writer.save(Self.episode, as: Episode.store, parent: StoreParent(column: "feed_id", id: $0))
            }
        }
        #expect(ids.map(\.outcome) == [.inserted, .inserted, .unchanged])
        #expect(ids[0].id == ids[2].id)
        #expect(try count("episodes", in: queue) == 2)
    }

    @Test func aDeletedMarkerDeletesTheRowItsChildrenAndJoinRows() throws {
        var episode = Self.episode
        episode.enclosures = [Enclosure(url: "https://example.com/1.mp3", length: 10, type: "audio/mpeg")]
        episode.people = [Person(email: "a@example.com", name: "A"), Person(email: "b@example.com", name: "B")]
        try queue.write { _ = try StoreWriter($0).save(episode, as: Episode.store) }
        #expect(try count("enclosures", in: queue) == 1)
        #expect(try count("episode_people", in: queue) == 2)

        let tombstone = Episode(guid: episode.guid, isDeleted: true)
        let outcomes = try queue.write { db in
            let writer = StoreWriter(db)
            return try [writer.save(tombstone, as: Episode.store), writer.save(tombstone, as: Episode.store)]
        }
        #expect(outcomes.map(\.outcome) == [.deleted, .notFound])
        #expect(try count("episodes", in: queue) == 0)
        #expect(try count("enclosures", in: queue) == 0)
        #expect(try count("episode_people", in: queue) == 0)
        // Shared values stay: other owners may link to them.
        #expect(try count("people", in: queue) == 2)
    }

    @Test func deleteAndRowIDByKey() throws {
        var episode = Self.episode
        episode.enclosures = [Enclosure(url: "https://example.com/1.mp3", length: 10)]
        let saved = try queue.write { try StoreWriter($0).save(episode, as: Episode.store).id }
        let (found, deleted, again, missing) = try queue.write { db in
            let writer = StoreWriter(db)
            let found = try writer.rowID(key: ["g1"], as: Episode.store)
            let deleted = try writer.delete(key: ["g1"], as: Episode.store)
            let again = try writer.delete(key: ["g1"], as: Episode.store)
            let missing = try writer.rowID(key: ["g1"], as: Episode.store)
            return (found, deleted, again, missing)
        }
        #expect(found == saved)
        #expect(deleted == .deleted)
        #expect(again == .notFound)
        #expect(missing == nil)
        #expect(try count("enclosures", in: queue) == 0)
    }

    @Test func aWriterIsUsableAfterAFailedSave() throws {
        let outcome = try queue.write { db in
            let writer = StoreWriter(db)
            // No feed 999: the foreign key fails the insert.
            #expect(throws: DatabaseError.self) {
                try writer.save(Self.episode, as: Episode.store, parent: StoreParent(column: "feed_id", id: 999))
            }
            let feed = try #require(try writer.save(Feed(url: "https://one.example"), as: Feed.store).id)
            return try writer.save(Self.episode, as: Episode.store, parent: StoreParent(column: "feed_id", id: feed))
        }
        #expect(outcome.outcome == .inserted)
        #expect(try count("episodes", in: queue) == 1)
    }

    @Test func aSaveOutsideATransactionWritesItsRowAndChildrenOrNothing() throws {
        try queue.write { db in
            try db.execute(
                sql: """
                    CREATE TRIGGER refuse BEFORE INSERT ON enclosures WHEN NEW.url = 'refused'
                    BEGIN SELECT RAISE(ABORT, 'enclosure refused'); END
                    """)
        }
        var episode = Self.episode
        episode.enclosures = [Enclosure(url: "kept", length: 1), Enclosure(url: "refused", length: 2)]
        let outcome = try queue.writeWithoutTransaction { db throws -> StoreOutcome in
            let writer = StoreWriter(db)
            #expect(throws: DatabaseError.self) { try writer.save(episode, as: Episode.store) }
            #expect(!db.isInsideTransaction)
            episode.enclosures.removeLast()
            return try writer.save(episode, as: Episode.store).outcome
        }
        #expect(outcome == .inserted)
        #expect(try count("episodes", in: queue) == 1)
        #expect(try count("enclosures", in: queue) == 1)
    }

    @Test func aKeyThatIsNotAColumnIsAnError() throws {
        let store = StoreDescription<Feed>(table: "feeds", key: ["link"]) {
            StoreColumn("url", \.url)
        }
        #expect(store.columns == ["url"])
        let error = #expect(throws: StoreDescriptionError.self) {
            try queue.write { _ = try StoreWriter($0).save(Feed(url: "u"), as: store) }
        }
        #expect(error?.table == "feeds")
        #expect(error?.problem.contains("'link'") == true)
    }

    @Test func aColumnNamedIDIsAnError() throws {
        let store = StoreDescription<Feed>(table: "feeds", key: ["url"]) {
            StoreColumn("url", \.url)
            StoreColumn("id", \.title)
        }
        let error = #expect(throws: StoreDescriptionError.self) {
            try queue.write { _ = try StoreWriter($0).save(Feed(url: "u"), as: store) }
        }
        #expect(error?.problem.contains("row id") == true)
    }
}
