#!/usr/bin/env python3
"""The cohort run on Spark: `nutristats export --csv` for every participant as a Spark task (one
participant per task, the binary shipped to the executors), then the cohort tables of
cohort_queries.sql with Spark SQL over the exported folder.

Usage:
  python3 cohort/cohort_job.py --nutristats BIN --out DIR [--master local[2]] [--export-arg=ARG ...] FOLDER...
  spark-submit cohort/cohort_job.py --nutristats BIN --out DIR FOLDER...   (on a cluster; docs/cohort.md)

A participant FOLDER holds `Storage/` (a Nutrition shortcut storage folder), optionally `activity/`
(activity files), `food-log/` (other trackers' food logs) and `body/` (body-weight files, for the
body_days table); its name is the participant ID.
`--list FILE` reads more folders, one a line. --export-arg passes a flag to every export (a period
such as `--export-arg=--from=2026-01-01`); without one every day of the data is exported.

Writes DIR/<table>/participant=ID/... (the export), DIR/cohort/<name>.csv (the cohort tables) and
DIR/cohort/tasks.csv (each task's wall time), and prints a summary. DIR must be a folder every
executor can write (local mode: any folder; a cluster: a shared mount).
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cohort_sql  # noqa: E402


def export_arguments(folder: str, out: str, extra: list[str]) -> list[str]:
    """The `nutristats export` arguments for one participant folder."""
    participant = os.path.basename(os.path.normpath(folder))
    arguments = ["export", "--participant", participant, "--csv", out]
    storage = os.path.join(folder, "Storage")
    if os.path.isdir(storage):
        arguments += ["--storage", storage]
    for option, sub in (("--activity", "activity"), ("--food-log", "food-log"), ("--body", "body")):
        path = os.path.join(folder, sub)
        if os.path.isdir(path):
            for name in sorted(os.listdir(path)):
                if not name.startswith("."):
                    arguments += [option, os.path.join(path, name)]
    return arguments + extra


def run_export(task):
    """A Spark task: exports one participant; returns (participant, seconds, status, stderr)."""
    from pyspark import SparkFiles

    folder, out, binary_name, extra = task
    binary = SparkFiles.get(binary_name)
    if not os.access(binary, os.X_OK):
        os.chmod(binary, 0o755)
    started = time.perf_counter()
    done = subprocess.run([binary] + export_arguments(folder, out, extra), capture_output=True, text=True)
    return (os.path.basename(os.path.normpath(folder)), time.perf_counter() - started, done.returncode, done.stderr)


def register_export(spark, out: str) -> None:
    """days_csv, daily_values_csv and body_days_csv over the export folder, every cell text (the SQL casts)."""
    spark.conf.set("spark.sql.sources.partitionColumnTypeInference.enabled", "false")
    reader = spark.read.option("header", True).option("inferSchema", False)
    reader.option("basePath", os.path.join(out, "days")).csv(
        os.path.join(out, "days", "participant=*", "year=*", "part.csv")).createOrReplaceTempView("days_csv")
    reader.option("basePath", os.path.join(out, "daily_values")).csv(
        os.path.join(out, "daily_values", "participant=*", "part.csv")).createOrReplaceTempView("daily_values_csv")
    body_parts = cohort_sql.body_days_parts(out)
    if body_parts:
        reader.option("basePath", os.path.join(out, "body_days")).csv(body_parts).createOrReplaceTempView("body_days_csv")
    else:
        spark.sql(cohort_sql.EMPTY_BODY_DAYS).createOrReplaceTempView("body_days_csv")


def cohort_tables(spark, out: str) -> dict[str, tuple[list[str], list[tuple]]]:
    """Runs cohort_queries.sql; returns each table's columns and rows."""
    register_export(spark, out)
    tables = {}
    for name, statement in cohort_sql.statements():
        frame = spark.sql(statement)
        if name.startswith("view:"):
            frame.createOrReplaceTempView(name[len("view:"):])
        else:
            tables[name] = (frame.columns, [tuple(row) for row in frame.collect()])
    return tables


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="NutriStats cohort run on Spark")
    parser.add_argument("--nutristats", required=True, help="the nutristats binary to ship to the executors")
    parser.add_argument("--out", required=True, help="the export folder (shared by every executor)")
    parser.add_argument("--master", help="Spark master when run with python, e.g. local[2]")
    parser.add_argument("--list", help="a file of participant folders, one a line")
    parser.add_argument("--export-arg", action="append", default=[], help="a flag passed to every export")
    parser.add_argument("folders", nargs="*")
    args = parser.parse_args(argv[1:])
    folders = [os.path.abspath(f) for f in args.folders]
    if args.list:
        with open(args.list, encoding="utf-8") as listing:
            folders += [os.path.abspath(line.strip()) for line in listing if line.strip()]
    if not folders:
        parser.error("give participant folders")
    names = [os.path.basename(os.path.normpath(f)) for f in folders]
    if len(set(names)) != len(names):
        parser.error("two participant folders have the same name (the name is the participant ID)")
    out = os.path.abspath(args.out)
    os.makedirs(out, exist_ok=True)

    from pyspark.sql import SparkSession

    builder = SparkSession.builder.appName("nutristats-cohort")
    if args.master:
        builder = builder.master(args.master)
    spark = builder.config("spark.ui.enabled", "false").getOrCreate()
    spark.sparkContext.setLogLevel("ERROR")
    try:
        spark.sparkContext.addFile(os.path.abspath(args.nutristats))
        binary_name = os.path.basename(args.nutristats)
        started = time.perf_counter()
        tasks = [(folder, out, binary_name, args.export_arg) for folder in folders]
        results = spark.sparkContext.parallelize(tasks, numSlices=len(tasks)).map(run_export).collect()
        export_seconds = time.perf_counter() - started
        failed = [r for r in results if r[2] != 0]
        for participant, _, status, stderr in failed:
            print(f"cohort: export of {participant} failed (exit {status}): {stderr.strip()}", file=sys.stderr)
        if failed:
            return 1
        started = time.perf_counter()
        tables = cohort_tables(spark, out)
        query_seconds = time.perf_counter() - started
    finally:
        spark.stop()
    folder = os.path.join(out, "cohort")
    for name, (columns, rows) in tables.items():
        cohort_sql.write_table(folder, name, columns, rows)
    cohort_sql.write_table(folder, "tasks", ["participant", "seconds"], sorted((r[0], r[1]) for r in results))
    task_times = sorted(r[1] for r in results)
    print(f"cohort: {len(results)} participants exported in {export_seconds:.1f} s "
          f"(per task: median {task_times[len(task_times) // 2]:.2f} s, max {task_times[-1]:.2f} s); "
          f"cohort tables in {query_seconds:.1f} s; written to {folder}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
