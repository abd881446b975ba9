/// Detects an activity file's dialect from its header line and locates the columns it needs.
///
/// Detection, in order (the first rule that matches decides):
/// 0. MyFitnessPal's exercise summary: the first column is `Date` and the header has `Exercise` and
///    `Exercise Calories` (any case). It comes first because its `Exercise` column would otherwise
///    mark it as a workouts export.
/// 0a. Not activity data: a column marks the file as a workouts export, a food log or an export
///    NutriStats does not read (``OtherExport``); an error says so.
/// 1. Apple Health records: the header names `sourceName` and `startDate` (then `type`, `unit`,
///    `endDate` and `value` must be there too; `device` is optional).
/// 2. Apple Health ActivitySummary: the header names `dateComponents` and `activeEnergyBurned`
///    (then `activeEnergyBurnedUnit` must be there too).
/// 3. Health Auto Export: the first column is `Date/Time`.
/// 4. Health Auto Export, older versions: the first column is `Date` and a column is one of the
///    app's own metrics, ``isHealthAutoExportMetric(_:)`` (`Active Energy (kcal)`,
///    `Step Count (count)`, …). Google Fit's daily summary also starts with `Date`, but its columns
///    are `Calories (kcal)` and `Step count` without a unit, which this rule does not take. Rules 3
///    and 4 are ``HealthAutoExportHeader/isActivity(_:)``, shared with `config --init`.
/// 5. Google Fit per-day file: the first two columns are `Start time` and `End time`.
/// 6. QS Access: the first two columns are `Start` and `Finish`.
/// 6a. Withings daily aggregate: the header is `date,value` (any case); the file's name says the
///    metric (``WithingsAggregate``), and a name that does not is an error.
/// 7. Plain: the first column is `date` and every other column is `steps`, `active_kcal` or
///    `resting_kcal` (any case).
/// 8. Google Fit daily summary: the first column is `Date` and the header has `Calories (kcal)` or
///    `Step count`.
///
/// A header none of these take is an error; when it is a body-measurement file's (``BodyFileHeader``)
/// the error says to give it with `--body`, and when the header or the first data row has a cell holding
/// a JSON object (``JSONCells``) that the file is raw tracker data NutriStats does not read.
enum ActivityHeader {
    /// The most columns a header may have.
    static let maximumColumns = 1024

    /// The sentence naming every accepted header, for the unrecognised-header message.
    static let expectedDialects = """
        expected an Apple Health record CSV (sourceName,sourceVersion,device,type,unit,creationDate,startDate,endDate,value \
        or type,sourceName,sourceVersion,unit,creationDate,startDate,endDate,value), \
        an Apple Health ActivitySummary CSV (dateComponents,activeEnergyBurned,activeEnergyBurnedGoal,activeEnergyBurnedUnit,...), \
        a Health Auto Export CSV (Date/Time,Active Energy (kcal),Step Count (count),Resting Energy (kcal),... \
        or Date,Active Energy (kcal),Basal Energy Burned (kcal),...,Step Count (count),...), \
        a Google Fit "Daily activity metrics.csv" (Date,...,Calories (kcal),...,Step count,...), \
        a Google Fit per-day file YYYY-MM-DD.csv (Start time,End time,...,Calories (kcal),...,Step count,...), \
        a QS Access CSV (Start,Finish,Steps (count)), \
        a MyFitnessPal Exercise-Summary CSV (Date,Exercise,Type,Exercise Calories,Exercise Minutes,...,Steps,Note), \
        a Withings aggregates_steps.csv, aggregates_calories_earned.csv or aggregates_calories_passive.csv (date,value) \
        or a plain CSV (date,steps,active_kcal,resting_kcal)
        """

