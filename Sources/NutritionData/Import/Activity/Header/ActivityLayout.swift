/// What a header line says about a file: its dialect and where its columns are.
enum ActivityLayout: Sendable, Equatable {
    /// One row per sample (Apple Health record CSV).
    case records(RecordLayout)
    /// One row per day (or per hour, summed into days).
    case daily(DailyLayout)
    /// Apple Health export.xml, plain or in export.zip.
    case healthExport(HealthExportLayout)
    /// A Fitbit per-minute JSON file (Google Takeout), told by its content and name.
    case fitbit(FitbitMetric)

    /// The file line of a reader's first data line: CSV data lines are numbered from 2 (line 1 is
    /// the header); export.xml and Fitbit's JSON are read from their first line.
    var firstDataLine: Int {
        switch self {
        case .healthExport, .fitbit: 1
        case .records, .daily: 2
        }
    }

    var dialect: ActivityDialect {
        switch self {
        case .records: .appleHealthRecords
        case .daily(let layout): layout.dialect
        case .healthExport(let layout): layout.dialect
        case .fitbit(let metric): metric.dialect
        }
    }
}
