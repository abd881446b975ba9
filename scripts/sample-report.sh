#!/bin/sh
# Writes the weekly report of the bundled sample data (its last complete week, 2026-11-09 … 11-15)
# with the weight section of sample-data/body/ and the pantry section of sample-data/pantry.csv (seen on the week's last day), in every format: `make report` calls this after a release build. The last line names the file to open.
# Usage: scripts/sample-report.sh NUTRISTATS SAMPLE_DIR REPORT_DIR
set -eu
bin="$1"; sample="$2"; out="$3"
set --
for f in "$sample"/activity/*.csv; do [ -e "$f" ] && set -- "$@" --activity "$f"; done
for f in "$sample"/body/*; do [ -e "$f" ] && set -- "$@" --body "$f"; done
[ -e "$sample/pantry.csv" ] && set -- "$@" --pantry "$sample/pantry.csv"
"$bin" report --storage "$sample/Storage" "$@" --out "$out" --format html,md,pdf
# The same week of the made-up Cronometer export: every vitamin and mineral it holds, lower bounds
# where foods leave cells blank (its own folder: a day's food comes from one source).
if [ -e "$sample/cronometer/servings.csv" ]; then
    "$bin" report --food-log "$sample/cronometer/servings.csv" --week 2026-11-09 --out "$out/cronometer" \
        --format html,md,pdf
fi
echo "Open $out/report.html (and $out/cronometer/report.html for the vitamins and minerals of a Cronometer export)"
