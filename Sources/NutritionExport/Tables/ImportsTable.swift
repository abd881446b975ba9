import NutritionData
import NutritionStats

/// `imports`: what the export read, so a cohort can see whose data was incomplete. One row per file
/// read (`kind` = `food`, `food-log`, `activity` or `body`), then one per kind of skipped row (`skipped`: the
/// file, the reason, how many rows and the first line), then one per day of a food log left out
/// because an earlier source gave that day (`day-left-out`).
extension ExportTables {
    static func imports(_ data: ParticipantData) -> ExportTable {
        let columns =
            [participant] + [
                ExportColumn("item", .integer), ExportColumn("kind", .text), ExportColumn("file", .text),
                ExportColumn("format", .text), ExportColumn("rows", .integer), ExportColumn("rows_used", .integer),
                ExportColumn("days", .integer), ExportColumn("reason", .text), ExportColumn("first_line", .integer),
                ExportColumn("date", .text),
            ]
        let who = ExportValue.text(data.participant.text)
        var rows: [[ExportValue]] = []
        func add(
            _ kind: String, file: String, format: String? = nil, rows count: Int? = nil, used: Int? = nil,
            days: Int? = nil, reason: String? = nil, firstLine: Int? = nil, date: String? = nil
        ) {
            rows.append([
                who, .number(rows.count + 1), .text(kind), .text(file), .optional(format),
                count.map { .number($0) } ?? .null, used.map { .number($0) } ?? .null,
                days.map { .number($0) } ?? .null,
                .optional(reason), firstLine.map { .number($0) } ?? .null, .optional(date),
            ])
        }
        let logFiles = Set(data.foodLog.foodLogFiles.map(\.file))
        for file in data.foodLog.filesRead where !logFiles.contains(file) {
            add("food", file: file, format: "Nutrition shortcut")
        }
        for file in data.foodLog.foodLogFiles {
            add(
                "food-log", file: file.file, format: file.dialect.rawValue, rows: file.rows, used: file.entries,
                days: file.days)
        }
        for file in data.activity.files {
            add(
                "activity", file: file.file, format: file.dialect.rawValue, rows: file.rows, used: file.rowsUsed,
                days: file.days)
        }
        // A body row gives a weight, a body fat or both, so rows used are not counted: `days` are the
        // days the file has a reading for (the readings themselves are in `body_days`).
        for (index, file) in data.bodyLog.files.enumerated() {
            let days = Set(data.bodyLog.readings.lazy.filter { $0.fileIndex == index }.map(\.date)).count
            add("body", file: file.file, format: file.dialect.rawValue, rows: file.rows, days: days)
        }
        for tally in data.foodLog.skipped.merging(data.activity.skipped).merging(data.bodyLog.skipped).tallies {
            add("skipped", file: tally.file, rows: tally.count, reason: tally.reason, firstLine: tally.firstLine)
        }
        for day in data.foodLog.daysLeftOut {
            add(
                "day-left-out", file: day.file, rows: day.entries, reason: "already given by \(day.keptFrom)",
                date: day.date.iso)
        }
        return ExportTable(name: "imports", columns: columns, key: ["participant", "item"], rows: rows)
    }
}
