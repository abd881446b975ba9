import NutritionData
import NutritionStats

/// Where the nutrient of `stats --nutrient` came from, in `stats --format json` (key
/// `nutrient_sources`): the nutrient's column name (`sodium_mg`), its known total over the period, the
/// entries that report it and those that do not, and the top foods and named meals with their amounts
/// and shares (`share_pct`, one decimal).
package struct NutrientSourcesJSON: Encodable {
    package struct SourceJSON: Encodable {
        package var name: String
        package var foodId: String?
        package var entries: Int
        package var amount: Double?
        package var sharePct: Double?
    }

    package var nutrient: String
    package var unit: String
    package var total: Double?
    package var entriesReporting: Int
    package var entriesNotReporting: Int
    package var foods: [SourceJSON]
    package var meals: [SourceJSON]

    package init(_ sources: NutrientSources) {
        let kind = FigureKind.anyNutrient(sources.nutrient)
        func source(_ item: NutrientSources.Source) -> SourceJSON {
            SourceJSON(
                name: item.name, foodId: item.foodID?.text, entries: item.entries, amount: kind.rounded(item.amount),
                sharePct: FigureKind.percent.rounded(item.share * 100))
        }
        nutrient = StatsView.column(sources.nutrient)
        unit = sources.nutrient.unitSymbol
        total = kind.rounded(sources.total)
        entriesReporting = sources.entriesReporting
        entriesNotReporting = sources.entriesNotReporting
        foods = sources.foods.map(source)
        meals = sources.meals.map(source)
    }
}
