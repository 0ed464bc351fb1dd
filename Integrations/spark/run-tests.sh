#!/usr/bin/env bash
# Runs the Spark data source's tests in local mode against one xylem binary: the range reads must
# give the sequential read's entries at several split sizes, and failures must surface.
# Installs what a fresh machine lacks: PySpark with its SQL extras (pyarrow, pandas), pytest, Java.
set -euo pipefail
if [ $# -ne 1 ]; then
    echo "usage: $0 XYLEM_BINARY" >&2
    exit 2
fi
binary=$(realpath "$1")
cd "$(dirname "$0")"

if ! python3 -c 'import pyspark, pyarrow, pandas, pytest' 2>/dev/null; then
    echo "== installing pyspark[sql] and pytest"
    python3 -m pip install --quiet 'pyspark[sql]>=4.0' pytest
fi
if ! java -version >/dev/null 2>&1; then
    echo "== installing Java 17"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update
    apt-get install -y openjdk-17-jre-headless
fi

echo "== Spark data source tests (pyspark $(python3 -c 'import pyspark; print(pyspark.__version__)'), $binary)"
# Bytecode caches would land in the source tree; warnings from PySpark's pandas check are not ours.
XYLEM_BINARY="$binary" PYTHONDONTWRITEBYTECODE=1 python3 -m pytest -q -p no:cacheprovider \
    -W 'ignore::FutureWarning' tests
