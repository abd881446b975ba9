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
    /// Body weights (day weight, trend weight, goal) in kg or lb: one decimal (scales show 0.1).
    public static let weightDecimals = 1
    /// Rates of weight change, kg or lb a week: two decimals (0.25 kg a week is a common goal).
    public static let weightRateDecimals = 2

    /// Decimals for amounts of `nutrient`: one for grams and for iron (DV 18 mg), none for the
    /// other milligram and microgram nutrients and for kcal.
    public static func decimals(for nutrient: Nutrient) -> Int {
        switch nutrient.unit {
        case .kilocalorie: kcalDecimals
        case .gram: 1
        case .milligram: nutrient == .iron ? 1 : 0
        case .microgram, .milliliter: 0
        }
    }

    /// Decimals for amounts of any known nutrient: the 17's as ``decimals(for:)``; for the
    /// others one for grams, and one for milligram and microgram nutrients whose FDA 2016 Daily Value
    /// is below 25 units (thiamin 1.2 mg, vitamin B12 2.4 mcg, zinc 11 mg, vitamin D 20 mcg — the rule
    /// that gives iron, DV 18 mg, its decimal), none for the rest (magnesium 420 mg, caffeine, water).
    public static func decimals(forKnown nutrient: KnownNutrient) -> Int {
        if let inline = nutrient.inline { return decimals(for: inline) }
        switch nutrient.unit {
        case .kilocalorie: return kcalDecimals
        case .gram: return 1
        case .milligram, .microgram:
            return DailyValueTable.fdaCurrent[known: nutrient].map { $0.amount < 25 } == true ? 1 : 0
        case .milliliter: return 0
        }
    }

    /// Decimals for amounts of any nutrient: a known one's as ``decimals(forKnown:)``; one for a custom
    /// nutrient, whose unit is whatever its file wrote.
    public static func decimals(for nutrient: NutrientIdentity) -> Int {
        switch nutrient {
        case .known(let known): decimals(forKnown: known)
        case .custom: 1
        }
    }

    /// The smallest magnitude written as non-zero with `decimals` decimals (halves round away from
    /// zero): 0.5 with none, 0.05 with one.
    public static func smallestShown(decimals: Int) -> Double {
        0.5 / Self.scale(decimals: decimals)
    }

    /// `value` rounded as outputs carry it, or nil when it is not finite: a figure that is not a
    /// number is unknown, and every output writes it as it writes any unknown figure (`–` in the
    /// table and report, an empty cell in CSV, a key left out in JSON), never as `inf` or `nan`.
    public static func roundedIfFinite(_ value: Double, decimals: Int) -> Double? {
        value.isFinite ? rounded(value, decimals: decimals) : nil
    }

    /// `value` rounded to `decimals` places, halves away from zero (`2.5 → 3`, `−2.5 → −3`), with a
    /// negative zero turned into zero so no output shows "−0". Non-finite values pass through; a finite
    /// value stays finite.
    public static func rounded(_ value: Double, decimals: Int) -> Double {
        // From 2^52 on every double is a whole number, so it is already rounded, and scaling it up
        // could overflow to infinity.
        guard value.isFinite, abs(value) < 0x1p52 else { return value }
        let scale = Self.scale(decimals: decimals)
        let result = (value * scale).rounded(.toNearestOrAwayFromZero) / scale
        return result == 0 ? 0 : result
    }

    /// 10 to the power `decimals` (1 for none or fewer), by exact multiplications.
    static func scale(decimals: Int) -> Double {
        var scale = 1.0
        for _ in 0..<max(0, decimals) { scale *= 10 }
        return scale
    }
}
