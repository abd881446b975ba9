/// Turns the dietary records of an Apple Health export (``HealthDietaryParser``) into food-log entries.
///
/// - A food correlation (`HKCorrelationTypeIdentifierFood`) is one entry, named by its `HKFoodType`
///   (on the correlation, else on its first record that has one), else `Food`.
/// - Health writes each record of a correlation twice: inside it and again at the top level of the
///   file. A top-level record is a copy when a correlation holds a record with the same type, source,
///   start, end, value and unit; copies are matched one to one (so two equal loose records beside one
///   equal correlation record leave one loose) and counted (``HealthFoodLogDetails/copiesCountedOnce``),
///   never added twice, wherever in the file the correlation is.
/// - Other dietary records that share source and start time are one entry, named by the first
///   `HKFoodType` among them, else `Food`.
/// - An entry is dated by its start's local wall clock (re-read in `--time-zone` when given), its kcal
///   are the sum of its energy records (unknown when it has none, see ``LogEntry/kcalKnown``), and its
///   nutrients the sums of the others. A nutrient that has records somewhere in the file counts 0 in
///   an entry without one (the app logged it for other foods); a nutrient without any record in the
///   whole file is unknown in every entry (``NutrientVector/unknown``), trans fat always (Health has
///   no type for it) — as a food log without that nutrient's column. The same for the nutrients beyond
///   the 17 (``LogEntry/otherNutrients``): those with a record somewhere in the file are reported by
///   every entry (0 without a record of its own), the others by none.
/// - Records beyond the 17 join the entry of their correlation or of their source and start time. A
///   correlation or group with no record of the 17 (water or caffeine logged alone) is an entry too, of
///   **unknown kcal** when it has no energy record — as every group without one: the file does not say
///   its energy, and a day of water alone must not count as a day of 0 kcal. Such an entry adds nothing
///   to kcal nor to any nutrient's coverage; it is named by its `HKFoodType`, else by its nutrients
///   (`Water`, `Caffeine, Water`). An entry's records in ``HealthFoodLogDetails/App/records`` are its
///   records of the 17, or all of its records when it has none of them.
///
/// Memory is bounded by the number of dietary records: records are kept until the end of the file
/// because the top-level copies and the correlations may come in either order.
enum HealthDietaryEntries {
    /// The name of an entry without `HKFoodType`.
    static let unnamedFood = "Food"

    /// Reads `file`, an export of the given layout.
    static func read(
        _ file: InputFile, layout: HealthExportLayout, strictness: Strictness,
        zone: RecordTimeZone?
    ) throws(InputError) -> FoodLogReader.Contents {
        let parser = HealthDietaryParser(file: file.path, strictness: strictness, zone: zone)
        let output: HealthDietaryParser.Output
        let dialect: FoodLogDialect
        switch layout.container {
        case .xml:
            output = parser.run(FileRangeSource(file: file, start: 0))
            dialect = .appleHealthExportXML
        case .zip(let member):
            output = parser.run(PipelinedSource(ZipMemberSource(file: file, member: member)))
            dialect = .appleHealthExportZip
        }
        if let failure = output.failure { throw failure }
        return contents(output, file: file.path, dialect: dialect)
    }

