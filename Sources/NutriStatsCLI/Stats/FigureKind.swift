import NutritionData
import NutritionStats

/// The kinds of figure the stats output shows, each with its number of decimals
/// (``FigureRounding``), and the three ways a figure is written: a rounded `Double` for JSON, plain
/// text for CSV, and text with thousands separators for the table. All three start from the same
/// rounded value, so they agree to the last digit shown.
enum FigureKind {
    case kcal
    case percent
    case steps
    case heartRate
    case nutrient(Nutrient)
    /// Averages of counts (entries or meals per day) and servings.
    case countAverage

    var decimals: Int {
        switch self {
        case .kcal: FigureRounding.kcalDecimals
        case .percent: FigureRounding.percentDecimals
        case .steps: FigureRounding.stepsDecimals
        case .heartRate: FigureRounding.heartRateDecimals
        case .nutrient(let nutrient): FigureRounding.decimals(for: nutrient)
        case .countAverage: FigureRounding.countAverageDecimals
        }
    }

    /// The value as JSON carries it.
    func rounded(_ value: Double) -> Double {
        FigureRounding.rounded(value, decimals: decimals)
    }

    /// `-1234.5` (CSV).
    func plain(_ value: Double) -> String {
        NumberText.format(rounded(value), decimals: decimals, grouping: false)
    }

    /// `-1,234.5` (table).
    func grouped(_ value: Double) -> String {
        NumberText.format(rounded(value), decimals: decimals, grouping: true)
    }
}

/// Writes an already rounded number with a fixed number of decimals.
enum NumberText {
    /// `value` with exactly `decimals` digits after the point, and commas between thousands when
    /// `grouping`; "inf"/"nan" for non-finite values (which the engine never produces from valid input).
    static func format(_ value: Double, decimals: Int, grouping: Bool) -> String {
        guard let written = FigureDigits.format(value, decimals: decimals, grouping: grouping) else {
            return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")
        }
        return (written.isNegative ? "-" : "") + written.digits
    }
}
