"""A Spark 4 Python data source that reads XML documents with the ``xylem`` command-line tool.

The driver asks ``xylem split`` for byte ranges that tile a document's records; each Spark
partition is one range, read on an executor by ``xylem atom|feed|records FILE --range A-B``,
whose JSON Lines become Arrow record batches without a Python loop over the rows.

    from xylem_spark import XylemDataSource
    spark.dataSource.register(XylemDataSource)
    df = spark.read.format("xylem").option("model", "atom").load("/data/feed.xml")
"""

from __future__ import annotations

import glob
import hashlib
import json
import os
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from typing import IO, Any, Iterator, List, Mapping, Optional, Sequence, Tuple

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.csv as pa_csv
import pyarrow.json as pa_json
from pyspark.sql.datasource import DataSource, DataSourceReader, InputPartition
from pyspark.sql.pandas.types import to_arrow_schema
from pyspark.sql.types import (
    ArrayType,
    BooleanType,
    DataType,
    DoubleType,
    LongType,
    StringType,
    StructField,
    StructType,
)

MODELS = ("atom", "feed", "records")
DEFAULT_SPLIT_BYTES = 128 * 1024 * 1024
DEFAULT_BLOCK_BYTES = 4 * 1024 * 1024
OFFSET = "_offset"
ERROR = "_error"
RECORD = "record"
# How `xylem records` begins a line, and an error line (`{"_offset":N,"_error":"message"}`).
_OFFSET_PATTERN = r'^\{"_offset":(?P<offset>\d+)'
_ERROR_PATTERN = r'^\{"_offset":\d+,"_error":'


def _struct(*fields: Tuple[str, DataType]) -> StructType:
    """A struct of nullable fields, in the order given."""
    return StructType([StructField(name, kind, True) for name, kind in fields])


def _strings(*names: str) -> List[Tuple[str, DataType]]:
    """Fields of type string."""
    return [(name, StringType()) for name in names]


def _list(element: DataType) -> ArrayType:
    """An array whose elements may be null."""
    return ArrayType(element, True)


_PERSON = _struct(*_strings("name", "email", "uri"))

# The keys of `xylem atom`'s entry lines (Sources/xylem/AtomJSONModel.swift), in their order.
ATOM_ENTRY_SCHEMA = _struct(
    (OFFSET, LongType()),
    (ERROR, StringType()),
    *_strings("object", "type", "id", "title", "updated", "published", "edited", "etag", "kind"),
    ("links", _list(_struct(*_strings("rel", "href", "type", "title")))),
    ("authors", _list(_PERSON)),
    ("categories", _list(_struct(*_strings("scheme", "term", "label")))),
    *_strings("content", "contentType", "contentSource", "summary"),
    ("extensions", _list(StringType())),
    ("unknown", LongType()),
)

_ITEM_ITUNES = _struct(
    ("duration", LongType()),
    ("episode", LongType()),
    ("season", LongType()),
    ("episodeType", StringType()),
    ("explicit", BooleanType()),
    *_strings("image", "title"),
    ("block", BooleanType()),
    *_strings("author", "subtitle", "summary", "keywords"),
)

_PODCAST_PERSON = _struct(*_strings("name", "role", "group", "img", "href"))

_ITEM_PODCAST = _struct(
    ("transcripts", _list(_struct(*_strings("url", "type", "language", "rel")))),
    ("chapters", _struct(*_strings("url", "type"))),
    ("persons", _list(_PODCAST_PERSON)),
    (
        "soundbites",
        _list(_struct(("startTime", DoubleType()), ("duration", DoubleType()), ("title", StringType()))),
    ),
    ("season", LongType()),
    ("episode", DoubleType()),
    ("location", StringType()),
)

_ITEM_MEDIA = _struct(
    ("thumbnails", _list(StringType())),
    (
        "contents",
        _list(
            _struct(
                *_strings("url", "type", "medium"),
                ("fileSize", LongType()),
                ("duration", DoubleType()),
            )
        ),
    ),
    *_strings("title", "description"),
)

