import ChartKit
import NutritionStats

/// Turns a period's figures into a ChartKit chart of one metric.
public protocol MetricChartBuilder {
    /// The default title ("Energy intake").
    static var title: String { get }
    /// The kinds the builder can draw; the first is the default. Empty for a fixed shape (donut,
    /// horizontal bars).
    static var kinds: [MetricChartKind] { get }
    /// The chart of `figures` (every day of its range, or its averages) in `style`.
    static func chart(for figures: PeriodStatistics, style: MetricChartStyle) -> Chart
}
