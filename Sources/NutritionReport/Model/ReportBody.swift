import NutritionData
import NutritionPresentation
import NutritionStats

/// The weekly report's *Weight and expenditure* section (`report --body FILE`): the weigh-ins, the trend
/// of the last 12 weeks, this period's rate, the expenditure from the scale set beside the devices, and
/// the goal. Every figure is the engine's (``NutritionStats/BodyFigures``), already written.
public struct ReportBody: Sendable, Equatable {
    /// One week of the trend table.
    public struct Week: Sendable, Equatable {
        /// The week's last day, `Sun 15 Nov`.
        public var label: String
        /// The trend weight on the week's last day, with its unit.
        public var trend: String
        /// The change from the week before (`-0.3 kg`); nil for the first week shown.
        public var change: String?
        /// Weigh-in days in the week.
        public var weighIns: Int
    }

    /// `kg` or `lb`.
    public var unit: String
    /// `6 of 7 days`.
    public var weighIns: String
    /// The trend weight on the period's last day (`62.9 kg`); nil before the first weigh-in.
    public var trend: String?
    /// The trend's change over the period (`-0.2 kg`).
    public var trendChange: String?
    /// The rate with its 80 % interval, or `–` and why not.
    public var rate: String
    /// The expenditure from the scale over the window ending on the period's last day, beside the
    /// devices when they measured it; or `–` and why not.
    public var expenditure: String
    /// The expenditure window, `28 days`.
    public var window: String
    /// Where the goal stands; nil without `--weight-goal`.
    public var goal: String?
    /// The intake for `--weight-rate`; nil without it.
    public var plannedIntake: String?
    /// The trend week by week, the 12 weeks ending on the period's last day (from the first weigh-in),
    /// newest last.
    public var weeks: [Week]

    /// How many weeks the trend table shows.
    public static let weeksShown = 12

    /// The section for `figures`, with weights in `unit` and the trend table read from `weights`.
    public init(figures: BodyFigures, weights: DayWeights, unit: WeightUnit) {
        self.unit = unit.symbol
        weighIns = "\(figures.weighInDays) of \(Plural.count(figures.range.dayCount, "day"))"
        trend = figures.lastTrend.map { WeightRateText.weight($0, unit: unit, minus: "−") }
        trendChange = figures.trendChange.map { WeightRateText.change($0, unit: unit, minus: "−") }
        switch figures.rate {
        case .success(let rate): self.rate = WeightRateText.rate(rate, unit: unit, minus: "−")
        case .failure(let reason): self.rate = "– (" + ScaleExpenditureText.unavailable(reason) + ")"
        }
        switch figures.latest?.expenditure {
        case .success(let e)?:
            expenditure =
                figures.latest?.devices.map { ScaleExpenditureText.comparison($0, minus: "−") }
                ?? "the scale says " + ScaleExpenditureText.estimate(e, minus: "−")
                + "; no device measured spent energy then"
        case .failure(let reason)?: expenditure = "– (" + ScaleExpenditureText.unavailable(reason) + ")"
        case nil: expenditure = "–"
        }
        window = Plural.count(figures.request.window.days, "day")
        goal = figures.request.goal.map { goal in
            figures.goalProjection.map { WeightRateText.projection($0, goal: goal, unit: unit, minus: "−") }
                ?? WeightRateText.weight(goal.kilograms, unit: unit) + ": no rate yet to project"
        }
        plannedIntake = figures.request.plannedRate.map { planned in
            let rate =
                WeightRateText.change(planned, unit: unit, decimals: FigureRounding.weightRateDecimals, minus: "−")
                + " a week"
            return rate + ": "
                + (figures.intakeForPlannedRate.map { ReportNumber.kcal($0) + " kcal a day" }
                    ?? "– (no expenditure yet)")
        }
        weeks = Self.weeks(endingOn: figures.range.last, weights: weights, unit: unit)
    }

    /// The trend at the end of each of the last ``weeksShown`` weeks ending on `last`, from the week of
    /// the first weigh-in on.
    static func weeks(endingOn last: LocalDate, weights: DayWeights, unit: WeightUnit) -> [Week] {
        let trend = TrendWeight(weights)
        var weeks: [Week] = []
        var previous: Double?
        for k in stride(from: weeksShown - 1, through: 0, by: -1) {
            let end = last.adding(days: -7 * k)
            guard let value = trend.value(on: end), let range = DateRange(first: end.adding(days: -6), last: end) else {
                continue
            }
            weeks.append(
                Week(
                    label: DateText.day(end), trend: WeightRateText.weight(value, unit: unit, minus: "−"),
                    change: previous.map { WeightRateText.change(value - $0, unit: unit, minus: "−") },
                    weighIns: weights.weighIns(in: range).count))
            previous = value
        }
        return weeks
    }

}
