/// Reads food logs of other trackers (`--food-log FILE`): Cronometer `servings.csv` and
/// `dailysummary.csv`, MyFitnessPal's Nutrition Summary (see ``FoodLogDialect``), told apart by their
/// header, into log entries of source ``EntrySource/foodLog``; and Apple Health's export.zip or
/// export.xml, told by its first bytes, whose dietary records `HealthDietaryEntries` reads; an Apple
/// Health record CSV of dietary types, told by its header (`HealthDietaryRecordsCSV`); and Fitbit's
/// `food_logs-N.json`, told by its content (`FitbitFileKind`), which `FitbitFoodLogParser` reads.
///
/// - Cronometer servings: one entry per row, named by `Food Name`, at `Time` (`9:51 AM`, `21:05`; 00:00
///   when the column is absent or the cell empty), in the meal `Group` names (``LogEntry/mealName``;
///   `Uncategorized` or an empty cell is no meal). `Amount` (`1.50 cup`) gives the servings where it
///   counts portions and is kept as written (``LogEntry/amount``, see `FoodLogAmount`); the kcal and
///   nutrients are the row's own either way.
/// - MyFitnessPal: one entry per meal row, named by `Meal` and in that meal, at 00:00 (the export has
///   no times). Lines of a `Note` broken without quotes are joined back (`NoteContinuations`).
/// - Cronometer daily summary: one entry per day, named `Day total`, at 00:00 — the file has day totals
///   and no foods, and a day total is what such an entry stands for.
/// - Cronometer daily summary by meal: one entry per meal row, named by `Group` and in that meal, at
///   00:00. The `Total` rows are never entries: `FoodLogTotals` compares them with the meal rows
///   (``FoodLogFile/totals``).
/// - Health Auto Export: one entry per day, named `Day total`, at 00:00, like the Cronometer daily
///   summary, from the nutrition columns (`Dietary Energy (kcal)`, `Protein (g)`, …); the date column
///   (`Date/Time` or `Date`) may carry a time (`2026-07-11 00:00:00`; hourly rows of a day are summed
///   into its entry, `HealthAutoExportDays`), and the activity and body columns are not used. The app
///   writes a row for every day with any metric: a row without an energy value or any nutrient is a
///   day without food, not an entry (counted in ``FoodLogFile/rowsWithoutFood``). A column the catalogue does not know is a custom nutrient only
///   in a unit of nutrient mass (``HealthAutoExportHeader``).
///
/// Energy is the row's own number (an empty energy cell, or a daily summary without an energy column,
/// gives an entry of unknown kcal, see ``LogEntry/kcalKnown``), so a day's kcal are exactly the sum of the file's rows. Nutrient columns are
/// mapped and converted by `FoodLogColumns`. A nutrient without a column, or with an empty cell, is
/// unknown for that entry (``NutrientVector/unknown``), not zero: the trackers leave untracked amounts
/// empty, and users choose a daily summary's columns. A file without any nutrient column gives kcal
/// only (``LogEntry/nutrients`` nil). Dates: see `FoodLogDates`.
///
/// Every other nutrient column — a known nutrient beyond the 17 (B vitamins, vitamin D in µg or IU,
/// magnesium, water, caffeine, …) or an unknown name with a unit (`Oxalate (mg)`, a user's custom
/// nutrient), see `FoodLogColumns.otherUse(of:dialect:)` — is read into ``LogEntry/otherNutrients``: a cell
/// with a number reports the nutrient, an empty cell does not. Its columns are mapped once, at the
/// header, in catalogue order, so a row's amounts are appended already sorted. Such columns are named
/// in ``FoodLogFile/otherNutrientColumns``. Two columns of one nutrient: the first is read, the second
/// not used (``FoodLogFile/unusedColumns``).
///
/// Amounts are held to ``NutrientBounds``: above a nutrient's physical maximum a row is an error; above
/// its plausible daily maximum it is read as written and named (``FoodLogFile/suspicious``).
///
/// Errors name the file, the line and the column. A bad row stops a strict read; with `--lenient` it
/// is skipped and counted. A file that is not CSV, or whose header is none of the dialects, fails in
/// both modes; the error says what the file looks like when `NotAFoodLog` (or, for Oura's JSON,
/// `OuraJSON`) can tell.
public struct FoodLogReader: Sendable {
    public var strictness: Strictness
    /// The order of slashed dates, when the user gave one (`--date-order`).
    public var dateOrder: DateOrder?
    /// The zone Apple Health export timestamps are re-read in (`--time-zone`), as for activity.
    public var timeZone: RecordTimeZone?
    /// Files at least this long (2 MiB) are read in two halves at once (``FoodLogRows``); tests set it to
    /// compare the two readings.
    var twoHalvesThreshold = 2 << 20

