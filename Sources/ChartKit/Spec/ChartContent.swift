/// The kind of chart and its data.
public enum ChartContent: Sendable, Hashable {
    /// Vertical bars: single, grouped or stacked; negative values go below the baseline.
    case bars(BarChart)
    /// Horizontal bars against a reference (such as 100 % of a daily value), with over-limit and
    /// under-target rows marked by colour, pattern and text.
    case horizontalBars(HorizontalBarChart)
    /// Lines with optional markers and area fill; missing values leave gaps.
    case lines(LineChart)
    /// A pie or donut with percentage labels.
    case pie(PieChart)
    /// One cell per day, weeks as columns, coloured by distance from a center value.
    case calendarHeatmap(CalendarHeatmap)
}
