#!/usr/bin/env python3
# Checks an imported database against the XylemFeeds view: reads FEED with `xylem feed` (JSON
# Lines) and compares every item's fields with the rows that an import of FEED into a new database
# wrote, item by item in document order. Works for databases made by import_lxml.py and by
# `xylem import` alike, so that both can be held to the view.
#
# Usage: python3 compare_with_feed_json.py FEED.xml DB.sqlite [--xylem PATH]      (stdlib only)

import argparse
import datetime
import json
import os
import sqlite3
import subprocess
import sys


def stored_date(rfc3339):
    """`xylem feed`'s RFC 3339 UTC date as the database stores it: `YYYY-MM-DD HH:MM:SS.SSS`."""
    if rfc3339 is None:
        return None
    value = datetime.datetime.fromisoformat(rfc3339.replace("Z", "+00:00")).astimezone(datetime.timezone.utc)
    return value.strftime("%Y-%m-%d %H:%M:%S.") + "%03d" % (value.microsecond // 1000)


def view_items(xylem, feed):
    """The items of `xylem feed FEED`, as the rows an import should write."""
    output = subprocess.run([xylem, "feed", feed], check=True, capture_output=True, text=True).stdout
    for line in output.splitlines():
        item = json.loads(line)
        if item.get("object") != "item":
            continue
        yield {
            "guid": item.get("id"),
            "title": item.get("title"),
            "link": item.get("link"),
            "published": stored_date(item.get("published")),
            "updated": stored_date(item.get("updated")),
            "summary": item.get("summary"),
            "content": item.get("content"),
            "enclosures": [(e["url"], e.get("length"), e.get("type")) for e in item.get("enclosures", [])],
            "authors": [
                (a.get("name", ""), a.get("email", ""), a.get("uri", "")) for a in item.get("authors", [])
            ],
            "categories": item.get("categories", []),
        }


def database_items(path, feed):
    """The items of FEED's row in the database, in the order they were inserted, with their key."""
    db = sqlite3.connect(path)
    row = db.execute("SELECT id FROM feeds WHERE url = ?", (os.path.abspath(feed),)).fetchone()
    if row is None:
        sys.exit(f"compare: {path} has no feed with url {os.path.abspath(feed)}")
    items = db.execute(
        "SELECT id, key, guid, title, link, published, updated, summary, content FROM items"
        " WHERE feed_id = ? ORDER BY id",
        (row[0],),
    )
    for item_id, key, *columns in items.fetchall():
        fields = dict(zip(("guid", "title", "link", "published", "updated", "summary", "content"), columns))
        fields["enclosures"] = db.execute(
            "SELECT url, length, type FROM enclosures WHERE item_id = ? ORDER BY id", (item_id,)
        ).fetchall()
        fields["authors"] = db.execute(
            "SELECT a.name, a.email, a.uri FROM item_authors j JOIN authors a ON a.id = j.author_id"
            " WHERE j.item_id = ? ORDER BY j.position",
            (item_id,),
        ).fetchall()
        fields["categories"] = [
            term
            for (term,) in db.execute(
                "SELECT c.term FROM item_categories j JOIN categories c ON c.id = j.category_id"
                " WHERE j.item_id = ? ORDER BY j.position",
                (item_id,),
            )
        ]
        yield key, fields


def main():
    parser = argparse.ArgumentParser(description="Compare an imported database with `xylem feed`'s view.")
    parser.add_argument("feed", help="the feed that was imported")
    parser.add_argument("db", help="the database the feed was imported into")
    parser.add_argument("--xylem", default=".build/release/xylem", help="the xylem tool (default: %(default)s)")
    arguments = parser.parse_args()

    expected = list(view_items(arguments.xylem, arguments.feed))
    stored = list(database_items(arguments.db, arguments.feed))
    problems = []
    if len(expected) != len(stored):
        problems.append(f"{len(expected)} items in the view, {len(stored)} in the database")
    for index, (view, (key, row)) in enumerate(zip(expected, stored)):
        wanted_key = view["guid"] or view["link"]
        if wanted_key and key != wanted_key or not wanted_key and not key.startswith("digest:"):
            problems.append(f"item {index + 1}: key {key!r}, expected {wanted_key or 'a digest'!r}")
        for field, value in view.items():
            if row[field] != value:
                problems.append(f"item {index + 1}: {field} is {row[field]!r}, the view says {value!r}")
    for problem in problems[:20]:
        print(problem)
    if len(problems) > 20:
        print(f"… and {len(problems) - 20} more")
    print(f"{len(expected)} items compared, {len(problems)} differences")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
