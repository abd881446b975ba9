import NutritionData
import NutritionPresentation
import NutritionStats

/// How the report writes a figure: the engine's unrounded value rounded by ``/NutritionStats/FigureRounding`` (the
/// same rule as the `stats` command's table, CSV and JSON), thousands separated by commas, and a
/// true minus sign (U+2212) for negative numbers. Only presentation happens here; every value comes
/// from the stats engine.
public enum ReportNumber {
    /// The minus sign used for negative figures.
    public static let minus = TextNumbers.trueMinus

    /// The mark of an unknown figure, `–`, as in every other output (`TextNumbers.unknown`).
    public static let unknown = TextNumbers.unknown

    /// Whole kcal: `2,134`.
    public static func kcal(_ value: Double) -> String {
        format(value, decimals: FigureRounding.kcalDecimals)
    }

    /// Whole kcal with a sign: `+134`, `−120`, `0`.
    public static func signedKcal(_ value: Double) -> String {
        format(value, decimals: FigureRounding.kcalDecimals, explicitPlus: true)
    }

    /// A whole percentage without the `%` sign: `107`.
    public static func percent(_ value: Double) -> String {
        format(value, decimals: FigureRounding.percentDecimals)
    }

    /// A share (0…1) as a whole percentage without the `%` sign: `0.934` → `93`.
    public static func percent(share value: Double) -> String {
        percent(value * 100)
    }

    /// Whole steps: `8,412`.
    public static func steps(_ value: Double) -> String {
        format(value, decimals: FigureRounding.stepsDecimals)
    }

    /// An amount of `nutrient` in its own unit, with its decimals: `61.4` (g), `2,412` (mg), `8.3` (iron).
    public static func amount(_ value: Double, of nutrient: Nutrient) -> String {
        format(value, decimals: FigureRounding.decimals(for: nutrient))
    }

    /// An amount with its unit: `61.4 g`, `2,412 mg`, `2,134 kcal`.
    public static func amountWithUnit(_ value: Double, of nutrient: Nutrient) -> String {
        amount(value, of: nutrient) + " " + nutrient.unit.symbol
    }

    /// A Daily Value with its unit: without decimals when it is a whole number (`275 g`, `2,300 mg`),
    /// else with its nutrient's decimals (`2.4 mg`), as the `stats` table writes it.
    public static func dailyValue(_ value: Double, of nutrient: Nutrient) -> String {
        let text = value == value.rounded() ? format(value, decimals: 0) : amount(value, of: nutrient)
        return text + " " + nutrient.unit.symbol
    }

    /// An amount of any nutrient in its own unit, with its decimals
    /// (``/NutritionStats/FigureRounding/decimals(for:)-(NutrientIdentity)``): `312` (magnesium), `2.5` (zinc).
    public static func amount(_ value: Double, of nutrient: NutrientIdentity) -> String {
        format(value, decimals: FigureRounding.decimals(for: nutrient))
    }

    /// An amount of any nutrient with its unit: `312 mg`, `≥`-free; the caller adds the mark.
    public static func amountWithUnit(_ value: Double, of nutrient: NutrientIdentity) -> String {
        amount(value, of: nutrient) + " " + nutrient.unitSymbol
    }

    /// A Daily Value of any nutrient with its unit, as ``dailyValue(_:of:)-(_,Nutrient)``: `420 mg`, `2.4 mcg`.
    public static func dailyValue(_ value: Double, of nutrient: NutrientIdentity) -> String {
        let text = value == value.rounded() ? format(value, decimals: 0) : amount(value, of: nutrient)
        return text + " " + nutrient.unitSymbol
    }

    /// Servings or an average of counts, one decimal: `1.5`.
    public static func servings(_ value: Double) -> String {
        format(value, decimals: FigureRounding.countAverageDecimals)
    }

    /// A count: `12`.
    public static func count(_ value: Int) -> String {
        format(Double(value), decimals: 0)
    }

    /// `value` written by the one number writer (``/NutritionStats/FigureDigits/text(_:decimals:grouping:minus:explicitPlus:)``)
    /// with commas between thousands and the report's minus sign. A value that rounds to zero is
    /// written without a sign. Non-finite values (never produced by the engine) read `–`.
    public static func format(_ value: Double, decimals: Int, explicitPlus: Bool = false) -> String {
        FigureDigits.text(value, decimals: decimals, grouping: true, minus: minus, explicitPlus: explicitPlus)
            ?? unknown
    }
}