    public init(strictness: Strictness = .strict, dateOrder: DateOrder? = nil, timeZone: RecordTimeZone? = nil) {
        self.strictness = strictness
        self.dateOrder = dateOrder
        self.timeZone = timeZone
    }

    /// What one file gave.
    public struct Contents: Sendable {
        public var summary: FoodLogFile
        /// Entries in order of date, then time, then file order.
        public var entries: [LogEntry]
        public var skipped: SkippedRows
    }

    /// Reads the file at `path`.
    public func read(at path: String) throws(InputError) -> Contents {
        switch LocalFiles.kind(of: path) {
        case .missing: throw InputError(.io, file: path, problem: .noSuchFile(hint: "expected a food log CSV"))
        case .directory: throw InputError(.io, file: path, problem: .folderInsteadOf("a food log CSV"))
        case .file:
            // An Apple Health export is told by its first bytes; anything else is read as a CSV.
            let input = try InputFile(path: path)
            if let export = try HealthExportDetection.layout(of: input) {
                return try HealthDietaryEntries.read(input, layout: export, strictness: strictness, zone: timeZone)
            }
            // Fitbit's JSON files are told by their content (and name), as activity files are.
            if let fitbit = try FitbitFileKind.detect(input) {
                return try readFitbit(fitbit, path: path)
            }
        case .other: break
        }
        return try read(
            bytes: try LocalFiles.readBytes(path: path, shownAs: path, expected: "expected a food log CSV"), file: path)
    }

    /// A Fitbit file given as a food log: its food log read, or the error saying what it is instead.
    private func readFitbit(_ kind: FitbitFileKind, path: String) throws(InputError) -> Contents {
        switch kind {
        case .foodLog: return try FitbitFoodLogParser(file: path, strictness: strictness).run()
        case .weight: throw FitbitFileKind.weightLogError(file: path, expected: "a food log")
        case .minutes(let metric):
            throw InputError(file: path, line: 1, problem: NotAFoodLog.activity(metric.dialect).problem)
        case .minutesOfUnnamedMetric:
            throw InputError(
                file: path, line: 1,
                problem: .otherInput(
                    expected: .foodLog,
                    found: "what looks like Fitbit per-minute activity data "
                        + "({\"dateTime\", \"value\"}); give it with --activity, under its Fitbit name (steps-… or calories-…)"
                ))
        }
    }

    /// Reads a file's bytes; `file` names it in messages. Pure.
    public func read(bytes: [UInt8], file: String) throws(InputError) -> Contents {
        if let oura = OuraJSON.listKey(in: bytes) {
            throw InputError(
                file: file, line: oura.line, field: oura.key, problem: NotAFoodLog.unread(.ouraJSON).problem)
        }
        if let records = HealthDietaryRecordsCSV.layout(of: bytes, file: file) {
            return try HealthDietaryRecordsCSV.read(
                bytes: bytes, layout: records, file: file, strictness: strictness, zone: timeZone)
        }
        // The records are read a record at a time (held whole, their fields as Strings took about
        // twenty times the file's size), and numbers are taken from their bytes.
        var stream = CSVRecords.Stream(bytes: bytes, file: file)
        guard let header = try stream.next() else {
            throw InputError(file: file, problem: .isEmpty(expected: FoodLogDialect.expectedHeaders))
        }
        let afterHeader = stream
        guard let dialect = FoodLogDialect.detect(header: header.fields) else {
            if let other = NotAFoodLog.recognise(header.fields, firstRow: try stream.next()?.fields, file: file) {
                throw InputError(file: file, line: header.line, problem: other.problem)
            }
            throw InputError(
                file: file, line: header.line,
                problem: .expected(
                    "the header of " + FoodLogDialect.expectedHeaders,
                    found: .quoted(header.fields.joined(separator: ","))))
        }
        let layout = FoodLogLayout(header: header.fields, dialect: dialect)
        // A daily summary may leave energy out (the user picks its columns): its days then have unknown kcal.
        guard layout.hasEnergy || dialect == .cronometerDailySummary else {
            throw InputError(
                file: file, line: header.line,
                problem: .expected(
                    "an energy column in kcal or kJ (such as Energy (kcal) or Calories)",
                    found: .quoted(header.fields.joined(separator: ","))))
        }
        let rows = FoodLogRows(
            afterHeader: afterHeader, bytes: bytes, header: header.fields, layout: layout, file: file,
            strictness: strictness, twoHalvesThreshold: twoHalvesThreshold)
        // Slashed dates are read in the order the whole date column decides (`FoodLogDates`). Without
        // an order given, the rows are read in one pass as long as no date is slashed, which is every
        // row of a tracker's own export; the first slashed date stops that pass, and the rows are read
        // again after a pass over the date column decides the order.
        if let contents = try rows.read(dates: FoodLogDates(order: dateOrder), stopsAtSlashedDate: dateOrder == nil) {
            return contents
        }
        return try rows.read(dates: try rows.datesOfColumn(given: dateOrder), stopsAtSlashedDate: false)!
    }
}

