import NutritionData

/// Adds up entries (or other totals) into ``IntakeTotals`` with compensated sums, so a total over
/// thousands of days is as exact as a total over one.
struct IntakeAccumulator {
    private var entryCount = 0
    private var entriesWithNutrients = 0
    private var kcal = CompensatedSum()
    private var kcalWithNutrients = CompensatedSum()
    private var nutrients = InlineArray<17, CompensatedSum>(repeating: CompensatedSum())

    init() {}

    /// Adds one entry.
    mutating func add(_ entry: LogEntry) {
        entryCount += 1
        kcal.add(entry.kcal)
        if let vector = entry.nutrients {
            entriesWithNutrients += 1
            kcalWithNutrients.add(entry.kcal)
            addNutrients(vector)
        }
    }

    /// Adds the totals of another set of entries (a day into a period).
    mutating func add(_ totals: IntakeTotals) {
        entryCount += totals.entryCount
        entriesWithNutrients += totals.entriesWithNutrients
        kcal.add(totals.kcal)
        kcalWithNutrients.add(totals.kcalWithNutrients)
        addNutrients(totals.nutrients)
    }

    private mutating func addNutrients(_ vector: NutrientVector) {
        for nutrient in Nutrient.allCases {
            nutrients[nutrient.rawValue].add(vector[nutrient])
        }
    }

    /// The totals so far.
    var totals: IntakeTotals {
        var vector = NutrientVector()
        for nutrient in Nutrient.allCases { vector[nutrient] = nutrients[nutrient.rawValue].value }
        return IntakeTotals(
            entryCount: entryCount, kcal: kcal.value, nutrients: vector,
            entriesWithNutrients: entriesWithNutrients, kcalWithNutrients: kcalWithNutrients.value
        )
    }
}
