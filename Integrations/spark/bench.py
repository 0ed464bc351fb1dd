"""Races format("xylem") against Spark's built-in XML source on one document, in local mode.

Each run is a process of its own (a local master's threads are fixed when its JVM starts): it
starts a session, counts the ids and titles of the document's entries once to warm up the JVM, then
again under a clock while a sampler adds up the resident memory of the JVM and of every process
it started (Python workers, xylem). Configurations alternate, round after round; the medians are
printed as a Markdown table.

    python3 bench.py XYLEM_BINARY FEED.xml [--rounds 3] [--split-bytes 134217728]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Dict, List

HERE = Path(__file__).resolve().parent
CONFIGS = ["builtin-xml", "xylem-local1", "xylem-local2"]


def tree_rss(root: int) -> int:
    """The resident bytes of process ``root`` and all its descendants, from /proc."""
    children: Dict[int, List[int]] = {}
    rss: Dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            parent, pages = int(fields[1]), int(fields[21])
        except (OSError, IndexError, ValueError):
            continue
        children.setdefault(parent, []).append(int(entry))
        rss[int(entry)] = pages * os.sysconf("SC_PAGE_SIZE")
    total, stack = 0, [root]
    while stack:
        pid = stack.pop()
        total += rss.get(pid, 0)
        stack.extend(children.get(pid, []))
    return total


class Sampler(threading.Thread):
    """Keeps the highest resident memory of this process's tree, every 50 ms."""

    def __init__(self) -> None:
        super().__init__(daemon=True)
        self.peak = 0
        self.running = True

    def run(self) -> None:
        while self.running:
            self.peak = max(self.peak, tree_rss(os.getpid()))
            time.sleep(0.05)


def run_one(config: str, binary: str, feed: str, split_bytes: int) -> Dict[str, float]:
    """One configuration in this process: seconds and memory of a count of ids and titles."""
    from pyspark.sql import SparkSession
    from pyspark.sql import functions as F

    master = "local[1]" if config == "xylem-local1" else "local[2]"
    spark = (
        SparkSession.builder.master(master)
        .appName(f"xylem-bench-{config}")
        .config("spark.ui.enabled", "false")
        .config("spark.ui.showConsoleProgress", "false")
        .getOrCreate()
    )
    spark.sparkContext.setLogLevel("ERROR")
    if config != "builtin-xml":
        sys.path.insert(0, str(HERE))
        spark.sparkContext.addPyFile(str(HERE / "xylem_spark.py"))
        from xylem_spark import XylemDataSource

        spark.dataSource.register(XylemDataSource)

    def frame():
        """A new read of the document (a DataFrame run twice would reuse its first run's shuffle)."""
        if config == "builtin-xml":
            return spark.read.format("xml").option("rowTag", "entry").schema("id string, title string").load(feed)
        return (
            spark.read.format("xylem")
            .schema("id string, title string")
            .option("model", "atom")
            .option("xylem", binary)
            .option("splitBytes", split_bytes)
            .load(feed)
        )

    def count(read):
        return read.select(F.count("id").alias("ids"), F.count("title").alias("titles")).collect()[0]

    count(frame())  # warm-up: the JVM compiles, Python workers start
    baseline = tree_rss(os.getpid())
    sampler = Sampler()
    sampler.start()
    read = frame()
    start = time.perf_counter()
    row = count(read)
    seconds = time.perf_counter() - start
    sampler.running = False
    sampler.join()
    partitions = read.rdd.getNumPartitions()
    spark.stop()
    return {
        "seconds": seconds,
        "ids": row["ids"],
        "titles": row["titles"],
        "partitions": partitions,
        "peak_mb": sampler.peak / 1e6,
        "added_mb": max(0, sampler.peak - baseline) / 1e6,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("feed")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--split-bytes", type=int, default=128 * 1024 * 1024)
    parser.add_argument("--run", choices=CONFIGS, help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if arguments.run:
        print(json.dumps(run_one(arguments.run, arguments.binary, arguments.feed, arguments.split_bytes)))
        return
    results: Dict[str, List[Dict[str, float]]] = {config: [] for config in CONFIGS}
    for _ in range(arguments.rounds):
        for config in CONFIGS:
            done = subprocess.run(
                [sys.executable, __file__, arguments.binary, arguments.feed, "--run", config,
                 "--split-bytes", str(arguments.split_bytes)],
                stdout=subprocess.PIPE, check=True,
            )
            results[config].append(json.loads(done.stdout.decode().strip().splitlines()[-1]))
    counts = {(r["ids"], r["titles"]) for runs in results.values() for r in runs}
    print(f"Every run counted the same ids and titles: {counts}" if len(counts) == 1 else f"COUNTS DIFFER: {counts}")
    builtin = statistics.median(r["seconds"] for r in results["builtin-xml"])
    local1 = statistics.median(r["seconds"] for r in results["xylem-local1"])
    print("| Source | Partitions | Median | vs built-in | Peak memory, all processes | Added by the count |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for config in CONFIGS:
        runs = results[config]
        seconds = statistics.median(r["seconds"] for r in runs)
        extra = f" ({local1 / seconds:.2f}× local[1])" if config == "xylem-local2" else ""
        print(
            f"| {config} | {runs[0]['partitions']:.0f} | {seconds:.2f} s | {builtin / seconds:.2f}×{extra} "
            f"| {statistics.median(r['peak_mb'] for r in runs):.0f} MB "
            f"| {statistics.median(r['added_mb'] for r in runs):.0f} MB |"
        )


if __name__ == "__main__":
    main()