# The keys of `xylem feed`'s item lines (Sources/xylem/FeedJSONModel.swift), in their order.
FEED_ITEM_SCHEMA = _struct(
    (OFFSET, LongType()),
    (ERROR, StringType()),
    *_strings("object", "id", "title", "link", "published", "updated"),
    ("authors", _list(_PERSON)),
    ("categories", _list(StringType())),
    *_strings("summary", "content", "comments"),
    ("enclosures", _list(_struct(("url", StringType()), ("length", LongType()), ("type", StringType())))),
    ("itunes", _ITEM_ITUNES),
    ("podcast", _ITEM_PODCAST),
    ("media", _ITEM_MEDIA),
    ("deleted", BooleanType()),
)

# A record of any document, kept as the JSON line `xylem records` printed.
RECORD_SCHEMA = _struct((OFFSET, LongType()), (ERROR, StringType()), ("record", StringType()))

MODEL_SCHEMAS = {"atom": ATOM_ENTRY_SCHEMA, "feed": FEED_ITEM_SCHEMA, "records": RECORD_SCHEMA}


@dataclass(frozen=True)
class ReadSettings:
    """The options of one read, checked once on the driver and shipped to the executors."""

    path: str
    model: str
    record_path: Optional[str]
    split_bytes: Optional[int]
    parts: Optional[int]
    binary: Optional[str]
    decoder: str
    block_bytes: int

    @staticmethod
    def from_options(options: Mapping[str, str]) -> "ReadSettings":
        """Reads and validates the data source's options (their names are case-insensitive)."""
        lowered = {key.lower(): value for key, value in options.items()}
        model = lowered.get("model", "atom")
        if model not in MODELS:
            raise ValueError(f"xylem: option model must be one of {', '.join(MODELS)}, not {model!r}")
        record_path = lowered.get("recordpath")
        if model == "records" and not record_path:
            raise ValueError("xylem: model 'records' needs option recordPath, such as 'feed/entry'")
        decoder = lowered.get("decoder", "arrow")
        if decoder not in ("arrow", "python"):
            raise ValueError(f"xylem: option decoder must be arrow or python, not {decoder!r}")
        path = lowered.get("path")
        if not path:
            raise ValueError("xylem: no file given: use load(path)")
        parts = _positive(lowered, "parts")
        split_bytes = _positive(lowered, "splitbytes")
        return ReadSettings(
            path=path,
            model=model,
            record_path=record_path,
            split_bytes=split_bytes if split_bytes or parts else DEFAULT_SPLIT_BYTES,
            parts=parts if not split_bytes else None,
            binary=lowered.get("xylem"),
            decoder=decoder,
            block_bytes=_positive(lowered, "blockbytes") or DEFAULT_BLOCK_BYTES,
        )


def _positive(options: Mapping[str, str], key: str) -> Optional[int]:
    """An option that must be a whole number above zero, or None when absent."""
    text = options.get(key)
    if text is None:
        return None
    try:
        value = int(text)
    except ValueError:
        raise ValueError(f"xylem: option {key} must be a whole number, not {text!r}") from None
    if value < 1:
        raise ValueError(f"xylem: option {key} must be 1 or more, not {value}")
    return value


class XylemPartition(InputPartition):
    """One byte range of one file, with the split's context that its reader needs."""

    def __init__(self, file: str, start: int, end: int, context: str) -> None:
        super().__init__((file, start, end))
        self.file = file
        self.start = start
        self.end = end
        self.context = context

    def describe(self) -> str:
        """How errors name the range: ``FILE bytes A-B``."""
        return f"{self.file} bytes {self.start}-{self.end}"


