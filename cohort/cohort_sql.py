"""Reads cohort_queries.sql into (name, statement) pairs, and writes a result table as CSV; shared by
cohort_job.py (Spark) and duckdb_cohort.py (DuckDB)."""
from __future__ import annotations

import csv
import datetime as dt
import glob
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


def body_days_parts(out: str) -> str | None:
    """The glob of the export's body_days parts, or None when no participant was exported with body
    files (the table's folders are then empty, and a CSV reader would refuse a glob matching nothing)."""
    pattern = os.path.join(out, "body_days", "participant=*", "year=*", "part.csv")
    return pattern if glob.glob(pattern) else None


# body_days_csv when no participant has body rows: the same columns (all text), no row.
EMPTY_BODY_DAYS = ("SELECT CAST(NULL AS STRING) AS participant, CAST(NULL AS STRING) AS date, "
                   "CAST(NULL AS STRING) AS weight_trend_kg, CAST(NULL AS STRING) AS expenditure_kcal WHERE 1 = 0")


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
