"""How the data source reports a range it could not read, driven by a stand-in binary."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from conftest import HERE

FAKE = str(HERE / "fake_xylem.py")


@pytest.fixture(scope="module")
def simple_feed(tmp_path_factory: pytest.TempPathFactory) -> str:
    """A feed of 3,000 one-line entries that the stand-in reads."""
    path = tmp_path_factory.mktemp("simple") / "simple.xml"
    entries = (f"<entry><id>e{i}</id><title>T {i}</title></entry>" for i in range(3000))
    path.write_text("<feed>\n" + "\n".join(entries) + "\n</feed>\n")
    return str(path)


def read(spark, path: str, decoder: str = "arrow", schema: str = ""):
    """A DataFrame of ``path`` through the stand-in, in ranges of about 20 KB."""
    reader = spark.read.format("xylem").option("xylem", FAKE).option("splitBytes", 20_000)
    if schema:
        reader = reader.schema(schema)
    return reader.option("decoder", decoder).load(path)


@pytest.mark.parametrize("decoder", ["arrow", "python"])
def test_failed_range_without_error_line_raises_with_range_and_stderr(spark, fake_mode: Path, simple_feed, decoder):
    fake_mode.write_text("fail\n")
    with pytest.raises(Exception) as failure:
        read(spark, simple_feed, decoder).collect()
    message = str(failure.value)
    assert "xylem exited with status 3 reading" in message
    assert re.search(re.escape(simple_feed) + r" bytes \d+-\d+: ", message)
    assert "the disk caught fire" in message


@pytest.mark.parametrize("decoder", ["arrow", "python"])
def test_error_line_becomes_a_row(spark, fake_mode: Path, simple_feed, decoder):
    fake_mode.write_text("error-line\n")
    rows = read(spark, simple_feed, decoder).select("_offset", "id", "_error").collect()
    errors = [row for row in rows if row["_error"] is not None]
    partitions = read(spark, simple_feed, decoder).rdd.getNumPartitions()
    assert partitions > 1
    # Each range printed one entry, then its error line.
    assert len(errors) == partitions
    assert len(rows) == 2 * partitions
    assert all(row["_error"] == "mismatched tag at line 3" and row["id"] is None for row in errors)


@pytest.mark.parametrize("decoder", ["arrow", "python"])
def test_error_line_without_error_column_raises(spark, fake_mode: Path, simple_feed, decoder):
    fake_mode.write_text("error-line\n")
    with pytest.raises(Exception, match="could not read the record at byte"):
        read(spark, simple_feed, decoder, schema="id string, title string").collect()


def test_ranges_without_records_give_no_rows(spark, fake_mode: Path, simple_feed):
    fake_mode.write_text("empty\n")
    assert read(spark, simple_feed).count() == 0


def test_user_schema_picks_columns(spark, fake_mode: Path, simple_feed):
    fake_mode.write_text("ok\n")
    frame = read(spark, simple_feed, schema="title string, id string")
    rows = frame.collect()
    assert frame.columns == ["title", "id"]
    assert [row["id"] for row in rows] == [f"e{i}" for i in range(3000)]
    assert rows[7]["title"] == "T 7"


@pytest.mark.parametrize(
    ("option", "value", "message"),
    [("model", "rss", "option model must be one of"), ("splitBytes", "0", "must be 1 or more")],
)
def test_bad_options_are_refused(spark, simple_feed, option, value, message):
    with pytest.raises(Exception, match=message):
        spark.read.format("xylem").option("xylem", FAKE).option(option, value).load(simple_feed).collect()


def test_records_need_a_record_path(spark, simple_feed):
    with pytest.raises(Exception, match="needs option recordPath"):
        spark.read.format("xylem").option("xylem", FAKE).option("model", "records").load(simple_feed).collect()
