import ChartKit
import ChartKitCairo
import NutritionData
import NutritionPresentation
import NutritionStats

/// The charts of a review report, in order: the calendar heatmap of kcal against the goal, monthly
/// (past two years, quarterly) bars of average kcal (paired with the compared period's months when there is one), monthly bars
/// of the flagged nutrients' %DV, and weekly lines of steps and of net energy, each with its
/// least-squares trend.
public enum ReviewCharts {
    /// Above this many months, the monthly charts show quarters.
    public static let quarterThreshold = 24

    /// The charts of `figures` in `theme`.
    public static func entries(for figures: ReviewFigures, theme: Theme = .light) -> [ReportCharts.Entry] {
        let review = figures.review
        let span = review.span
        let settings = span.settings
        let label = DateText.range(span.range)
        let style = MetricChartStyle(theme: theme)
        var entries: [ReportCharts.Entry] = []
        func entry(_ id: String, _ title: String, _ description: String, _ chart: Chart) {
            entries.append(
                ReportCharts.Entry(
                    info: ReportChartInfo(id: id, title: title, description: description, file: "charts/\(id).png"),
                    chart: chart))
        }

        let heatmapRange = CalendarHeatmapChart.shownRange(span.range)
        let heatmapLabel =
            heatmapRange == span.range
            ? label
            : DateText.range(heatmapRange) + " (the last \(CalendarHeatmapChart.maximumYears) years of \(label))"
        entry(
            "heatmap", CalendarHeatmapChart.title,
            "Calendar of \(heatmapLabel): one cell per day, weeks as columns, coloured by kcal as a share of the "
                + "\(ReportNumber.kcal(settings.kcalGoal)) kcal goal (purple below, orange above, grey within 5 %); "
                + "days without entries are empty cells with a stroke.",
            CalendarHeatmapChart.chart(for: span, style: style))

        // Past two years of months, the bars are quarters: 120 bars a chart would not be read.
        let byQuarter = review.months.count > quarterThreshold
        let unit = byQuarter ? "quarter" : "month"
        let slices = byQuarter ? review.quarters : review.months
        let labels = slices.map(byQuarter ? ReviewReport.quarterName : ReviewReport.monthLabel)
        var kcalSeries = [
            DataSeries(
                name: "Average kcal a day, \(label)", values: slices.map { $0.intake.average?.kcal },
                color: theme.palette[0])
        ]
        var pairing = ""
        if let compared = figures.compared {
            let other = byQuarter ? compared.quarters : compared.months
            let values = slices.indices.map { index in index < other.count ? other[index].intake.average?.kcal : nil }
            kcalSeries.append(
                DataSeries(name: DateText.range(compared.span.range), values: values, color: theme.palette[1]))
            pairing = "; paired with the same position's \(unit) of \(DateText.range(compared.span.range))"
        }
        let kcalTitle = "Average intake by \(unit)"
        let monthlyKcal = BarChart(
            x: .categories(labels), series: kcalSeries,
            valueAxis: ValueAxis(title: "kcal a day", format: .whole, includesZero: true),
            referenceLines: [
                ReferenceLine(
                    value: settings.kcalGoal, label: "Goal " + ReportNumber.kcal(settings.kcalGoal),
                    showsValue: false, pattern: .dashed)
            ])
        entry(
            "monthly-kcal", kcalTitle,
            "Bars of the average kcal per counted day of each \(unit), \(label), against the goal\(pairing).",
            style.chart(
                .bars(monthlyKcal), title: kcalTitle, period: span.range, emptyMessage: "Nothing logged in this period")
        )

        let nutrients = Array(review.flaggedNutrients.prefix(ReviewReport.nutrientLimit))
        let dvSeries = nutrients.enumerated().map { index, nutrient in
            DataSeries(
                name: nutrient.displayName, values: slices.map { $0.percentOfDailyValue(nutrient) },
                color: theme.palette[index + 2])
        }
        let dvTitle = "Flagged nutrients by \(unit)"
        let monthlyDV = BarChart(
            x: .categories(labels), series: dvSeries,
            valueAxis: ValueAxis(title: "% of Daily Value", format: .whole, includesZero: true),
            referenceLines: [ReferenceLine(value: 100, label: "100 %", showsValue: false, pattern: .dashed)])
        entry(
            "monthly-dv", dvTitle,
            nutrients.isEmpty
                ? "No nutrient is over its limit or under its target on average over \(label)."
                : "Bars of the average %Daily Value per counted day of each \(unit) for the nutrients flagged over the span: "
                    + nutrients.map(\.displayName).joined(separator: ", ") + ".",
            style.chart(
                .bars(monthlyDV), title: dvTitle, period: span.range, emptyMessage: "No nutrient flagged over the span")
        )

        let weekDays = review.weeks.map { ChartDay(dayNumber: $0.range.first.dayNumber) }
        for (id, title, unit, values) in [
            ("weekly-steps", "Steps by week", "steps a day", review.weeks.map(\.steps.average)),
            ("weekly-net", "Net energy by week", "kcal a day (intake − spent)", review.weeks.map(\.energy.averageNet)),
        ] {
            let points = zip(review.weeks, values).compactMap { week, value in
                value.map { (date: week.range.first, value: $0) }
            }
            let trend = LinearTrend(points: points)
            var series = [DataSeries(name: "Weekly average", values: values, color: theme.palette[0])]
            if let trend {
                // The trend is drawn over the weeks it was fitted to only, never extrapolated.
                let first = points.first?.date
                let last = points.last?.date
                series.append(
                    DataSeries(
                        name: "Trend",
                        values: review.weeks.map { week in
                            guard let first, let last, first <= week.range.first, week.range.first <= last else {
                                return nil
                            }
                            return trend.value(on: week.range.first)
                        }, color: theme.palette[3]))
            }
            let slope =
                trend.map {
                    "; trend " + ReportNumber.format($0.slopePerWeek * 52, decimals: 0, explicitPlus: true) + " a year"
                } ?? ""
            entry(
                id, title, "Line of the average \(unit) of each week, \(label), with its least-squares trend\(slope).",
                style.chart(
                    .lines(
                        LineChart(
                            x: .days(weekDays), series: series,
                            valueAxis: ValueAxis(title: unit, format: .whole), markers: .never)),
                    title: title, period: span.range, emptyMessage: "No data for this chart in the period"))
        }
        return entries
    }

    /// The size a review chart is laid out at (CSS pixels): 640 × 320, but the heatmap `heatmapWidth`
    /// wide (a page's full width) and as high as its cells need to fill that width
    /// (``CalendarHeatmapChart/size(of:width:)``): it grows with the years it covers.
    public static func size(_ entry: ReportCharts.Entry, heatmapWidth: Double = 920) -> Size {
        entry.info.id == "heatmap"
            ? CalendarHeatmapChart.size(of: entry.chart, width: heatmapWidth) : Size(width: 640, height: 320)
    }
}