/// Where a food log's columns are, and how a row becomes an entry.
struct FoodLogLayout {
    let dialect: FoodLogDialect
    let header: [String]
    /// The date column (`Day` or `Date`).
    var date = 0
    var time: Int?
    /// The column naming the entry (`Food Name`, `Meal`); nil for a daily summary.
    var name: Int?
    /// The column naming the entry's meal (Cronometer's `Group`, MyFitnessPal's `Meal`).
    var meal: Int?
    /// Cronometer's `Amount`.
    var amount: Int?
    var energy = 0
    /// From the energy column's unit to kcal (1, or 1/4.184 for kJ).
    var energyFactor = 1.0
    /// Whether the energy column's unit is one NutriStats converts (`kcal`, `kJ`); checked by the reader.
    var hasEnergy = false
    /// Nutrient columns other than energy, with their conversion.
    var nutrients: [(column: Int, use: FoodLogColumns.Use)] = []
    /// Columns of known nutrients beyond the 17, in catalogue order, and of custom nutrients, by id.
    var otherKnown: [(column: Int, nutrient: KnownNutrient, use: FoodLogColumns.OtherUse)] = []
    var otherCustom: [(column: Int, nutrient: CustomNutrient, use: FoodLogColumns.OtherUse)] = []
    /// `otherKnown`'s columns, factors and limits as plain numbers, read a row at a time: a tuple with
    /// a `NutrientIdentity` in it costs a retain and a release per cell (a fifth of a 60-column file's
    /// reading time, profiled).
    private var otherKnownCells: [(column: Int, nutrient: KnownNutrient, factor: Double, limit: Double)] = []
    /// `nutrients`' columns, nutrients, factors and limits, read a row at a time the same way.
    private var nutrientCells: [(column: Int, nutrient: Nutrient, factor: Double, limit: Double)] = []
    /// Columns not used by any of the 17 (``FoodLogFile/unusedColumns``), those read into
    /// ``LogEntry/otherNutrients`` included.
    var unused: [Int] = []
    /// The columns read into ``LogEntry/otherNutrients``, in file order.
    var otherColumns: [Int] = []
    var missingNutrients: [Nutrient] = []

