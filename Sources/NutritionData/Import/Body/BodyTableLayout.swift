/// The columns of a body CSV with one row per moment and one column per metric (every body format but
/// Cronometer's long `biometrics.csv` and the Apple Health records), found from its header.
///
/// Detection, in order (the first that matches decides; column names compared without case or
/// surrounding spaces, a unit in parentheses split off):
/// 1. Health Auto Export: the first column is `Date/Time` or `Date`, and a column is
///    `Weight & Body Mass`, `Body Fat Percentage` or `Lean Body Mass` (with the unit `kg`/`lb`, `%`).
/// 2. Google Fit daily metrics: the activity reader takes the header as Google Fit's
///    (`Daily activity metrics.csv`, or a per-day file named by its day), or the first column is
///    `Date`; and a column is `Average weight (kg)` (`Max weight` and `Min weight` are not read).
/// 3. Withings `weight.csv`: the first column is a date (`Date`, `Datum`, `Fecha`, `Data`) and a
///    column is a weight in the account's language with its unit (`Weight (kg)`, `Gewicht (kg)`,
///    `Poids (lb)`, `Peso (kg)`); `Fat mass (kg)` (`Fettmasse`, `Masse grasse`, `Massa grassa`,
///    `Masa grasa`) with that weight gives body fat percent.
/// 4. Plain: the first column is `date` and every other is `weight_kg`, `weight_lb`, `body_fat_pct`,
///    `lean_mass_kg` or `lean_mass_lb`.
/// 5. MyFitnessPal measurement summary: the first column is `Date` and a column is `Weight` without a
///    unit (the account's: `--weight-unit`); the user's other measurements are not read.
struct BodyTableLayout: Equatable {
    /// What a used column holds, and the factor from its unit to the metric's canonical one.
    enum Content: Equatable {
        /// A weight; nil factor: the unit is not written (`--weight-unit` gives it).
        case weight(factor: Double?)
        case bodyFat
        case leanMass(factor: Double)
        /// Withings' fat mass, turned into body fat percent with the row's weight.
        case fatMass(factor: Double)
    }

    /// One used column.
    struct Column: Equatable {
        var index: Int
        var content: Content
        /// Its unit as written (`kg`), for messages; nil when not written.
        var unit: String?
    }

    /// Where a row's day comes from.
    enum DateSource: Equatable {
        /// A column holding the date, possibly followed by the time (``BodyDateTime``).
        case column(Int)
        /// The file's name (a Google Fit per-day file); the rows' times are in `timeColumn`.
        case fileName(LocalDate, timeColumn: Int)
    }

    var dialect: BodyDialect
    var header: [String]
    var date: DateSource
    var columns: [Column]
    /// Header columns not read (the date column and structural ones are not listed).
    var unused: [String]

    /// Whether a column's weights need `--weight-unit`.
    var needsWeightUnit: Bool { columns.contains { $0.content == .weight(factor: nil) } }

    /// The layout of the header `fields` (decoded), or nil when it is none of the body tables.
    /// `file` names the file (a Google Fit per-day file's name gives its day).
    ///
    /// - Throws: ``InputError`` for a body column whose unit is not a mass (or not `%`) or a metric
    ///   given twice.
    static func detect(_ fields: [String], file: String) throws(InputError) -> BodyTableLayout? {
        guard let first = fields.first.map(normalized) else { return nil }
        let names = fields.map { ActivityHeader.splitUnit($0.trimmingSpaces()) }
        let lowered = names.map { $0.name.lowercased() }
        let startsWithDate = first == "date" || first == "date/time"
        if startsWithDate, lowered.contains(where: healthAutoExportNames.keys.contains) {
            return try layout(.healthAutoExport, fields, names, date: .column(0), file: file) { name, _ in
                healthAutoExportNames[name]
            }
        }
        if lowered.contains("average weight") {
            // Asked of the activity reader only for a per-day header, which it takes before asking back
            // (``ActivityHeader`` asks this for headers it does not take, to point them to --body).
            if first == "start time", lowered.count > 1, lowered[1] == "end time",
                case .daily(let daily)? = try? ActivityHeader.layout(of: fields, file: file),
                daily.dialect == .googleFitDay,
                case .fileName(let day, let timeColumn) = daily.date
            {
                return try layout(
                    .googleFitDay, fields, names, date: .fileName(LocalDate(dayNumber: day), timeColumn: timeColumn),
                    structural: [1], file: file, contents: googleFitContent)
            }
            if first == "date" {
                return try layout(
                    .googleFitDaily, fields, names, date: .column(0), file: file, contents: googleFitContent)
            }
        }
        if dateNames.contains(first),
            names.contains(where: { withingsWeightNames.contains($0.name.lowercased()) && $0.unit != nil })
        {
            return try layout(.withingsWeight, fields, names, date: .column(0), file: file) { name, unit in
                guard unit != nil else { return nil }
                if withingsWeightNames.contains(name) { return .weight(factor: 1) }
                if withingsFatMassNames.contains(name) { return .fatMass(factor: 1) }
                return nil
            }
        }
        if first == "date", fields.count > 1, fields.dropFirst().allSatisfy({ plainNames[normalized($0)] != nil }) {
            return try layout(
                .plain, fields, fields.map { (normalized($0), nil) }, date: .column(0), unitsInHeader: false,
                file: file
            ) { name, _ in plainNames[name] }
        }
        if first == "date", names.contains(where: { $0.name.lowercased() == "weight" && $0.unit == nil }) {
            return try layout(.myFitnessPalMeasurements, fields, names, date: .column(0), file: file) { name, unit in
                name == "weight" && unit == nil ? .weight(factor: nil) : nil
            }
        }
        return nil
    }

