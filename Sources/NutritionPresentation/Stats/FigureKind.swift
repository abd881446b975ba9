import NutritionData
import NutritionStats

/// The kinds of figure the stats output shows, each with its number of decimals
/// (``FigureRounding``), and the three ways a figure is written: a rounded `Double` for JSON, plain
/// text for CSV, and text with thousands separators for the table. All three start from the same
/// rounded value, so they agree to the last digit shown.
package enum FigureKind {
    case kcal
    case percent
    case steps
    case heartRate
    case nutrient(Nutrient)
    /// Any nutrient of the catalogue or a custom one (``nutrient(_:)`` for the 17 gives the same decimals).
    case anyNutrient(NutrientIdentity)
    /// Averages of counts (entries or meals per day) and servings.
    case countAverage

    package var decimals: Int {
        switch self {
        case .kcal: FigureRounding.kcalDecimals
        case .percent: FigureRounding.percentDecimals
        case .steps: FigureRounding.stepsDecimals
        case .heartRate: FigureRounding.heartRateDecimals
        case .nutrient(let nutrient): FigureRounding.decimals(for: nutrient)
        case .anyNutrient(let nutrient): FigureRounding.decimals(for: nutrient)
        case .countAverage: FigureRounding.countAverageDecimals
        }
    }

    /// The value as JSON carries it; nil when it is not finite (the key is left out, as for any
    /// unknown figure).
    package func rounded(_ value: Double) -> Double? {
        FigureRounding.roundedIfFinite(value, decimals: decimals)
    }

    /// `-1234.5` (CSV); an empty (unknown) cell when the value is not finite.
    package func plain(_ value: Double) -> String {
        written(value, grouping: false) ?? ""
    }

    /// `-1,234.5` (table); the table's unknown mark `–` when the value is not finite.
    package func grouped(_ value: Double) -> String {
        written(value, grouping: true) ?? StatsTableFormatter.unknown
    }

    /// The value written by the one number writer (`FigureDigits.text`); nil when it is not finite.
    private func written(_ value: Double, grouping: Bool) -> String? {
        FigureDigits.text(value, decimals: decimals, grouping: grouping)
    }
}
