import ChartKit
import NutritionData

/// Where a chart's data comes from.
///
/// Today only a CSV file (`--csv`). The metric mode (`--metric kcal` and the like, charting daily
/// figures from the stats engine over a period) is meant to be added here as a second case, built
/// from `InputOptions` and `PeriodOptions`; `ChartCommand` then picks the case in `source()`. The
/// rendering and writing steps do not change.
enum ChartSource {
    case csv(CSVChartRequest)

    /// The chart and a note for stderr (rows read, gaps), or an input error.
    func build(title: String?, theme: Theme, readFile: (String) throws(InputError) -> [UInt8]) throws(InputError) -> (chart: Chart, note: String) {
        switch self {
        case .csv(let request):
            let result = try request.chart(from: try readFile(request.file), title: title, theme: theme)
            var note = "\(result.rows) rows from \(request.file)"
            if result.emptyValues > 0 { note += "; \(result.emptyValues) empty \(result.emptyValues == 1 ? "value" : "values") left as gaps" }
            return (result.chart, note)
        }
    }
}
