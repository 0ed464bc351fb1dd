"""Range reads through Spark give a sequential read's records, in order, despite false boundaries."""

from __future__ import annotations

import json
import subprocess
import xml.etree.ElementTree as ElementTree
from pathlib import Path
from typing import Any, Dict, List

import pytest
from pyspark.sql.types import ArrayType, DataType, StructType

import tricky_atom
from xylem_spark import ATOM_ENTRY_SCHEMA

SPLIT_SIZES = [64 * 1024, 100 * 1024, 256 * 1024, 1024 * 1024]
COMPARED = [field for field in ATOM_ENTRY_SCHEMA.fields if field.name not in ("_offset", "_error")]


@pytest.fixture(scope="module")
def tricky_feed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The generated feed of false boundaries, about 2.5 MB."""
    path = tmp_path_factory.mktemp("tricky") / "tricky.xml"
    path.write_text(tricky_atom.document(2500), encoding="utf-8")
    assert path.stat().st_size > 2 * 1024 * 1024  # so that even 1 MB ranges make several partitions
    return path


def lines(command: List[str]) -> List[Dict[str, Any]]:
    """The JSON lines a command prints; it must succeed."""
    done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
    assert done.returncode == 0, done.stderr.decode()
    return [json.loads(line) for line in done.stdout.splitlines()]


@pytest.fixture(scope="module")
def sequential_entries(xylem_binary: str, tricky_feed: Path) -> List[Dict[str, Any]]:
    """`xylem atom FILE`'s entry lines, in document order."""
    return [line for line in lines([xylem_binary, "atom", str(tricky_feed)]) if line.get("object") == "entry"]


def normalized(value: Any, kind: DataType) -> Any:
    """A JSON value shaped as Spark returns ``kind``: every struct field present, None if absent."""
    if value is None:
        return None
    if isinstance(kind, StructType):
        return {field.name: normalized(value.get(field.name), field.dataType) for field in kind.fields}
    if isinstance(kind, ArrayType):
        return [normalized(element, kind.elementType) for element in value]
    return value


def shaped(entry: Dict[str, Any]) -> Dict[str, Any]:
    """An entry's compared columns (all but the range bookkeeping)."""
    return {field.name: normalized(entry.get(field.name), field.dataType) for field in COMPARED}


def read_atom(spark, binary: str, path: Path, split_bytes: int, decoder: str = "arrow"):
    """The feed's entries through format("xylem")."""
    reader = spark.read.format("xylem").option("model", "atom").option("xylem", binary)
    return reader.option("splitBytes", split_bytes).option("decoder", decoder).load(str(path))


def test_sequential_read_sees_only_the_real_entries(tricky_feed: Path, sequential_entries):
    # An independent parser agrees on which entries are real, so the comparisons below mean something.
    atom = "{http://www.w3.org/2005/Atom}"
    root = ElementTree.parse(tricky_feed).getroot()
    expected = [entry.findtext(f"{atom}id") for entry in root.findall(f"{atom}entry")]
    assert [entry.get("id") for entry in sequential_entries] == expected
    assert expected[:2] == ["urn:tricky:0", "urn:tricky:1"]
    assert not any("fake" in (entry.get("id") or "") for entry in sequential_entries)


@pytest.mark.parametrize("split_bytes", SPLIT_SIZES)
def test_ranges_give_the_sequential_entries(spark, xylem_binary, tricky_feed, sequential_entries, split_bytes):
    frame = read_atom(spark, xylem_binary, tricky_feed, split_bytes)
    assert frame.rdd.getNumPartitions() > 1
    rows = sorted((row.asDict(recursive=True) for row in frame.collect()), key=lambda row: row["_offset"])
    assert [row["_error"] for row in rows if row["_error"]] == []
    assert [row["id"] for row in rows] == [entry["id"] for entry in sequential_entries]
    assert [shaped(row) for row in rows] == [shaped(entry) for entry in sequential_entries]


def test_offsets_point_at_the_entries_start_tags(spark, xylem_binary, tricky_feed):
    data = tricky_feed.read_bytes()
    offsets = [row["_offset"] for row in read_atom(spark, xylem_binary, tricky_feed, 100 * 1024).collect()]
    assert offsets == sorted(set(offsets))
    assert all(data.startswith(b"<entry", offset) or data.startswith(b"<a:entry", offset) for offset in offsets)


def test_python_decoder_gives_the_arrow_decoders_rows(spark, xylem_binary, tricky_feed):
    arrow = read_atom(spark, xylem_binary, tricky_feed, 256 * 1024).collect()
    python = read_atom(spark, xylem_binary, tricky_feed, 256 * 1024, decoder="python").collect()
    assert [row.asDict(recursive=True) for row in python] == [row.asDict(recursive=True) for row in arrow]


def test_records_give_the_sequential_records(spark, xylem_binary, tricky_feed):
    expected = lines([xylem_binary, "records", str(tricky_feed), "--path", "feed/entry"])
    frame = (
        spark.read.format("xylem")
        .option("model", "records")
        .option("recordPath", "feed/entry")
        .option("xylem", xylem_binary)
        .option("splitBytes", 64 * 1024)
        .load(str(tricky_feed))
    )
    assert frame.columns == ["_offset", "_error", "record"]
    rows = sorted(frame.collect(), key=lambda row: row["_offset"])
    assert [row["_error"] for row in rows if row["_error"]] == []
    records = [json.loads(row["record"]) for row in rows]
    assert [record.pop("_offset") for record in records] == [row["_offset"] for row in rows]
    assert records == [{key: value for key, value in line.items() if key != "_offset"} for line in expected]


def test_a_narrower_schema_reads_only_its_columns(spark, xylem_binary, tricky_feed, sequential_entries):
    frame = (
        spark.read.format("xylem")
        .schema("_offset long, id string, title string")
        .option("model", "atom")
        .option("xylem", xylem_binary)
        .option("splitBytes", 100 * 1024)
        .load(str(tricky_feed))
    )
    assert frame.rdd.getNumPartitions() > 1
    rows = sorted(frame.collect(), key=lambda row: row["_offset"])
    assert [(row["id"], row["title"]) for row in rows] == [
        (entry.get("id"), entry.get("title")) for entry in sequential_entries
    ]
