import ChartKit
import NutritionPresentation
import Pantry

extension ReportCharts {
    /// The pantry section's chart: items expiring per day over the two weeks from the overview's day.
    /// It belongs to the pantry section, not to the report's chart list (`isPantry(_:)`).
    public static func pantryEntry(for overview: PantryOverview, theme: Theme = .light) -> Entry {
        let days = PantryExpiryDays(overview)
        let urgent = days.expired + days.days.filter(\.isSoon).reduce(0) { $0 + $1.count }
        let info = ReportChartInfo(
            id: PantryChart.id, title: PantryChart.title,
            description:
                "Bars of pantry items expiring on each of the \(days.days.count) days from \(DateText.medium(overview.today)), "
                + "with the items already expired as the first bar; \(urgent) expired or expiring "
                + (overview.soonDays == 0 ? "today" : "within \(Plural.count(overview.soonDays, "day"))")
                + " (red).",
            file: "charts/\(PantryChart.id).png")
        return Entry(
            info: info,
            chart: PantryChart.chart(
                for: days, today: overview.today, soonDays: overview.soonDays,
                style: MetricChartStyle(theme: theme)))
    }

    /// Whether a chart is the pantry section's (shown there, not among the report's charts).
    static func isPantry(_ id: String) -> Bool { id == PantryChart.id }
}
