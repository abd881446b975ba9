/// Everything the combiner keeps about one file while its parts come in.
struct FileTally {
    var path: String
    var layout: ActivityLayout
    var rows = 0
    var rowsUsed = 0
    var noteContinuations = 0
    var rowsExcluded = 0
    var rowsOutsideWindow = 0
    /// Lines read so far (parts arrive in order), to number the next part's lines.
    var lines = 0
    var issues = RowIssueLog()
    var sourceNames: Set<String> = []
    var otherTypes: [RecordPartResult.OtherType] = []
    /// Record files: per local day, one bit per ``ActivityMetric`` the file has data for.
    var metricsByDay: [Int: UInt8] = [:]
    /// Daily files: the values read.
    var daily: [Int: DayMetrics] = [:]
    /// Daily files: the order slashed dates were read in.
    var dateOrder: DateOrder?
    /// Fitbit per-minute files: the clock read on, and the first and last minute written.
    var clock: ActivityClock?
    var minuteSpan: ClosedRange<Int64>?

    /// The line the first part's line 0 is (``ActivityLayout/firstDataLine``).
    var firstDataLine: Int { layout.firstDataLine }

    /// Distinct local days the file has data for, among those `keeps` accepts.
    func dayCount(keeping keeps: (Int) -> Bool) -> Int {
        switch layout {
        case .records: metricsByDay.keys.count(where: keeps)
        case .daily, .fitbit: daily.keys.count(where: keeps)
        case .healthExport: Set(metricsByDay.keys).union(daily.keys).count(where: keeps)
        }
    }

    static func bit(_ metric: ActivityMetric) -> UInt8 {
        switch metric {
        case .steps: 1
        case .activeKcal: 2
        case .restingKcal: 4
        case .totalKcal: 8
        case .heartRate: 16
        }
    }
}
