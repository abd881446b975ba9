import NutritionExport
import SafeOutput

/// Where `export` writes: an SQLite database file (`--sqlite`) or a folder of Hive-partitioned CSV
/// (`--csv`).
enum ExportTarget {
    case sqlite(OutputLocation)
    case csv(OutputLocation)

    var location: OutputLocation {
        switch self {
        case .sqlite(let location), .csv(let location): location
        }
    }

    /// Writes `tables` of `participant`; returns notes on what was recovered from interrupted runs.
    func write(_ tables: [ExportTable], participant: ParticipantID) throws(OutputError) -> [String] {
        switch self {
        case .sqlite(let location):
            try SQLiteExporter.write(tables, participant: participant, to: location)
            return []
        case .csv(let location):
            return try CSVExporter.write(tables, participant: participant, to: location)
        }
    }
}
