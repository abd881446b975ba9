/// What reading one daily-dialect file produced.
struct DailyFileResult: Sendable {
    /// Values by local day number.
    var days: [Int: DayMetrics] = [:]
    var lines = 0
    var rows = 0
    var rowsUsed = 0
    var issues = RowIssueLog()
    var readError: InputError?
    /// The order slashed dates were read in (nil when the file has none).
    var dateOrder: DateOrder?
}
