"""Fixtures shared by the data source's tests: one local Spark session for all, and the binaries."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Iterator

import pytest

HERE = Path(__file__).resolve().parent
INTEGRATION = HERE.parent
sys.path.insert(0, str(INTEGRATION))
sys.path.insert(0, str(HERE))


@pytest.fixture(scope="session")
def xylem_binary() -> str:
    """The xylem binary under test, from XYLEM_BINARY (run-tests.sh sets it)."""
    binary = os.environ.get("XYLEM_BINARY")
    if not binary or not os.access(binary, os.X_OK):
        pytest.fail("set XYLEM_BINARY to an executable xylem binary (run-tests.sh XYLEM_BINARY does)")
    return binary


@pytest.fixture(scope="session")
def fake_mode(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The file that tells fake_xylem.py how to behave; set before the session starts its workers."""
    path = tmp_path_factory.mktemp("fake") / "mode"
    path.write_text("ok\n")
    os.environ["FAKE_XYLEM_MODE"] = str(path)
    return path


@pytest.fixture(scope="session")
def spark(fake_mode: Path) -> Iterator["SparkSession"]:
    """One local session on two threads, started once: Spark takes seconds to start."""
    from pyspark.sql import SparkSession

    session = (
        SparkSession.builder.master("local[2]")
        .appName("xylem-spark-tests")
        .config("spark.ui.enabled", "false")
        .config("spark.ui.showConsoleProgress", "false")
        .config("spark.sql.shuffle.partitions", "2")
        .getOrCreate()
    )
    session.sparkContext.setLogLevel("ERROR")
    # Executors import the data source by name, as they would on a cluster.
    session.sparkContext.addPyFile(str(INTEGRATION / "xylem_spark.py"))
    from xylem_spark import XylemDataSource

    session.dataSource.register(XylemDataSource)
    yield session
    session.stop()
