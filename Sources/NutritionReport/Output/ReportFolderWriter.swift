import SafeOutput

/// Writes a report folder all at once or not at all, replacing an earlier report.
///
/// The mechanics — one resolved location, a lock, an atomic swap, recovery after an interrupted run —
/// are `SafeOutput/AtomicFolder`'s; this type adds what a report folder may hold: an existing
/// folder is replaced only when it is empty or holds nothing but report files (``isReportFile(_:)``)
/// and a `charts` folder, so no one's own files are ever deleted.
public enum ReportFolderWriter {
    /// What a report folder owns.
    public static let ownership = FolderOwnership(
        owns: { path, isFolder in isFolder ? path == "charts" : isReportFile(path) },
        foreignEntryProblem: { path in
            "already holds '\(path)', which is not part of a NutriStats report; choose a new or empty folder "
                + "(the report replaces the whole folder)"
        },
        notAFolderProblem: "is a file; --out takes a folder to write the report into"
    )

    /// Writes `files` as the folder at `destination`.
    ///
    /// - Returns: notes on what was recovered from an interrupted earlier run.
    @discardableResult
    public static func write(_ files: [ReportFile], to destination: OutputLocation) throws(OutputError) -> [String] {
        try AtomicFolder.write(files, to: destination, ownership: ownership)
    }

    /// Throws unless `destination` is absent, an empty folder, or a folder of report files only.
    public static func checkDestination(_ destination: OutputLocation) throws(OutputError) {
        try AtomicFolder.checkDestination(destination, ownership: ownership)
    }

    /// Whether `path` (relative to a report folder) is a file a report writes: `report.html`,
    /// `report.md`, `report.pdf`, or a PNG in `charts/`.
    public static func isReportFile(_ path: String) -> Bool {
        if ReportFormat.allCases.contains(where: { $0.fileName == path }) { return true }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 2 && parts[0] == "charts" && parts[1].hasSuffix(".png") && !parts[1].hasPrefix(".")
    }
}

extension ReportFile: FolderFile {}
