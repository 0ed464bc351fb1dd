// Real SQLite files in a temporary directory for each test, migrated, and a dump of every row
// of every table to compare two databases.

import Foundation
import GRDB
import Xylem
import XylemGRDB

/// A directory removed when the value goes away.
final class TemporaryDirectory {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("xylem-grdb-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `text` to the file `name` in the directory and returns its path.
    func write(_ text: String, to name: String) throws -> String {
        let file = path + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// A migrated database queue on the file `name` of the directory.
    func queue(_ name: String = "test.sqlite") throws -> DatabaseQueue {
        let queue = try DatabaseQueue(path: "\(path)/\(name)")
        try testMigrator().migrate(queue)
        return queue
    }

    /// A migrated database pool on the file `name` of the directory.
    func pool(_ name: String = "test.sqlite") throws -> DatabasePool {
        let pool = try DatabasePool(path: "\(path)/\(name)")
        try testMigrator().migrate(pool)
        return pool
    }
}

/// Every row of every table but the import positions and the migrations, ids included, each
/// table's rows sorted by all their columns.
func allRows(_ database: any DatabaseReader) throws -> [String: [[DatabaseValue]]] {
    try database.read { db in
        let tables = try String.fetchAll(
            db,
            sql: """
                SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
                AND name NOT IN ('xylem_imports', 'grdb_migrations')
                """)
        var rows: [String: [[DatabaseValue]]] = [:]
        for table in tables {
            let order = try db.columns(in: table).indices.map { String($0 + 1) }.joined(separator: ", ")
            rows[table] = try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY \(order)").map {
                Array($0.databaseValues)
            }
        }
        return rows
    }
}

/// The number of rows of `table`.
func count(_ table: String, in database: any DatabaseReader) throws -> Int {
    try database.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM \(table)") ?? 0 }
}

/// A catalog document of `count` episodes: each with an enclosure and one or two of three
/// people, so that people are shared between episodes. `retitled` episodes have another title.
func catalog(_ count: Int, retitled: Set<Int> = [], deleted: Set<Int> = []) -> String {
    var xml = "<catalog>\n"
    for index in 0..<count {
        if deleted.contains(index) {
            xml += "<episode guid=\"e\(index)\" deleted=\"true\"/>\n"
            continue
        }
        let title = retitled.contains(index) ? "Episode \(index), revised" : "Episode \(index)"
        xml += "<episode guid=\"e\(index)\"><title>\(title)</title><duration>\(60 + index)</duration>"
        xml += "<enclosure url=\"https://example.com/e\(index).mp3\" length=\"\(1000 + index)\" type=\"audio/mpeg\"/>"
        xml += "<person><email>p\(index % 3)@example.com</email><name>Person \(index % 3)</name></person>"
        if index % 2 == 0 {
            xml += "<person><email>host@example.com</email><name>Host</name></person>"
        }
        xml += "</episode>\n"
    }
    return xml + "</catalog>\n"
}

/// The episodes of `catalog(count)`, as read.
func catalogEpisodes(_ count: Int) throws -> [Episode] {
    var episodes: [Episode] = []
    try XMLReader().readRecords(Episode.self, at: "catalog/episode", from: .string(catalog(count))) {
        episodes.append($0)
        return .continue
    }
    return episodes
}
