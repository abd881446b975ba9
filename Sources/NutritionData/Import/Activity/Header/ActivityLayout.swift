/// What a header line says about a file: its dialect and where its columns are.
enum ActivityLayout: Sendable, Equatable {
    /// One row per sample (Apple Health record CSV).
    case records(RecordLayout)
    /// One row per day (or per hour, summed into days).
    case daily(DailyLayout)
    /// Apple Health export.xml, plain or in export.zip.
    case healthExport(HealthExportLayout)

    var dialect: ActivityDialect {
        switch self {
        case .records: .appleHealthRecords
        case .daily(let layout): layout.dialect
        case .healthExport(let layout): layout.dialect
        }
    }
}
