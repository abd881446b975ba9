import NutritionData
import NutritionStats

/// `entries`: one row per logged food of the period, in the order of the day's meals, with its
/// nutrients as read (per-serving amounts × servings; not rounded; null when unknown).
extension ExportTables {
    static func entries(_ data: ParticipantData) -> ExportTable {
        let nutrients = Nutrient.allCases.filter { $0 != .calories }
        let columns =
            [participant] + [
                ExportColumn("date", .text), ExportColumn("entry", .integer), ExportColumn("meal", .integer),
                ExportColumn("time", .text), ExportColumn("food_name", .text), ExportColumn("food_id", .text),
                ExportColumn("servings", .real), ExportColumn("amount", .text), ExportColumn("kcal", .real),
                ExportColumn("nutrients_known", .boolean), ExportColumn("nutrient_match", .text),
                ExportColumn("source", .text), ExportColumn("meal_name", .text),
            ] + nutrients.map { ExportColumn(data.nutrientColumn($0), .real) }
        var rows: [[ExportValue]] = []
        for day in data.figures.days {
            var number = 0
            for (mealIndex, meal) in day.intake.meals.enumerated() {
                for entry in meal.entries {
                    number += 1
                    var row: [ExportValue] = [
                        .text(data.participant.text), .text(day.date.iso), .number(number), .number(mealIndex + 1),
                        .optional(entry.knownTime?.description), .text(entry.foodName), .optional(entry.foodID?.text),
                        .number(entry.servings), .optional(entry.amount), .number(entry.knownKcal),
                        .boolean(entry.hasNutrients), .text(entry.match.rawValue), .text(entry.source.rawValue),
                        .optional(entry.mealName),
                    ]
                    row += nutrients.map { nutrient in entry.nutrients?.known(nutrient).map { .number($0) } ?? .null }
                    rows.append(row)
                }
            }
        }
        return ExportTable(
            name: "entries", columns: columns, key: ["participant", "date", "entry"],
            indexes: [["date"], ["food_name"]], dateColumn: "date", rows: rows)
    }
}
