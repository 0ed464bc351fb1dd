#!/usr/bin/env python3
# The Python reference for the `xylem import` benchmark: streams an RSS 2.0 feed with lxml's
# iterparse into SQLite with the schema of `xylem import`, doing the same work per item.
#
# Setup: pip install lxml          Usage: python3 import_lxml.py FEED.xml --db FEED.sqlite
#
# One `feeds` row for the file (its absolute path as url, format 'rss', the channel's title, link
# and last change), then per item: the row with the same (feed_id, key) is fetched first; a new
# item is inserted, a known one gets only its changed columns updated, and its enclosures, authors
# and categories rewritten only when they differ. Authors and categories are stored once each in
# their own tables and linked with their position. Items are committed in IMMEDIATE transactions
# of --batch-size items. The last line printed is the counts as `xylem import` prints them.
#
# The fields are chosen as the XylemFeeds view chooses them for RSS (Feed+RSS.swift): id from
# guid, else dc:identifier; link from link, else an alternate atom:link, else a permalink guid;
# title from title, else dc:title, else media:title; summary from description, else
# dc:description, itunes:summary or media:description; content from content:encoded; authors from
# author (parsed as "email (Name)" or "Name <email>"), else dc:creator, else itunes:author;
# categories from category, then dc:subject; published from pubDate, else dcterms:issued, else
# the last change (dc:date, else dcterms:modified). Titles, ids and links are trimmed of XML white
# space; the other texts are kept as written. SQLite runs with GRDB's defaults: foreign keys on,
# SQLite's default journal and synchronous modes.

import argparse
import calendar
import datetime
import email.utils
import json
import os
import sqlite3
import sys
import time
import urllib.parse

from lxml import etree

# The schema of `xylem import` (FeedDatabase), table for table.
SCHEMA = """
CREATE TABLE feeds (
    id INTEGER PRIMARY KEY,
    url TEXT NOT NULL UNIQUE,
    format TEXT,
    title TEXT,
    link TEXT,
    updated TEXT
);
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
);
CREATE TABLE enclosures (
    id INTEGER PRIMARY KEY,
    item_id INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,
    url TEXT NOT NULL,
    length INTEGER,
    type TEXT
);
CREATE INDEX enclosures_item ON enclosures(item_id);
CREATE TABLE authors (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL DEFAULT '',
    email TEXT NOT NULL DEFAULT '',
    uri TEXT NOT NULL DEFAULT '',
    UNIQUE (name, email, uri)
);
CREATE TABLE item_authors (
    item_id INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,
    author_id INTEGER NOT NULL REFERENCES authors(id),
    position INTEGER NOT NULL,
    PRIMARY KEY (item_id, position)
) WITHOUT ROWID;
CREATE TABLE categories (
    id INTEGER PRIMARY KEY,
    term TEXT NOT NULL UNIQUE
);
CREATE TABLE item_categories (
    item_id INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,
    category_id INTEGER NOT NULL REFERENCES categories(id),
    position INTEGER NOT NULL,
    PRIMARY KEY (item_id, position)
) WITHOUT ROWID;
CREATE TABLE feed_http (
    feed_id INTEGER PRIMARY KEY REFERENCES feeds(id) ON DELETE CASCADE,
    etag TEXT,
    last_modified TEXT,
    checked TEXT
);
"""

CONTENT = "{http://purl.org/rss/1.0/modules/content/}"
DC = "{http://purl.org/dc/elements/1.1/}"
DCTERMS = "{http://purl.org/dc/terms/}"
MEDIA = "{http://search.yahoo.com/mrss/}"
ATOM = "{http://www.w3.org/2005/Atom}"
RDF_ABOUT = "{http://www.w3.org/1999/02/22-rdf-syntax-ns#}about"
XML_BASE = "{http://www.w3.org/XML/1998/namespace}base"
# The iTunes namespace and the other spellings of it that XylemFeeds reads (FeedNamespaces.swift).
ITUNES = (
    "{http://www.itunes.com/dtds/podcast-1.0.dtd}",
    "{http://example.com/DTDs/Podcast-1.0.dtd}",
    "{HTTP://WWW.ITUNES.COM/DTDS/PODCAST-1.0.DTD}",
)
ITUNES_AUTHOR = {prefix + "author" for prefix in ITUNES}
ITUNES_SUMMARY = {prefix + "summary" for prefix in ITUNES}

