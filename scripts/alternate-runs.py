#!/usr/bin/env python3
"""Times commands in alternation, so that a busy or drifting machine affects each alike.

Usage: scripts/alternate-runs.py RUNS LABEL COMMAND [LABEL COMMAND ...]

Each round runs every COMMAND once (through `sh -c`, about 2 ms of its own), in the order given;
after RUNS rounds it prints, for each LABEL, the median and the lowest wall time and CPU time
(user + system of the command and its children), in milliseconds. Output of the commands is
discarded; a command that fails stops the script.

Example (a base and a new build on the same report):
  scripts/alternate-runs.py 21 base "old/nutristats report ... --out /tmp/a" new "new/nutristats report ... --out /tmp/b"
"""
import resource
import statistics
import subprocess
import sys
import time


def main(argv):
    if len(argv) < 4 or len(argv) % 2 != 0:
        sys.exit(__doc__)
    runs = int(argv[1])
    pairs = list(zip(argv[2::2], argv[3::2]))
    timings = {label: [] for label, _ in pairs}
    for _ in range(runs):
        for label, command in pairs:
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            subprocess.run(command, shell=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
            wall = time.perf_counter() - start
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
            timings[label].append((wall, cpu))
    for label, values in timings.items():
        walls = sorted(wall for wall, _ in values)
        cpus = sorted(cpu for _, cpu in values)
        print(f"{label:12s} wall median {statistics.median(walls) * 1000:6.1f} min {walls[0] * 1000:6.1f}"
              f"   cpu median {statistics.median(cpus) * 1000:6.1f} min {cpus[0] * 1000:6.1f}")


if __name__ == "__main__":
    main(sys.argv)
