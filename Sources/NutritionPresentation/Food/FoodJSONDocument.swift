import Foundation
import NutritionData
import NutritionStats

/// The JSON form of `nutristats food` (schema `nutristats-food/1`): the food, its nutrients per
/// serving with %DV, its usage and, with `--servings`, the day before and after. Keys are snake_case
/// and sorted; numbers are rounded like the table (``FigureKind``); unknown figures are left out.
package struct FoodJSONDocument: Encodable {
    static let schemaName = "nutristats-food/1"

    var schema = FoodJSONDocument.schemaName
    var food: FoodJSON
    var dailyValues: String
    var perServing: [NutrientJSON]
    var usage: UsageJSON
    var whatIf: WhatIfJSON?

    package init(_ view: FoodView) {
        let facts = view.facts
        food = FoodJSON(
            id: facts.food.id?.text, name: facts.food.name, servingSize: facts.food.servingSize,
            origin: FoodText.originKey(facts.food))
        dailyValues = facts.tableName
        perServing = facts.nutrients.map { fact in
            NutrientJSON(
                nutrient: fact.nutrient.key, unit: fact.nutrient.unit.symbol,
                amount: fact.amount.flatMap(FigureKind.nutrient(fact.nutrient).rounded),
                percentDv: fact.percent.flatMap(FigureKind.percent.rounded),
                dailyValue: fact.dailyValue?.amount, kind: fact.dailyValue?.kind.rawValue)
        }
        usage = UsageJSON(facts.usage)
        whatIf = view.whatIf.map(WhatIfJSON.init)
    }

    struct FoodJSON: Encodable {
        var id: String?
        var name: String
        var servingSize: String
        var origin: String
    }

    struct NutrientJSON: Encodable {
        var nutrient: String
        var unit: String
        /// Null when the amount is unknown (a food log without that nutrient).
        var amount: Double?
        var percentDv: Double?
        var dailyValue: Double?
        var kind: String?

        private enum CodingKeys: String, CodingKey { case nutrient, unit, amount, percentDv, dailyValue, kind }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(nutrient, forKey: .nutrient)
            try container.encode(unit, forKey: .unit)
            try container.encode(amount, forKey: .amount)
            try container.encodeIfPresent(percentDv, forKey: .percentDv)
            try container.encodeIfPresent(dailyValue, forKey: .dailyValue)
            try container.encodeIfPresent(kind, forKey: .kind)
        }
    }

    struct UsageJSON: Encodable {
        var entries: Int
        var servings: Double?
        var kcal: Double?
        var kcalSharePercent: Double?
        var firstDay: String?
        var lastDay: String?

        init(_ usage: FoodUsage) {
            entries = usage.entries
            servings = FigureKind.countAverage.rounded(usage.servings)
            kcal = FigureKind.kcal.rounded(usage.kcal)
            kcalSharePercent = usage.kcalShare.flatMap { FigureKind.countAverage.rounded($0 * 100) }
            firstDay = usage.firstDate?.iso
            lastDay = usage.lastDate?.iso
        }
    }

    struct WhatIfJSON: Encodable {
        var date: String
        var servings: Double
        var entryKcal: Double?
        var before: DayJSON
        var after: DayJSON
        var limitsPushedOver: [String]

        init(_ whatIf: FoodWhatIf) {
            date = whatIf.entry.date.iso
            servings = whatIf.entry.servings
            entryKcal = FigureKind.kcal.rounded(whatIf.entry.kcal)
            before = DayJSON(whatIf.before)
            after = DayJSON(whatIf.after)
            limitsPushedOver = whatIf.limitsPushedOver.map(\.key)
        }
    }

    /// A day's intake, budget and %DV; the readings are `stats --format json`'s own (``DailyValueJSON``),
    /// so the what-if and `stats` of the day with the entry logged read the same.
    struct DayJSON: Encodable {
        var kcal: Double?
        var goalKcal: Double?
        var remainingKcal: Double?
        var dailyValues: [DailyValueJSON]

        init(_ day: DayStatistics) {
            kcal = FigureKind.kcal.rounded(day.intake.totals.kcal)
            goalKcal = day.budget.flatMap { FigureKind.kcal.rounded($0.goal + ($0.activityCredit ?? 0)) }
            remainingKcal = day.budget.flatMap { FigureKind.kcal.rounded($0.remaining) }
            dailyValues = day.dailyValueReadings.map { DailyValueJSON($0, flaggedDays: nil) }
        }
    }

    /// Pretty-printed JSON with sorted keys and a final newline, written like `stats`' (``JSONOutput``).
    package func encoded() throws(EncodingFault) -> String {
        try JSONOutput.encoded(self)
    }
}