ITEM_COLUMNS = ("guid", "title", "link", "published", "updated", "summary", "content")
WHITESPACE = " \t\r\n"
SHARED_ID_CACHE_LIMIT = 10_000


def trimmed(text):
    return None if text is None else text.strip(WHITESPACE)


def text_of(element):
    """The element's text, CDATA included; the text of children too when it has any."""
    if len(element):
        return "".join(element.itertext())
    return element.text or ""


def resolve(link, base):
    """The link trimmed, made absolute against `base` when there is one."""
    if link is None:
        return None
    link = link.strip(WHITESPACE)
    return urllib.parse.urljoin(base, link) if base else link


def entering(base, element):
    """The base inside `element`: its xml:base resolved against the outer base."""
    relative = element.get(XML_BASE)
    return base if relative is None else resolve(relative, base)


def stored_date(epoch):
    """A date as GRDB stores one: UTC, milliseconds."""
    whole = int(epoch // 1)
    millis = int(round((epoch - whole) * 1000))
    return time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(whole)) + ".%03d" % millis


def rfc822_date(text):
    if text is None:
        return None
    parts = email.utils.parsedate_tz(text.strip(WHITESPACE))
    if parts is None:
        return None
    try:
        return stored_date(calendar.timegm(parts[:9]) - (parts[9] or 0))
    except (OverflowError, ValueError):
        return None


def iso_date(text):
    if text is None:
        return None
    text = text.strip(WHITESPACE)
    try:
        value = datetime.datetime.fromisoformat(text)
    except ValueError:
        return None
    if value.tzinfo is None:
        value = value.replace(tzinfo=datetime.timezone.utc)
    return stored_date(value.timestamp())


def integer(text):
    """An optionally signed decimal integer within 64 bits, white space around it allowed."""
    if text is None:
        return None
    text = text.strip(WHITESPACE)
    digits = text[1:] if text[:1] in ("+", "-") else text
    if not digits or not digits.isascii() or not digits.isdigit():
        return None
    value = int(text)
    return value if -(1 << 63) <= value < (1 << 63) else None


def rss_person(text):
    """(name, email, uri) of RSS's `author`: `email (Name)`, `Name <email>`, or either alone."""
    text = text.strip(WHITESPACE)
    open_paren = text.find("(")
    if open_paren >= 0 and text.endswith(")"):
        email_part = text[:open_paren].strip(WHITESPACE)
        return (text[open_paren + 1 : -1].strip(WHITESPACE), email_part, "")
    open_angle = text.find("<")
    if open_angle >= 0 and text.endswith(">"):
        return (text[:open_angle].strip(WHITESPACE), text[open_angle + 1 : -1], "")
    if "@" in text and " " not in text:
        return ("", text, "")
    return (text, "", "")


