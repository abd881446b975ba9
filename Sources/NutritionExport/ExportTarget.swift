import SafeOutput

/// Where `export` writes: an SQLite database file (`--sqlite`) or a folder of Hive-partitioned CSV
/// (`--csv`).
public enum ExportTarget: Sendable, Equatable {
    case sqlite(OutputLocation)
    case csv(OutputLocation)

    /// The longest database file name: 255 bytes less the 8 of `-journal`. SQLite keeps a journal beside
    /// the database under its name + `-journal`, which must fit a file name too: a longer name only failed
    /// as "unable to open database file".
    public static let longestDatabaseName = 247

    /// The database file or the folder, resolved once.
    public var location: OutputLocation {
        switch self {
        case .sqlite(let location), .csv(let location): location
        }
    }

    /// Writes `tables` of `participant`; returns notes on what was recovered from interrupted runs.
    public func write(_ tables: [ExportTable], participant: ParticipantID) throws(OutputError) -> [String] {
        switch self {
        case .sqlite(let location):
            try SQLiteExporter.write(tables, participant: participant, to: location)
            return []
        case .csv(let location):
            return try CSVExporter.write(tables, participant: participant, to: location)
        }
    }
}
