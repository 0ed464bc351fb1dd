#!/usr/bin/env bash
# Measures `xylem import` on the generated 100 MB podcast feed against the pure read and a Python
# importer (Benchmarks/Python/import_lxml.py: lxml's iterparse and sqlite3, same schema, same
# work), in one run: each round runs, in a rotating order, `xylem feed --count FILE` (the read),
# `xylem import FILE --db NEW` (a first import into a new database), `xylem import FILE --db SAME`
# (a re-import of the unchanged feed) and the Python importer into a new database. Reports each
# command's median wall time, MB/s and peak RSS, the ratios the import is held to (throughput at
# least half the read's, at least 3× the Python importer's, re-import faster than import), and
# whether the Xylem and Python databases have the same row counts per table.
#
# Usage: Scripts/bench-import.sh [--runs N] [--large] [FILE]    (default: 3 runs, a generated feed)
#   FILE     a podcast feed to import instead of the generated 100 MB one
#   --large  generate the 1 GB feed (10× the items) and report only the import's peak RSS,
#            which must stay under 64 MB
# Needs python3 with lxml (pip install lxml) and about three times the feed's size free in $TMPDIR.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=3
large=false
file=""
while [ $# -gt 0 ]; do
    case "$1" in
    --runs)
        runs=${2:?--runs needs a number}
        shift 2
        ;;
    --large)
        large=true
        shift
        ;;
    -h | --help)
        sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'
        exit 0
        ;;
    -*)
        echo "bench-import: unknown option $1" >&2
        exit 2
        ;;
    *)
        file=$1
        shift
        ;;
    esac
done
[[ $runs =~ ^[1-9][0-9]*$ ]] || { echo "bench-import: --runs must be 1 or more" >&2; exit 2; }

# shellcheck source=Scripts/common.sh
source Scripts/common.sh
require bench-import python3
python3 -c 'import lxml' 2>/dev/null || { echo "bench-import: python3 has no lxml (pip install lxml)" >&2; exit 1; }
build_xylem
swift build -c release --product xylem-store >/dev/null  # `xylem import` execs it
make_work

items_per_mb=584   # PodcastCorpusGenerator.itemsPerMegabyte
if [ -z "$file" ]; then
    file="$work/podcast.xml"
    if $large; then
        echo "Generating the 1 GB podcast feed…" >&2
        "$xylem" generate --format rss --entries $((1000 * items_per_mb)) -o "$file"
    else
        "$xylem" generate --format rss -o "$file"
    fi
fi

python3 - "$xylem" "$file" "$runs" "$large" "$work" Benchmarks/Python/import_lxml.py <<'PYTHON'
import json, os, sqlite3, statistics, subprocess, sys, time

xylem, feed, runs, large, work, python_importer = sys.argv[1:]
runs, large = int(runs), large == "true"
size = os.path.getsize(feed)
TABLES = ("feeds", "items", "enclosures", "authors", "categories", "item_authors", "item_categories")


def measured(command):
    """Wall time, peak RSS (MB) and last line of output of one run of command."""
    out_path, err_path = os.path.join(work, "stdout.txt"), os.path.join(work, "stderr.txt")
    with open(out_path, "wb") as out, open(err_path, "wb") as err:
        start = time.perf_counter()
        process = subprocess.Popen(command, stdout=out, stderr=err)
        # Reaped with wait4 for the rusage of this child alone (RUSAGE_CHILDREN keeps the largest
        # peak of all children so far).
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        with open(err_path, errors="replace") as err:
            sys.exit(f"bench-import: `{' '.join(command)}` failed:\n{err.read().strip()}")
    with open(out_path, errors="replace") as out:
        lines = out.read().strip().splitlines()
    return wall, usage.ru_maxrss / 1024, lines[-1] if lines else ""


def counts(line, command):
    try:
        return json.loads(line)
    except ValueError:
        sys.exit(f"bench-import: `{command}` did not end with the JSON counts: {line!r}")


def new_database(name):
    path = os.path.join(work, name)
    for suffix in ("", "-wal", "-shm", "-journal"):
        if os.path.exists(path + suffix):
            os.remove(path + suffix)
    return path


def row_counts(path):
    db = sqlite3.connect(path)
    try:
        return {table: db.execute(f"SELECT count(*) FROM {table}").fetchone()[0] for table in TABLES}
    finally:
        db.close()


with open("/proc/cpuinfo") as f:
    model = next((l.split(":", 1)[1].strip() for l in f if l.startswith("model name")), "unknown CPU")
swift = subprocess.run(["swift", "--version"], capture_output=True, text=True)
swift_line = (swift.stdout or swift.stderr).strip().splitlines()[0]
# An unknown subcommand's --help prints the tool's help and succeeds: look for its own usage line.
usage = subprocess.run([xylem, "import", "--help"], capture_output=True, text=True).stdout
has_import = "xylem import" in usage

