import ChartKit
import NutritionPresentation
import NutritionStats

/// How a metric chart looks; every member left nil takes the metric's default.
public struct MetricChartStyle: Sendable, Hashable {
    /// Bars or lines; nil for the metric's default (and ignored by fixed shapes).
    public var kind: MetricChartKind?
    /// Light or dark.
    public var theme: Theme
    /// The title; nil for the metric's own.
    public var title: String?
    /// The subtitle; nil for the period (`9–15 Nov 2026`).
    public var subtitle: String?

    /// A style with these members.
    public init(kind: MetricChartKind? = nil, theme: Theme = .light, title: String? = nil, subtitle: String? = nil) {
        self.kind = kind
        self.theme = theme
        self.title = title
        self.subtitle = subtitle
    }

    /// The kind to draw for a builder offering `kinds`.
    func resolvedKind(_ kinds: [MetricChartKind]) -> MetricChartKind {
        if let kind, kinds.contains(kind) { return kind }
        return kinds.first ?? .bar
    }

    /// The period's days as bars (`arrangement`; with value labels when `valueLabels` and they fit)
    /// or as lines, whichever of `kinds` the style picks.
    func dailyContent(
        _ kinds: [MetricChartKind], figures: PeriodStatistics, series: [DataSeries], axis: ValueAxis,
        referenceLines: [ReferenceLine] = [], arrangement: BarChart.Arrangement = .grouped, valueLabels: Bool = false
    ) -> ChartContent {
        switch resolvedKind(kinds) {
        case .bar:
            .bars(
                BarChart(
                    x: figures.chartDays, series: series, arrangement: arrangement, valueAxis: axis,
                    referenceLines: referenceLines, showsValueLabels: valueLabels && figures.fitsValueLabels))
        case .line:
            .lines(LineChart(x: figures.chartDays, series: series, valueAxis: axis, referenceLines: referenceLines))
        }
    }

    /// The chart frame around `content`, with the title and subtitle resolved.
    func chart(_ content: ChartContent, title defaultTitle: String, period: DateRange, emptyMessage: String) -> Chart {
        Chart(
            title: title ?? defaultTitle, subtitle: subtitle ?? DateText.range(period), content: content,
            theme: theme, emptyMessage: emptyMessage)
    }
}
