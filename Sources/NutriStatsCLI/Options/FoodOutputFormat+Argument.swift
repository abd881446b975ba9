import ArgumentParser
import NutritionPresentation

/// `--format table|json` of `nutristats food`.
extension FoodOutputFormat: ExpressibleByArgument {}