    /// The layout of a file whose header fields (decoded, spaces trimmed) are `fields`; `file` is
    /// the path as given (messages name it, a per-day Google Fit file's name gives its day and a
    /// Withings aggregate's its metric). `firstRow` gives the fields of line 2 (nil when there is none
    /// or it is not CSV); it is asked only for a header no rule takes, to tell raw tracker data.
    static func layout(of fields: [String], file: String, firstRow: () -> [String]? = { nil }) throws(InputError)
        -> ActivityLayout
    {
        guard let first = fields.first else {
            throw InputError(.data, file: file, line: 1, problem: .emptyHeaderLine)
        }
        if isMyFitnessPalExercise(fields) {
            return .daily(try myFitnessPalExerciseLayout(fields, file: file))
        }
        if let other = OtherExport.recognise(fields) {
            throw InputError(.data, file: file, line: 1, field: other.column, problem: other.kind.problem)
        }
        if fields.contains("sourceName") && fields.contains("startDate") {
            return .records(try recordLayout(fields, file: file))
        }
        if fields.contains("dateComponents") && fields.contains("activeEnergyBurned") {
            return .daily(try activitySummaryLayout(fields, file: file))
        }
        if HealthAutoExportHeader.isActivity(fields) {
            return .daily(try healthAutoExportLayout(fields, file: file))
        }
        let startsWithDate = first.lowercased() == "date"
        if first == "Start time", fields.count > 1, fields[1] == "End time" {
            return .daily(try googleFitDayLayout(fields, file: file))
        }
        if first == "Start", fields.count > 1, fields[1] == "Finish" {
            return .daily(try qsAccessLayout(fields, file: file))
        }
        if WithingsAggregate.isHeader(fields) {
            return .daily(try withingsLayout(fields, file: file))
        }
        if startsWithDate, fields.count > 1, fields.dropFirst().allSatisfy({ plainField($0) != nil }) {
            return .daily(try plainLayout(fields, file: file))
        }
        if startsWithDate, fields.contains(where: { isGoogleFitEnergy($0) || $0 == "Step count" }) {
            return .daily(try googleFitLayout(fields, file: file))
        }
        if let body = BodyFileHeader.dialect(of: fields, file: file) {
            throw InputError(
                .data, file: file, line: 1,
                problem: .otherInput(
                    expected: .activity,
                    found: "what looks like body measurements (\(body.rawValue)); give it with --body"))
        }
        if let column = JSONCells.column(afterFirstOf: fields) {
            throw InputError(
                .data, file: file, line: 1, field: "column \(column + 1)",
                problem: OtherExport.unread(.jsonInCSV).problem)
        }
        if !JSONCells.startsLikeJSON(first), let row = firstRow(), let column = JSONCells.column(in: row) {
            throw InputError(
                .data, file: file, line: 2, field: column < fields.count ? fields[column] : "column \(column + 1)",
                problem: OtherExport.unread(.jsonInCSV).problem)
        }
        let shown = fields.joined(separator: ",")
        let clipped = shown.count > 120 ? String(shown.prefix(117)) + "..." : shown
        throw InputError(.data, file: file, line: 1, problem: "unrecognised header \"\(clipped)\": \(expectedDialects)")
    }

    // MARK: Apple Health records

    private static func recordLayout(_ fields: [String], file: String) throws(InputError) -> RecordLayout {
        var index: [String: Int] = [:]
        for (position, name) in fields.enumerated() where index[name] == nil { index[name] = position }
        try rejectDuplicates(fields, among: Set(RecordLayout.required + ["device"]), file: file)
        for name in RecordLayout.required where index[name] == nil {
            throw InputError(
                .data, file: file, line: 1, field: name,
                problem: .partMissing(.column, context: "in an Apple Health record header"))
        }
        func column(_ name: String) -> Int { index[name] ?? 0 }
        return RecordLayout(
            columns: fields, sourceName: column("sourceName"), device: index["device"], type: column("type"),
            unit: column("unit"), startDate: column("startDate"), endDate: column("endDate"), value: column("value")
        )
    }

    // MARK: Apple Health ActivitySummary