    // MARK: Names

    static func normalized(_ header: String) -> String { header.trimmingSpaces().lowercased() }

    private static let healthAutoExportNames: [String: Content] = [
        "weight & body mass": .weight(factor: 1), "body fat percentage": .bodyFat,
        "lean body mass": .leanMass(factor: 1),
    ]
    private static let dateNames: Set<String> = ["date", "datum", "fecha", "data", "date/time"]
    private static let withingsWeightNames: Set<String> = [
        "weight", "gewicht", "poids", "peso", "vikt", "vægt", "vekt",
    ]
    private static let withingsFatMassNames: Set<String> = [
        "fat mass", "fettmasse", "masse grasse", "massa grassa", "masa grasa", "vetmassa",
    ]
    private static let plainNames: [String: Content] = [
        "weight_kg": .weight(factor: 1), "weight_lb": .weight(factor: WeightUnit.pounds.kilogramsPerUnit),
        "body_fat_pct": .bodyFat,
        "lean_mass_kg": .leanMass(factor: 1), "lean_mass_lb": .leanMass(factor: WeightUnit.pounds.kilogramsPerUnit),
    ]

    private static func googleFitContent(_ name: String, _ unit: String?) -> Content? {
        name == "average weight" ? .weight(factor: 1) : nil
    }

    // MARK: The shared loop

    /// The layout whose columns `contents` names (from the lower-cased name and the unit as written;
    /// with `unitsInHeader`, a mass's factor of 1 is replaced by its unit's), the others unused.
    private static func layout(
        _ dialect: BodyDialect, _ fields: [String], _ names: [(name: String, unit: String?)], date: DateSource,
        structural: Set<Int> = [], unitsInHeader: Bool = true, file: String, contents: (String, String?) -> Content?
    ) throws(InputError) -> BodyTableLayout {
        let dateColumn: Int =
            switch date {
            case .column(let index): index
            case .fileName(_, let timeColumn): timeColumn
            }
        var columns: [Column] = []
        var unused: [String] = []
        for (index, (name, unit)) in names.enumerated() where index != dateColumn && !structural.contains(index) {
            guard var content = contents(name.lowercased(), unit) else {
                unused.append(fields[index])
                continue
            }
            if unitsInHeader { content = try withUnit(content, unit: unit, header: fields[index], file: file) }
            let kind = metric(of: content)
            if let earlier = columns.first(where: { metric(of: $0.content) == kind }) {
                throw InputError(
                    file: file, line: 1, field: fields[index],
                    problem: .expected(
                        "each measurement in one column only", found: "it in column \(earlier.index + 1) too"))
            }
            columns.append(Column(index: index, content: content, unit: unit))
        }
        return BodyTableLayout(dialect: dialect, header: fields, date: date, columns: columns, unused: unused)
    }

    /// What a column's content counts as, for the one-column-per-measurement rule.
    private static func metric(of content: Content) -> Int {
        switch content {
        case .weight: 0
        case .bodyFat: 1
        case .leanMass: 2
        case .fatMass: 3
        }
    }

    /// `content` with the factor of the header's `unit` (a mass unit for masses, `%` for body fat).
    private static func withUnit(_ content: Content, unit: String?, header: String, file: String) throws(InputError)
        -> Content
    {
        func massFactor() throws(InputError) -> Double {
            guard let unit, let factor = HealthBodyUnit.kilograms(per: unit) else {
                throw InputError(
                    file: file, line: 1, field: header,
                    problem: .expected(
                        "the unit kg or lb in parentheses", found: "\(unit.map { "\"\($0)\"" } ?? "no unit")"))
            }
            return factor
        }
        switch content {
        case .weight(nil): return content
        case .weight(let factor?): return factor == 1 ? .weight(factor: try massFactor()) : content
        case .leanMass(let factor): return factor == 1 ? .leanMass(factor: try massFactor()) : content
        case .fatMass: return .fatMass(factor: try massFactor())
        case .bodyFat:
            guard unit == nil || unit == "%" else {
                throw InputError(
                    file: file, line: 1, field: header,
                    problem: .expected("the unit % in parentheses", found: .quotedWhole(unit ?? "")))
            }
            return content
        }
    }
}
