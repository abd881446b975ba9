import NutritionData
import NutritionPresentation
import NutritionStats

/// `daily_values`: the Daily Value table in force, one row per nutrient that has a value in it — every
/// nutrient with an FDA Daily Value (35 and energy's reference in the 2016 table), and every nutrient a
/// `--dv` file sets — in catalogue order (the shortcut's 17 first, as before the catalogue). The columns
/// of the first version keep their names, meaning and place; the catalogue's id, name and where each
/// value comes from follow them.
extension ExportTables {
    /// The columns after `participant`, with how each is stored.
    static let dailyValueColumns = [
        ExportColumn("nutrient", .text), ExportColumn("amount", .real), ExportColumn("unit", .text),
        ExportColumn("kind", .text), ExportColumn("custom", .boolean), ExportColumn("table_name", .text),
        ExportColumn("nutrient_id", .text), ExportColumn("name", .text), ExportColumn("source", .text),
    ]

    static func dailyValues(_ data: ParticipantData) -> ExportTable {
        let table = data.dailyValues
        let who = ExportValue.text(data.participant.text)
        let rows: [[ExportValue]] = table.catalogueDailyValues.map { value in
            let nutrient = value.nutrient
            return [
                who, .text(StatsView.column(.known(nutrient))), .number(value.amount), .text(nutrient.unit.symbol),
                .text(value.kind.rawValue), .boolean(table.customKnownNutrients.contains(nutrient)),
                .text(table.name), .text(nutrient.id), .text(nutrient.displayName), .text(table.source(of: nutrient)),
            ]
        }
        return ExportTable(
            name: "daily_values", columns: [participant] + dailyValueColumns, key: ["participant", "nutrient"],
            rows: rows)
    }
}
