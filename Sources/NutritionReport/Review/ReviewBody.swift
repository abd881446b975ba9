import NutritionData
import NutritionPresentation
import NutritionStats

/// A review's *Weight and expenditure* section (`report --body FILE` over more than 92 days): the trend
/// weight and the energy spent from the scale at the end of each calendar month, and the span's rate.
/// Every figure is the engine's (``NutritionStats/BodyFigures``), already written.
public struct ReviewBody: Sendable, Equatable {
    /// One calendar month (cut at the span's edges).
    public struct Month: Sendable, Equatable {
        /// `Nov 2026`.
        public var label: String
        /// Weigh-in days in the month.
        public var weighIns: Int
        /// The trend weight on the month's last day of the span; nil before the first weigh-in.
        public var trend: String?
        /// Its change from the month before.
        public var change: String?
        /// The energy spent from the scale over the window ending on that day, with its interval; nil
        /// when the window lacks data.
        public var expenditure: String?
        /// The devices' mean spent energy over the same window, when they measured it.
        public var devices: String?
    }

    /// `kg` or `lb`.
    public var unit: String
    /// The expenditure window, `28 days`.
    public var window: String
    /// The span's rate with its 80 % interval, or `–` and why not.
    public var rate: String
    /// The trend's change over the span.
    public var trendChange: String?
    /// Month by month, oldest first.
    public var months: [Month]

    /// The section for `figures` (over the review's span), weights in `unit`.
    public init(figures: BodyFigures, unit: WeightUnit) {
        self.unit = unit.symbol
        window = Plural.count(figures.request.window.days, "day")
        switch figures.rate {
        case .success(let rate): self.rate = WeightRateText.rate(rate, unit: unit, minus: "−")
        case .failure(let reason): self.rate = "– (" + ScaleExpenditureText.unavailable(reason) + ")"
        }
        trendChange = figures.trendChange.map { WeightRateText.change($0, unit: unit, minus: "−") }
        let byDate = Dictionary(uniqueKeysWithValues: figures.days.map { ($0.date, $0) })
        var previous: Double?
        months = CalendarSlices.months(of: figures.range).map { month in
            let last = byDate[month.last]
            let trend = last?.trend
            defer { if let trend { previous = trend } }
            let e = try? last?.expenditure.get()
            return Month(
                label: "\(DateText.shortMonth(month.first)) \(month.first.year)",
                weighIns: month.reduce(0) { $0 + (byDate[$1]?.weight?.isWeighIn == true ? 1 : 0) },
                trend: trend.map { WeightRateText.weight($0, unit: unit, minus: "−") },
                change: trend.flatMap { value in
                    previous.map { WeightRateText.change(value - $0, unit: unit, minus: "−") }
                },
                expenditure: e.map { ScaleExpenditureText.estimate($0, minus: "−") },
                devices: last?.devices.map { ReportNumber.kcal($0.measuredMean) + " kcal a day" })
        }
    }

}
