import SafeOutput

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes one participant's tables as CSV laid out the Hive way, which DuckDB, Spark and pandas read
/// as one table per folder:
///
///     DIR/days/participant=ID/year=2026/part.csv
///     DIR/entries/participant=ID/year=2026/part.csv
///     DIR/daily_values/participant=ID/part.csv
///
/// The partition columns (`participant`, `year`) are in the folder names, not in the files. Each
/// table's `participant=ID` folder is replaced whole and atomically (`SafeOutput/AtomicFolder`), so a
/// reader sees either the earlier export of that participant or the new one, a re-run leaves no
/// stale year behind, and other participants' folders are never touched. All of a participant's
/// tables are written before any is put in place (`AtomicFolder.writeAll`), so a failure while
/// writing leaves every table of the earlier export, never some tables from each.
public enum CSVExporter {
    /// What a participant folder may hold: `part.csv`, `year=YYYY` folders and their `part.csv`.
    static let ownership = FolderOwnership(
        owns: { path, isFolder in
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            if isFolder { return parts.count == 1 && isYearFolder(parts[0]) }
            return parts.last == "part.csv" && (parts.count == 1 || (parts.count == 2 && isYearFolder(parts[0])))
        },
        foreignEntryProblem: { path in
            "holds '\(path)', which is not part of a NutriStats export; the participant's folder is replaced whole, "
                + "so move that file away or export into another folder"
        },
        notAFolderProblem: "is a file where the export puts a participant's folder"
    )

    private static func isYearFolder(_ name: Substring) -> Bool {
        name.hasPrefix("year=") && name.dropFirst(5).allSatisfy(\.isNumber) && name.count > 5
    }

    /// Writes `tables` (all of one participant) under the folder `root`, creating it and its table
    /// folders when missing.
    ///
    /// - Returns: notes on what was recovered from interrupted earlier runs.
    @discardableResult
    public static func write(
        _ tables: [ExportTable], participant: ParticipantID,
        to root: OutputLocation
    ) throws(OutputError) -> [String] {
        let locations = try tables.map { table throws(OutputError) in
            try OutputLocation(root.path + "/" + table.name + "/participant=" + participant.partitionValue)
        }
        // Every destination is checked before anything is written, so a refused folder writes nothing.
        for location in locations { try AtomicFolder.checkDestination(location, ownership: ownership) }
        try makeFolder(root.path, given: root.given)
        for location in locations { try makeFolder(location.folder, given: location.folder) }
        // All of the participant's tables are written before any is swapped in: a failure while writing
        // (a full disk) leaves the earlier export of every table whole.
        return try AtomicFolder.writeAll(zip(tables, locations).map { (files($0), $1) }, ownership: ownership)
    }

    /// The files of one table's participant folder: one `part.csv` per year of the date column, or
    /// one `part.csv` (header only when the table has no rows and no date column).
    static func files(_ table: ExportTable) -> [PartitionFile] {
        let header = table.columns.dropFirst().map(\.name).joined(separator: ",") + "\n"
        func text(_ rows: some Sequence<[ExportValue]>) -> [UInt8] {
            var text = header
            for row in rows { text += row.dropFirst().map(CSVCell.text).joined(separator: ",") + "\n" }
            return Array(text.utf8)
        }
        guard let dateColumn = table.dateColumn,
            let index = table.columns.firstIndex(where: { $0.name == dateColumn })
        else {
            return [PartitionFile(path: "part.csv", bytes: text(table.rows))]
        }
        var years: [String] = []
        var rowsByYear: [String: [[ExportValue]]] = [:]
        for row in table.rows {
            // Dated tables always hold an ISO date; a row without one would go to `year=0` rather than be lost.
            var year = "0"
            if case .text(let date) = row[index], let dash = date.firstIndex(of: "-") { year = String(date[..<dash]) }
            if rowsByYear[year] == nil { years.append(year) }
            rowsByYear[year, default: []].append(row)
        }
        return years.map { PartitionFile(path: "year=\($0)/part.csv", bytes: text(rowsByYear[$0] ?? [])) }
    }

    /// Creates the folder at `path` when it is missing (its parent must exist).
    private static func makeFolder(_ path: String, given: String) throws(OutputError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else { throw OutputError(path: given, problem: "is not a folder") }
            return
        }
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
            throw OutputError(path: given, problem: "cannot create the folder: \(String(cString: strerror(errno)))")
        }
    }
}
