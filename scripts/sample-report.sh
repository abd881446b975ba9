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
echo "Open $out/report.html"
