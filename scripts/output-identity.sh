#!/bin/sh
# Writes what one nutristats binary prints and writes for the bundled sample data and for every test
# input file (stdout, stderr and exit status of each command), so that the outputs of two builds can be
# compared byte for byte: a refactoring must leave them the same (issue 27). Complements
# scripts/report-identity.sh, which covers the reports of the benchmark data.
#
# Usage: scripts/output-identity.sh NUTRISTATS OUT_DIR
# Then:  diff -r OUT_DIR_OF_BEFORE OUT_DIR_OF_AFTER
#
# Paths in messages are relative to the repository, so run it from the repository's top folder.
set -u
bin="$1"; out="$2"
mkdir -p "$out"
export NUTRISTATS_NO_CACHE=1
cfg="$(mktemp -d)"; trap 'rm -rf "$cfg"' EXIT
export XDG_CONFIG_HOME="$cfg"
S=sample-data
A="--activity $S/activity/apple-health-energy.csv --activity $S/activity/apple-health-steps.csv"
B="--body $S/body/weight.csv --body $S/body/export.xml"
W="--week 2026-11-09"

# name, then arguments: stdout, stderr and the exit status into three files
run() {
    name="$1"; shift
    "$bin" "$@" >"$out/$name.out" 2>"$out/$name.err"
    echo "$?" >"$out/$name.status"
}

# Every command on the sample data, in its formats.
for format in table csv json; do
    run "stats-week-$format" stats --storage $S/Storage $A $B $W --format "$format"
    run "stats-all-$format" stats --storage $S/Storage $A $B --all --format "$format"
    run "stats-day-$format" stats --storage $S/Storage $A --on 2026-11-12 --format "$format"
done
run stats-goal stats --storage $S/Storage $A $B $W --goal 1800 --weight-unit lb --weight-goal 150 --weight-rate=-1
run stats-compare stats --storage $S/Storage $A --month 2026-10 --compare previous
run inspect inspect --storage $S/Storage $A $B
run history history --storage $S/Storage --last 5
for format in table json; do run "food-$format" food --storage $S/Storage --format "$format" banana; done
run food-label food --storage $S/Storage --label "$out/food-label.svg" --servings 2 --on 2026-11-12 banana
run pantry pantry --pantry $S/pantry.csv --today 2026-11-15
run pantry-json pantry --pantry $S/pantry.csv --today 2026-11-15 --format json
run pantry-ics pantry --pantry $S/pantry.csv --today 2026-11-15 --calendar "$out/pantry.ics"
run config config --storage $S/Storage $A $B
for metric in kcal macros macro-split dv energy steps heatmap weight expenditure; do
    for ext in png svg; do
        run "chart-$metric-$ext" chart --metric "$metric" --storage $S/Storage $A $B --all --out "$out/chart-$metric.$ext"
    done
done
run chart-pantry chart --metric pantry --pantry $S/pantry.csv --today 2026-11-15 --out "$out/chart-pantry.svg"
run report report --storage $S/Storage $A $B --pantry $S/pantry.csv $W --out "$out/report" --format html,md
run review report --storage $S/Storage $A $B --all --out "$out/review" --format html,md
run export-csv export --storage $S/Storage $A $B --participant p1 --csv "$out/export-csv"
run export-sqlite export --storage $S/Storage $A $B --participant p1 --sqlite "$out/export.sqlite"
[ -f "$out/export.sqlite" ] && command -v sqlite3 >/dev/null &&
    sqlite3 "$out/export.sqlite" .dump >"$out/export.sqlite.sql" && rm "$out/export.sqlite"

# Every test input, read by the flag of its kind: what is read, or the error and its wording.
# Each input's outputs are named after its path, so adding a fixture leaves the others' names alone.
for f in $(find Tests/NutriStatsCLITests/BadInputs Tests/NutritionDataTests/Fixtures -type f | LC_ALL=C sort); do
    n=$(echo "${f#Tests/}" | tr '/ ' '__')
    case "$f" in
        */activity/*|*/Activity/*) flag=--activity;;
        */history/*|*/LegacyHistory/*) flag=--history;;
        */Body/*|*/body/*) flag=--body;;
        */FoodLogs/*|*/food-log/*) flag=--food-log;;
        */targets/*) flag=--dv;;
        */chart/*) run "input-$n" chart --csv "$f" --x date --y kcal --out "$out/input-$n.svg"; continue;;
        *) flag=--food-log;;
    esac
    if [ "$flag" = --dv ]; then
        run "input-$n" stats --storage $S/Storage --dv "$f" --on 2026-11-12
    else
        run "input-$n" stats $flag "$f" --all --format csv
    fi
    run "input-$n-lenient" stats $flag "$f" --all --lenient --format json
done
# The output folder is named in messages; write it as OUT so two folders compare equal.
find "$out" -name "*.out" -o -name "*.err" | while read -r f; do sed -i "s|$out|OUT|g" "$f"; done
echo "wrote $(find "$out" -type f | wc -l) files into $out"
