/// One nutrient summed over a set of entries (a meal, a day, a period): the amount of the entries that
/// report it, their logged kcal and their number. Nothing in it depends on how nutrients are told
/// apart, so the 17 ``/NutritionData/Nutrient`` cases (``IntakeTotals/tally(of:)``) and any larger
/// catalogue of nutrients share ``stated(entryCount:kcal:)``, the one rule for amounts of several entries.
public struct NutrientTally: Sendable, Equatable {
    /// Σ of the amounts of the entries that report the nutrient, in its unit.
    public var amount: Double
    /// Σ of the logged kcal of the entries that report the nutrient.
    public var reportingKcal: Double
    /// Number of entries that report the nutrient.
    public var reportingEntries: Int

    /// A tally with these members, as given.
    public init(amount: Double = 0, reportingKcal: Double = 0, reportingEntries: Int = 0) {
        self.amount = amount
        self.reportingKcal = reportingKcal
        self.reportingEntries = reportingEntries
    }

    /// **The one rule** for a nutrient of several entries, given all of them: `entryCount` entries
    /// holding `kcal` logged kcal (entries without kcal add 0).
    ///
    /// - coverage = ``reportingKcal`` ÷ `kcal` (nil when `kcal` is 0), at most 1;
    /// - **exact** when every entry reports the nutrient (also when there is no entry: 0 eaten);
    /// - else a **lower bound** when some entry reports it: an entry that does not report it adds an
    ///   unknown, non-negative amount. Coverage counts kcal, so an entry logged without kcal (or with
    ///   0 kcal) that does not report the nutrient makes the amount a lower bound even at 100 % coverage,
    ///   and one of 0 kcal that reports it (salt, a supplement) makes it a lower bound even at 0 %;
    /// - else **unknown**: no entry reports it (coverage 0 %), never a guess of 0.
    ///
    /// - Complexity: O(1).
    public func stated(entryCount: Int, kcal: Double) -> NutrientAmount {
        let coverage = kcal > 0 ? Swift.min(Swift.max(reportingKcal / kcal, 0), 1) : nil
        let certainty: NutrientAmount.Certainty =
            reportingEntries >= entryCount ? .exact : reportingEntries > 0 ? .lowerBound : .unknown
        return NutrientAmount(certainty: certainty, value: amount, coverage: coverage)
    }
}
