#!/usr/bin/env python3
"""The cohort check (`make cohort-check`): 20 generated participants exported by the Spark job in
local mode, its cohort tables compared with DuckDB's over the same folder and with `nutristats
stats` for two participants (one without activity), and the export checked for completeness.

Usage:  python3 cohort/check_cohort.py --nutristats BIN --work DIR [--participants 20]

Exits non-zero with the first differences when a check fails. Writes DIR/timings.txt.
"""
from __future__ import annotations

import argparse
import csv
import datetime as dt
import decimal
import io
import math
import os
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import cohort_job  # noqa: E402
import duckdb_cohort  # noqa: E402

failures: list[str] = []


def check(condition: bool, message: str) -> None:
    if not condition:
        failures.append(message)


def same(a, b) -> bool:
    """Equal values; doubles equal to 1e-9 relative (the engines may add in another order)."""
    if isinstance(a, float) or isinstance(b, float):
        if a is None or b is None:
            return a is b
        return math.isclose(float(a), float(b), rel_tol=1e-9, abs_tol=1e-9)
    if isinstance(a, (dt.date, dt.datetime)) and isinstance(b, (dt.date, dt.datetime)):
        return a.isoformat()[:10] == b.isoformat()[:10]
    return a == b


def stats_average(binary: str, folder: str, week: str) -> dict[str, str]:
    """The `average` row of `nutristats stats --week WEEK --format csv` for a participant folder."""
    arguments = cohort_job.export_arguments(folder, "unused", [])
    inputs = arguments[arguments.index("--csv") + 2:]
    done = subprocess.run([binary, "stats", *inputs, "--week", week, "--format", "csv"],
                          capture_output=True, text=True, check=True)
    rows = list(csv.DictReader(io.StringIO(done.stdout)))
    return next(row for row in rows if row["row"] == "average")


