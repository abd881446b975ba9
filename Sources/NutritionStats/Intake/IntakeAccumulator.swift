import NutritionData

/// Adds up entries (or other totals) into ``IntakeTotals`` with compensated sums, so a total over
/// thousands of days is as exact as a total over one.
struct IntakeAccumulator {
    private var entryCount = 0
    private var entriesWithNutrients = 0
    private var entriesWithUnknownKcal = 0
    private var kcal = CompensatedSum()
    private var kcalWithNutrients = CompensatedSum()
    /// Per-nutrient running sums and their compensations (``CompensatedSum``'s algorithm), kept in two
    /// inline vectors: an `InlineArray` of 17 `CompensatedSum`s was copied on every entry (profiled
    /// with `perf`: 9 % of indexing time in `memmove`, 2 % this way).
    private var nutrientSums = NutrientVector()
    private var nutrientCompensations = NutrientVector()
    /// Nutrients some added entry (or totals) leaves unknown: unknown in the sum.
    private var unknownNutrients = NutrientSet()

    init() {}

    /// Adds one entry.
    mutating func add(_ entry: LogEntry) {
        entryCount += 1
        if !entry.kcalKnown { entriesWithUnknownKcal += 1 }
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
        entriesWithUnknownKcal += totals.entriesWithUnknownKcal
        kcal.add(totals.kcal)
        kcalWithNutrients.add(totals.kcalWithNutrients)
        addNutrients(totals.nutrients)
    }

    private mutating func addNutrients(_ vector: NutrientVector) {
        unknownNutrients.formUnion(vector.unknown)
        for nutrient in Self.allNutrients {
            CompensatedSum.add(
                vector[nutrient], to: &nutrientSums[nutrient], compensation: &nutrientCompensations[nutrient])
        }
    }

    /// `Nutrient.allCases` built once: the synthesized property builds a new array on every call,
    /// which dominated the cost of adding up entries.
    static let allNutrients = Nutrient.allCases

    /// The totals so far.
    var totals: IntakeTotals {
        var vector = NutrientVector()
        for nutrient in Self.allNutrients {
            vector[nutrient] = CompensatedSum.total(nutrientSums[nutrient], nutrientCompensations[nutrient])
        }
        vector.unknown = unknownNutrients
        return IntakeTotals(
            entryCount: entryCount, kcal: kcal.value, nutrients: vector,
            entriesWithNutrients: entriesWithNutrients, kcalWithNutrients: kcalWithNutrients.value,
            entriesWithUnknownKcal: entriesWithUnknownKcal
        )
    }
}
