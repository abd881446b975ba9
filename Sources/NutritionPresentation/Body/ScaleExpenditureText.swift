import NutritionData
import NutritionStats

/// Wording of the scale-based expenditure (``NutritionStats/ScaleExpenditure``), of the watch against the
/// scale (``NutritionStats/DeviceExpenditureComparison``) and of why a body figure is unavailable
/// (``NutritionStats/BodyFigureUnavailable``). Decides no figure: the engine does.
package enum ScaleExpenditureText {
    /// `2,310 kcal a day (2,190–2,430)`: E and its 80 % interval, whole kcal.
    package static func estimate(_ e: ScaleExpenditure, minus: String = "-") -> String {
        "\(kcal(e.kilocaloriesPerDay, minus)) kcal a day (\(kcal(e.interval80.lowerBound, minus))–\(kcal(e.interval80.upperBound, minus)))"
    }

    /// `the scale says 2,310 kcal a day (2,190–2,430); your devices say 2,650 (+340, +15 %)`, with
    /// `, measured on 12 of 28 days` when the devices measured fewer days than the window has.
    package static func comparison(_ c: DeviceExpenditureComparison, minus: String = "-") -> String {
        var parts = [signed(c.difference, minus)]
        if let percent = c.differencePercent,
            let written = FigureDigits.text(
                percent, decimals: FigureRounding.percentDecimals, grouping: true, minus: minus, explicitPlus: true)
        {
            parts.append("\(written) %")
        }
        var text =
            "the scale says \(estimate(c.scale, minus: minus)); your devices say \(kcal(c.measuredMean, minus)) (\(parts.joined(separator: ", ")))"
        let windowDays = c.scale.window.dayCount
        if c.measuredDays < windowDays { text += ", measured on \(c.measuredDays) of \(windowDays) days" }
        return text
    }

    /// The unmet conditions, joined with `; `: `6 counted days with intake (7 needed); 7 weigh-ins
    /// (8 needed); weigh-ins span 10 days (11 needed)`.
    package static func unavailable(_ reason: BodyFigureUnavailable) -> String {
        reason.shortfalls.map { shortfall in
            switch shortfall {
            case .tooFewWeighIns(let have, let need):
                "\(Plural.count(have, "weigh-in")) (\(TextNumbers.grouped(need)) needed)"
            case .weighInSpanTooShort(let days, let need):
                "weigh-ins span \(Plural.count(days, "day")) (\(TextNumbers.grouped(need)) needed)"
            case .tooFewIntakeDays(let have, let need):
                "\(Plural.count(have, "counted day")) with intake (\(TextNumbers.grouped(need)) needed)"
            }
        }.joined(separator: "; ")
    }

    private static func kcal(_ value: Double, _ minus: String) -> String {
        FigureDigits.text(value, decimals: FigureRounding.kcalDecimals, grouping: true, minus: minus)
            ?? TextNumbers.unknown
    }

    private static func signed(_ value: Double, _ minus: String) -> String {
        FigureDigits.text(
            value, decimals: FigureRounding.kcalDecimals, grouping: true, minus: minus, explicitPlus: true)
            ?? TextNumbers.unknown
    }
}
