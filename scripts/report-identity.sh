#!/bin/sh
# Writes a fixed set of reports with one nutristats binary into a folder, so the outputs of two builds
# can be compared byte for byte (`diff -r`). Used to check that a speed change leaves every output
# file (HTML, Markdown, PDF, SVG, PNG) the same.
#
# Usage: scripts/report-identity.sh NUTRISTATS OUT_DIR [BENCH_DATA]
#   BENCH_DATA: the benchmark inputs, `.build-bench/data/v2` by default (written by `make bench`);
#   the benchmark reports are left out when it does not exist.
# Then: diff -r OUT_DIR_OF_BEFORE OUT_DIR_OF_AFTER
#
# Each benchmark report with activity is written twice, with the activity day index cache off and on
# (the second run of "on" uses the index the first one wrote), into its own folder each.
set -eu
bin="$1"; out="$2"; data="${3:-.build-bench/data/v2}"
mkdir -p "$out"
cache="$(mktemp -d)"
trap 'rm -rf "$cache"' EXIT

scripts/sample-report.sh "$bin" sample-data "$out/sample" >/dev/null
"$bin" report --storage sample-data/Storage --out "$out/sample-storage-only" --format html,md,pdf 2>/dev/null

[ -d "$data" ] || { echo "no benchmark data at $data: sample reports only"; exit 0; }
a1=""; for f in "$data"/activity-1y/*.csv; do a1="$a1 --activity $f"; done
a10=""; for f in "$data"/activity-10y/*.csv; do a10="$a10 --activity $f"; done

run() { # name, then arguments; with activity: no cache, first cached run, warm cached run
    name="$1"; shift
    NUTRISTATS_NO_CACHE=1 "$bin" report "$@" --out "$out/$name" 2>/dev/null
    case "$*" in *--activity*)
        for pass in first warm; do
            NUTRISTATS_CACHE_DIR="$cache" "$bin" report "$@" --out "$out/$name-cache-$pass" 2>/dev/null
        done;;
    esac
}
# shellcheck disable=SC2086  # the activity flags are meant to split
run w1 --storage "$data/storage-1y" $a1 --week 2026-11-09
run w1-storage --storage "$data/storage-1y" --week 2026-11-09
run w1-latest --storage "$data/storage-1y" $a1
run w10 --storage "$data/storage-10y" $a10 --week 2026-11-09
run w10-storage --storage "$data/storage-10y" --week 2026-11-09
run w10-early --storage "$data/storage-10y" $a10 --week 2017-03-06
run y10 --storage "$data/storage-10y" $a10 --from 2025-11-16 --to 2026-11-15
run y10-storage --storage "$data/storage-10y" --from 2025-11-16 --to 2026-11-15
run y10-compare --storage "$data/storage-10y" $a10 --from 2025-11-16 --to 2026-11-15 --compare previous
stats() { # name, then arguments: `stats` as JSON and CSV, without and with the cache (warm)
    name="$1"; shift
    for format in json csv; do
        NUTRISTATS_NO_CACHE=1 "$bin" stats "$@" --format "$format" >"$out/$name.$format" 2>"$out/$name.$format.stderr"
        NUTRISTATS_CACHE_DIR="$cache" "$bin" stats "$@" --format "$format" >"$out/$name-cache.$format" 2>"$out/$name-cache.$format.stderr"
    done
}
stats s10-week --storage "$data/storage-10y" $a10 --week 2026-11-09
stats s10-year --storage "$data/storage-10y" $a10 --from 2025-11-16 --to 2026-11-15
stats s1-all --storage "$data/storage-1y" $a1 --all
echo "wrote $(find "$out" -type f | wc -l) files into $out"
