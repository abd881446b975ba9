import NutritionData

/// Intake per counted day over a period, with the lowest and highest day.
public struct IntakeAverage: Sendable, Equatable {
    /// The number of days averaged over.
    public var days: Int
    /// Average logged kcal per day.
    public var kcal: Double
    /// Average nutrient amounts per day (from entries with known nutrients; see ``IntakeTotals``).
    public var nutrients: NutrientVector
    /// Average nutrient amounts per day when they are known (``IntakeTotals/knownNutrients`` of the
    /// period's totals), nil when they are unknown.
    public var knownNutrients: NutrientVector? { nutrientsKnown ? nutrients : nil }
    /// Whether the averaged days' nutrient amounts are known (``IntakeTotals/knownNutrients``).
    public var nutrientsKnown: Bool
    /// Average entries per day.
    public var entries: Double
    /// The lowest daily amounts (each nutrient on its own, and `.calories` for logged kcal); a nutrient
    /// unknown on any day is unknown here (``/NutritionData/NutrientVector/unknown``).
    public var minimum: NutrientVector
    /// The highest daily amounts.
    public var maximum: NutrientVector

    /// The amount of `nutrient` per day: logged kcal for ``/NutritionData/Nutrient/calories``.
    public func amount(of nutrient: Nutrient) -> Double {
        nutrient == .calories ? kcal : nutrients[nutrient]
    }

    /// The amount of `nutrient` per day when it is known: logged kcal for
    /// ``/NutritionData/Nutrient/calories``, otherwise ``knownNutrients``' amount, nil when the days'
    /// nutrients are unknown or an entry leaves this one unknown (``/NutritionData/NutrientVector/unknown``).
    public func knownAmount(of nutrient: Nutrient) -> Double? {
        nutrient == .calories ? kcal : knownNutrients?.known(nutrient)
    }

    /// The average of `days`, whose sum is `totals`; nil when `days` is empty.
    ///
    /// Each average is `total / days`, clamped to the lowest and highest day: the exact mean always
    /// lies between them, and the clamp only removes a last-bit rounding error of the division.
    init?(totals: IntakeTotals, days: [IntakeTotals]) {
        guard let first = days.first else { return nil }
        var minimum = Self.amounts(first)
        var maximum = minimum
        for day in days.dropFirst() {
            let amounts = Self.amounts(day)
            for nutrient in IntakeAccumulator.allNutrients {
                minimum[nutrient] = Swift.min(minimum[nutrient], amounts[nutrient])
                maximum[nutrient] = Swift.max(maximum[nutrient], amounts[nutrient])
            }
        }
        let count = Double(days.count)
        let sums = Self.amounts(totals)
        var average = NutrientVector()
        for nutrient in IntakeAccumulator.allNutrients {
            average[nutrient] = Swift.min(Swift.max(sums[nutrient] / count, minimum[nutrient]), maximum[nutrient])
        }
        self.days = days.count
        self.kcal = average[.calories]
        var nutrients = average
        nutrients[.calories] = totals.nutrients[.calories] / count
        nutrients.unknown = totals.nutrients.unknown
        minimum.unknown = totals.nutrients.unknown
        maximum.unknown = totals.nutrients.unknown
        self.nutrients = nutrients
        self.nutrientsKnown = totals.knownNutrients != nil
        self.entries = Double(totals.entryCount) / count
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The day's amounts with `.calories` replaced by the logged kcal.
    private static func amounts(_ totals: IntakeTotals) -> NutrientVector {
        var vector = totals.nutrients
        vector[.calories] = totals.kcal
        return vector
    }
}
