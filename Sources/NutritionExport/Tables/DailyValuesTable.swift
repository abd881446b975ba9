import NutritionData
import NutritionStats

/// `daily_values`: the Daily Value table the `days` percentages were computed with, one row per
/// nutrient that has a Daily Value.
extension ExportTables {
    static func dailyValues(_ data: ParticipantData) -> ExportTable {
        let columns =
            [participant] + [
                ExportColumn("nutrient", .text), ExportColumn("amount", .real), ExportColumn("unit", .text),
                ExportColumn("kind", .text), ExportColumn("custom", .boolean), ExportColumn("table_name", .text),
            ]
        let table = data.dailyValues
        let rows: [[ExportValue]] = table.dailyValues.map { value in
            [
                .text(data.participant.text), .text(data.nutrientColumn(value.nutrient)), .number(value.amount),
                .text(value.nutrient.unit.symbol), .text(value.kind.rawValue),
                .boolean(table.customNutrients.contains(value.nutrient)), .text(table.name),
            ]
        }
        return ExportTable(name: "daily_values", columns: columns, key: ["participant", "nutrient"], rows: rows)
    }
}