    init(header: [String], dialect: FoodLogDialect) {
        self.dialect = dialect
        self.header = header
        let names = header.map(FoodLogColumns.normalized)
        // Health Auto Export's date column is its first, `Date/Time` or `Date`.
        let dateName =
            switch dialect {
            case .cronometerServings: "day"
            case .healthAutoExport: names.first ?? "date"
            default: "date"
            }
        let nameColumn: String? =
            switch dialect {
            case .cronometerServings: "food name"
            case .myFitnessPal: "meal"
            case .cronometerDailySummaryByMeal: "group"
            case .cronometerDailySummary, .appleHealthExportXML, .appleHealthExportZip, .appleHealthRecordsCSV,
                .fitbitFoodLog, .healthAutoExport:
                nil
            }
        var found: Set<Nutrient> = []
        var foundOther: Set<NutrientIdentity> = []
        var energyColumn: Int?
        for (index, name) in names.enumerated() {
            if name == dateName, index == names.firstIndex(of: dateName) {
                date = index
            } else if dialect == .cronometerServings, name == "time", time == nil {
                time = index
            } else if let nameColumn, name == nameColumn, self.name == nil {
                self.name = index
                if dialect == .myFitnessPal || dialect == .cronometerDailySummaryByMeal { meal = index }
            } else if dialect == .cronometerServings, name == "group", meal == nil {
                meal = index
            } else if dialect == .cronometerServings, name == "amount", amount == nil {
                amount = index
            } else if let use = FoodLogColumns.use(of: header[index], dialect: dialect), !found.contains(use.nutrient) {
                found.insert(use.nutrient)
                if use.nutrient == .calories {
                    energyColumn = index
                    energyFactor = use.factor
                } else {
                    nutrients.append((index, use))
                }
            } else {
                unused.append(index)
                guard let use = FoodLogColumns.otherUse(of: header[index], dialect: dialect),
                    foundOther.insert(use.nutrient).inserted
                else { continue }
                otherColumns.append(index)
                switch use.nutrient {
                case .known(let nutrient): otherKnown.append((index, nutrient, use))
                case .custom(let nutrient): otherCustom.append((index, nutrient, use))
                }
            }
        }
        otherKnown.sort { $0.nutrient < $1.nutrient }
        otherCustom.sort { $0.nutrient < $1.nutrient }
        otherKnownCells = otherKnown.map { ($0.column, $0.nutrient, $0.use.factor, $0.use.limit) }
        nutrientCells = nutrients.map {
            ($0.column, $0.use.nutrient, $0.use.factor, $0.use.limit)
        }
        hasEnergy = energyColumn != nil
        energy = energyColumn ?? 0
        missingNutrients = Nutrient.allCases.filter { $0 != .calories && !found.contains($0) }
    }

    /// Whether `entry` stands for a day without food: a Health Auto Export row with neither an energy
    /// value nor any nutrient (the app writes a row for every day with any metric, steps included).
    func isDayWithoutFood(_ entry: LogEntry) -> Bool {
        guard dialect == .healthAutoExport, !entry.kcalKnown, entry.otherNutrients.isEmpty else { return false }
        guard let amounts = entry.nutrients else { return true }
        return amounts.unknown.count == Nutrient.allCases.count - 1
    }

    /// Whether the file carries its own totals: a per-meal daily summary's `Total` rows.
    var carriesTotals: Bool { dialect == .cronometerDailySummaryByMeal }

    /// The columns a total row is compared in: energy and the nutrient columns read.
    var checkedColumns: [Int] { (hasEnergy ? [energy] : []) + nutrients.map(\.column) }

    /// Whether `record` is a total row (Group `Total`), which is compared with the meal rows, not counted.
    func isTotal(_ record: CSVFieldBuffer) -> Bool {
        guard carriesTotals, let name, name < record.count else { return false }
        return FoodLogColumns.normalized(record.string(name)) == "total"
    }

    /// Checks a total row as any row is checked (fields, date, numbers) and gives its date.
    func checkedTotal(_ record: CSVFieldBuffer, dates: FoodLogDates, repeated: inout RepeatedCells, file: String)
        throws(InputError) -> LocalDate
    {
        let date = try checkedDate(record, dates: dates, repeated: &repeated, file: file)
        if hasEnergy { _ = try checkedAmount(record, column: energy, use: energyUse, file: file) }
        for (column, use) in nutrients { _ = try checkedAmount(record, column: column, use: use, file: file) }
        return date
    }

    /// The energy column's conversion and bound, as the nutrient columns have theirs.
    private var energyUse: FoodLogColumns.Use { FoodLogColumns.Use(nutrient: .calories, factor: energyFactor) }

    /// An error on `record`'s line, in a column of the header when one is given.
    private func error(_ problem: InputProblem, _ record: CSVFieldBuffer, column: Int?, file: String) -> InputError {
        InputError(file: file, line: record.line, field: column.map { header[$0] }, problem: problem)
    }

    /// Checks that `record` has the header's fields and gives its date.
    private func checkedDate(
        _ record: CSVFieldBuffer, dates: FoodLogDates, repeated: inout RepeatedCells, file: String
    ) throws(InputError) -> LocalDate {
        guard record.count == header.count else {
            throw error(.fieldCount(expected: header.count, found: record.count), record, column: nil, file: file)
        }
        if let date = repeated.date(record, column: self.date, dates: dates) { return date }
        let expected = dates.order == .dmy ? "D/M/YYYY" : "M/D/YYYY"
        let iso = dialect == .healthAutoExport ? "YYYY-MM-DD (perhaps with a time, 2026-07-11 00:00:00)" : "YYYY-MM-DD"
        throw error(
            .expected("a real date as \(iso) or \(expected)", found: .quotedWhole(record.string(self.date))), record,
            column: self.date, file: file)
    }

