"""Reads cohort_queries.sql into (name, statement) pairs, and writes a result table as CSV; shared by
cohort_job.py (Spark) and duckdb_cohort.py (DuckDB)."""
from __future__ import annotations

import csv
import datetime as dt
import os

QUERIES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cohort_queries.sql")


def statements(path: str = QUERIES) -> list[tuple[str, str]]:
    """The statements in file order; a name `view:X` is a view named X."""
    result: list[tuple[str, str]] = []
    name, lines = None, []
    with open(path, encoding="utf-8") as sql:
        for line in sql:
            if line.startswith("-- name: "):
                if name:
                    result.append((name, "".join(lines).strip().rstrip(";")))
                name, lines = line[len("-- name: "):].strip(), []
            elif name and not line.startswith("--"):
                lines.append(line)
    if name:
        result.append((name, "".join(lines).strip().rstrip(";")))
    return result


def cell(value) -> str:
    """A result value as CSV text: dates ISO, doubles with every digit (repr), NULL empty."""
    if value is None:
        return ""
    if isinstance(value, (dt.date, dt.datetime)):
        return value.isoformat()[:10]
    return repr(value) if isinstance(value, float) else str(value)


def write_table(folder: str, name: str, columns: list[str], rows: list[tuple]) -> str:
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, name + ".csv")
    with open(path, "w", newline="", encoding="utf-8") as out:
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(columns)
        writer.writerows([[cell(v) for v in row] for row in rows])
    return path
