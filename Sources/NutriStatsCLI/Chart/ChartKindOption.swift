import ArgumentParser
import NutritionReport

/// The `--kind` of chart the `chart` command draws: bar, stacked, line, pie or hbar (``CSVChart/Kind``;
/// `--metric` takes the bar and line of ``MetricChartKind``).
typealias ChartKindOption = CSVChart.Kind

extension CSVChart.Kind: ExpressibleByArgument {}
