import NutritionData

/// Intake per counted day over a period, with the lowest and highest day.
public struct IntakeAverage: Sendable, Equatable {
    /// The number of days averaged over.
    public var days: Int
    /// Average logged kcal per day.
    public var kcal: Double
    /// Average nutrient amounts per day (sums over the entries that report each nutrient, see
    /// ``IntakeTotals``); the ``/NutritionData/NutrientVector/unknown`` set is that of the averaged days' sum.
    public var nutrients: NutrientVector
    /// The sum of the averaged days (``IntakeTotals/nutrientAmount(_:)`` of it states each average).
    public var countedTotals: IntakeTotals
    /// Average nutrient amounts per day when some are known (``IntakeTotals/knownNutrients`` of the
    /// averaged days' sum), nil when they are all unknown.
    public var knownNutrients: NutrientVector? { countedTotals.knownNutrients != nil ? nutrients : nil }
    /// Average entries per day.
    public var entries: Double
    /// The lowest daily amounts (each nutrient on its own, and `.calories` for logged kcal), stated like
    /// the average (``nutrientAmount(_:)``): lower bounds of the lowest day when the average is one.
    public var minimum: NutrientVector
    /// The highest daily amounts.
    public var maximum: NutrientVector

    /// The amount of `nutrient` per day: logged kcal for ``/NutritionData/Nutrient/calories``.
    public func amount(of nutrient: Nutrient) -> Double {
        nutrient == .calories ? kcal : nutrients[nutrient]
    }

    /// The average of `nutrient` per day as the engine states it: exact, a lower bound or unknown, with
    /// the coverage of the averaged days' sum (``IntakeTotals/nutrientAmount(_:)``): an average of a
    /// lower-bound sum is a lower bound. Logged kcal for ``/NutritionData/Nutrient/calories``.
    public func nutrientAmount(_ nutrient: Nutrient) -> NutrientAmount {
        countedTotals.nutrientAmount(nutrient).with(value: amount(of: nutrient))
    }

    /// The average per day of any nutrient (one of the 17 or beyond them) as the engine states it:
    /// ``nutrientAmount(_:)`` for the 17; for the others the averaged days' sum (stated by
    /// ``IntakeTotals/nutrientAmount(of:)``) divided by ``days``.
    public func nutrientAmount(of nutrient: NutrientIdentity) -> NutrientAmount {
        if case .known(let known) = nutrient, let inline = known.inline { return nutrientAmount(inline) }
        let sum = countedTotals.nutrientAmount(of: nutrient)
        return sum.with(value: (sum.value ?? 0) / Double(days))
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
        self.countedTotals = totals
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
