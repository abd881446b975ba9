/// What a header line says about a file: its dialect and where its columns are.
enum ActivityLayout: Sendable, Equatable {
    /// One row per sample (Apple Health record CSV).
    case records(RecordLayout)
    /// One row per day (or per hour, summed into days).
    case daily(DailyLayout)
    /// Apple Health export.xml, plain or in export.zip.
    case healthExport(HealthExportLayout)

    /// The file line of a reader's first data line: CSV data lines are numbered from 2 (line 1 is
    /// the header); export.xml is read from its first line.
    var firstDataLine: Int {
        if case .healthExport = self { return 1 }
        return 2
    }

    var dialect: ActivityDialect {
        switch self {
        case .records: .appleHealthRecords
        case .daily(let layout): layout.dialect
        case .healthExport(let layout): layout.dialect
        }
    }
}
