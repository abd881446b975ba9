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
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return String(value) }  // beyond exact integers: let Swift write it
        let units = UInt64(scaled)
        let divisor = UInt64(scale)
        var integer = String(units / divisor)
        if grouping {
            var grouped = ""
            for (index, digit) in integer.enumerated() {
                if index > 0, (integer.count - index) % 3 == 0 { grouped.append(",") }
                grouped.append(digit)
            }
            integer = grouped
        }
        var text = (value < 0 && units > 0 ? "-" : "") + integer
        if decimals > 0 {
            let fraction = String(units % divisor)
            text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
        }
        return text
    }
}
