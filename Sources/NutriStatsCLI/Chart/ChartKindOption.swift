import ArgumentParser

/// The `--kind` of chart the `chart` command draws.
enum ChartKindOption: String, CaseIterable, ExpressibleByArgument {
    /// Vertical bars; several --y columns give grouped bars.
    case bar
    /// Vertical bars with the --y columns stacked.
    case stacked
    case line
    /// One --y column as slices named by --x.
    case pie
    /// Horizontal bars of one --y column (percentages) against 100 %, named by --x.
    case hbar
}
