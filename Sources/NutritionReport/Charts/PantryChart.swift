import ChartKit
import NutritionData
import NutritionPresentation
import NutritionStats
import Pantry

/// Items expiring per day over the next two weeks (``/Pantry/PantryExpiryDays``): the items already expired as
/// one bar first, then a bar per day from today. Expired, today's and soon bars are vermillion (the
/// Okabe–Ito red, distinguishable under colour blindness), later days blue; a legend names both.
public enum PantryChart {
    public static let title = "Pantry: items expiring per day"
    /// The chart's id and file name in reports: `charts/pantry.png`.
    public static let id = "pantry"

    /// What `chart --metric pantry` tells after drawing: `pantry, 12 items from pantry.csv, seen on 2026-11-15`.
    public static func note(items: Int, file: String, today: LocalDate) -> String {
        "pantry, \(TextNumbers.count(items, "item")) from \(file), seen on \(today.iso)"
    }

    /// The chart of `days`, seen on `today` with a "soon" window of `soonDays` days.
    public static func chart(for days: PantryExpiryDays, today: LocalDate, soonDays: Int, style: MetricChartStyle)
        -> Chart
    {
        let labels =
            ["Expired"]
            + days.days.map { $0.date == today ? "Today" : "\($0.date.day) \(DateText.shortMonth($0.date))" }
        // Days without items have no bar (nil), so no "0" labels crowd the axis.
        func value(_ count: Int) -> Double? { count > 0 ? Double(count) : nil }
        let urgent = [value(days.expired)] + days.days.map { $0.isSoon ? value($0.count) : nil }
        let later = [nil] + days.days.map { $0.isSoon ? nil : value($0.count) }
        let series = [
            DataSeries(
                name: soonDays == 0
                    ? "Expired or expiring today"
                    : "Expired or expiring within \(Plural.count(soonDays, "day"))", values: urgent,
                color: Palette.okabeItoVermillion),
            DataSeries(name: "Later", values: later, color: style.theme.palette[0]),
        ]
        let total = days.expired + days.days.reduce(0) { $0 + $1.count }
        // Counts are whole: an axis covering at least 0…4 gets steps of 1 or more at chart heights (never half an item).
        let highest = max(days.expired, days.days.map(\.count).max() ?? 0)
        let bars = BarChart(
            x: .categories(labels), series: series, arrangement: .stacked,
            valueAxis: ValueAxis(
                title: "items", format: .whole, includesZero: true, covers: 0...Double(max(4, highest))))
        var subtitle =
            days.days.first.map { first in
                DateText.range(
                    DateRange(first: first.date, last: days.days.last?.date ?? first.date) ?? DateRange(day: first.date)
                )
            } ?? DateText.medium(today)
        if days.later > 0 { subtitle += " · \(days.later) later" }
        if days.noDate > 0 { subtitle += " · \(days.noDate) without a date" }
        return Chart(
            title: style.title ?? title, subtitle: style.subtitle ?? subtitle,
            content: total == 0
                ? .bars(BarChart(x: .categories(labels), series: [], valueAxis: bars.valueAxis)) : .bars(bars),
            theme: style.theme, emptyMessage: "Nothing expired or expiring in the next \(days.days.count) days")
    }
}