    /// `dateComponents` is the day, `activeEnergyBurned` the active energy in the unit the row's
    /// `activeEnergyBurnedUnit` names; the goals, exercise and stand columns are not used.
    private static func activitySummaryLayout(_ fields: [String], file: String) throws(InputError) -> DailyLayout {
        try rejectDuplicates(
            fields, among: ["dateComponents", "activeEnergyBurned", "activeEnergyBurnedUnit"], file: file)
        guard let date = fields.firstIndex(of: "dateComponents") else {
            throw InputError(
                .data, file: file, line: 1, field: "dateComponents",
                problem: .partMissing(.column, context: "in an ActivitySummary header"))
        }
        guard let unit = fields.firstIndex(of: "activeEnergyBurnedUnit") else {
            throw InputError(
                .data, file: file, line: 1, field: "activeEnergyBurnedUnit",
                problem: .partMissing(
                    .column, context: "in an ActivitySummary header (it gives the unit of activeEnergyBurned)"))
        }
        return try dailyLayout(
            .appleHealthSummary, fields, date: .column(date), structural: [date, unit],
            rowUnit: unit, file: file
        ) { name in
            name == "activeenergyburned" ? .activeKcal : nil
        }
    }

    // MARK: Health Auto Export

    /// Whether a header column is one of Health Auto Export's own metric names (its unit split off,
    /// any case): `Active Energy`, `Resting Energy`, `Basal Energy Burned`, `Heart Rate [Min]`,
    /// `[Max]`, `[Avg]`, or `Step Count` **with** a unit in parentheses (Google Fit's `Step count`
    /// has none).
    static func isHealthAutoExportMetric(_ header: String) -> Bool {
        let (name, unit) = splitUnit(header)
        let lowered = name.lowercased()
        if lowered == "step count" { return unit != nil }
        return healthAutoExportField(lowered) != nil
    }

    private static func healthAutoExportField(_ name: String) -> DailyField? {
        switch name {
        case "active energy": .activeKcal
        case "resting energy", "basal energy burned": .restingKcal
        case "step count": .steps
        case "heart rate [min]": .heartRateMin
        case "heart rate [max]": .heartRateMax
        case "heart rate [avg]": .heartRateAverage
        default: nil
        }
    }

    /// Both layouts of the app: the first column (`Date/Time` or `Date`) is the date.
    private static func healthAutoExportLayout(_ fields: [String], file: String) throws(InputError) -> DailyLayout {
        try dailyLayout(
            .healthAutoExport, fields, date: .column(0), structural: [0], file: file, fieldNamed: healthAutoExportField)
    }

    // MARK: Google Fit

    private static func googleFitField(_ name: String) -> DailyField? {
        switch name {
        case "calories": .totalKcal
        case "step count": .steps
        case "min heart rate": .heartRateMin
        case "max heart rate": .heartRateMax
        case "average heart rate": .heartRateAverage
        default: nil
        }
    }

    private static func googleFitLayout(_ fields: [String], file: String) throws(InputError) -> DailyLayout {
        try dailyLayout(
            .googleFitDaily, fields, date: .column(0), structural: [0], file: file, fieldNamed: googleFitField)
    }

    /// A per-day file: same columns as the daily summary after `Start time,End time`; the day comes
    /// from the file's name (``FileNameDate``), the rows' `Start time` is checked, `End time` not read.
    private static func googleFitDayLayout(_ fields: [String], file: String) throws(InputError) -> DailyLayout {
        guard let day = FileNameDate.day(in: file) else {
            throw InputError(
                .data, file: file, field: "file name",
                problem:
                    "expected the day in the file's name, as Google Fit names its per-day files (2023-10-29.csv): the rows hold only times of day; found \(FoundText.quoted(FileNameDate.name(of: file)))"
            )
        }
        return try dailyLayout(
            .googleFitDay, fields, date: .fileName(day: day, timeColumn: 0), structural: [0, 1],
            file: file, fieldNamed: googleFitField)
    }

    // MARK: QS Access

