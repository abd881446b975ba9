import ArgumentParser
import NutritionPresentation

/// `--format table|csv|json` of `nutristats stats`.
extension StatsOutputFormat: ExpressibleByArgument {}