class XylemDataSource(DataSource):
    """``spark.read.format("xylem")``: XML records read by the xylem tool, one partition per range.

    Options: ``model`` (atom, feed or records), ``recordPath`` (the records' element path, for
    records), ``splitBytes`` or ``parts`` (how the file is split), ``xylem`` (the binary; else the
    one on PATH), ``decoder`` (arrow, the default, or python) and ``blockBytes`` (Arrow's JSON
    block size).
    """

    @classmethod
    def name(cls) -> str:
        """The short name given to ``format``."""
        return "xylem"

    def schema(self) -> StructType:
        """The model's columns, without a pass over the data."""
        return MODEL_SCHEMAS[ReadSettings.from_options(self.options).model]

    def reader(self, schema: StructType) -> "XylemReader":
        """A reader of the columns of ``schema`` (the model's, or one the user gave)."""
        return XylemReader(ReadSettings.from_options(self.options), schema)


class XylemReader(DataSourceReader):
    """Plans the ranges with ``xylem split`` and reads each with one ``xylem`` process."""

    def __init__(self, settings: ReadSettings, schema: StructType) -> None:
        self.settings = settings
        self.schema = schema

    def partitions(self) -> Sequence[InputPartition]:
        """One partition per range of every file that the path names, in file and range order."""
        binary = resolve_binary(self.settings.binary)
        partitions: List[InputPartition] = []
        for file in expand_path(self.settings.path):
            partitions.extend(split_file(binary, file, self.settings))
        return partitions

    def read(self, partition: InputPartition) -> Iterator[Any]:
        """The rows of one range: Arrow record batches, or tuples with the python decoder."""
        assert isinstance(partition, XylemPartition)
        raw = keeps_raw_records(self.settings.model, self.schema)
        fields = None if raw else requested_fields(self.settings.model, self.schema)
        command = range_command(resolve_binary(self.settings.binary), partition, self.settings, fields)
        if self.settings.decoder == "python":
            return read_tuples(command, partition, self.schema, raw)
        return read_batches(command, partition, self.schema, self.settings.block_bytes, raw)


def resolve_binary(option: Optional[str]) -> str:
    """The xylem binary: the ``xylem`` option, else the one on PATH."""
    binary = option or shutil.which("xylem")
    if not binary or not os.access(binary, os.X_OK):
        raise FileNotFoundError(
            f"xylem: no executable xylem binary ({option or 'none on PATH'}); "
            "give its path with .option('xylem', PATH) and install it on every executor"
        )
    return binary


def expand_path(path: str) -> List[str]:
    """The files a path names: a file, the visible files of a directory, or a glob pattern."""
    if os.path.isdir(path):
        names = sorted(name for name in os.listdir(path) if not name.startswith((".", "_")))
        return [os.path.join(path, name) for name in names if os.path.isfile(os.path.join(path, name))]
    if os.path.exists(path):
        return [path]
    files = sorted(glob.glob(path))
    if not files:
        raise FileNotFoundError(f"xylem: no file at {path}")
    return files


def split_file(binary: str, file: str, settings: ReadSettings) -> List[XylemPartition]:
    """Runs ``xylem split`` on the driver and turns its ranges into partitions."""
    command = [binary, "split", file, "--model", settings.model]
    if settings.parts:
        command += ["--parts", str(settings.parts)]
    else:
        command += ["--bytes", str(settings.split_bytes)]
    if settings.record_path:
        command += ["--path", settings.record_path]
    done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"xylem split {file} exited with status {done.returncode}: {_text(done.stderr)}")
    plan = json.loads(done.stdout)
    return [
        XylemPartition(file, int(piece["start"]), int(piece["end"]), range_context(plan, piece))
        for piece in plan["ranges"]
    ]


def range_context(plan: Mapping[str, Any], piece: Mapping[str, Any]) -> str:
    """The split's output with only this range, so that a partition carries little."""
    return json.dumps({**plan, "ranges": [piece]}, separators=(",", ":"))


def requested_fields(model: str, schema: StructType) -> Optional[List[str]]:
    """The record keys a schema narrower than the model's asks for; None for every key.

    The tool then makes and prints only those (``--fields``): a count of ids and titles does not
    pay for every link, author and category of every entry.
    """
    names = [name for name in schema.fieldNames() if name not in (OFFSET, ERROR)]
    full = [name for name in MODEL_SCHEMAS[model].fieldNames() if name not in (OFFSET, ERROR)]
    return None if model == "records" or names == full else names