def fnv1a64(text):
    value = 0xCBF29CE484222325
    for byte in text.encode("utf-8"):
        value = ((value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return "%016x" % value


def alternate_link(links):
    for link in links:
        if link.get("rel", "alternate") == "alternate":
            return link.get("href")
    return None


def read_item(item, base):
    """The item's key, column values, enclosures, authors and categories."""
    base = entering(base, item)
    title = link = description = author = guid = guid_is_link = pub_date = None
    dc_title = media_title = dc_identifier = dc_description = itunes_summary = None
    media_description = group_description = encoded = itunes_author = None
    dc_date = dc_modified = dc_issued = None
    atom_links, creators, categories, subjects, enclosures = [], [], [], [], []
    for child in item:
        tag = child.tag
        if not isinstance(tag, str):
            continue  # a comment or processing instruction
        if tag == "title":
            title = text_of(child)
        elif tag == "link":
            link = text_of(child)
        elif tag == "description":
            description = text_of(child)
        elif tag == "guid":
            guid = text_of(child)
            flag = (child.get("isPermaLink") or "").strip(WHITESPACE).lower()
            guid_is_link = flag not in ("false", "no", "0")
        elif tag == "pubDate":
            pub_date = text_of(child)
        elif tag == "enclosure":
            url = child.get("url")
            if url is not None:
                enclosures.append((resolve(url, base), integer(child.get("length")), child.get("type")))
        elif tag == "category":
            categories.append(text_of(child))
        elif tag == "author":
            author = text_of(child)
        elif tag == CONTENT + "encoded":
            encoded = encoded if encoded is not None else text_of(child)
        elif tag.startswith(DC):
            local = tag[len(DC) :]
            if local == "creator":
                creators.append(text_of(child))
            elif local == "subject":
                subjects.append(text_of(child))
            elif local == "title" and dc_title is None:
                dc_title = text_of(child)
            elif local == "description" and dc_description is None:
                dc_description = text_of(child)
            elif local == "identifier" and dc_identifier is None:
                dc_identifier = text_of(child)
            elif local == "date" and dc_date is None:
                dc_date = text_of(child)
        elif tag.startswith(DCTERMS):
            local = tag[len(DCTERMS) :]
            if local == "modified" and dc_modified is None:
                dc_modified = text_of(child)
            elif local == "issued" and dc_issued is None:
                dc_issued = text_of(child)
        elif tag.startswith(MEDIA):
            local = tag[len(MEDIA) :]
            if local == "title" and media_title is None:
                media_title = text_of(child)
            elif local == "description" and media_description is None:
                media_description = text_of(child)
            elif local == "group" and group_description is None:
                found = child.find(MEDIA + "description")
                if found is not None:
                    group_description = text_of(found)
        elif tag == ATOM + "link":
            atom_links.append(child)
        elif tag in ITUNES_AUTHOR:
            itunes_author = itunes_author if itunes_author is not None else text_of(child)
        elif tag in ITUNES_SUMMARY:
            itunes_summary = itunes_summary if itunes_summary is not None else text_of(child)

    identifier = trimmed(guid if guid is not None else item.get(RDF_ABOUT, dc_identifier))
    title = trimmed(title if title is not None else dc_title if dc_title is not None else media_title)
    permalink = guid if guid_is_link else None
    if link is None:
        link = alternate_link(atom_links)
    link = resolve(link if link is not None else permalink, base)
    updated = iso_date(dc_date) if dc_date is not None else iso_date(dc_modified)
    published = rfc822_date(pub_date)
    if published is None:
        published = iso_date(dc_issued) or updated
    summary = description
    for fallback in (dc_description, itunes_summary, media_description, group_description):
        if summary is None:
            summary = fallback
    if author is not None and author.strip(WHITESPACE):
        authors = [rss_person(author)]
    elif creators:
        authors = [(name, "", "") for name in creators]
    elif itunes_author is not None:
        authors = [(itunes_author, "", "")]
    else:
        authors = []

    if identifier:
        key = identifier
    elif link:
        key = link
    else:
        key = "digest:" + fnv1a64((title or "") + "\n" + (published or "") + "\n" + (summary or ""))
    columns = (identifier, title, link, published, updated, summary, encoded)
    return key, columns, enclosures, authors, categories + subjects


def read_channel_fields(channel, fields, base):
    """Fills the feed's title, link and last change from the channel's children in the tree so
    far; a field already found is kept."""
    base = entering(base, channel)
    atom_links = []
    for child in channel:
        tag = child.tag
        if tag == "title" and "title" not in fields:
            fields["title"] = trimmed(text_of(child))
        elif tag == DC + "title" and "dc_title" not in fields:
            fields["dc_title"] = trimmed(text_of(child))
        elif tag == "link" and "link" not in fields:
            fields["link"] = resolve(text_of(child), base)
        elif tag == ATOM + "link":
            atom_links.append(child)
        elif tag == "lastBuildDate" and "lastBuildDate" not in fields:
            fields["lastBuildDate"] = rfc822_date(text_of(child))
        elif tag == DC + "date" and "dc_date" not in fields:
            fields["dc_date"] = iso_date(text_of(child))
        elif tag == DCTERMS + "modified" and "dc_modified" not in fields:
            fields["dc_modified"] = iso_date(text_of(child))
    if "atom_link" not in fields and alternate_link(atom_links) is not None:
        fields["atom_link"] = resolve(alternate_link(atom_links), base)


def first_present(fields, *names):
    for name in names:
        if fields.get(name) is not None:
            return fields[name]
    return None


class Importer:
    """The fetch-first writes of one import, on one connection."""

    def __init__(self, connection):
        self.db = connection
        self.author_ids = {}
        self.category_ids = {}
        self.update_statements = {}

    def save_feed(self, url, title, link, updated):
        row = self.db.execute("SELECT id, format, title, link, updated FROM feeds WHERE url = ?", (url,)).fetchone()
        values = ("rss", title, link, updated)
        if row is None:
            return self.db.execute(
                "INSERT INTO feeds (url, format, title, link, updated) VALUES (?, ?, ?, ?, ?)", (url,) + values
            ).lastrowid
        if tuple(row[1:]) != values:
            self.db.execute(
                "UPDATE feeds SET format = ?, title = ?, link = ?, updated = ? WHERE id = ?", values + (row[0],)
            )
        return row[0]

    def save_item(self, feed_id, key, columns, enclosures, authors, categories):
        """Writes one item; returns 'inserted', 'updated' or 'unchanged'."""
        db = self.db
        row = db.execute(
            "SELECT id, guid, title, link, published, updated, summary, content FROM items"
            " WHERE feed_id = ? AND key = ?",
            (feed_id, key),
        ).fetchone()
        if row is None:
            item_id = db.execute(
                "INSERT INTO items (feed_id, key, guid, title, link, published, updated, summary, content)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (feed_id, key) + columns,
            ).lastrowid
            self.insert_children(item_id, enclosures, authors, categories)
            return "inserted"
        item_id = row[0]
        changed = tuple(index for index in range(len(columns)) if row[index + 1] != columns[index])
        if changed:
            db.execute(self.update_statement(changed), tuple(columns[i] for i in changed) + (item_id,))
        children_changed = self.replace_changed_children(item_id, enclosures, authors, categories)
        return "updated" if changed or children_changed else "unchanged"

    def update_statement(self, changed):
        statement = self.update_statements.get(changed)
        if statement is None:
            assignments = ", ".join(ITEM_COLUMNS[index] + " = ?" for index in changed)
            statement = "UPDATE items SET " + assignments + " WHERE id = ?"
            self.update_statements[changed] = statement
        return statement

    def insert_children(self, item_id, enclosures, authors, categories):
        db = self.db
        if enclosures:
            db.executemany(
                "INSERT INTO enclosures (item_id, url, length, type) VALUES (?, ?, ?, ?)",
                [(item_id,) + enclosure for enclosure in enclosures],
            )
        if authors:
            db.executemany(
                "INSERT INTO item_authors (item_id, author_id, position) VALUES (?, ?, ?)",
                [(item_id, self.author_id(author), position) for position, author in enumerate(authors)],
            )
        if categories:
            db.executemany(
                "INSERT INTO item_categories (item_id, category_id, position) VALUES (?, ?, ?)",
                [(item_id, self.category_id(term), position) for position, term in enumerate(categories)],
            )

    def replace_changed_children(self, item_id, enclosures, authors, categories):
        """Rewrites the enclosures, author links and category links that differ from the rows."""
        db = self.db
        changed = False
        stored = db.execute("SELECT url, length, type FROM enclosures WHERE item_id = ? ORDER BY id", (item_id,))
        if stored.fetchall() != enclosures:
            db.execute("DELETE FROM enclosures WHERE item_id = ?", (item_id,))
            self.insert_children(item_id, enclosures, [], [])
            changed = True
        stored = db.execute(
            "SELECT a.name, a.email, a.uri FROM item_authors j JOIN authors a ON a.id = j.author_id"
            " WHERE j.item_id = ? ORDER BY j.position",
            (item_id,),
        )
        if stored.fetchall() != authors:
            db.execute("DELETE FROM item_authors WHERE item_id = ?", (item_id,))
            self.insert_children(item_id, [], authors, [])
            changed = True
        stored = db.execute(
            "SELECT c.term FROM item_categories j JOIN categories c ON c.id = j.category_id"
            " WHERE j.item_id = ? ORDER BY j.position",
            (item_id,),
        )
        if [term for (term,) in stored] != categories:
            db.execute("DELETE FROM item_categories WHERE item_id = ?", (item_id,))
            self.insert_children(item_id, [], [], categories)
            changed = True
        return changed

    def author_id(self, author):
        found = self.author_ids.get(author)
        if found is None:
            row = self.db.execute(
                "SELECT id FROM authors WHERE name = ? AND email = ? AND uri = ?", author
            ).fetchone()
            if row is None:
                found = self.db.execute("INSERT INTO authors (name, email, uri) VALUES (?, ?, ?)", author).lastrowid
            else:
                found = row[0]
            remember(self.author_ids, author, found)
        return found

    def category_id(self, term):
        found = self.category_ids.get(term)
        if found is None:
            row = self.db.execute("SELECT id FROM categories WHERE term = ?", (term,)).fetchone()
            if row is None:
                found = self.db.execute("INSERT INTO categories (term) VALUES (?)", (term,)).lastrowid
            else:
                found = row[0]
            remember(self.category_ids, term, found)
        return found

    def forget_cached_ids(self):
        self.author_ids.clear()
        self.category_ids.clear()


def remember(cache, key, value):
    """Caches a shared value's id, starting over when the cache is full so that it stays bounded."""
    if len(cache) >= SHARED_ID_CACHE_LIMIT:
        cache.clear()
    cache[key] = value


def open_database(path):
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute("PRAGMA foreign_keys = ON")
    exists = connection.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'items'").fetchone()
    if not exists:
        connection.execute("BEGIN IMMEDIATE")
        for statement in SCHEMA.split(";"):
            if statement.strip():
                connection.execute(statement)
        connection.execute("COMMIT")
    return connection


def run_import(feed_path, database_path, batch_size):
    url = os.path.abspath(feed_path)
    connection = open_database(database_path)
    importer = Importer(connection)
    counts = {"inserted": 0, "updated": 0, "deleted": 0, "unchanged": 0}
    channel_fields = {}
    feed_id = None
    in_batch = 0
    root_base = None

    def save_feed():
        title = first_present(channel_fields, "title", "dc_title")
        link = first_present(channel_fields, "link", "atom_link")
        updated = first_present(channel_fields, "lastBuildDate", "dc_date", "dc_modified")
        return importer.save_feed(url, title, link, updated)

    connection.execute("BEGIN IMMEDIATE")
    try:
        for event, element in etree.iterparse(feed_path, events=("end",), tag=("item", "channel")):
            parent = element.getparent()
            if root_base is None and parent is not None:
                root_base = element.getroottree().getroot().get(XML_BASE) or ""
            if element.tag == "channel":
                # Fields written after the items; the preceding ones were read at the first item.
                read_channel_fields(element, channel_fields, root_base)
                feed_id = save_feed()
                continue
            if parent is None or parent.tag not in ("channel", "rss"):
                continue
            if feed_id is None:
                if parent.tag == "channel":
                    read_channel_fields(parent, channel_fields, root_base)
                feed_id = save_feed()
            item_base = entering(root_base, parent) if parent.tag == "channel" else root_base
            key, columns, enclosures, authors, categories = read_item(element, item_base)
            counts[importer.save_item(feed_id, key, columns, enclosures, authors, categories)] += 1
            # Memory stays flat: the item and everything before it in the channel are dropped.
            element.clear(keep_tail=True)
            while element.getprevious() is not None:
                del parent[0]
            in_batch += 1
            if in_batch == batch_size:
                connection.execute("COMMIT")
                connection.execute("BEGIN IMMEDIATE")
                in_batch = 0
        if feed_id is None:
            save_feed()
        connection.execute("COMMIT")
    except BaseException:
        connection.execute("ROLLBACK")
        importer.forget_cached_ids()
        raise
    finally:
        connection.close()
    return counts


def main():
    parser = argparse.ArgumentParser(description="Import an RSS 2.0 feed into SQLite with lxml and sqlite3.")
    parser.add_argument("file", help="the feed to import")
    parser.add_argument("--db", required=True, help="the SQLite database, created when missing")
    parser.add_argument("--batch-size", type=int, default=1000, help="items per transaction (default 1000)")
    arguments = parser.parse_args()
    if arguments.batch_size < 1:
        parser.error("--batch-size must be 1 or more")
    try:
        counts = run_import(arguments.file, arguments.db, arguments.batch_size)
    except (OSError, etree.XMLSyntaxError, sqlite3.Error) as error:
        print(f"import_lxml: {arguments.file}: {error}", file=sys.stderr)
        return 1
    print(json.dumps(counts, separators=(",", ":")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
