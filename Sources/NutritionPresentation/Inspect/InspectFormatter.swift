import NutritionData
import NutritionStats

/// The text of `nutristats inspect`: what the importers read (``FoodLog`` with its files, folders,
/// duplicates, days left out and skipped rows; ``ActivityLog`` with its file summaries) and how well
/// it fits together (``EntryTally``: entries per source, days, nutrient coverage, matches).
///
/// The figures are the importers' and ``EntryTally``'s; this only words and aligns them.
package struct InspectFormatter {
    /// What was read from the food inputs (empty when none was given).
    package var food: FoodLog
    /// "storage folder Storage" or "history file foodHistory.json" (``foodInputName(storage:history:foodLogs:)``);
    /// nil when no food input was given.
    package var foodInput: String?
    /// What was read from the activity files.
    package var activity: ActivityLog
    /// The period the entry figures are limited to (nil: everything).
    package var range: DateRange?
    /// What was read from the body files (empty without `--body`).
    package var body: BodyLog

    /// How many lowest-coverage days are listed.
    package static let lowestDaysShown = 5

    package init(food: FoodLog, foodInput: String?, activity: ActivityLog, range: DateRange?, body: BodyLog = BodyLog())
    {
        self.food = food
        self.foodInput = foodInput
        self.activity = activity
        self.range = range
        self.body = body
    }

    /// How the food input is named: `storage folder Storage`, `history file foodHistory.json`, then the
    /// food logs (`storage folder Storage + 2 food log files`); nil when none was given.
    package static func foodInputName(storage: String?, history: String?, foodLogs: Int) -> String? {
        let base = storage.map { "storage folder \($0)" } ?? history.map { "history file \($0)" }
        guard foodLogs > 0 else { return base }
        let logs = TextNumbers.count(foodLogs, "food log file")
        return base.map { "\($0) + \(logs)" } ?? logs
    }

    /// The whole summary: the food log, the activity files, the rows skipped.
    package var text: String {
        var out = ""
        out += foodSection
        out += "\n" + activitySection
        if !body.files.isEmpty { out += "\n" + bodySection }
        out += "\n" + skippedSection
        return out
    }

    private var foodSection: String {
        guard let foodInput else { return "Food log: none given\n" }
        var out = "Food log: \(TerminalText.safe(foodInput))\n"
        let foodFiles = Set(food.foodFolders.map(\.folder))
        let logFiles = Dictionary(food.foodLogFiles.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        let entryFiles = food.filesRead.filter { file in !foodFiles.contains(where: { file.hasPrefix($0 + "/") }) }
        out += "  Files read:\n"
        for file in entryFiles {
            out += "    \(TerminalText.safe(file))\n"
            if let log = logFiles[file] { out += Self.foodLogLines(log) }
        }
        if !food.foodFolders.isEmpty {
            let width = food.foodFolders.map { TerminalText.width(TerminalText.safe($0.folder)) }.max() ?? 0
            for folder in food.foodFolders {
                var line =
                    "    \(TerminalText.padRight(TerminalText.safe(folder.folder), width))  \(TextNumbers.count(folder.objects, "food object"))"
                if folder.shadowed > 0 {
                    line +=
                        " (\(TextNumbers.grouped(folder.shadowed)) not used: same id in a folder of higher precedence)"
                }
                out += line + "\n"
            }
        }
        for file in food.filesNotUsed {
            out += "    \(TerminalText.safe(file))  not needed (food objects carry their own ids)\n"
        }
        if food.olderFormatDays > 0 {
            out +=
                "    \(TextNumbers.count(food.olderFormatDays, "day")) in the shortcut's older history format "
                + "(text lines such as \"1.5x Yogurt (414.68 kCal)\"), read as entries\n"
        }
        if food.sampleKeysIgnored > 0 {
            out +=
                "    \"SAMPLE\" key of the history not read (the shortcut's placeholder day)"
                + (food.sampleKeysIgnored > 1 ? " × \(food.sampleKeysIgnored)" : "") + "\n"
        }

        out += DaysLeftOutText.inspectLines(food.daysLeftOut)
        let tally = EntryTally(food, from: range?.first, through: range?.last)
        out += "\n"
        if let range { out += "Period \(range)\n" }
        out += "Entries: \(TextNumbers.grouped(tally.count))\n"
        // The food-log line only when food logs were given.
        let sources = EntrySource.allCases.filter { $0 != .foodLog || !food.foodLogFiles.isEmpty }
        let counts = sources.map { tally.count(from: $0) }
        let countWidth = counts.map { TextNumbers.grouped($0).count }.max() ?? 0
        let nameWidth = sources.map(\.rawValue.count).max() ?? 0
        for (source, count) in zip(sources, counts) {
            var line =
                "  \(TerminalText.padRight(source.rawValue, nameWidth))  \(TerminalText.padLeft(TextNumbers.grouped(count), countWidth))"
            if source == .cache, food.duplicateCacheEntries > 0 {
                line += "  (+\(TextNumbers.grouped(food.duplicateCacheEntries)) already in history, not counted again)"
            }
            if source == .backlog, food.duplicateBacklogEntries > 0 {
                line +=
                    "  (+\(TextNumbers.grouped(food.duplicateBacklogEntries)) already in history or cache, not counted again)"
            }
            out += line + "\n"
        }
        let duplicates = food.duplicateCacheEntries + food.duplicateBacklogEntries
        out += "  Duplicates not double counted: \(TextNumbers.grouped(duplicates))\n"
        if tally.kcalUnknown > 0 {
            out +=
                "  Kcal unknown: \(TextNumbers.grouped(tally.kcalUnknown)) (foods logged without kcal: names alone in the older "
                + "history format, empty energy cells and Health foods without an energy record in food logs; left out of kcal totals)\n"
        }

        let days = tally.days
        guard let first = days.first?.date, let last = days.last?.date else {
            out +=
                "Days logged: 0" + (range.map { " of \(TextNumbers.count($0.dayCount, "day")) (\($0))" } ?? "") + "\n"
            return out
        }
        let spanDays = (range?.dayCount) ?? (first.distance(to: last) + 1)
        let spanText = range.map { "\($0)" } ?? "\(first.iso) – \(last.iso)"
        out +=
            "Days logged: \(TextNumbers.grouped(days.count)) of \(TextNumbers.count(spanDays, "day")) (\(spanText))\n"

        // Coverage as the engine states it (IntakeTotals: the lowest coverage of a nutrient with data),
        // over the entries counted and for each of their days.
        let byDate = Dictionary(grouping: food.entries.filter { range?.contains($0.date) ?? true }, by: \.date)
        let totals = IntakeTotals(entries: byDate.values.joined())
        if let coverage = totals.coverage {
            let unreported = totals.unreportedNutrients
            out +=
                "Nutrient coverage: \(TextNumbers.percent(coverage)) of \(TextNumbers.kcal(tally.kcal)) kcal logged have known nutrients"
                + (unreported.isEmpty
                    ? ""
                    : " (the lowest nutrient's), not reported by every entry: "
                        + Nutrient.allCases.filter(unreported.contains).map(\.displayName).joined(separator: ", "))
                + "\n"
        } else {
            out += "Nutrient coverage: no kcal logged\n"
        }
        var partial: [(day: EntryTally.DayTally, coverage: Double)] = []
        for day in days {
            if let coverage = IntakeTotals(entries: byDate[day.date] ?? []).coverage, coverage < 1 {
                partial.append((day, coverage))
            }
        }
        partial.sort { a, b in a.coverage != b.coverage ? a.coverage < b.coverage : a.day.date < b.day.date }
        let lowest = partial.prefix(Self.lowestDaysShown)
        if lowest.isEmpty {
            out += "  Every day with kcal has full coverage\n"
        } else {
            out += "  Lowest-coverage days:\n"
            let percents: [String] = lowest.map { TextNumbers.percent($0.coverage) }
            let width = percents.map { $0.count }.max() ?? 0
            for (item, percent) in zip(lowest, percents) {
                out +=
                    "    \(item.day.date.iso)  \(TerminalText.padLeft(percent, width)) of \(TextNumbers.kcal(item.day.kcal)) kcal\n"
            }
        }
        let matches = NutrientMatch.allCases.map { match in (match, tally.count(matched: match)) }
        let matchText = matches.map { match, count in
            switch match {
            case .byID: "\(TextNumbers.grouped(count)) by id"
            case .byName: "\(TextNumbers.grouped(count)) by name"
            case .embedded: "\(TextNumbers.grouped(count)) with their own nutrients (backlog, food logs)"
            case .none: "\(TextNumbers.grouped(count)) kcal only"
            }
        }
        out += "Nutrients found: " + matchText.joined(separator: ", ") + "\n"
        return out
    }

    /// `, dates read day/month/year`: how a file's slashed dates were read.
    private static func datesRead(_ order: DateOrder) -> String {
        ", dates read " + (order == .mdy ? "month/day/year" : "day/month/year")
    }

    /// The lines under a food log in the files read: its dialect, rows and what was not used.
    private static func foodLogLines(_ log: FoodLogFile) -> String {
        if let health = log.healthExport { return healthExportLines(log, health) }
        var out =
            "      \(log.dialect.rawValue), \(TextNumbers.count(log.rows, "row")), "
            + "\(TextNumbers.count(log.entries, "entry", plural: "entries")), \(TextNumbers.count(log.days, "day"))"
        if let order = log.dateOrder { out += Self.datesRead(order) }
        out += "\n"
        if !log.missingNutrients.isEmpty {
            // A Fitbit food log has keys, not columns: its nutrients come from `nutritionalValues`.
            let lead = log.dialect == .fitbitFoodLog ? "no nutritionalValues for" : "no column for"
            out +=
                "      \(lead): " + log.missingNutrients.map(\.displayName).joined(separator: ", ")
                + (log.givesKcalOnly ? " (so its entries have kcal only)\n" : " (unknown in its entries, not 0)\n")
        }
        if !log.otherNutrientColumns.isEmpty {
            out +=
                "      other nutrients read (\(log.otherNutrientColumns.count)): "
                + log.otherNutrientColumns.map(TerminalText.safe).joined(separator: ", ") + "\n"
        }
        if !log.unusedColumns.isEmpty {
            out += "      columns not used: " + log.unusedColumns.map(TerminalText.safe).joined(separator: ", ") + "\n"
        }
        if log.noteContinuations > 0 { out += "      " + InputNotes.noteContinuationText(log.noteContinuations) + "\n" }
        if log.rowsWithoutFood > 0 {
            out +=
                "      \(TextNumbers.count(log.rowsWithoutFood, "row")) without food "
                + "(no energy value and no nutrient: days not logged), not entries\n"
        }
        return out + TotalsCheckText.inspectLines(log) + SuspiciousAmountText.inspectLines(log)
    }

    /// The lines under an Apple Health export read as a food log: its dialect, dietary records, the
    /// apps that wrote them with their entries, and what was counted once or not used.
    private static func healthExportLines(_ log: FoodLogFile, _ health: HealthFoodLogDetails) -> String {
        var out =
            "      \(log.dialect.rawValue), \(TextNumbers.count(log.rows, "dietary record")), "
            + "\(TextNumbers.count(log.entries, "entry", plural: "entries")), \(TextNumbers.count(log.days, "day"))"
            + (log.dialect == .appleHealthRecordsCSV ? "" : ", \(TextNumbers.count(health.foods, "food correlation"))")
            + "\n"
        for app in health.apps {
            out +=
                "      from \(TerminalText.safe(app.name)): \(TextNumbers.count(app.entries, "entry", plural: "entries")) "
                + "(\(TextNumbers.count(app.records, "record")))\n"
        }
        if health.copiesCountedOnce > 0 {
            out +=
                "      \(TextNumbers.count(health.copiesCountedOnce, "top-level record")) repeating a food correlation's, counted once\n"
        }
        if health.foodsWithoutUsedRecords > 0 {
            out +=
                "      \(TextNumbers.count(health.foodsWithoutUsedRecords, "food correlation")) without energy or a known nutrient: no entry\n"
        }
        if !log.missingNutrients.isEmpty {
            out +=
                "      no records of: " + log.missingNutrients.map(\.displayName).joined(separator: ", ")
                + " (unknown in its entries, not 0; Health has no trans fat type)\n"
        }
        if !log.otherNutrientColumns.isEmpty {
            out +=
                "      other nutrients read (\(log.otherNutrientColumns.count)): "
                + log.otherNutrientColumns.map(TerminalText.safe).joined(separator: ", ") + "\n"
        }
        if !log.unusedColumns.isEmpty {
            out +=
                "      dietary types not used: " + log.unusedColumns.map(TerminalText.safe).joined(separator: ", ")
                + "\n"
        }
        return out
    }

    private var activitySection: String {
        guard !activity.files.isEmpty else { return "Activity files: none given\n" }
        var out = "Activity files: \(activity.files.count)\n"
        for file in activity.files {
            out += "  \(TerminalText.safe(file.file))\n"
            // An export's "rows" are its Record and ActivitySummary elements.
            let isExport = file.dialect.isHealthExport
            out +=
                "    \(file.dialect.rawValue), \(TextNumbers.count(file.rows, isExport ? "element" : "row")) (\(TextNumbers.grouped(file.rowsUsed)) used), "
                + "\(TextNumbers.count(file.days, "day"))" + (file.dateOrder.map(Self.datesRead) ?? "") + "\n"
            out +=
                "    sources: "
                + (file.sources.isEmpty ? "none named" : file.sources.map(TerminalText.safe).joined(separator: ", "))
                + "\n"
            if file.noteContinuations > 0 {
                out += "    " + InputNotes.noteContinuationText(file.noteContinuations) + "\n"
            }
            if isExport { out += Self.unusedTypeLines(file.otherTypes) }
            if let clock = file.clock { out += "    " + ActivityClockText.inspectLine(clock) + "\n" }
            if !file.ignoredColumns.isEmpty {
                out +=
                    "    columns not used: " + file.ignoredColumns.map(TerminalText.safe).joined(separator: ", ") + "\n"
            }
        }
        if let first = activity.days.first?.date, let last = activity.days.last?.date {
            out += "  Days with activity: \(TextNumbers.grouped(activity.days.count)) (\(first.iso) – \(last.iso))\n"
        }
        return out
    }

    /// The body files: format, readings per metric, sources, days with several readings, what is not read.
    private var bodySection: String {
        var out = "Body files: \(body.files.count)\n"
        for file in body.files {
            out += "  \(TerminalText.safe(file.file))\n"
            let readings = BodyMetric.allCases.compactMap { metric -> String? in
                let count = file.readings(of: metric)
                guard count > 0 else { return nil }
                let name = metric == .weight ? "weight" : metric == .bodyFat ? "body fat" : "lean mass"
                return "\(TextNumbers.grouped(count)) \(name)"
            }
            out +=
                "    \(file.dialect.rawValue), \(TextNumbers.count(file.rows, "row")), readings: "
                + (readings.isEmpty ? "none" : readings.joined(separator: ", "))
                + (file.weightUnitGiven.map { " (read in \($0.symbol), as --weight-unit says)" } ?? "") + "\n"
            out +=
                "    sources: "
                + (file.sources.isEmpty ? "none named" : file.sources.map(TerminalText.safe).joined(separator: ", "))
                + "\n"
            if file.daysWithSeveralReadings > 0 {
                out +=
                    "    days with several readings: \(TextNumbers.grouped(file.daysWithSeveralReadings)) (the earliest counts)\n"
            }
            if !file.unused.isEmpty {
                out += "    not read: " + file.unused.map(TerminalText.safe).joined(separator: ", ") + "\n"
            }
        }
        let days = Set(body.readings(of: .weight).map(\.date))
        if let first = days.min(), let last = days.max() {
            out += "  Days with a weigh-in: \(TextNumbers.grouped(days.count)) (\(first.iso) – \(last.iso))\n"
        }
        return out
    }

    /// An export's record types not used, every one, most records first, with its first line (the
    /// other commands note only a summary: `InputNotes.unusedRecordTypes`).
    private static func unusedTypeLines(_ types: [ActivityTypeCount]) -> String {
        guard !types.isEmpty else { return "" }
        let rows = types.reduce(0) { $0 + $1.rows }
        var out =
            "    record types not used: \(TextNumbers.grouped(types.count)) (\(TextNumbers.count(rows, "record")), counted, not read)\n"
        let ordered = UnusedRecordTypes.byRows(types)
        let names = ordered.map { TerminalText.safe($0.type) }
        let nameWidth = names.map(TerminalText.width).max() ?? 0
        let countWidth = ordered.map { TextNumbers.grouped($0.rows).count }.max() ?? 0
        for (type, name) in zip(ordered, names) {
            out +=
                "      \(TerminalText.padRight(name, nameWidth))  \(TerminalText.padLeft(TextNumbers.grouped(type.rows), countWidth))"
                + "  (first at line \(TextNumbers.grouped(type.firstLine)))\n"
        }
        return out
    }

    private var skippedSection: String {
        let skipped = food.skipped.merging(activity.skipped).merging(body.skipped)
        guard !skipped.isEmpty else { return "0 rows skipped\n" }
        var out = "\(TextNumbers.count(skipped.total, "row")) skipped:\n"
        for tally in skipped.tallies {
            let file = TerminalText.safe(tally.file)
            let place = tally.firstLine.map { "\(file):\($0)" } ?? file
            out += "  \(TextNumbers.grouped(tally.count)) × \(TerminalText.safe(tally.reason)) (first at \(place))\n"
        }
        return out
    }
}
