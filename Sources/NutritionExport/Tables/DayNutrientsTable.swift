import NutritionData
import NutritionPresentation
import NutritionStats

/// `day_nutrients`: every nutrient of every day, long — one row per participant, date and nutrient that
/// some entry of that day reports (energy and the rest of the shortcut's 17 included, then every other
/// catalogue nutrient and custom one, in catalogue order), since the set of nutrients is open. Amounts,
/// coverage and lower bounds are the engine's (``/NutritionStats/DayStatistics/nutrientReadings(of:dailyValues:)``),
/// named by the one column rule and rounded as `stats` rounds them (``StatsView/column(_:)-(NutrientIdentity)``,
/// ``FigureKind/anyNutrient(_:)``). Days not counted (not logged, or every entry without kcal) have no
/// rows: their amounts are unknown.
extension ExportTables {
    /// The columns after `participant`, with how each is stored.
    static let dayNutrientColumns = [
        ExportColumn("date", .text), ExportColumn("nutrient", .text), ExportColumn("nutrient_id", .text),
        ExportColumn("name", .text), ExportColumn("nutrient_group", .text), ExportColumn("amount", .real),
        ExportColumn("unit", .text), ExportColumn("coverage_pct", .real), ExportColumn("lower_bound", .boolean),
        ExportColumn("dv_pct", .real), ExportColumn("flag", .text),
    ]

    static func dayNutrients(_ data: ParticipantData) -> ExportTable {
        let who = ExportValue.text(data.participant.text)
        var rows: [[ExportValue]] = []
        for day in data.figures.days where day.isCounted && day.isLogged {
            let date = ExportValue.text(day.date.iso)
            let readings = day.nutrientReadings(of: day.intake.totals.reportedNutrients, dailyValues: data.dailyValues)
            rows.reserveCapacity(rows.count + readings.count)
            for reading in readings {
                rows.append([who, date] + dayNutrientCells(reading))
            }
        }
        return ExportTable(
            name: "day_nutrients", columns: [participant] + dayNutrientColumns,
            key: ["participant", "date", "nutrient"], indexes: [["date"], ["nutrient"]], dateColumn: "date",
            rows: rows)
    }

    /// The cells of one reading after `participant` and `date`: names, the amount rounded as `stats`
    /// rounds it (null when unknown), coverage and %DV as whole-percent figures, the flag as `stats`
    /// words it (`over-limit`, `under-target`, `unknown-whether-under`).
    static func dayNutrientCells(_ reading: NutrientReading) -> [ExportValue] {
        let nutrient = reading.nutrient
        let intake = reading.intake
        let flag =
            reading.flag?.rawValue ?? (reading.isUnknownWhetherUnder ? StatsView.unknownWhetherUnder : nil)
        return [
            .text(StatsView.column(nutrient)), .text(nutrient.id), .text(nutrient.displayName),
            .text(nutrient.group.rawValue),
            figure(intake.value, FigureKind.anyNutrient(nutrient)), .text(nutrient.unitSymbol),
            figure(intake.coverage.map { $0 * 100 }, .percent), .boolean(intake.isLowerBound),
            figure(reading.percent, .percent), .optional(flag),
        ]
    }

    /// `value` as the stats CSV writes a figure of `kind`; null when unknown or not finite.
    private static func figure(_ value: Double?, _ kind: FigureKind) -> ExportValue {
        guard let value else { return .null }
        let text = kind.plain(value)
        return text.isEmpty ? .null : .number(text)
    }
}