    func entry(_ record: CSVFieldBuffer, dates: FoodLogDates, repeated: inout RepeatedCells, file: String)
        throws(InputError) -> LogEntry
    {
        let date = try checkedDate(record, dates: dates, repeated: &repeated, file: file)
        var time = LocalTime.midnight
        var timeKnown = false
        if let column = self.time, !record.isBlank(column) {
            guard let parsed = record.withTrimmedField(column, ClockTime.parse) else {
                throw error(
                    .expected("a time of day such as 9:51 AM or 21:51", found: .quotedWhole(record.string(column))),
                    record, column: column, file: file)
            }
            time = parsed
            timeKnown = true
        }
        let foodName: String
        if let column = name {
            guard !record.isBlank(column) else {
                throw error(.expected("a name", found: "an empty field"), record, column: column, file: file)
            }
            foodName = record.trimmedString(column)
        } else {
            foodName = "Day total"
        }
        let portion = self.amount.map { record.withField($0) { FoodLogAmount(cell: $0) } }
        let kcal = hasEnergy ? try checkedAmount(record, column: energy, use: energyUse, file: file) : nil
        // A file without any nutrient column gives kcal only (no nutrients, like an entry without food
        // object). Otherwise every nutrient is known but those without a column or with an empty cell,
        // which are unknown (not 0) for this entry.
        var vector: NutrientVector?
        if !nutrients.isEmpty {
            var amounts = NutrientVector()
            amounts[.calories] = kcal ?? 0
            amounts.unknown = NutrientSet(missingNutrients)
            let refused = record.withCells { cells -> Int? in
                for (column, nutrient, factor, limit) in nutrientCells {
                    switch Self.amount(in: cells.trimmed(column), factor: factor, limit: limit) {
                    case .empty: amounts.unknown.insert(nutrient)
                    case .value(let value): amounts[nutrient] = value
                    case .refused: return column
                    }
                }
                return nil
            }
            if let refused { throw amountError(record, column: refused, file: file) }
            vector = amounts
        }
        return LogEntry(
            date: date, time: time, foodName: foodName, servings: portion?.servings ?? 1, kcal: kcal ?? 0,
            foodID: nil, nutrients: vector, match: vector == nil ? .none : .embedded, source: .foodLog,
            kcalKnown: kcal != nil,
            mealName: meal.flatMap { repeated.mealName(record, column: $0, read: Self.mealName) },
            amount: portion?.text, timeKnown: timeKnown, otherNutrients: try otherNutrients(record, file: file))
    }

    /// The amounts a row reports of the nutrients beyond the 17: its non-empty cells of those columns.
    private func otherNutrients(_ record: CSVFieldBuffer, file: String) throws(InputError) -> OtherNutrients {
        if otherKnown.isEmpty && otherCustom.isEmpty { return .none }
        var reported = KnownNutrientSet()
        var amounts: [Double] = []
        amounts.reserveCapacity(otherKnownCells.count)
        // Every cell through one pointer view of the row (a 60-column row has about 45 of them).
        let refused = record.withCells { cells -> Int? in
            for (column, nutrient, factor, limit) in otherKnownCells {
                switch Self.amount(in: cells.trimmed(column), factor: factor, limit: limit) {
                case .empty: continue
                case .value(let value):
                    reported.insert(nutrient)
                    amounts.append(value)
                case .refused: return column
                }
            }
            return nil
        }
        if let refused { throw amountError(record, column: refused, file: file) }
        var custom: [OtherNutrients.Custom] = []
        for (column, nutrient, use) in otherCustom {
            if let value = try checkedAmount(
                record, column: column, factor: use.factor, limit: use.limit, file: file)
            {
                custom.append(OtherNutrients.Custom(nutrient: nutrient, amount: value))
            }
        }
        return OtherNutrients(knownSet: reported, knownAmounts: amounts, sortedCustom: custom)
    }

    /// A meal cell as a meal name: nil when empty or `Uncategorized` (Cronometer's group for food put in
    /// no meal, whose entries are then grouped by time like the shortcut's).
    static func mealName(_ cell: String) -> String? {
        let text = cell.trimmingSpaces()
        return text.isEmpty || text.lowercased() == "uncategorized" ? nil : text
    }

