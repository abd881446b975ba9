import NutritionData
import NutritionPresentation

/// What the import did that a reader of the figures should know: files read, entries not counted
/// twice, rows skipped and why, activity values dropped where two files overlapped. Built from the
/// importers' results (``/NutritionData/FoodLog``, ``/NutritionData/ActivityLog``); no file is read here.
public struct ImportNotes: Sendable, Equatable {
    /// One sentence each.
    public var lines: [String]

    /// Notes given as sentences.
    public init(lines: [String]) {
        self.lines = lines
    }

    /// The notes of a food log and an activity log.
    public init(foodLog: FoodLog, activity: ActivityLog) {
        var lines: [String] = []
        if !foodLog.filesRead.isEmpty {
            // Food objects are one file each: they are counted, the other files named.
            let objectFiles = foodLog.filesRead.filter { $0.contains("/Foods/") || $0.hasPrefix("Foods/") }
            let named = foodLog.filesRead.filter { !objectFiles.contains($0) }
            var text = "Food log: \(Self.count(foodLog.entries.count, "entry", "entries")) in all"
            if !named.isEmpty { text += ", read from " + named.joined(separator: ", ") }
            text += "; \(Self.count(foodLog.foods.count, "food object", "food objects")) found"
            if !objectFiles.isEmpty { text += " in \(Self.count(objectFiles.count, "file", "files"))" }
            lines.append(text + ".")
        }
        if foodLog.duplicateCacheEntries > 0 {
            lines.append(
                "\(Self.count(foodLog.duplicateCacheEntries, "entry", "entries")) of the pending cache "
                    + "(History/foodHistoryCache.json) \(Plural.word(foodLog.duplicateCacheEntries, "was", "were")) already in the "
                    + "history and counted once, not twice.")
        }
        if foodLog.duplicateBacklogEntries > 0 {
            lines.append(
                "\(Self.count(foodLog.duplicateBacklogEntries, "entry", "entries")) of the backlog "
                    + "(Other/backlog.json) \(Plural.word(foodLog.duplicateBacklogEntries, "was", "were")) already in the history or "
                    + "cache and counted once, not twice.")
        }
        if foodLog.sampleKeysIgnored > 0 {
            lines.append("The history's \"SAMPLE\" key (the shortcut's placeholder day) was not read.")
        }
        for file in foodLog.foodLogFiles {
            let rows =
                file.healthExport == nil
                ? Self.count(file.rows, "row", "rows") : Self.count(file.rows, "dietary record", "dietary records")
            lines.append(
                "Food log: \(file.file) (\(file.dialect.rawValue)): \(rows), "
                    + "\(Self.count(file.entries, "entry", "entries")), \(Self.count(file.days, "day", "days")).")
            if file.noteContinuations > 0 {
                lines.append("\(file.file): " + InputNotes.noteContinuationText(file.noteContinuations) + ".")
            }
            if let totals = TotalsCheckText.reportSentence(file) { lines.append(totals) }
            if let suspicious = SuspiciousAmountText.reportSentence(file) { lines.append(suspicious) }
        }
        for (file, days) in DaysLeftOutText.byFile(foodLog.daysLeftOut) {
            lines.append(
                "\(file): \(Self.count(days.count, "day", "days")) left out, already given by "
                    + DaysLeftOutText.keepers(days) + " (a day's food comes from one source).")
        }
        for folder in foodLog.foodFolders where folder.shadowed > 0 {
            lines.append(
                "\(folder.folder): \(Self.count(folder.shadowed, "food object", "food objects")) not used because a "
                    + "folder read first had the same food id.")
        }
        for file in activity.files {
            var text =
                "Activity: \(file.file) (\(file.dialect.rawValue)): \(Self.count(file.rows, "row", "rows")), "
                + "\(ReportNumber.count(file.rowsUsed)) used, \(Self.count(file.days, "day", "days"))"
            if file.rowsOutsideWindow > 0 {
                text +=
                    "; \(Self.count(file.rowsOutsideWindow, "row", "rows")) of days the report does not need "
                    + "were passed over after reading their dates"
            }
            if file.noteContinuations > 0 {
                text += "; " + InputNotes.noteContinuationText(file.noteContinuations)
            }
            if file.rowsExcludedBySource > 0 {
                text += "; \(Self.count(file.rowsExcludedBySource, "row", "rows")) left out by --device-priority"
            }
            if file.clock == .utcWithoutZone { text += "; " + ActivityClockText.withoutZone }
            lines.append(text + ".")
        }
        for unused in activity.unusedRecordTypes() {
            let named = unused.largest.map { "\($0.type) (\(ReportNumber.count($0.rows)))" }.joined(separator: ", ")
            lines.append(
                "Activity: \(unused.file): \(Self.count(unused.rows, "record", "records")) of "
                    + "\(Self.count(unused.types, "type", "types")) NutriStats does not use \(Plural.word(unused.rows, "was", "were")) "
                    + "counted, not read (\(unused.types > unused.largest.count ? "most: " : "")\(named)).")
        }
        for tally in foodLog.skipped.merging(activity.skipped).tallies {
            let first = tally.firstLine.map { " (first on line \($0))" } ?? ""
            lines.append("Skipped \(Self.count(tally.count, "row", "rows")) of \(tally.file)\(first): \(tally.reason).")
        }
        if !activity.conflicts.isEmpty {
            let byRecords = activity.conflicts.filter { $0.reason == .recordDataWins }.count
            let byOrder = activity.conflicts.count - byRecords
            var parts: [String] = []
            if byRecords > 0 {
                parts.append("\(ReportNumber.count(byRecords)) because record data wins over daily totals")
            }
            if byOrder > 0 { parts.append("\(ReportNumber.count(byOrder)) because the file given first wins") }
            lines.append(
                "\(Self.count(activity.conflicts.count, "activity value was", "activity values were")) dropped "
                    + "where two files gave the same metric for the same day: " + parts.joined(separator: ", ") + ".")
        }
        self.lines = lines
    }

    /// `1 entry`, `1,204 entries`.
    static func count(_ n: Int, _ one: String, _ many: String) -> String {
        Plural.count(n, one, many)
    }
}
