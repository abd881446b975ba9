#!/bin/sh
# `make cohort-check`: the cohort run on a real engine. Installs what is missing — a Java runtime
# (Debian default-jre-headless, through ensure-system-deps.sh's way: apt-get as root, else the exact
# command) and pyspark + duckdb from PyPI into a virtual environment under .build-cohort/ (git-ignored,
# reused by later runs) — then runs cohort/check_cohort.py with the nutristats binary given.
#
# Usage: scripts/cohort-check.sh NUTRISTATS_BINARY
set -eu
cd "$(dirname "$0")/.."
binary=$1
venv=.build-cohort/venv
# Versions the check was written and measured with; newer ones are expected to work too.
PYSPARK_VERSION=${PYSPARK_VERSION:-4.3.0}
DUCKDB_VERSION=${DUCKDB_VERSION:-2.0.0}

if ! command -v java >/dev/null 2>&1; then
    if [ "$(id -u)" -eq 0 ]; then
        echo "Installing: default-jre-headless (Spark runs on Java)" >&2
        DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends default-jre-headless >/dev/null 2>&1 || {
            apt-get update >/dev/null
            DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends default-jre-headless >/dev/null
        }
    else
        echo "The cohort check needs a Java runtime (17 or later). Run:" >&2
        echo "    sudo apt-get update && sudo apt-get install -y default-jre-headless" >&2
        exit 1
    fi
fi

if ! "$venv/bin/python" -c "import pyspark, duckdb" >/dev/null 2>&1; then
    command -v python3 >/dev/null 2>&1 || { echo "The cohort check needs python3 (Debian python3-venv)." >&2; exit 1; }
    python3 -m venv "$venv" || {
        echo "Cannot create a Python virtual environment. Run: sudo apt-get install -y python3-venv" >&2
        exit 1
    }
    echo "Installing pyspark $PYSPARK_VERSION and duckdb $DUCKDB_VERSION into $venv (about 320 MB, once)" >&2
    "$venv/bin/pip" install --quiet --disable-pip-version-check "pyspark==$PYSPARK_VERSION" "duckdb==$DUCKDB_VERSION"
fi

exec "$venv/bin/python" cohort/check_cohort.py --nutristats "$binary" --work .build-cohort/run
