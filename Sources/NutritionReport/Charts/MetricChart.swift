import ChartKit
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

    /// The builder that draws this metric.
    public var builder: any MetricChartBuilder.Type {
        switch self {
        case .kcal: DailyKcalChart.self
        case .macros: MacroTrendChart.self
        case .macroSplit: MacroSplitChart.self
        case .dv: DailyValueChart.self
        case .energy: EnergyBalanceChart.self
        case .steps: StepsChart.self
        }
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

/// A bar or line drawing of a per-day metric.
public enum MetricChartKind: String, Sendable, Hashable, CaseIterable {
    case bar
    case line
}

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

    /// The chart frame around `content`, with the title and subtitle resolved.
    func chart(_ content: ChartContent, title defaultTitle: String, period: DateRange, emptyMessage: String) -> Chart {
        Chart(title: title ?? defaultTitle, subtitle: subtitle ?? ReportDate.range(period), content: content,
              theme: theme, emptyMessage: emptyMessage)
    }
}

extension PeriodStatistics {
    /// The period's days as chart days.
    var chartDays: XValues {
        .days(days.map { ChartDay(dayNumber: $0.date.dayNumber) })
    }

    /// Whether bars are few enough to carry value labels (two weeks at most).
    var fitsValueLabels: Bool { days.count <= 14 }
}

extension ValueFormat {
    /// Whole numbers with thousands separators, rounded half away from zero like ``FigureRounding``.
    static let whole = ValueFormat(decimals: 0)
}
