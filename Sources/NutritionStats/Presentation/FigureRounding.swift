import NutritionData

/// How many decimals each kind of figure is shown with, and the one rounding function every output
/// (table, CSV, JSON, report) uses, so the same figure reads the same to the last digit everywhere.
///
/// All figures are computed unrounded in `Double`; rounding happens here, at presentation only.
public enum FigureRounding {
    /// Energy (kcal, budgets, balances, trends in kcal): whole kcal.
    public static let kcalDecimals = 0
    /// Percentages (%DV, coverage, macro split, goal progress, week-over-week change): whole percent.
    public static let percentDecimals = 0
    /// Steps: whole steps.
    public static let stepsDecimals = 0
    /// Heart rate: whole beats per minute.
    public static let heartRateDecimals = 0
    /// Servings and averages of counts (entries per day): one decimal.
    public static let countAverageDecimals = 1

    /// Decimals for amounts of `nutrient`: one for grams and for iron (DV 18 mg), none for the
    /// other milligram and microgram nutrients and for kcal.
    public static func decimals(for nutrient: Nutrient) -> Int {
        switch nutrient.unit {
        case .kilocalorie: kcalDecimals
        case .gram: 1
        case .milligram: nutrient == .iron ? 1 : 0
        case .microgram: 0
        }
    }

    /// `value` rounded to `decimals` places, halves away from zero (`2.5 → 3`, `−2.5 → −3`), with a
    /// negative zero turned into zero so no output shows "−0". Non-finite values pass through.
    public static func rounded(_ value: Double, decimals: Int) -> Double {
        guard value.isFinite else { return value }
        var scale = 1.0
        for _ in 0..<max(0, decimals) { scale *= 10 }
        let result = (value * scale).rounded(.toNearestOrAwayFromZero) / scale
        return result == 0 ? 0 : result
    }
}
