import NutritionReport

/// What `chart` draws, as its flags choose (``ChartFlags/choice()``).
package enum ChartChoice: Sendable, Equatable {
    /// Columns of a CSV file.
    case csv(CSVChart)
    /// A metric of the engine's figures over a period, drawn as `kind` (nil: the metric's default).
    case metric(MetricChart, kind: MetricChartKind?)
    /// The weight or expenditure chart of body files.
    case body(BodyChartMetric)
    /// The pantry file's expiry days.
    case pantry(file: String)
}
