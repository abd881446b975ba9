#!/bin/sh
# Runs the main job on the bundled sample data: `make report` calls this after a release build.
# Usage: scripts/sample-report.sh NUTRISTATS SAMPLE_DIR REPORT_DIR
set -eu
bin="$1"; sample="$2"; out="$3"
set --
for f in "$sample"/activity/*.csv; do [ -e "$f" ] && set -- "$@" --activity "$f"; done
"$bin" history --storage "$sample/Storage" "$@" --last 7