def rounded(value: float, cell: str) -> str:
    """`value` with as many decimals as the stats `cell`, rounded half away from zero (as stats rounds)."""
    decimals = len(cell.split(".")[1]) if "." in cell else 0
    quantum = decimal.Decimal(1).scaleb(-decimals)
    text = str(decimal.Decimal(repr(value)).quantize(quantum, rounding=decimal.ROUND_HALF_UP))
    return "0" if text in ("-0", "0") and decimals == 0 else text


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--nutristats", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--participants", type=int, default=20)
    args = parser.parse_args(argv[1:])
    binary = os.path.abspath(args.nutristats)
    work = os.path.abspath(args.work)
    shutil.rmtree(work, ignore_errors=True)
    people = os.path.join(work, "participants")
    out = os.path.join(work, "export")
    subprocess.run([sys.executable, os.path.join(HERE, "generate_participants.py"), str(args.participants), people],
                   check=True)
    folders = sorted(os.path.join(people, name) for name in os.listdir(people))

    # 1. The Spark job, local mode, two executor threads.
    started = time.perf_counter()
    job = subprocess.run([sys.executable, os.path.join(HERE, "cohort_job.py"), "--nutristats", binary, "--out", out,
                          "--master", "local[2]", *folders], capture_output=True, text=True)
    job_seconds = time.perf_counter() - started
    print(job.stdout, end="")
    if job.returncode != 0:
        print(job.stderr[-4000:], file=sys.stderr)
        print("cohort-check: the Spark job failed", file=sys.stderr)
        return 1
    spark = {}
    for name in ("weekly_averages", "sodium_over_limit", "energy_balance_by_month", "body_change"):
        with open(os.path.join(out, "cohort", name + ".csv"), encoding="utf-8") as table:
            rows = list(csv.reader(table))
        spark[name] = (rows[0], rows[1:])

    # 2. The export is complete: every participant, every day, activity for all but p03.
    for folder in folders:
        pid = os.path.basename(folder)
        days = os.path.join(out, "days", f"participant={pid}", "year=2026", "part.csv")
        with open(days, encoding="utf-8") as part:
            check(sum(1 for _ in part) == 1 + 42, f"{pid}: days should hold 42 rows")
        activity = os.path.join(out, "activity_days", f"participant={pid}")
        has_activity = os.path.exists(os.path.join(activity, "year=2026", "part.csv"))
        check(has_activity == (pid != "p03"), f"{pid}: activity_days {'missing' if pid != 'p03' else 'unexpected'}")
        body = os.path.join(out, "body_days", f"participant={pid}", "year=2026", "part.csv")
        if pid == "p04":
            check(not os.path.exists(body), "p04: body_days rows without body files")
        else:
            with open(body, encoding="utf-8") as part:
                check(sum(1 for _ in part) == 1 + 42, f"{pid}: body_days should hold 42 rows")

    # 3. DuckDB over the same folder computes the same tables.
    started = time.perf_counter()
    duck = duckdb_cohort.cohort_tables(out)
    duck_seconds = time.perf_counter() - started
    for name, (columns, rows) in spark.items():
        duck_columns, duck_rows = duck[name]
        check(columns == duck_columns, f"{name}: columns {columns} (Spark) vs {duck_columns} (DuckDB)")
        check(len(rows) == len(duck_rows), f"{name}: {len(rows)} rows (Spark) vs {len(duck_rows)} (DuckDB)")
        for spark_row, duck_row in zip(rows, duck_rows):
            for column, text, value in zip(columns, spark_row, duck_row):
                spark_value = None if text == "" else (float(text) if isinstance(value, float) else text)
                duck_value = value if isinstance(value, float) else (None if value is None else cohort_sql_cell(value))
                check(same(spark_value, duck_value), f"{name} {spark_row[:2]} {column}: {text} (Spark) vs {value} (DuckDB)")
    weeks = [row[0] for row in spark["sodium_over_limit"][1]]
    check(len(weeks) == 6, f"sodium_over_limit: 6 weeks expected, got {weeks}")
    shares = {float(row[3]) for row in spark["sodium_over_limit"][1]}
    check(len(shares) > 1 or shares not in ({0.0}, {1.0}), "sodium_over_limit: the shares do not vary; the data is too even")
    months = [row[0] for row in spark["energy_balance_by_month"][1]]
    check(months == ["2026-02", "2026-03", "2026-04"], f"energy_balance_by_month: months {months}")
    for row in spark["energy_balance_by_month"][1]:
        check(row[1] == str(args.participants - 1), f"energy_balance_by_month {row[0]}: {row[1]} participants, "
              f"expected {args.participants - 1} (p03 has no activity)")

    # 3b. body_change: everyone with body files (all but p04), with an estimate of expenditure on some
    #     days, and the weight change within one unit (0.1 kg) of the trend change `stats --body` shows
    #     in its total row (the SQL subtracts the rounded day trends).
    body_columns, body_rows = spark["body_change"]
    body_by_pid = {row[0]: dict(zip(body_columns, row)) for row in body_rows}
    check(sorted(body_by_pid) == sorted(os.path.basename(f) for f in folders if os.path.basename(f) != "p04"),
          f"body_change: participants {sorted(body_by_pid)}")
    for pid, row in body_by_pid.items():
        check(int(row["expenditure_days"]) > 0 and row["expenditure_kcal_avg"] != "", f"{pid}: no expenditure in body_change")
    for pid in ("p01", "p03"):
        arguments = cohort_job.export_arguments(os.path.join(people, pid), "unused", [])
        inputs = arguments[arguments.index("--csv") + 2:]
        done = subprocess.run([binary, "stats", *inputs, "--all", "--format", "csv"], capture_output=True, text=True, check=True)
        total = next(r for r in csv.DictReader(io.StringIO(done.stdout)) if r["row"] == "total")
        change = body_by_pid.get(pid, {}).get("weight_change_kg", "")
        check(change != "" and abs(float(change) - float(total["weight_trend_kg"])) <= 0.1 + 1e-9,
              f"{pid}: body_change weight_change_kg {change} vs stats trend change {total['weight_trend_kg']}")

    # 4. Two participants' weekly averages equal what `nutristats stats` says for each week.
    columns, rows = spark["weekly_averages"]
    compared = 0
    for pid in ("p01", "p03"):
        mine = [dict(zip(columns, row)) for row in rows if row[0] == pid]
        check(len(mine) == 6, f"weekly_averages: {pid} should have 6 weeks")
        for week in mine:
            average = stats_average(binary, os.path.join(people, pid), week["week"])
            check(week["counted_days"] == average["counted"], f"{pid} {week['week']}: counted {week['counted_days']} vs stats {average['counted']}")
            # kcal and net kcal are whole on every day, so the mean of the day rows rounds to stats'
            # figure exactly; sodium and protein days are rounded first, so they agree to within one
            # unit of the last digit stats shows.
            for figure, column in (("kcal_avg", "kcal"), ("net_kcal_avg", "net_kcal")):
                if average[column] == "":
                    check(week[figure] == "", f"{pid} {week['week']} {figure}: {week[figure]} but stats has none")
                else:
                    check(rounded(float(week[figure]), average[column]) == average[column],
                          f"{pid} {week['week']} {figure}: {week[figure]} vs stats {average[column]}")
                    compared += 1
            for figure, column in (("sodium_mg_avg", "sodium_mg"), ("protein_g_avg", "protein_g")):
                unit = 10 ** -(len(average[column].split(".")[1]) if "." in average[column] else 0)
                check(abs(float(week[figure]) - float(average[column])) <= unit + 1e-9,
                      f"{pid} {week['week']} {figure}: {week[figure]} vs stats {average[column]}")
                compared += 1
    check(compared >= 30, f"only {compared} figures compared with stats")

    # 5. The SQLite export of the same participants opens with Python's own sqlite3 (as pandas does)
    #    and holds the same days as the CSV export; a re-run of one participant changes nothing.
    database = os.path.join(work, "cohort.db")
    for pid in ("p01", "p03", "p01"):
        arguments = cohort_job.export_arguments(os.path.join(people, pid), "unused", [])
        arguments[arguments.index("--csv"):arguments.index("--csv") + 2] = ["--sqlite", database]
        subprocess.run([binary, *arguments], check=True, capture_output=True)
    import sqlite3
    with sqlite3.connect(database) as connection:
        counts = dict(connection.execute("SELECT participant, count(*) FROM days GROUP BY participant"))
        check(counts == {"p01": 42, "p03": 42}, f"SQLite days per participant: {counts}")
        for pid in ("p01", "p03"):
            stored = connection.execute("SELECT date, kcal, sodium_mg, net_kcal FROM days WHERE participant = ? ORDER BY date",
                                        (pid,)).fetchall()
            with open(os.path.join(out, "days", f"participant={pid}", "year=2026", "part.csv"), encoding="utf-8") as part:
                exported = [(r["date"], *(float(r[c]) if r[c] else None for c in ("kcal", "sodium_mg", "net_kcal")))
                            for r in csv.DictReader(part)]
            check(stored == exported, f"{pid}: SQLite days differ from the CSV export")

    task_file = os.path.join(out, "cohort", "tasks.csv")
    with open(task_file, encoding="utf-8") as tasks:
        task_seconds = sorted(float(row["seconds"]) for row in csv.DictReader(tasks))
    summary = (f"participants: {len(folders)}\n"
               f"spark job wall time (start-up, exports, cohort SQL): {job_seconds:.1f} s\n"
               f"export per participant (one task): median {task_seconds[len(task_seconds) // 2]:.3f} s, "
               f"max {task_seconds[-1]:.3f} s\n"
               f"duckdb cohort tables: {duck_seconds:.2f} s\n")
    with open(os.path.join(work, "timings.txt"), "w", encoding="utf-8") as timings:
        timings.write(summary)
    print(summary, end="")
    if failures:
        print(f"cohort-check: {len(failures)} check(s) failed:", file=sys.stderr)
        for failure in failures[:40]:
            print("  " + failure, file=sys.stderr)
        return 1
    print(f"cohort-check: passed ({compared} weekly figures equal stats; Spark and DuckDB agree on "
          f"{sum(len(r) for _, r in spark.values())} rows)")
    return 0


def cohort_sql_cell(value):
    import cohort_sql
    return cohort_sql.cell(value)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
