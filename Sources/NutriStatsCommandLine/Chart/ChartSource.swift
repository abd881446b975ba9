import ChartKit
import NutriStatsConfiguration
import NutritionData
import NutritionReport
import NutritionStats

/// Where a chart's data comes from, as the flags choose it (``ChartFlags/choice()``): columns of a CSV
/// file (`--csv`), a nutrition metric of the stats engine over a period (`--metric`), the weight or
/// expenditure chart of body files, or the pantry chart; each source with only the flags it reads.
/// Rendering and writing are the same for all (``ChartRun/draw(_:to:)``).
package enum ChartSource {
    case csv(CSVChart)
    case metric(MetricChartRequest)
    case pantry(PantryChartRequest)
    case body(BodyChartRequest)

    /// The chart and a note for stderr (rows read, gaps; or the metric and period), or an error.
    package func build(title: String?, theme: Theme) throws -> (chart: Chart, note: String) {
        switch self {
        case .csv(let request):
            let bytes = try SmallInputFile.bytes(at: request.file, purpose: "--csv takes a CSV file")
            let result = try request.chart(from: bytes, title: title, theme: theme)
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
