import ChartKit
import NutritionData
import NutritionReport

/// Where a chart's data comes from: columns of a CSV file (`--csv`), or a nutrition metric of the
/// stats engine over a period (`--metric`, read from `InputOptions`, `PeriodOptions` and
/// `SettingsOptions`). `ChartCommand` picks the case in `source()`; rendering and writing are the same.
enum ChartSource {
    case csv(CSVChart)
    case metric(MetricChartRequest)
    case pantry(PantryChartRequest)
    case body(BodyChartRequest)

    /// The chart and a note for stderr (rows read, gaps; or the metric and period), or an error.
    func build(title: String?, theme: Theme, readFile: (String) throws(InputError) -> [UInt8]) throws -> (
        chart: Chart, note: String
    ) {
        switch self {
        case .csv(let request):
            let result = try request.chart(from: try readFile(request.file), title: title, theme: theme)
            return (result.chart, result.note)
        case .metric(let request):
            return try request.chart(title: title, theme: theme)
        case .pantry(let request):
            return try request.chart(title: title, theme: theme)
        case .body(let request):
            return try request.chart(title: title, theme: theme)
        }
    }
}