with open(feed, "rb") as f:  # into the page cache before anything is timed
    while f.read(1 << 22):
        pass
item_count = int(measured([xylem, "feed", "--count", feed])[2])
print(f"Machine: {model}, {os.cpu_count()} cores; {swift_line}; release build; "
      f"{time.strftime('%Y-%m-%d', time.gmtime())}")

if large:
    if not has_import:
        sys.exit("bench-import: this xylem has no import command")
    wall, peak, line = measured([xylem, "import", feed, "--db", new_database("large.sqlite")])
    inserted = counts(line, "xylem import").get("inserted")
    verdict = "under" if peak < 64 else "OVER"
    print(f"{size / 1e6:.0f} MB podcast feed, {item_count} items: `xylem import` into a new database "
          f"took {wall:.2f} s ({size / 1e6 / wall:.1f} MB/s), {inserted} inserted; peak RSS {peak:.1f} MB, "
          f"{verdict} the 64 MB limit")
    sys.exit(0 if peak < 64 else 1)

contenders = [("read", "`xylem feed --count`")]
problems = []
if has_import:
    same = new_database("same.sqlite")
    first = counts(measured([xylem, "import", feed, "--db", same])[2], "xylem import")  # untimed
    if first.get("inserted") != item_count:
        problems.append(f"first import into the re-imported database: {first}")
    contenders += [("import", "`xylem import`, new database"), ("reimport", "`xylem import`, unchanged feed")]
contenders += [("python", "Python: lxml iterparse + sqlite3")]


def command(key):
    if key == "read":
        return [xylem, "feed", "--count", feed]
    if key == "import":
        return [xylem, "import", feed, "--db", new_database("xylem.sqlite")]
    if key == "reimport":
        return [xylem, "import", feed, "--db", same]
    return [sys.executable, python_importer, feed, "--db", new_database("python.sqlite")]


walls = {key: [] for key, _ in contenders}
peaks = {key: [] for key, _ in contenders}
for round in range(runs):
    order = contenders[round % len(contenders):] + contenders[:round % len(contenders)]
    for key, _ in order:
        wall, peak, line = measured(command(key))
        walls[key].append(wall)
        peaks[key].append(peak)
        if key == "read":
            continue
        got = counts(line, key)
        expected = {"unchanged": item_count} if key == "reimport" else {"inserted": item_count}
        for name, value in expected.items():
            if got.get(name) != value:
                problems.append(f"{key}: {got} (expected {name} {value})")

print(f"{size / 1e6:.0f} MB podcast feed ({item_count} items), {runs} rounds in a rotating order, medians")
if not has_import:
    print("This xylem has no import command: only the read and the Python importer were measured.")
print()
print("| Command | Median | MB/s | Peak RSS | vs the read |")
print("| --- | ---: | ---: | ---: | ---: |")
median = {key: statistics.median(walls[key]) for key, _ in contenders}
for key, label in contenders:
    print(f"| {label} | {median[key]:.3f} s | {size / 1e6 / median[key]:.1f} | {max(peaks[key]):.1f} MB "
          f"| {median['read'] / median[key]:.2f}× |")
print()

failed = bool(problems)
if has_import:
    checks = [
        (f"import throughput / read throughput = {median['read'] / median['import']:.2f}", "≥ 0.5",
         median["read"] / median["import"] >= 0.5),
        (f"import vs Python = {median['python'] / median['import']:.2f}×", "≥ 3×",
         median["python"] / median["import"] >= 3),
        (f"re-import {median['reimport']:.3f} s vs import {median['import']:.3f} s", "faster",
         median["reimport"] < median["import"]),
    ]
    for text, goal, passed in checks:
        print(f"- {text} (goal {goal}): {'met' if passed else 'NOT MET'}")
        failed |= not passed
    xylem_rows, python_rows = row_counts(os.path.join(work, "xylem.sqlite")), row_counts(
        os.path.join(work, "python.sqlite"))
    if xylem_rows == python_rows:
        print(f"- Same row counts in the Xylem and Python databases: "
              + ", ".join(f"{table} {count}" for table, count in xylem_rows.items()))
    else:
        failed = True
        print("- Row counts DIFFER: "
              + ", ".join(f"{table} {xylem_rows[table]} (Python {python_rows[table]})" for table in TABLES))
else:
    print("- Python database rows: " + ", ".join(
        f"{table} {count}" for table, count in row_counts(os.path.join(work, "python.sqlite")).items()))
for problem in problems:
    print(f"- Unexpected counts: {problem}")
sys.exit(1 if failed else 0)
PYTHON
