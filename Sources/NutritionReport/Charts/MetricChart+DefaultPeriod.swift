import NutritionData
import NutritionStats

extension MetricChart {
    /// The period `chart --metric` draws without a period flag: the calendar week holding the data's
    /// last day; for the calendar heatmap, made for long spans, the last 365 days. Nil without data.
    public func defaultSelection(dataSpan: DateRange?) -> PeriodSelection? {
        dataSpan.map { self == .heatmap ? .lastDays(365) : .week(containing: $0.last) }
    }
}
