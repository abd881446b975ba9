import NutritionData

/// The watch against the scale: the energy the devices measured as spent, next to the scale-based
/// expenditure of the same window.
///
/// `measured = mean of (active + resting) over the window's days that have a measured total`, the
/// difference `measured − E` in kcal and in % of E. A positive difference means the devices say more was
/// spent than the scale and the logged intake imply — e.g. "the scale says 2,310 kcal a day
/// (2,190–2,430); your devices say 2,650 (+340, +15 %)".
///
/// How to read it: E rests on the logged intake, so under-logging lowers E and makes the devices look
/// high; devices are known to overstate active energy. A difference inside E's interval
/// (``measuredIsWithinInterval``) is not evidence of either. The devices' mean covers only
/// ``measuredDays`` of the window's days; with few of them it is a different set of days than E's.
public struct DeviceExpenditureComparison: Sendable, Equatable {
    /// The scale-based expenditure.
    public var scale: ScaleExpenditure
    /// Days of the window with a measured spent total.
    public var measuredDays: Int
    /// Mean measured spent over those days, kcal a day.
    public var measuredMean: Double

    /// The comparison for `scale`'s window; nil when no day of it has a measured total.
    /// - Parameter measuredSpent: measured spent energy (active + resting) by day, for example
    ///   ``PeriodStatistics/measuredSpentKcal``; only the window's days are read.
    /// - Complexity: O(N) look-ups.
    public init?(scale: ScaleExpenditure, measuredSpent: [LocalDate: Double]) {
        var sum = CompensatedSum()
        var days = 0
        for date in scale.window {
            guard let spent = measuredSpent[date], spent.isFinite else { continue }
            sum.add(spent)
            days += 1
        }
        guard days > 0 else { return nil }
        self.scale = scale
        self.measuredDays = days
        self.measuredMean = sum.value / Double(days)
    }

    /// `measured − E`, kcal a day.
    public var difference: Double { measuredMean - scale.kilocaloriesPerDay }

    /// `(measured − E) / E × 100`; nil when E is not positive (no percentage of it means anything).
    public var differencePercent: Double? {
        scale.kilocaloriesPerDay > 0 ? difference / scale.kilocaloriesPerDay * 100 : nil
    }

    /// Whether the measured mean lies inside E's 80 % interval.
    public var measuredIsWithinInterval: Bool { scale.interval80.contains(measuredMean) }
}
