import NutritionData
import NutritionStats

/// `meals`: one row per meal of the period as the engine groups them (``/NutritionStats/Meal``), with
/// its totals. Nutrient sums cover the entries whose nutrients are known (`entries_with_nutrients`); a nutrient one of
/// them leaves unknown is null.
extension ExportTables {
    static func meals(_ data: ParticipantData) -> ExportTable {
        let nutrients = Nutrient.allCases.filter { $0 != .calories }
        let columns =
            [participant] + [
                ExportColumn("date", .text), ExportColumn("meal", .integer), ExportColumn("time", .text),
                ExportColumn("meal_name", .text), ExportColumn("entries", .integer),
                ExportColumn("entries_with_nutrients", .integer), ExportColumn("entries_kcal_unknown", .integer),
                ExportColumn("kcal", .real),
            ] + nutrients.map { ExportColumn(data.nutrientColumn($0), .real) }
        var rows: [[ExportValue]] = []
        for day in data.figures.days {
            for (index, meal) in day.intake.meals.enumerated() {
                let totals = meal.totals
                var row: [ExportValue] = [
                    .text(data.participant.text), .text(day.date.iso), .number(index + 1),
                    .optional(meal.knownTime?.description),
                    .optional(meal.name), .number(totals.entryCount), .number(totals.entriesWithNutrients),
                    .number(totals.entriesWithUnknownKcal), .number(totals.kcal),
                ]
                row += nutrients.map { totals.nutrientAmount($0).value.map { .number($0) } ?? .null }
                rows.append(row)
            }
        }
        return ExportTable(
            name: "meals", columns: columns, key: ["participant", "date", "meal"],
            indexes: [["date"]], dateColumn: "date", rows: rows)
    }
}
