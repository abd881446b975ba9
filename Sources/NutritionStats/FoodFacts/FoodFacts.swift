import NutritionData

/// Everything `nutristats food` shows about one food: its amounts per serving against the Daily
/// Values chosen, and how often it was logged.
public struct FoodFacts: Sendable, Equatable {
    /// The food.
    public var food: KnownFood
    /// Every nutrient per serving with its Daily Value when it has one: the shortcut's 17 (always, in
    /// ``/NutritionData/Nutrient`` order, unknown ones stated unknown), then every other nutrient the
    /// food reports (``KnownFood/otherPerServing``) in catalogue order, custom ones last by id — that
    /// is, in ``/NutritionData/NutrientIdentity`` order.
    public var nutrients: [NutrientFact]
    /// How often and when the food was logged.
    public var usage: FoodUsage
    /// The Daily Value table the percentages use.
    public var tableName: String

    /// One nutrient of one serving.
    public struct NutrientFact: Sendable, Equatable {
        /// The nutrient.
        public var nutrient: NutrientIdentity
        /// The amount per serving as the engine states amounts (``NutrientTally/stated(entryCount:kcal:)``):
        /// exact, or unknown when the source does not report the nutrient (a food log without that
        /// nutrient's column or cell, ``/NutritionData/NutrientVector/unknown``).
        public var amount: NutrientAmount
        /// The Daily Value compared with; nil for nutrients without one (sugars, mono-, poly- and trans
        /// fat, water, custom nutrients, …).
        public var dailyValue: CatalogueDailyValue?

        /// A fact with these members, as given.
        public init(nutrient: NutrientIdentity, amount: NutrientAmount, dailyValue: CatalogueDailyValue?) {
            self.nutrient = nutrient
            self.amount = amount
            self.dailyValue = dailyValue
        }

        /// `amount` as a percentage of the Daily Value (unrounded); nil without one or when the amount
        /// is unknown.
        public var percent: Double? {
            guard let dailyValue, let value = amount.value else { return nil }
            return dailyValue.percent(of: value)
        }

        /// The shortcut's nutrient this is, nil for the nutrients beyond the 17.
        public var inline: Nutrient? {
            if case .known(let known) = nutrient { return known.inline }
            return nil
        }
    }

    /// The facts of `food` with percentages of `table` and usage from `entries`.
    ///
    /// A food's amounts per serving come from one source — a food object, or the latest entry that
    /// carried its own nutrients (``KnownFood/all(in:)``) — so each is stated by the engine's one rule
    /// for amounts of entries with that serving as the one entry: exact when it reports the nutrient,
    /// unknown when it does not (never a guess of 0).
    public init(food: KnownFood, table: DailyValueTable, entries: [LogEntry]) {
        self.food = food
        self.tableName = table.name
        let kcal = food.perServing.kcal
        var facts = Nutrient.allCases.map { nutrient in
            NutrientFact(
                nutrient: .known(KnownNutrient(nutrient)),
                amount: Self.stated(food.perServing.known(nutrient), kcal: kcal),
                dailyValue: table[known: KnownNutrient(nutrient)])
        }
        for (nutrient, amount) in food.otherPerServing.amounts {
            let dailyValue: CatalogueDailyValue? =
                if case .known(let known) = nutrient { table[known: known] } else { nil }
            facts.append(
                NutrientFact(nutrient: nutrient, amount: Self.stated(amount, kcal: kcal), dailyValue: dailyValue))
        }
        self.nutrients = facts
        self.usage = FoodUsage(of: food, in: entries)
    }

    /// Whether the food reports nutrients beyond the shortcut's 17 (a food from a Cronometer or Apple
    /// Health log); false for food objects.
    public var hasOtherNutrients: Bool { nutrients.count > Nutrient.count }

    /// ``nutrients`` by group, in table order (``NutrientSelection/tableOrder(_:)``: energy and macros,
    /// fats, carbohydrates, vitamins, minerals, other; catalogue order within a group, custom nutrients
    /// last by id); groups without a nutrient are left out.
    public var groups: [(group: NutrientGroup, nutrients: [NutrientFact])] {
        let byNutrient = Dictionary(uniqueKeysWithValues: nutrients.map { ($0.nutrient, $0) })
        var groups: [(group: NutrientGroup, nutrients: [NutrientFact])] = []
        for nutrient in NutrientSelection.tableOrder(nutrients.map(\.nutrient)) {
            guard let fact = byNutrient[nutrient] else { continue }
            if groups.last?.group == nutrient.group {
                groups[groups.count - 1].nutrients.append(fact)
            } else {
                groups.append((nutrient.group, [fact]))
            }
        }
        return groups
    }

    /// One serving's amount of a nutrient — `amount`, nil when the serving does not report it — stated
    /// by the engine's rule (``NutrientTally/stated(entryCount:kcal:)``) for one entry of `kcal`.
    static func stated(_ amount: Double?, kcal: Double) -> NutrientAmount {
        let tally =
            amount.map { NutrientTally(amount: $0, reportingKcal: kcal, reportingEntries: 1) } ?? NutrientTally()
        return tally.stated(entryCount: 1, kcal: kcal)
    }
}
