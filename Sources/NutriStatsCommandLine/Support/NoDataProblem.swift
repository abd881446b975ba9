/// Data holding no food entry and no activity, given to a command without a period: there is no
/// latest week (or nothing at all) to show. Each command's sentence, worded once; the command exits
/// 65 (``CommandFailure``).
package enum NoDataProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// `stats`: no latest week to show.
    case stats
    /// `report`: no week to report on.
    case report
    /// `export`: nothing to export.
    case export
    /// `chart --metric`: no latest week to chart, said of `input` (the storage folder, or the first file
    /// given) as an input error is said of its file.
    case chart(input: String)

    package var description: String {
        switch self {
        case .stats:
            "the data holds no entries or activity, so there is no latest week to show; "
                + "give a period with --on, --week, --month or --from/--to"
        case .report:
            "the data holds no entries or activity, so there is no week to report on; "
                + "give a period with --week or --from/--to"
        case .export:
            "the data holds no entries or activity, so there is nothing to export; "
                + "give a period with --on, --week, --month or --from/--to"
        case .chart(let input):
            "\(input): holds no entries or activity, so there is no latest week to chart; give a period with --week, "
                + "--month or --from/--to"
        }
    }
}
