// Children rows replaced or merged, and shared values linked through a join table.

import GRDB
import Testing
import XylemGRDB

@Suite("Store writer: children and shared values")
struct StoreChildrenTests {
    let directory: TemporaryDirectory
    let queue: DatabaseQueue

    init() throws {
        directory = try TemporaryDirectory()
        queue = try directory.queue()
    }

    static let a = Enclosure(url: "https://example.com/a.mp3", length: 1, type: "audio/mpeg")
    static let b = Enclosure(url: "https://example.com/b.mp3", length: 2, type: "audio/mpeg")
    static let c = Enclosure(url: "https://example.com/c.mp3", length: 3)

    func save(_ enclosures: [Enclosure], as store: StoreDescription<Episode>) throws -> StoreOutcome {
        let episode = Episode(guid: "g", title: "T", enclosures: enclosures)
        return try queue.write { try StoreWriter($0).save(episode, as: store).outcome }
    }

    /// The enclosures' rows: id, URL and length, oldest first.
    func enclosureRows() throws -> [(id: Int64, url: String, length: Int)] {
        try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT id, url, length FROM enclosures ORDER BY id").map {
                ($0["id"], $0["url"], $0["length"])
            }
        }
    }

    @Test func replacedChildrenEqualTheArrayAndAreKeptWhenUnchanged() throws {
        #expect(try save([Self.a, Self.b], as: Episode.store) == .inserted)
        let first = try enclosureRows()
        #expect(first.map(\.url) == [Self.a.url, Self.b.url])

        #expect(try save([Self.a, Self.b], as: Episode.store) == .unchanged)
        #expect(try enclosureRows().map(\.id) == first.map(\.id))

        #expect(try save([Self.b, Self.c], as: Episode.store) == .updated)
        #expect(try enclosureRows().map(\.url) == [Self.b.url, Self.c.url])

        var longer = Self.b
        longer.length = 20
        #expect(try save([longer], as: Episode.store) == .updated)
        #expect(try enclosureRows().map(\.length) == [20])

        #expect(try save([], as: Episode.store) == .updated)
        #expect(try enclosureRows().isEmpty)
    }

    @Test func mergedChildrenAreSavedByKeyAndOthersKept() throws {
        #expect(try save([Self.a, Self.b], as: Episode.mergingStore) == .inserted)
        let first = try enclosureRows()

        var longer = Self.b
        longer.length = 20
        #expect(try save([longer], as: Episode.mergingStore) == .updated)
        let merged = try enclosureRows()
        #expect(merged.map(\.id) == first.map(\.id))
        #expect(merged.map(\.length) == [1, 20])

        #expect(try save([Self.a], as: Episode.mergingStore) == .unchanged)
        #expect(try save([Self.c], as: Episode.mergingStore) == .updated)
        #expect(try enclosureRows().map(\.url) == [Self.a.url, Self.b.url, Self.c.url])
    }

    @Test func anOptionalChildWithAnEmptyKeyIsOneRowPerParent() throws {
        func save(_ artwork: Enclosure?) throws -> StoreOutcome {
            let episode = Episode(guid: "g", title: "T", artwork: artwork)
            return try queue.write { try StoreWriter($0).save(episode, as: Episode.artworkStore).outcome }
        }
        func rows() throws -> [String] {
            try queue.read { try String.fetchAll($0, sql: "SELECT id || ' ' || url FROM artworks") }
        }
        #expect(try save(Self.a) == .inserted)
        let first = try rows()
        #expect(try save(Self.b) == .updated)
        #expect(try rows() == [first[0].replacing(Self.a.url, with: Self.b.url)])
        #expect(try save(nil) == .unchanged)
        #expect(try rows().count == 1)
    }

    @Test func ownersShareOneRowPerValue() throws {
        let host = Person(email: "host@example.com", name: "Host")
        let guest = Person(email: "guest@example.com", name: "Guest")
        let outcomes = try queue.write { db in
            let writer = StoreWriter(db)
            return try [
                writer.save(Episode(guid: "1", people: [host, guest]), as: Episode.store),
                writer.save(Episode(guid: "2", people: [host]), as: Episode.store),
                writer.save(Episode(guid: "1", people: [host, guest]), as: Episode.store),
            ].map(\.outcome)
        }
        #expect(outcomes == [.inserted, .inserted, .unchanged])
        #expect(try count("people", in: queue) == 2)
        let links = try queue.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT e.guid, p.email, j.position FROM episode_people j
                    JOIN episodes e ON e.id = j.episode_id JOIN people p ON p.id = j.person_id
                    ORDER BY e.guid, j.position
                    """
            ).map { "\($0["guid"] as String) \($0["email"] as String) \($0["position"] as Int)" }
        }
        #expect(links == ["1 host@example.com 0", "1 guest@example.com 1", "2 host@example.com 0"])
    }

    @Test func joinRowsFollowTheArraysOrderAndValuesAreUpdated() throws {
        let host = Person(email: "host@example.com", name: "Host")
        let guest = Person(email: "guest@example.com", name: "Guest")
        try queue.write { _ = try StoreWriter($0).save(Episode(guid: "1", people: [host, guest]), as: Episode.store) }
        let renamed = Person(email: host.email, name: "The Host")
        let outcome = try queue.write {
            try StoreWriter($0).save(Episode(guid: "1", people: [guest, renamed]), as: Episode.store).outcome
        }
        #expect(outcome == .updated)
        let rows = try queue.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT p.name FROM episode_people j JOIN people p ON p.id = j.person_id ORDER BY j.position
                    """
            ).map { $0["name"] as String }
        }
        #expect(rows == ["Guest", "The Host"])
        #expect(try count("people", in: queue) == 2)
    }

    @Test func forgettingCachedIDsAfterARollbackSavesTheValueAgain() throws {
        let host = Person(email: "host@example.com", name: "Host")
        try queue.writeWithoutTransaction { db in
            let writer = StoreWriter(db)
            try db.inTransaction {
                _ = try writer.save(Episode(guid: "1", people: [host]), as: Episode.store)
                return .rollback
            }
            writer.forgetCachedIDs()
            try db.inTransaction {
                _ = try writer.save(Episode(guid: "2", people: [host]), as: Episode.store)
                return .commit
            }
        }
        let linked = try queue.read { db in
            try String.fetchAll(
                db, sql: "SELECT p.email FROM episode_people j JOIN people p ON p.id = j.person_id")
        }
        #expect(linked == [host.email])
    }
}