    /// The amount of column `column`'s cell in the unit of `use`'s nutrient (the column's number × its
    /// factor), or nil for an empty field, held to the nutrient's ``NutrientBounds/physicalMaximum(_:)``.
    private func checkedAmount(_ record: CSVFieldBuffer, column: Int, use: FoodLogColumns.Use, file: String)
        throws(InputError) -> Double?
    {
        try checkedAmount(
            record, column: column, factor: use.factor, limit: use.limit, file: file)
    }

    /// What a nutrient cell holds (``amount(in:factor:limit:)``).
    enum CellAmount {
        /// Empty or blank: the row does not report the nutrient.
        case empty
        /// The cell's number × the column's factor.
        case value(Double)
        /// Not a number, or not finite, negative or above the limit: an error (``amountError(_:column:file:)``).
        case refused
    }

    /// The one rule for a nutrient cell: its number × `factor`, read from its bytes; empty for an empty
    /// (or blank) cell; refused for a number that is not finite, negative or above `limit` (in the
    /// nutrient's unit).
    @inline(__always)
    static func amount(in cell: UnsafeBufferPointer<UInt8>, factor: Double, limit: Double) -> CellAmount {
        if cell.isEmpty { return .empty }
        guard let number = DecimalNumber.value(cell), number.isFinite, number >= 0, number * factor <= limit else {
            return .refused
        }
        return .value(number * factor + 0)
    }

    /// A cell's ``amount(in:factor:limit:)``, nil when empty; a refused cell is an error, whose bound
    /// is given in the column's unit.
    @inline(__always)
    private func checkedAmount(
        _ record: CSVFieldBuffer, column: Int, factor: Double, limit: Double, file: String
    ) throws(InputError) -> Double? {
        switch record.withTrimmedField(column, { Self.amount(in: $0, factor: factor, limit: limit) }) {
        case .empty: return nil
        case .value(let value): return value
        case .refused: throw amountError(record, column: column, file: file)
        }
    }

    /// The factor and limit of the number in column `column` (energy, one of the 17, another nutrient).
    private func conversion(ofColumn column: Int) -> (factor: Double, limit: Double) {
        if hasEnergy && column == energy { return (energyUse.factor, energyUse.limit) }
        if let use = nutrients.first(where: { $0.column == column })?.use { return (use.factor, use.limit) }
        if let cell = otherKnownCells.first(where: { $0.column == column }) { return (cell.factor, cell.limit) }
        if let use = otherCustom.first(where: { $0.column == column })?.use { return (use.factor, use.limit) }
        return (1, .infinity)
    }

    /// The error of a cell ``amount(in:factor:limit:)`` refuses: not a number, or out of range. Apart,
    /// and never inlined, so that the reading of every good cell stays short.
    @inline(never)
    private func amountError(_ record: CSVFieldBuffer, column: Int, file: String) -> InputError {
        guard record.withTrimmedField(column, { DecimalNumber.value($0) }) != nil else {
            return error(.notANumber(found: .quoted(record.string(column))), record, column: column, file: file)
        }
        let (factor, limit) = conversion(ofColumn: column)
        return error(
            .numberOutOfRange(
                limit: (limit / factor).rounded(.down), found: .quotedWhole(record.trimmedString(column))),
            record, column: column, file: file)
    }

    /// Appends to `found` the amounts of `entry` (read from the row on `line`) above
    /// ``NutrientBounds/plausibleDailyMaximum(_:)``.
    func collectSuspicious(in entry: LogEntry, line: Int, into found: inout [SuspiciousAmount]) {
        if hasEnergy, entry.kcalKnown, entry.kcal > NutrientBounds.plausibleDailyMaximum(.calories) {
            found.append(
                SuspiciousAmount(
                    line: line, date: entry.date, column: header[energy], nutrient: .calories, amount: entry.kcal))
        }
        if let amounts = entry.nutrients {
            for (column, use) in nutrients
            where amounts.known(use.nutrient).map({ $0 > NutrientBounds.plausibleDailyMaximum(use.nutrient) }) == true {
                found.append(
                    SuspiciousAmount(
                        line: line, date: entry.date, column: header[column], nutrient: use.nutrient,
                        amount: amounts[use.nutrient]))
            }
        }
    }

}