    /// The entries and summary of a parsed export. Pure.
    static func contents(_ output: HealthDietaryParser.Output, file: String, dialect: FoodLogDialect)
        -> FoodLogReader.Contents
    {
        // Correlation records, as a multiset of keys.
        var inFoods: [String: Int] = [:]
        for food in output.foods {
            for record in food.records { inFoods[record.key, default: 0] += 1 }
        }
        var copies = 0
        var groups: [[HealthDietaryParser.Record]] = []
        var groupIndex: [String: Int] = [:]
        for record in output.loose {
            if let left = inFoods[record.key], left > 0 {
                inFoods[record.key] = left - 1
                if record.nutrient.inline != nil { copies += 1 }
                continue
            }
            let key = record.source + "\u{1F}\(record.start.localSeconds)\u{1F}\(record.start.offsetSeconds)"
            if let index = groupIndex[key] {
                groups[index].append(record)
            } else {
                groupIndex[key] = groups.count
                groups.append([record])
            }
        }
        var usedKnown: Set<KnownNutrient> = []
        for food in output.foods { for record in food.records { usedKnown.insert(record.nutrient) } }
        for record in output.loose { usedKnown.insert(record.nutrient) }
        let used = Set(usedKnown.compactMap(\.inline))
        let unknown = NutrientSet(Nutrient.allCases.filter { $0 != .calories && !used.contains($0) })
        // Nutrients beyond the 17 with records in the file: reported (0 when without a record) by every entry.
        let reported = OtherNutrients(known: usedKnown.filter { $0.inline == nil }.map { ($0, 0) })
        var made: [(entry: LogEntry, source: String, records: Int)] = []
        var withoutRecords = 0
        for food in output.foods {
            // Named, started and counted by its records of the 17 when it has some, else by all of them.
            let inline = food.records.filter { $0.nutrient.inline != nil }
            let leading = inline.isEmpty ? food.records : inline
            guard let first = leading.first else {
                withoutRecords += 1
                continue
            }
            let name = food.name ?? leading.lazy.compactMap(\.foodType).first ?? Self.name(of: leading)
            let source = food.source.isEmpty ? first.source : food.source
            made.append(
                (
                    entry(
                        name: name, start: food.start ?? first.start, records: food.records, unknown: unknown,
                        reported: reported),
                    source, leading.count
                ))
        }
        for group in groups {
            let inline = group.filter { $0.nutrient.inline != nil }
            let leading = inline.isEmpty ? group : inline
            guard let first = leading.first else { continue }
            let name = leading.lazy.compactMap(\.foodType).first ?? Self.name(of: leading)
            made.append(
                (
                    entry(name: name, start: first.start, records: group, unknown: unknown, reported: reported),
                    first.source,
                    leading.count
                ))
        }
        // Stable: entries of the same date and time keep their order (correlations, then loose records).
        let order = made.indices.sorted { a, b in
            let x = made[a].entry
            let y = made[b].entry
            if x.date != y.date { return x.date < y.date }
            if x.time != y.time { return x.time < y.time }
            return a < b
        }
        let entries = order.map { made[$0].entry }
        var apps: [String: HealthFoodLogDetails.App] = [:]
        for item in made {
            apps[item.source, default: .init(name: item.source, entries: 0, records: 0)].entries += 1
            apps[item.source, default: .init(name: item.source, entries: 0, records: 0)].records += item.records
        }
        var days = 0
        for index in entries.indices where index == 0 || entries[index - 1].date != entries[index].date { days += 1 }
        let details = HealthFoodLogDetails(
            apps: apps.values.sorted { $0.entries != $1.entries ? $0.entries > $1.entries : $0.name < $1.name },
            foods: output.foods.count, copiesCountedOnce: copies, foodsWithoutUsedRecords: withoutRecords)
        var summary = FoodLogFile(
            file: file, dialect: dialect, rows: output.rows, entries: entries.count, days: days,
            unusedColumns: output.unusedTypes.map { "\(RecordType.displayName($0.type)) (\($0.records))" },
            dateOrder: nil, missingNutrients: Nutrient.allCases.filter { !used.contains($0) && $0 != .calories },
            healthExport: details)
        summary.otherNutrientColumns = reported.known.compactMap {
            $0.nutrient.definition.aliases.appleHealth.map { "Dietary" + $0 }
        }
        return FoodLogReader.Contents(summary: summary, entries: entries, skipped: output.issues.skipped)
    }

    /// The name of an entry without `HKFoodType`: `Food` when it has a record of the 17, else its
    /// nutrients' names in record order (`Water`, `Caffeine, Water`).
    static func name(of records: [HealthDietaryParser.Record]) -> String {
        guard records.allSatisfy({ $0.nutrient.inline == nil }) else { return unnamedFood }
        var names: [String] = []
        for record in records where !names.contains(record.nutrient.displayName) {
            names.append(record.nutrient.displayName)
        }
        return names.joined(separator: ", ")
    }

    /// One entry from records that belong together, at `start`'s local date and time; `unknown` are the
    /// nutrients of the 17 the file has no record of; `reported` the nutrients beyond them the file has
    /// records of, at 0 (each entry reports them, as it counts 0 of the 17 it has no record of).
    static func entry(
        name: String, start: ZonedTimestamp, records: [HealthDietaryParser.Record],
        unknown: NutrientSet = NutrientSet(), reported: OtherNutrients = .none
    ) -> LogEntry {
        var vector = NutrientVector()
        vector.unknown = unknown
        var others = reported
        var kcalKnown = false
        for record in records {
            if let nutrient = record.nutrient.inline {
                vector[nutrient] += record.amount
            } else {
                others.add(record.amount, of: record.nutrient)
            }
            if record.nutrient == .calories { kcalKnown = true }
        }
        let (date, time) = start.localDayAndTime
        return LogEntry(
            date: date, time: time, foodName: name, servings: 1, kcal: vector.kcal,
            foodID: nil, nutrients: vector, match: .embedded, source: .foodLog, kcalKnown: kcalKnown,
            otherNutrients: others)
    }
}
