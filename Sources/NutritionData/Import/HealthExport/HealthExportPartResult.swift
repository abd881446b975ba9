/// What reading one part (or all) of an Apple Health export.xml produced: its records, merged by
/// minute as for a record CSV, and its `ActivitySummary` days.
struct HealthExportPartResult: Sendable {
    /// Records, with lines, counts and problems (lines relative to the part's first line).
    var records: RecordPartResult
    /// Daily active energy and goal from `ActivitySummary` elements, by local day number (the first
    /// summary of a day wins).
    var summaries: [Int: DayMetrics] = [:]
}
