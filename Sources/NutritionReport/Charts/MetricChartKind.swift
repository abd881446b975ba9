import ChartKit
import NutritionStats

/// A bar or line drawing of a per-day metric.
public enum MetricChartKind: String, Sendable, Hashable, CaseIterable {
    case bar
    case line
}
