/// Time-growth checks for paths that were once quadratic: not a timed test (no machine is too slow to
/// pass it), but a comparison of the same work at n and at 4n.
///
/// Linear work (or n log n) at 4n takes about 4 times as long as at n; quadratic work takes 16 times.
/// Each size is timed as the best of several runs, which leaves out the pauses of a shared machine,
/// and a test asks for less than 10 times, a generous margin on both sides.
public enum GrowthRatio {
    /// How many times longer `large` takes than `small`, each the best of `runs` runs (after one run of
    /// `small` to warm caches and lazy setup).
    public static func of(runs: Int = 5, small: () throws -> Void, large: () throws -> Void) rethrows -> Double {
        try small()
        let smallBest = try best(of: runs, small)
        return try best(of: runs, large) / Swift.max(smallBest, 1)
    }

    /// The shortest of `runs` runs of `work`, in nanoseconds.
    private static func best(of runs: Int, _ work: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        var shortest = Double.infinity
        for _ in 0..<Swift.max(1, runs) {
            let start = clock.now
            try work()
            let elapsed = clock.now - start
            shortest = Swift.min(
                shortest, Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9)
        }
        return shortest
    }
}