    /// `Start` is the row's date (its day is the row's day), `Finish` is not read.
    private static func qsAccessLayout(_ fields: [String], file: String) throws(InputError) -> DailyLayout {
        try dailyLayout(.qsAccess, fields, date: .column(0), structural: [0, 1], file: file) { name in
            name == "steps" ? .steps : nil
        }
    }

    // MARK: MyFitnessPal exercise summary

    /// `Date` first, and `Exercise` and `Exercise Calories` among the columns (any case).
    private static func isMyFitnessPalExercise(_ fields: [String]) -> Bool {
        guard fields.first?.lowercased() == "date" else { return false }
        let names = fields.map { $0.lowercased() }
        return names.contains("exercise") && names.contains("exercise calories")
    }

    /// `Exercise Calories` is active energy in kcal and `Steps` steps (no units in the header); every
    /// row is a session or a tracker's sync (`Fitbit calorie adjustment`), and a day's rows add up.
    /// `Exercise`, `Type`, `Exercise Minutes`, `Sets`, `Reps Per Set`, `Kilograms` or `Pounds`, `Time`
    /// and `Note` are not used.
    private static func myFitnessPalExerciseLayout(_ fields: [String], file: String) throws(InputError) -> DailyLayout {
        var metrics: [DailyColumn] = []
        var ignored: [String] = []
        for (position, header) in fields.enumerated().dropFirst() {
            switch header.lowercased() {
            case "exercise calories": metrics.append(DailyColumn(index: position, field: .activeKcal, factor: 1))
            case "steps": metrics.append(DailyColumn(index: position, field: .steps, factor: 1))
            default: ignored.append(header)
            }
        }
        return try finish(.myFitnessPalExercise, fields, .column(0), metrics, ignored, file: file)
    }

    // MARK: Withings

    /// `date,value`: the value is the metric the file's name gives (``WithingsAggregate/metric(of:)``).
    private static func withingsLayout(_ fields: [String], file: String) throws(InputError) -> DailyLayout {
        let field = try WithingsAggregate.metric(of: file)
        return try finish(
            .withings, fields, .column(0), [DailyColumn(index: 1, field: field, factor: 1)], [], file: file)
    }

    // MARK: The shared loop

    /// The layout of a daily CSV: each column not in `structural` is the field `fieldNamed` gives
    /// for its lower-cased name (a unit in parentheses split off, ``splitUnit(_:)``), with the factor
    /// that turns its unit into the field's, or is ignored (and listed) when none. With `rowUnit`, an
    /// energy column without a unit in its header takes its unit from that column, row by row.
    private static func dailyLayout(
        _ dialect: ActivityDialect, _ fields: [String], date: DailyDate, structural: Set<Int>, rowUnit: Int? = nil,
        file: String, fieldNamed: (String) -> DailyField?
    ) throws(InputError) -> DailyLayout {
        var metrics: [DailyColumn] = []
        var ignored: [String] = []
        for (position, header) in fields.enumerated() where !structural.contains(position) {
            let (name, unit) = splitUnit(header)
            guard let field = fieldNamed(name.lowercased()) else {
                ignored.append(header)
                continue
            }
            if let rowUnit, field.isEnergy, unit == nil {
                metrics.append(DailyColumn(index: position, field: field, factor: 1, unitColumn: rowUnit))
                continue
            }
            let factor = try unitFactor(field: field, unit: unit, header: header, file: file)
            metrics.append(DailyColumn(index: position, field: field, factor: factor))
        }
        return try finish(dialect, fields, date, metrics, ignored, file: file)
    }

    private static func isGoogleFitEnergy(_ header: String) -> Bool {
        splitUnit(header).name.lowercased() == "calories"
    }

    // MARK: Plain

    private static func plainField(_ header: String) -> DailyField? {
        switch header.lowercased() {
        case "steps": .steps
        case "active_kcal": .activeKcal
        case "resting_kcal": .restingKcal
        default: nil
        }
    }

