// The tables of `FeedDatabase`, created by GRDB's migrator: ordinary SQLite tables that `sqlite3`
// and other tools read. Each migration is named and never edited once released; a change of the
// schema is a new migration.

import GRDB

enum FeedSchema {
    /// The migrations, in order.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("feeds-v1") { db in
            for statement in version1 { try db.execute(sql: statement) }
        }
        return migrator
    }

    /// Shared values (authors, categories) keep empty strings rather than NULL in their unique
    /// keys: SQLite holds NULLs distinct in a UNIQUE constraint, which would let duplicates in.
    static let version1 = [
        """
        CREATE TABLE feeds (
            id INTEGER PRIMARY KEY,
            url TEXT NOT NULL UNIQUE,
            format TEXT,
            title TEXT,
            link TEXT,
            updated TEXT
        )
        """,
        """
        CREATE TABLE items (
            id INTEGER PRIMARY KEY,
            feed_id INTEGER NOT NULL REFERENCES feeds(id) ON DELETE CASCADE,
            key TEXT NOT NULL,
            guid TEXT,
            title TEXT,
            link TEXT,
            published TEXT,
            updated TEXT,
            summary TEXT,
            content TEXT,
            UNIQUE (feed_id, key)
        )
        """,
        """
        CREATE TABLE enclosures (
            id INTEGER PRIMARY KEY,
            item_id INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,
            url TEXT NOT NULL,
            length INTEGER,
            type TEXT
        )
        """,
        "CREATE INDEX enclosures_item ON enclosures(item_id)",
        """
        CREATE TABLE authors (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL DEFAULT '',
            email TEXT NOT NULL DEFAULT '',
            uri TEXT NOT NULL DEFAULT '',
            UNIQUE (name, email, uri)
        )
        """,
        """
        CREATE TABLE item_authors (
            item_id INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,
            author_id INTEGER NOT NULL REFERENCES authors(id),
            position INTEGER NOT NULL,
            PRIMARY KEY (item_id, position)
        ) WITHOUT ROWID
        """,
        """
        CREATE TABLE categories (
            id INTEGER PRIMARY KEY,
            term TEXT NOT NULL UNIQUE
        )
        """,
        """
        CREATE TABLE item_categories (
            item_id INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,
            category_id INTEGER NOT NULL REFERENCES categories(id),
            position INTEGER NOT NULL,
            PRIMARY KEY (item_id, position)
        ) WITHOUT ROWID
        """,
        """
        CREATE TABLE feed_http (
            feed_id INTEGER PRIMARY KEY REFERENCES feeds(id) ON DELETE CASCADE,
            etag TEXT,
            last_modified TEXT,
            checked TEXT
        )
        """,
    ]
}