def range_command(
    binary: str, partition: XylemPartition, settings: ReadSettings, fields: Optional[List[str]] = None
) -> List[str]:
    """The command that prints one range's records as JSON Lines."""
    command = [binary, settings.model, partition.file]
    if settings.record_path:
        command += ["--path", settings.record_path]
    context = context_file(partition.context)
    command += ["--range", f"{partition.start}-{partition.end}", "--context", context]
    return command + (["--fields", ",".join(fields)] if fields else [])


def context_file(context: str) -> str:
    """A file holding ``context``, written once per executor machine and reused by every range."""
    digest = hashlib.sha256(context.encode()).hexdigest()[:32]
    folder = os.path.join(tempfile.gettempdir(), f"xylem-spark-{os.getuid()}")
    os.makedirs(folder, mode=0o700, exist_ok=True)
    path = os.path.join(folder, f"{digest}.json")
    if not os.path.exists(path):
        # Another worker may write the same file at once: each writes its own, then renames.
        handle, temporary = tempfile.mkstemp(dir=folder, suffix=".tmp")
        with os.fdopen(handle, "w") as stream:
            stream.write(context)
        os.replace(temporary, path)
    return path


def _text(data: bytes) -> str:
    """Standard error as text, its last 2,000 characters (the rest is seldom the cause)."""
    text = data.decode("utf-8", "replace").strip()
    return text[-2000:] if text else "(nothing on standard error)"


class RangeProcess:
    """One running ``xylem`` range read: its output to parse and, at the end, its status."""

    def __init__(self, command: List[str], partition: XylemPartition) -> None:
        self.partition = partition
        # Standard error goes to a file: a pipe nobody reads could fill and stall the process.
        self.stderr = tempfile.TemporaryFile()
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=self.stderr)
        self.saw_error = False

    @property
    def stdout(self) -> IO[bytes]:
        """The JSON Lines the process prints."""
        assert self.process.stdout is not None
        return self.process.stdout

    def finish(self) -> None:
        """Waits for the process; raises when it failed without printing an ``_error`` line."""
        status = self.process.wait()
        self.stderr.seek(0)
        message = _text(self.stderr.read())
        self.stderr.close()
        if status != 0 and not self.saw_error:
            raise RuntimeError(f"xylem exited with status {status} reading {self.partition.describe()}: {message}")

    def kill(self) -> None:
        """Stops the process when the reader is abandoned (a failed task, a satisfied limit)."""
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        self.stderr.close()

    def error_row(self, offset: Any, message: str, keep: bool) -> None:
        """Notes an ``_error`` row; raises when the schema has no column to show it in."""
        self.saw_error = True
        if not keep:
            raise RuntimeError(
                f"xylem could not read the record at byte {offset} of {self.partition.describe()}: {message}"
            )


def keeps_raw_records(model: str, schema: StructType) -> bool:
    """Whether ``record`` holds each JSON line as text: model records, columns of its default schema."""
    names = set(schema.fieldNames())
    return model == "records" and RECORD in names and names <= {OFFSET, ERROR, RECORD}


def read_batches(
    command: List[str], partition: XylemPartition, schema: StructType, block_bytes: int, raw: bool
) -> Iterator[pa.RecordBatch]:
    """Arrow record batches parsed by Arrow's C++ readers from the process's output."""
    running = RangeProcess(command, partition)
    try:
        target = to_arrow_schema(schema, timezone="UTC")
        batches = raw_batches(running.stdout, target, block_bytes) if raw else json_batches(running.stdout, target, block_bytes)
        for batch in batches:
            yield checked_batch(running, batch, target)
        running.finish()
    finally:
        running.kill()