    private static func plainLayout(_ fields: [String], file: String) throws(InputError) -> DailyLayout {
        var metrics: [DailyColumn] = []
        for (position, header) in fields.enumerated().dropFirst() {
            guard let field = plainField(header) else { continue }
            metrics.append(DailyColumn(index: position, field: field, factor: 1))
        }
        return try finish(.plainDaily, fields, .column(0), metrics, [], file: file)
    }

    // MARK: Shared

    /// Checks for a metric given twice and drops heart-rate columns unless all three are present.
    private static func finish(
        _ dialect: ActivityDialect, _ fields: [String], _ date: DailyDate, _ found: [DailyColumn],
        _ ignoredSoFar: [String],
        file: String
    ) throws(InputError) -> DailyLayout {
        var seen: [DailyField] = []
        for column in found {
            if seen.contains(column.field) {
                throw InputError(
                    .data, file: file, line: 1, field: fields[column.index],
                    problem: .expected(
                        "each metric in one column only", found: "it again in column \(column.index + 1)"))
            }
            seen.append(column.field)
        }
        var metrics = found
        var ignored = ignoredSoFar
        let heartRate: [DailyField] = [.heartRateMin, .heartRateMax, .heartRateAverage]
        if !heartRate.allSatisfy(seen.contains) {
            for column in metrics where heartRate.contains(column.field) { ignored.append(fields[column.index]) }
            metrics.removeAll { heartRate.contains($0.field) }
        }
        ignored.sort { a, b in (fields.firstIndex(of: a) ?? 0) < (fields.firstIndex(of: b) ?? 0) }
        return DailyLayout(dialect: dialect, columns: fields, date: date, metrics: metrics, ignored: ignored)
    }

    /// The factor into kcal/steps/bpm for a recognised column, or an error for an unknown unit.
    private static func unitFactor(field: DailyField, unit: String?, header: String, file: String) throws(InputError)
        -> Double
    {
        switch field {
        case .activeKcal, .restingKcal, .totalKcal:
            guard let unit, let energy = EnergyUnit(unit) else {
                throw InputError(
                    .data, file: file, line: 1, field: header,
                    problem: .expected("\(EnergyUnit.expectation) in parentheses", found: "\(describe(unit))"))
            }
            return energy.toKilocalories
        case .steps:
            guard unit == nil || ["count", "steps"].contains(unit?.lowercased() ?? "") else {
                throw InputError(
                    .data, file: file, line: 1, field: header,
                    problem: .expected("the unit count or steps", found: "\(describe(unit))"))
            }
            return 1
        case .heartRateMin, .heartRateMax, .heartRateAverage:
            guard unit == nil || ["count/min", "bpm"].contains(unit?.lowercased() ?? "") else {
                throw InputError(
                    .data, file: file, line: 1, field: header,
                    problem: .expected("the unit count/min or bpm", found: "\(describe(unit))"))
            }
            return 1
        }
    }

    private static func describe(_ unit: String?) -> String {
        unit.map { "\"\($0)\"" } ?? "no unit"
    }

    /// `Active Energy (kcal)` → (`Active Energy`, `kcal`); `Step count` → (`Step count`, nil).
    static func splitUnit(_ header: String) -> (name: String, unit: String?) {
        guard header.hasSuffix(")"), let open = header.lastIndex(of: "(") else { return (header, nil) }
        let name = trimmingSpaces(header[..<open])
        let unit = header[header.index(after: open)..<header.index(before: header.endIndex)]
        return (name, String(unit))
    }

    /// The text without leading and trailing spaces.
    static func trimmingSpaces(_ text: Substring) -> String {
        var view = text
        while view.first == " " { view = view.dropFirst() }
        while view.last == " " { view = view.dropLast() }
        return String(view)
    }

    private static func rejectDuplicates(_ fields: [String], among names: Set<String>, file: String) throws(InputError)
    {
        var seen: Set<String> = []
        for (position, name) in fields.enumerated() where names.contains(name) {
            if !seen.insert(name).inserted {
                throw InputError(
                    .data, file: file, line: 1, field: name,
                    problem: .expected("each column once", found: "it again in column \(position + 1)"))
            }
        }
    }
}
