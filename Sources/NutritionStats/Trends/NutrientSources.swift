import NutritionData

/// Where a nutrient came from in a period: the foods, and the named meals, that gave most of it, each
/// with its share of the amount.
///
/// The amount is summed over the entries that report the nutrient — for energy the logged kcal
/// (``/NutritionData/LogEntry/knownKcal``), for the others ``/NutritionData/LogEntry/nutrients`` where the
/// nutrient is known — so shares are of what is known: entries that do not report it are counted in
/// ``entriesNotReporting`` and belong to no source. Foods are grouped as ``TopFoods`` groups them
/// (``FoodGrouping``); meals by the name their file gives (``/NutritionData/LogEntry/mealName``:
/// Cronometer's `Group`, MyFitnessPal's `Meal`), across days.
public struct NutrientSources: Sendable, Equatable {
    /// One food's or meal's part of the nutrient.
    public struct Source: Sendable, Equatable {
        /// The food's name in its latest entry, or the meal's name.
        public var name: String
        /// The food id, when its entries name one; nil for meals.
        public var foodID: FoodID?
        /// Entries that gave the amount.
        public var entries: Int
        /// The amount, in the nutrient's unit.
        public var amount: Double
        /// ``amount`` over the period's ``NutrientSources/total``, 0…1; 0 when the total is 0.
        public var share: Double

        /// A value with these members, as given.
        public init(name: String, foodID: FoodID?, entries: Int, amount: Double, share: Double) {
            self.name = name
            self.foodID = foodID
            self.entries = entries
            self.amount = amount
            self.share = share
        }
    }

    /// The nutrient.
    public var nutrient: NutrientIdentity
    /// The sum over every entry that reports the nutrient.
    public var total: Double
    /// The foods with the largest amounts, largest first (ties: more entries, then name), at most the
    /// limit asked for; foods whose amount is 0 are left out.
    public var foods: [Source]
    /// The named meals by amount, largest first, at most the limit; empty when no entry names a meal.
    public var meals: [Source]
    /// Entries that report the nutrient.
    public var entriesReporting: Int
    /// Entries that do not (no food object, an empty cell): their part is unknown, so shares are of
    /// the known amount.
    public var entriesNotReporting: Int

    /// The sources of `nutrient` in `entries` (in date and time order, so the latest name of a food wins).
    ///
    /// - Complexity: O(n + f log f) for n entries and f distinct foods and meals.
    public init(nutrient: NutrientIdentity, entries: [LogEntry], limit: Int) {
        let grouping = FoodGrouping(entries: entries)
        var foods: [FoodGrouping.Key: (source: Source, sum: CompensatedSum)] = [:]
        var meals: [String: (source: Source, sum: CompensatedSum)] = [:]
        var total = CompensatedSum()
        var reporting = 0
        for entry in entries {
            guard let amount = Self.amount(of: nutrient, in: entry) else { continue }
            reporting += 1
            total.add(amount)
            let key = grouping.key(of: entry)
            var food =
                foods[key] ?? (
                    Source(name: entry.foodName, foodID: grouping.foodID(of: entry), entries: 0, amount: 0, share: 0),
                    CompensatedSum()
                )
            food.source.name = entry.foodName
            food.source.entries += 1
            food.sum.add(amount)
            foods[key] = food
            if let mealName = entry.mealName {
                var meal =
                    meals[mealName] ?? (
                        Source(name: mealName, foodID: nil, entries: 0, amount: 0, share: 0), CompensatedSum()
                    )
                meal.source.entries += 1
                meal.sum.add(amount)
                meals[mealName] = meal
            }
        }
        self.nutrient = nutrient
        self.total = total.value
        entriesReporting = reporting
        entriesNotReporting = entries.count - reporting
        self.foods = Self.ranked(foods.values, total: total.value, limit: limit)
        self.meals = Self.ranked(meals.values, total: total.value, limit: limit)
    }

    /// The sources of one of the shortcut's 17 nutrients.
    public init(nutrient: Nutrient, entries: [LogEntry], limit: Int) {
        self.init(nutrient: .known(KnownNutrient(nutrient)), entries: entries, limit: limit)
    }

    /// The amount of `nutrient` `entry` reports, nil when it does not report it: the logged kcal for
    /// energy, the food object's or cell's amount for the rest of the 17, ``/NutritionData/LogEntry/otherNutrients``
    /// for the others.
    static func amount(of nutrient: NutrientIdentity, in entry: LogEntry) -> Double? {
        if case .known(let known) = nutrient, let inline = known.inline {
            return inline == .calories ? entry.knownKcal : entry.nutrients?.known(inline)
        }
        return entry.otherNutrients.amount(of: nutrient)
    }

    /// Sources with their sums and shares, largest first, without zeros, at most `limit`.
    private static func ranked(
        _ sums: some Collection<(source: Source, sum: CompensatedSum)>, total: Double, limit: Int
    )
        -> [Source]
    {
        let sources = sums.compactMap { item -> Source? in
            var source = item.source
            source.amount = item.sum.value
            guard source.amount != 0 else { return nil }
            source.share = total > 0 ? source.amount / total : 0
            return source
        }
        return Array(
            sources.sorted { a, b in
                if a.amount != b.amount { return a.amount > b.amount }
                if a.entries != b.entries { return a.entries > b.entries }
                if a.name != b.name { return a.name < b.name }
                return (a.foodID?.text ?? "") < (b.foodID?.text ?? "")
            }.prefix(max(0, limit)))
    }
}
