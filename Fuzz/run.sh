#!/bin/sh
# Builds the libFuzzer harnesses and runs each for a bounded time (see docs/errors-and-limits.md, "Fuzzing").
#
#   Fuzz/run.sh [HARNESS...]      all harnesses (Fuzz/Sources/fuzz-*) when none is named
#
# Environment: FUZZ_SECONDS (per harness, default 60), FUZZ_BUILD=0 to skip the build, SWIFT.
# The checked-in seeds (Fuzz/corpus/NAME) are only read; new inputs go to .build-fuzz/corpus/NAME,
# crashes to Fuzz/artifacts/NAME/. A harness that crashes makes the script exit 1.
set -eu
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
SECONDS_EACH=${FUZZ_SECONDS:-60}
SCRATCH=.build-fuzz
# The Swift runtime's own crash handler would run inside AddressSanitizer's report and garble it.
export SWIFT_BACKTRACE=enable=no
SANITIZE="--sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing"

if [ "$#" -gt 0 ]; then
    HARNESSES="$*"
else
    HARNESSES=$(cd Fuzz/Sources && ls -d fuzz-* | sed 's/^fuzz-//')
fi

if [ "${FUZZ_BUILD:-1}" != 0 ]; then
    # release + -enable-testing: optimised like the shipped tool, yet harnesses may reach internal
    # entry points with @testable import. AddressSanitizer catches reads past a buffer's end in the
    # byte-level parsers. SwiftPM passes --sanitize=fuzzer and --sanitize=address to swiftc as two
    # flags, and the last -sanitize= wins, which leaves the code without coverage counters: the
    # combined -Xswiftc flag, which comes after them, restores both.
    mkdir -p "$SCRATCH"
    if ! $SWIFT build --package-path Fuzz --scratch-path "$SCRATCH" -c release $SANITIZE >"$SCRATCH/build.log" 2>&1; then
        grep -v "ld.gold: warning" "$SCRATCH/build.log" >&2
        echo "fuzz: the harnesses did not build" >&2
        exit 2
    fi
    grep -v "ld.gold: warning" "$SCRATCH/build.log" | tail -1
fi
BIN=$($SWIFT build --package-path Fuzz --scratch-path "$SCRATCH" -c release $SANITIZE --show-bin-path)

mkdir -p "$SCRATCH/logs"
failed=""
printf '%-28s %12s %10s %8s  %s\n' harness executions exec/s corpus result
for name in $HARNESSES; do
    binary="$BIN/fuzz-$name"
    [ -x "$binary" ] || { echo "fuzz: no harness $binary" >&2; exit 2; }
    work="$SCRATCH/corpus/$name"
    artifacts="Fuzz/artifacts/$name"
    mkdir -p "$work" "$artifacts" "Fuzz/corpus/$name"
    dict=""
    for candidate in "Fuzz/dict/$name.dict" "Fuzz/dict/${name%%-*}.dict"; do
        if [ -f "$candidate" ]; then dict="-dict=$candidate"; break; fi
    done
    log="$SCRATCH/logs/$name.log"
    # Leak checks are off: libFuzzer runs one after every input that allocates more than it frees,
    # and the Swift runtime's caches make that most inputs (a 6x slowdown, no findings).
    status=0
    "$binary" "$work" "Fuzz/corpus/$name" $dict -max_total_time="$SECONDS_EACH" -print_final_stats=1 \
        -detect_leaks=0 -timeout=10 -rss_limit_mb=2048 -max_len=16384 \
        -artifact_prefix="$artifacts/" >"$log" 2>&1 || status=$?
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
    units=$(ls "$work" | wc -l)
    if [ "$status" -eq 0 ]; then
        result=ok
    else
        result="FAILED (exit $status, see $log)"
        failed="$failed $name"
        grep -v '^#[0-9]' "$log" | tail -40 >&2
    fi
    printf '%-28s %12s %10s %8s  %s\n' "$name" "${runs:-?}" "${speed:-?}" "$units" "$result"
done
total=$(echo $HARNESSES | wc -w)
failures=$(echo $failed | wc -w)
# A plain closing line that test-result readers understand.
echo "fuzz: $((total - failures)) passed, $failures failed"
if [ -n "$failed" ]; then
    echo "fuzz: findings in:$failed (inputs in Fuzz/artifacts/)" >&2
    exit 1
fi
