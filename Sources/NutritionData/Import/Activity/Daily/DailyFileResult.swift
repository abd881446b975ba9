/// What reading one daily-dialect file produced.
struct DailyFileResult: Sendable {
    /// Values by local day number.
    var days: [Int: DayMetrics] = [:]
    var lines = 0
    var rows = 0
    var rowsUsed = 0
    /// MyFitnessPal exercise summary: lines read as the rest of the Note before them (not rows).
    var noteContinuations = 0
    var issues = RowIssueLog()
    var readError: InputError?
    /// The order slashed dates were read in (nil when the file has none).
    var dateOrder: DateOrder?
    /// Fitbit per-minute files: the clock the times were read on, and the first and last minute
    /// written (minutes since 1970 on that clock), so that files of one metric whose minutes do not
    /// overlap add up on a day they share (``ActivityCombiner``).
    var clock: ActivityClock?
    var minuteSpan: ClosedRange<Int64>?
}
