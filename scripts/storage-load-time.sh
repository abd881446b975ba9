#!/bin/sh
# How long the release build takes to load a ten-year Nutrition storage folder.
#
# Usage: scripts/storage-load-time.sh [RUNS]      (default 15)
#
# Writes a synthetic folder with scripts/synthetic-storage.py (3,652 days, about 55,000 entries, 4.2 MB of
# history JSON, 340 food objects, a cache and a backlog) into a temporary directory, builds nutristats in
# release mode, and times `nutristats history --storage DIR --last 1` (the whole load, then a one-day
# listing) against the same command on a folder holding an empty history (process start-up alone).
# Prints the best of RUNS runs, as CPU time (user + sys) and as wall time; the difference is the load.
set -eu
cd "$(dirname "$0")/.."
runs="${1:-15}"
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT INT TERM
python3 scripts/synthetic-storage.py "$dir/Storage" 10
mkdir -p "$dir/Empty/History"
echo '{}' > "$dir/Empty/History/foodHistory.json"
swift build -c release --static-swift-stdlib --product nutristats > /dev/null
bin="$(swift build -c release --show-bin-path)/nutristats"
python3 - "$bin" "$dir" "$runs" <<'PY'
import resource, subprocess, sys, time
binary, folder, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])

def best(storage):
    cpu, wall = float("inf"), float("inf")
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run([binary, "history", "--storage", storage, "--last", "1"], stdout=subprocess.DEVNULL, check=True)
        wall = min(wall, time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = min(cpu, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime))
    return cpu * 1000, wall * 1000

empty = best(folder + "/Empty")
full = best(folder + "/Storage")
print("best of %d runs       CPU ms   wall ms" % runs)
print("empty history      %7.1f  %8.1f" % empty)
print("ten-year folder    %7.1f  %8.1f" % full)
print("load (difference)  %7.1f  %8.1f" % (full[0] - empty[0], full[1] - empty[1]))
PY
