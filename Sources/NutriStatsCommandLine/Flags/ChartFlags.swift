import NutriStatsConfiguration
import NutritionData
import NutritionReport

/// The flags of `chart` as given, and the one place they choose what is drawn (``ChartChoice``): a
/// nutrition metric of the engine, a body chart, the pantry chart, or columns of a CSV file, each with
/// only the flags it reads.
package struct ChartFlags: Sendable, Hashable {
    /// `--metric NAME`, as typed (any case).
    package var metric: String?
    /// `--csv FILE`, `--x COL`, `--y COL[,COL]`.
    package var csv: String?
    package var x: String?
    package var y: String?
    /// `--kind`.
    package var kind: CSVChart.Kind?
    /// `--pantry FILE`.
    package var pantry: String?
    /// Whether food inputs (`--storage`, `--history`, `--food-log`), `--activity` or `--body` files, or
    /// a period flag were given.
    package var hasFoodInput: Bool
    package var hasActivity: Bool
    package var hasBody: Bool
    package var periodChosen: Bool

    package init(
        metric: String? = nil, csv: String? = nil, x: String? = nil, y: String? = nil, kind: CSVChart.Kind? = nil,
        pantry: String? = nil, hasFoodInput: Bool = false, hasActivity: Bool = false, hasBody: Bool = false,
        periodChosen: Bool = false
    ) {
        self.metric = metric
        self.csv = csv
        self.x = x
        self.y = y
        self.kind = kind
        self.pantry = pantry
        self.hasFoodInput = hasFoodInput
        self.hasActivity = hasActivity
        self.hasBody = hasBody
        self.periodChosen = periodChosen
    }

    /// What the flags ask to draw, or the usage problem of the first flag out of place.
    package func choice() throws(UsageProblem) -> ChartChoice {
        let name = metric?.lowercased()
        if name == PantryChart.id { return try pantryChoice() }
        guard pantry == nil else { throw .pantryWithoutPantryMetric }
        if let name, let body = BodyChartMetric(rawValue: name) {
            guard csv == nil, x == nil, y == nil, kind == nil else { throw .bodyMetricOneWay(name) }
            guard hasBody else { throw .bodyMetricNeedsBody(name) }
            return .body(body)
        }
        if let metric { return try metricChoice(metric) }
        guard let csv else { throw .chartNeedsData }
        guard !hasFoodInput, !hasActivity, !periodChosen else { throw .csvWithMetricInputs }
        guard let x, !x.isEmpty else { throw .csvNeedsX }
        let columns = (y ?? "").split(separator: ",").map { String($0).trimmingSpaces() }
        guard !columns.isEmpty, columns.allSatisfy({ !$0.isEmpty }) else { throw .csvNeedsY }
        return .csv(CSVChart(file: csv, xColumn: x, yColumns: columns, kind: kind ?? .bar))
    }

    /// `--metric pantry`: the pantry file and its day flags, nothing else.
    private func pantryChoice() throws(UsageProblem) -> ChartChoice {
        guard let pantry else { throw .pantryMetricNeedsFile }
        guard csv == nil, x == nil, y == nil, kind == nil, !hasFoodInput, !hasActivity, !periodChosen else {
            throw .pantryMetricOnly
        }
        return .pantry(file: pantry)
    }

    /// `--metric NAME` of the engine's figures, drawn as `--kind` when the metric is drawn either way.
    private func metricChoice(_ name: String) throws(UsageProblem) -> ChartChoice {
        guard csv == nil, x == nil, y == nil else { throw .metricAndCSV }
        guard let chosen = MetricChart(rawValue: name.lowercased()) else {
            let names = MetricChart.allCases.map(\.rawValue) + BodyChartMetric.allCases.map(\.rawValue)
            throw .metric(name, names: names.joined(separator: ", "))
        }
        var metricKind: MetricChartKind?
        if let kind {
            guard let wanted = MetricChartKind(rawValue: kind.rawValue), chosen.kinds.contains(wanted) else {
                let kinds = chosen.kinds.map(\.rawValue).joined(separator: " or ")
                throw chosen.kinds.isEmpty
                    ? .metricOneKind(chosen.rawValue) : .metricKind(chosen.rawValue, kinds: kinds, given: kind.rawValue)
            }
            metricKind = wanted
        }
        guard hasFoodInput || hasActivity else { throw .metricNeedsData }
        return .metric(chosen, kind: metricKind)
    }
}
