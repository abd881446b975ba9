import NutritionData

/// Adds up entries (or other totals) into ``IntakeTotals`` with compensated sums, so a total over
/// thousands of days is as exact as a total over one.
struct IntakeAccumulator {
    private var entryCount = 0
    private var entriesWithNutrients = 0
    private var entriesWithUnknownKcal = 0
    private var kcal = CompensatedSum()
    /// Per-nutrient running sums and their compensations (``CompensatedSum``'s algorithm), kept in two
    /// inline vectors: an `InlineArray` of 17 `CompensatedSum`s was copied on every entry (profiled
    /// with `perf`: 9 % of indexing time in `memmove`, 2 % this way).
    private var nutrientSums = NutrientVector()
    private var nutrientCompensations = NutrientVector()
    /// Per nutrient, the logged kcal of the entries that report it (sums and compensations, inline like
    /// the amounts) and their number: what ``NutrientTally`` needs besides the amount.
    private var reportingKcalSums = InlineArray<17, Double>(repeating: 0)
    private var reportingKcalCompensations = InlineArray<17, Double>(repeating: 0)
    private var reportingEntries = InlineArray<17, Int>(repeating: 0)
    /// The nutrients beyond the 17, sparse (empty for the shortcut's food objects).
    private var others = OtherNutrientTallies()

    init() {}

    /// Adds one entry. It reports every nutrient of its ``/NutritionData/LogEntry/nutrients`` but those
    /// the vector leaves unknown (an empty cell, a column the food log lacks); an entry without
    /// nutrients (no food object) reports none.
    mutating func add(_ entry: LogEntry) {
        entryCount += 1
        if !entry.kcalKnown { entriesWithUnknownKcal += 1 }
        kcal.add(entry.kcal)
        others.add(entry.otherNutrients, kcal: entry.kcal)
        guard let vector = entry.nutrients else { return }
        entriesWithNutrients += 1
        addNutrients(vector)
        for index in 0..<17 where !vector.unknown.contains(Self.allNutrients[index]) {
            CompensatedSum.add(
                entry.kcal, to: &reportingKcalSums[index], compensation: &reportingKcalCompensations[index])
            reportingEntries[index] += 1
        }
    }

    /// Adds the totals of another set of entries (a day into a period).
    mutating func add(_ totals: IntakeTotals) {
        entryCount += totals.entryCount
        entriesWithNutrients += totals.entriesWithNutrients
        entriesWithUnknownKcal += totals.entriesWithUnknownKcal
        kcal.add(totals.kcal)
        addNutrients(totals.nutrients)
        others.add(totals.others)
        for index in 0..<17 {
            CompensatedSum.add(
                totals.reporting.kcalStorage[index], to: &reportingKcalSums[index],
                compensation: &reportingKcalCompensations[index])
            reportingEntries[index] += totals.reporting.entryStorage[index]
        }
    }

    private mutating func addNutrients(_ vector: NutrientVector) {
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
        var reporting = NutrientReporting()
        for nutrient in Self.allNutrients {
            let index = nutrient.rawValue
            vector[nutrient] = CompensatedSum.total(nutrientSums[nutrient], nutrientCompensations[nutrient])
            reporting.set(
                nutrient, kcal: CompensatedSum.total(reportingKcalSums[index], reportingKcalCompensations[index]),
                entries: reportingEntries[index])
        }
        return IntakeTotals(
            entryCount: entryCount, kcal: kcal.value, nutrients: vector,
            entriesWithNutrients: entriesWithNutrients, entriesWithUnknownKcal: entriesWithUnknownKcal,
            reporting: reporting, others: others
        )
    }
}
