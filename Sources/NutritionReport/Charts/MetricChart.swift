import ChartKit
import NutritionPresentation
import NutritionStats

/// The nutrition charts NutriStats draws from a period's figures: the weekly report's charts, and
/// `nutristats chart --metric NAME`. Each case has one builder in this folder (``builder``).
public enum MetricChart: String, Sendable, Hashable, CaseIterable {
    /// Daily kcal as bars (or a line), with the goal and the period's average as reference lines.
    case kcal
    /// Carbohydrate, protein and fat grams per day as lines (or stacked bars).
    case macros
    /// The period's energy split between carbohydrate, protein and fat, as a donut.
    case macroSplit = "macro-split"
    /// Average %Daily Value per nutrient as horizontal bars against 100 %, with over-limit and
    /// under-target flags.
    case dv
    /// Intake against energy spent per day, as grouped bars (or two lines).
    case energy
    /// Steps per day as bars (or a line), with the steps goal.
    case steps
    /// Daily kcal against the goal as a calendar heatmap: weeks as columns, one cell per day.
    case heatmap

    /// The builder that draws this metric.
    public var builder: any MetricChartBuilder.Type {
        switch self {
        case .kcal: DailyKcalChart.self
        case .macros: MacroTrendChart.self
        case .macroSplit: MacroSplitChart.self
        case .dv: DailyValueChart.self
        case .energy: EnergyBalanceChart.self
        case .steps: StepsChart.self
        case .heatmap: CalendarHeatmapChart.self
        }
    }

    /// What `chart --metric` tells after drawing this metric over `range`: `kcal, 9–15 Nov 2026, 7 days`.
    public func note(for range: DateRange) -> String {
        "\(rawValue), \(DateText.range(range)), \(StatsNotes.days(range.dayCount))"
    }

    /// The chart of `figures` in `style`.
    public func chart(for figures: PeriodStatistics, style: MetricChartStyle = MetricChartStyle()) -> Chart {
        builder.chart(for: figures, style: style)
    }

    /// The kinds a user may ask for (`--kind`); empty when the metric has one fixed shape.
    public var kinds: [MetricChartKind] { builder.kinds }

    /// The title the chart gets when none is given.
    public var title: String { builder.title }
}
