#!/usr/bin/env python3
"""The cohort tables of cohort_queries.sql with DuckDB, on one machine, over a folder written by
`nutristats export --csv` (for example by cohort_job.py).

Usage:  python3 cohort/duckdb_cohort.py EXPORT_DIR [RESULT_DIR]

Prints the tables, and writes RESULT_DIR/<name>.csv when RESULT_DIR is given.
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cohort_sql  # noqa: E402


def cohort_tables(out: str) -> dict[str, tuple[list[str], list[tuple]]]:
    import duckdb

    con = duckdb.connect()
    csv_options = "header = true, all_varchar = true, hive_partitioning = true, hive_types_autocast = false"
    con.execute(f"CREATE VIEW days_csv AS SELECT * FROM read_csv('{os.path.join(out, 'days', '*', '*', 'part.csv')}', {csv_options})")
    con.execute(f"CREATE VIEW daily_values_csv AS SELECT * FROM "
                f"read_csv('{os.path.join(out, 'daily_values', '*', 'part.csv')}', {csv_options})")
    body_parts = cohort_sql.body_days_parts(out)
    con.execute("CREATE VIEW body_days_csv AS "
                + (f"SELECT * FROM read_csv('{body_parts}', {csv_options})" if body_parts else cohort_sql.EMPTY_BODY_DAYS))
    tables = {}
    for name, statement in cohort_sql.statements():
        if name.startswith("view:"):
            con.execute(f"CREATE VIEW {name[len('view:'):]} AS {statement}")
        else:
            result = con.execute(statement)
            columns = [d[0] for d in result.description]
            tables[name] = (columns, [tuple(row) for row in result.fetchall()])
    return tables


def main(argv: list[str]) -> int:
    if len(argv) not in (2, 3):
        print(__doc__.strip().splitlines()[3], file=sys.stderr)
        return 64
    for name, (columns, rows) in cohort_tables(argv[1]).items():
        print(f"{name}: {len(rows)} rows")
        print("  " + ",".join(columns))
        for row in rows[:10]:
            print("  " + ",".join(cohort_sql.cell(v) for v in row))
        if len(argv) == 3:
            cohort_sql.write_table(argv[2], name, columns, rows)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
