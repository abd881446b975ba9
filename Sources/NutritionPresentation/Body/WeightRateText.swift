import NutritionData
import NutritionStats

/// Wording of body weights, the rate of weight change (``NutritionStats/WeightRate``) and the goal
/// projection (``NutritionStats/WeightGoalProjection``), in kg or lb. Decides no figure: the engine does.
package enum WeightRateText {
    /// `80.4 kg`, `177.2 lb`: a weight (kg) in `unit` with ``NutritionStats/FigureRounding/weightDecimals``.
    package static func weight(_ kilograms: Double, unit: WeightUnit = .kilograms, minus: String = "-") -> String {
        number(unit.amount(fromKilograms: kilograms), FigureRounding.weightDecimals, minus) + " " + unit.symbol
    }

    /// `+0.3 kg`, `-0.2 kg`, `0.0 kg`: a change of weight (kg) in `unit`, signed, with `decimals`
    /// (``NutritionStats/FigureRounding/weightDecimals`` unless a rate's are wanted).
    package static func change(
        _ kilograms: Double, unit: WeightUnit = .kilograms, decimals: Int = FigureRounding.weightDecimals,
        minus: String = "-"
    ) -> String {
        (FigureDigits.text(
            unit.amount(fromKilograms: kilograms), decimals: decimals, grouping: true, minus: minus,
            explicitPlus: true) ?? TextNumbers.unknown) + " " + unit.symbol
    }

    /// `-0.77 kg a week (-1.05 to -0.49)`: the rate and its 80 % interval in `unit`.
    package static func rate(_ rate: WeightRate, unit: WeightUnit = .kilograms, minus: String = "-") -> String {
        let digits = FigureRounding.weightRateDecimals
        let low = number(unit.amount(fromKilograms: rate.interval80.lowerBound), digits, minus)
        let high = number(unit.amount(fromKilograms: rate.interval80.upperBound), digits, minus)
        return
            "\(number(unit.amount(fromKilograms: rate.kilogramsPerWeek), digits, minus)) \(unit.symbol) a week (\(low) to \(high))"
    }

    /// `75.0 kg on 10 May 2026 (in 70 days)`, `at the goal of 75.0 kg`, `not moving toward the goal of
    /// 75.0 kg`, `moving too slowly toward the goal of 75.0 kg to give a date`.
    package static func projection(
        _ projection: WeightGoalProjection, goal: WeightGoal, unit: WeightUnit = .kilograms, minus: String = "-"
    ) -> String {
        let target = weight(goal.kilograms, unit: unit, minus: minus)
        switch projection {
        case .reached:
            return "at the goal of \(target)"
        case .projected(let date, let days):
            return "\(target) on \(DateText.medium(date)) (in \(Plural.count(days, "day")))"
        case .notMovingTowardGoal:
            return "not moving toward the goal of \(target)"
        case .beyondCalendar:
            return "moving too slowly toward the goal of \(target) to give a date"
        }
    }

    private static func number(_ value: Double, _ decimals: Int, _ minus: String) -> String {
        FigureDigits.text(value, decimals: decimals, grouping: true, minus: minus) ?? TextNumbers.unknown
    }
}
