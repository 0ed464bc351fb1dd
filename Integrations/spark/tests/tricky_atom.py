"""Writes an Atom feed whose bytes are full of false record boundaries for a splitter to fall into.

Every ``<entry`` that is not an Atom entry sits where only a reader that knows the XML around it
can tell: in comments, CDATA sections, processing instructions, the internal subset's entity
values, attribute values (which may hold ``>``, ``-->``, ``]]>`` but no ``<``), XHTML content and
a foreign namespace. Real entries come as ``<entry>``, prefixed ``<a:entry>`` and with their text
built from entities declared in the internal subset, so a range read needs the split's context.

    python3 tricky_atom.py OUT.xml [ENTRIES]
"""

from __future__ import annotations

import random
import sys
from typing import Callable, List

ATOM = "http://www.w3.org/2005/Atom"

PROLOG = f"""<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE feed [
  <!ENTITY ns "tricky">
  <!ENTITY company "Xylem &amp; Sons">
  <!ENTITY angle "&#38;lt;entry&#38;gt;">
  <!ENTITY unused "<entry><id>urn:fake:entity-value</id><title>never referenced</title></entry>">
  <!-- <entry><id>urn:fake:subset-comment</id></entry> -->
  <?subset <entry><id>urn:fake:subset-pi</id></entry> ?>
]>
<?xml-stylesheet type="text/xsl" href="entry.xsl" note="<entry>"?>
<!-- <feed><entry><id>urn:fake:before-root</id></entry></feed> -->
<feed xmlns="{ATOM}" xmlns:a="{ATOM}" xmlns:x="urn:not-atom">
  <id>urn:&ns;:feed</id>
  <title>False boundaries</title>
  <updated>2024-01-01T00:00:00Z</updated>
"""


def fake_entries(rng: random.Random, count: int, tag: str) -> str:
    """Whole entries that must not be read, one per line."""
    return "\n".join(
        f"<entry><id>urn:fake:{tag}:{n}</id><title>fake {rng.random():.6f}</title></entry>" for n in range(count)
    )


def plain(i: int, rng: random.Random) -> str:
    """An ordinary entry, its title made of entities."""
    return (
        f"<entry><id>urn:&ns;:{i}</id><title>Entry {i} of &company;</title>"
        f"<updated>2024-01-01T00:00:{i % 60:02d}Z</updated><summary>{rng.random():.8f}</summary></entry>"
    )


def commented(i: int, rng: random.Random) -> str:
    """Fake entries in a comment inside the entry and a fake start tag in a PI."""
    return (
        f"<entry>\n  <!-- </entry><entry><id>urn:fake:comment:{i}</id></entry> -->\n"
        f"  <?note <entry><id>urn:fake:pi:{i}</id> ?>\n"
        f"  <id>urn:&ns;:{i}</id><title>&angle; in title {i}</title></entry>"
    )


def cdata(i: int, rng: random.Random) -> str:
    """A CDATA summary holding fake entries and end tags."""
    return (
        f'<entry><id>urn:&ns;:{i}</id><title>CDATA {i}</title><summary type="html"><![CDATA['
        f"</entry></feed><entry><id>urn:fake:cdata:{i}</id></entry> <!-- --> ]]></summary></entry>"
    )


def attributes(i: int, rng: random.Random) -> str:
    """Attribute values with the characters that end comments, CDATA, PIs and tags."""
    return (
        f'<entry xml:lang="en"\n    xml:base="http://example.com/entry>/">'
        f'<id>urn:&ns;:{i}</id><title type="text">Attributes {i}</title>'
        f"<link rel=\"alternate\" href=\"http://example.com/?q=entry>&amp;x=1\" title='--> ]]> ?> &lt;entry&gt; \"'/>"
        f'<category term="&lt;entry&gt;" label="&quot;entry&gt;&quot;"/></entry>'
    )


def prefixed(i: int, rng: random.Random) -> str:
    """Real entries under a prefix: one declared on the feed, one on the entry itself."""
    if i % 2:
        return f"<a:entry><a:id>urn:&ns;:{i}</a:id><a:title>Prefixed on the feed {i}</a:title></a:entry>"
    return (
        f'<a:entry xmlns:a="{ATOM}"><a:id>urn:&ns;:{i}</a:id>'
        f"<a:title>Prefixed here {i}</a:title></a:entry>"
    )


def xhtml(i: int, rng: random.Random) -> str:
    """An element named entry that is XHTML content, not an Atom entry."""
    return (
        f'<entry><id>urn:&ns;:{i}</id><title>XHTML {i}</title><content type="xhtml">'
        f'<div xmlns="http://www.w3.org/1999/xhtml"><entry><id>urn:fake:xhtml:{i}</id></entry></div>'
        f"</content></entry>"
    )


def foreign(i: int, rng: random.Random) -> str:
    """An entry of another namespace between two real ones: not a record."""
    return f"<x:entry><x:id>urn:fake:foreign:{i}</x:id></x:entry>\n{plain(i, rng)}"


def big_comment(i: int, rng: random.Random) -> str:
    """Tens of KB of fake entries in a comment, so that range ends fall inside it."""
    return f"<!--\n{fake_entries(rng, rng.randint(200, 900), f'big-comment:{i}')}\n-->\n{plain(i, rng)}"


def big_cdata(i: int, rng: random.Random) -> str:
    """Tens of KB of fake entries in one entry's CDATA content."""
    return (
        f'<entry><id>urn:&ns;:{i}</id><title>Big CDATA {i}</title><content type="html"><![CDATA[\n'
        f"{fake_entries(rng, rng.randint(200, 900), f'big-cdata:{i}')}\n]]></content></entry>"
    )


KINDS: List[Callable[[int, random.Random], str]] = [
    plain,
    commented,
    cdata,
    attributes,
    prefixed,
    xhtml,
    foreign,
    plain,
    commented,
    prefixed,
]


def document(entries: int, seed: int = 7) -> str:
    """The whole feed: ``entries`` real entries (and the fakes between them)."""
    rng = random.Random(seed)
    parts = [PROLOG]
    for i in range(entries):
        kind = big_comment if i % 97 == 50 else big_cdata if i % 131 == 70 else KINDS[i % len(KINDS)]
        parts.append(kind(i, rng))
        parts.append("\n")
    parts.append("<!-- <entry><id>urn:fake:after-last</id></entry> -->\n</feed>\n")
    parts.append("<!-- <entry><id>urn:fake:after-root</id></entry> -->\n")
    return "".join(parts)


def main(arguments: List[str]) -> None:
    """Writes the feed to the file named first, with the count given second (default 2,500)."""
    entries = int(arguments[1]) if len(arguments) > 1 else 2500
    with open(arguments[0], "w", encoding="utf-8") as stream:
        stream.write(document(entries))


if __name__ == "__main__":
    main(sys.argv[1:])