def json_batches(stream: IO[bytes], target: pa.Schema, block_bytes: int) -> Iterator[pa.RecordBatch]:
    """The JSON lines as batches of ``target``'s columns (others ignored) plus ``_error``."""
    parsed = with_bookkeeping(target)
    if not stream.peek(1):  # Arrow refuses an empty stream; a range without records is one.
        return
    reader = pa_json.open_json(
        stream,
        read_options=pa_json.ReadOptions(block_size=block_bytes),
        parse_options=pa_json.ParseOptions(explicit_schema=parsed, unexpected_field_behavior="ignore"),
    )
    yield from reader


def raw_batches(stream: IO[bytes], target: pa.Schema, block_bytes: int) -> Iterator[pa.RecordBatch]:
    """Each line as the ``record`` text, with its ``_offset`` and ``_error`` taken from the line."""
    if not stream.peek(1):
        return
    reader = pa_csv.open_csv(
        stream,
        # JSON escapes every control character, so no line holds the unit separator: one column.
        read_options=pa_csv.ReadOptions(column_names=[RECORD], block_size=block_bytes),
        parse_options=pa_csv.ParseOptions(delimiter="\x1f", quote_char=False, escape_char=False),
        convert_options=pa_csv.ConvertOptions(column_types={RECORD: pa.string()}, strings_can_be_null=False),
    )
    for lines in reader:
        yield raw_columns(lines.column(0), target)


def raw_columns(lines: pa.Array, target: pa.Schema) -> pa.RecordBatch:
    """The batch of ``target`` (plus ``_error``) for a column of JSON lines."""
    offsets = pc.struct_field(pc.extract_regex(lines, _OFFSET_PATTERN), [0])
    columns = {
        RECORD: lines,
        OFFSET: pc.cast(offsets, pa.int64()),
        ERROR: error_messages(lines),
    }
    return pa.RecordBatch.from_arrays(list(columns.values()), names=list(columns))


def error_messages(lines: pa.Array) -> pa.Array:
    """The ``_error`` of each line: decoded only on the rare lines that begin as errors do."""
    flagged = pc.match_substring_regex(lines, _ERROR_PATTERN)
    if not pc.any(flagged).as_py():
        return pa.nulls(len(lines), pa.string())
    texts = lines.to_pylist()
    return pa.array(
        [json.loads(text)[ERROR] if flag else None for text, flag in zip(texts, flagged.to_pylist())],
        pa.string(),
    )


def checked_batch(running: RangeProcess, batch: pa.RecordBatch, target: pa.Schema) -> pa.RecordBatch:
    """``batch`` with exactly ``target``'s columns, after noting (or refusing) its error rows."""
    errors = batch.column(ERROR)
    if errors.null_count < len(errors):
        row = pc.index(pc.is_valid(errors), True).as_py()
        running.error_row(batch.column(OFFSET)[row].as_py(), errors[row].as_py(), ERROR in target.names)
    if batch.schema.names != target.names:
        batch = batch.select(target.names)
    return batch if batch.schema.equals(target) else batch.cast(target)


def with_bookkeeping(target: pa.Schema) -> pa.Schema:
    """``target`` with ``_offset`` and ``_error`` added when absent: errors are found through them."""
    for name, kind in ((OFFSET, pa.int64()), (ERROR, pa.string())):
        if name not in target.names:
            target = target.append(pa.field(name, kind))
    return target


def read_tuples(
    command: List[str], partition: XylemPartition, schema: StructType, raw: bool
) -> Iterator[Tuple[Any, ...]]:
    """One tuple per JSON line, decoded with ``json.loads`` (the slower way, kept to compare)."""
    names = schema.fieldNames()
    keep_errors = ERROR in names
    running = RangeProcess(command, partition)
    try:
        for line in running.stdout:
            row = json.loads(line)
            if ERROR in row:
                running.error_row(row.get(OFFSET), row[ERROR], keep_errors)
            if raw:
                row[RECORD] = line.decode().rstrip("\n")
            yield tuple(row.get(name) for name in names)
        running.finish()
    finally:
        running.kill()
