import Foundation
import NutritionData
import NutritionStats

/// The JSON form of `nutristats food` (schema `nutristats-food/1`): the food, its nutrients per
/// serving with %DV, its usage and, with `--servings`, the day before and after. Keys are snake_case
/// and sorted; numbers are rounded like the table (``FigureKind``); unknown figures are left out.
///
/// `per_serving` holds the shortcut's 17, named by their food-object keys; a food that reports more
/// (a Cronometer food) also has `other_nutrients`, each named by the one column rule of `stats` and
/// `export` (``StatsView/column(_:)-(NutrientIdentity)``: `thiamin_mg`, `custom_oxalate_mg`), in table
/// order with its group.
package struct FoodJSONDocument: Encodable {
    static let schemaName = "nutristats-food/1"

    var schema = FoodJSONDocument.schemaName
    var food: FoodJSON
    var dailyValues: String
    var perServing: [NutrientJSON]
    /// Nil (left out) for a food that reports only the 17.
    var otherNutrients: [OtherNutrientJSON]?
    var usage: UsageJSON
    var whatIf: WhatIfJSON?

    package init(_ view: FoodView) {
        let facts = view.facts
        food = FoodJSON(
            id: facts.food.id?.text, name: facts.food.name, servingSize: facts.food.servingSize,
            origin: FoodText.originKey(facts.food))
        dailyValues = facts.tableName
        perServing = facts.nutrients.compactMap { fact in
            fact.inline.map { nutrient in
                NutrientJSON(
                    nutrient: nutrient.key, unit: nutrient.unit.symbol,
                    amount: fact.amount.value.flatMap(FigureKind.nutrient(nutrient).rounded),
                    percentDv: fact.percent.flatMap(FigureKind.percent.rounded),
                    dailyValue: fact.dailyValue?.amount, kind: fact.dailyValue?.kind.rawValue)
            }
        }
        let others = facts.groups.flatMap(\.nutrients).filter { $0.inline == nil }
        otherNutrients = others.isEmpty ? nil : others.map(OtherNutrientJSON.init)
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

    /// A nutrient beyond the 17: `nutrient` its column name, `name`, `group`, `unit`, `amount` (null
    /// when unknown) and `lower_bound`, and `daily_value`, `kind`, `percent_dv` where it has a Daily Value.
    struct OtherNutrientJSON: Encodable {
        var nutrient: String
        var name: String
        var group: String
        var unit: String
        var amount: Double?
        var lowerBound: Bool
        var percentDv: Double?
        var dailyValue: Double?
        var kind: String?

        init(_ fact: FoodFacts.NutrientFact) {
            nutrient = StatsView.column(fact.nutrient)
            name = fact.nutrient.displayName
            group = fact.nutrient.group.rawValue
            unit = fact.nutrient.unitSymbol
            amount = fact.amount.value.flatMap(FigureKind.anyNutrient(fact.nutrient).rounded)
            lowerBound = fact.amount.isLowerBound
            percentDv = fact.percent.flatMap(FigureKind.percent.rounded)
            dailyValue = fact.dailyValue?.amount
            kind = fact.dailyValue?.kind.rawValue
        }

        private enum CodingKeys: String, CodingKey {
            case nutrient, name, group, unit, amount, lowerBound, percentDv, dailyValue, kind
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(nutrient, forKey: .nutrient)
            try container.encode(name, forKey: .name)
            try container.encode(group, forKey: .group)
            try container.encode(unit, forKey: .unit)
            try container.encode(amount, forKey: .amount)
            try container.encode(lowerBound, forKey: .lowerBound)
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
