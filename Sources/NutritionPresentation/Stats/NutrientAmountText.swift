import NutritionData
import NutritionStats

/// How every text output writes a nutrient amount the engine states (``NutrientAmount``): an exact
/// amount as its number, a lower bound after `≥ `, an unknown one as `–` (table) or an empty cell (CSV).
/// It words the engine's answer; it never decides whether an amount is known.
package enum NutrientAmountText {
    /// The mark before a lower bound: `≥ 62.3 g`.
    package static let lowerBoundMark = "≥ "

    /// `62.3`, `≥ 62.3` or `–`, with thousands separators (the table).
    package static func grouped(_ amount: NutrientAmount, _ nutrient: Nutrient) -> String {
        marked(amount, amount.value.map { FigureKind.nutrient(nutrient).grouped($0) })
    }

    /// `62.3 g`, `≥ 62.3 g` or `–`: the amount with its unit.
    package static func withUnit(_ amount: NutrientAmount, _ nutrient: Nutrient) -> String {
        marked(amount, amount.value.map { FigureKind.nutrient(nutrient).grouped($0) + " " + nutrient.unit.symbol })
    }

    /// `62.3 mg`, `≥ 62.3 mg` or `–` for any nutrient (catalogue or custom), with its unit.
    package static func withUnit(_ amount: NutrientAmount, _ nutrient: NutrientIdentity) -> String {
        marked(amount, amount.value.map { FigureKind.anyNutrient(nutrient).grouped($0) + " " + nutrient.unitSymbol })
    }

    /// `45 %` or `≥ 45 %` for the %DV of any nutrient's reading; `–` when unknown or without a Daily Value.
    package static func percent(_ reading: NutrientReading) -> String {
        guard let percent = reading.percent else { return TextNumbers.unknown }
        return (reading.intake.isLowerBound ? lowerBoundMark : "") + FigureKind.percent.grouped(percent) + " %"
    }

    /// `45 %` or `≥ 45 %` for the %DV of a reading, `–` when unknown.
    package static func percent(_ reading: DailyValueReading) -> String {
        guard let percent = reading.percent else { return TextNumbers.unknown }
        return (reading.isLowerBound ? lowerBoundMark : "") + FigureKind.percent.grouped(percent) + " %"
    }

    /// `62 %`: the share of kcal from entries that report the nutrient; `–` without kcal.
    package static func coverage(_ amount: NutrientAmount) -> String {
        amount.coverage.map { FigureKind.percent.grouped($0 * 100) + " %" } ?? TextNumbers.unknown
    }

    private static func marked(_ amount: NutrientAmount, _ text: String?) -> String {
        guard let text else { return TextNumbers.unknown }
        return amount.isLowerBound ? lowerBoundMark + text : text
    }
}
